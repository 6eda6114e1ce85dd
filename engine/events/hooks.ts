import type { Ctx } from '../context.js';
import type {
  Action, Choice, DeathCause, GameState, PlayerState, Prompt, QueuedStep, Rejection, RoleId, StepState, VoteOutcome,
} from '../types.js';
import type { EventCard, Interception } from './card.js';
import { eventCard } from './registry.js';

/**
 * Where New Moon event cards change the base rules. The base engine calls these at fixed points;
 * each asks the cards in play. With no card in play every hook gives the base game's behaviour.
 */
function inPlay(s: GameState): EventCard[] {
  const cards: EventCard[] = [];
  for (const a of s.events.active) cards.push(eventCard(a.id));
  return cards;
}

export function isActive(s: GameState, id: string): boolean {
  return s.events.active.some((a) => a.id === id);
}

export const voteHooks = {
  mayVote(s: GameState, seat: number): boolean {
    for (const c of inPlay(s)) if (c.mayVote && !c.mayVote(s, seat)) return false;
    return true;
  },
  afterVote(s: GameState, outcome: VoteOutcome, ctx: Ctx): void {
    for (const c of inPlay(s)) c.afterVote?.(s, outcome, ctx);
  },
};

/** The weight of a voter's ballot: the Sheriff's counts `sheriffVoteWeight` (docs/rules.md §5.3). */
export function voteWeight(s: GameState, voter: number): number {
  let weight = s.sheriff === voter ? s.setup.variants.sheriffVoteWeight : 1;
  for (const c of inPlay(s)) if (c.voteWeight) weight = c.voteWeight(s, voter, weight);
  return weight;
}

export const eventHooks = {
  dayQueue(s: GameState, base: QueuedStep[]): QueuedStep[] {
    let queue = base;
    for (const c of inPlay(s)) if (c.dayQueue) queue = c.dayQueue(s, queue);
    return queue;
  },
  atDawn(s: GameState, ctx: Ctx): void {
    for (const c of inPlay(s)) c.atDawn?.(s, ctx);
  },
  atNightfall(s: GameState, ctx: Ctx): void {
    for (const c of inPlay(s)) c.atNightfall?.(s, ctx);
  },
  hidesDeath(s: GameState, p: PlayerState, cause: DeathCause): boolean {
    return inPlay(s).some((c) => c.hidesDeath?.(s, p, cause) ?? false);
  },
  afterDeath(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void {
    for (const c of inPlay(s)) c.afterDeath?.(s, p, cause, ctx);
  },
  interceptWolfKill(s: GameState, victim: number, ctx: Ctx): Interception {
    for (const c of inPlay(s)) {
      const caught = c.interceptWolfKill?.(s, victim, ctx) ?? 'normal';
      if (caught !== 'normal') return caught;
    }
    return 'normal';
  },
  afterSeerResult(s: GameState, result: RoleId | 'wolf' | 'notWolf', ctx: Ctx): void {
    for (const c of inPlay(s)) c.afterSeerResult?.(s, result, ctx);
  },
  extraPack(s: GameState): number[] {
    return inPlay(s).flatMap((c) => c.extraPack?.(s) ?? []);
  },
  wolvesPrompts(s: GameState, pack: number[]): Prompt[] {
    return inPlay(s).flatMap((c) => c.wolvesPrompts?.(s, pack) ?? []);
  },
  choose(s: GameState, step: StepState, prompt: Prompt, choice: Choice, ctx: Ctx): Rejection | null {
    for (const c of inPlay(s)) {
      const result = c.choose?.(s, step, prompt, choice, ctx);
      if (result !== undefined) return result;
    }
    return null;
  },
  suspends(s: GameState, seat: number): boolean {
    return inPlay(s).some((c) => c.suspends?.(s, seat) ?? false);
  },
  mark(s: GameState, action: Extract<Action, { type: 'mark' }>, ctx: Ctx): Rejection | null {
    const card = inPlay(s).find((c) => c.marks?.includes(action.mark));
    if (!card?.onMark) return { code: 'NOT_ALLOWED', message: `no card in play takes the mark ${action.mark}` };
    for (const seat of action.seats) {
      if (!Number.isInteger(seat) || seat < 1 || seat > s.players.length || !s.players[seat - 1].alive) {
        return { code: 'BAD_CHOICE', message: `seat ${seat} cannot be marked` };
      }
    }
    return card.onMark(s, action, ctx);
  },
};
