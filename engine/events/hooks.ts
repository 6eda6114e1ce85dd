import type { Ctx } from '../context.js';
import type { GameState, QueuedStep, VoteOutcome } from '../types.js';

/**
 * Where New Moon event cards change the base rules. The base game's behaviour is the default;
 * engine/events/ registers cards that adjust it. Kept in one place so the base rules read plainly.
 */
export const voteHooks = {
  /** Extra conditions on voting today (cards that take a player's vote away). */
  mayVote(_s: GameState, _seat: number): boolean {
    return true;
  },
  /** After a day vote's outcome is applied (cards that chain a second vote). */
  afterVote(_s: GameState, _outcome: VoteOutcome, _ctx: Ctx): void {},
};

/** The weight of a voter's ballot: the Sheriff's counts `sheriffVoteWeight` (RULES.md §5.3). */
export function voteWeight(s: GameState, voter: number): number {
  return s.sheriff === voter ? s.setup.variants.sheriffVoteWeight : 1;
}

/** Phase hooks for New Moon cards: the day's steps and what happens at dawn. */
export const eventHooks = {
  dayQueue(_s: GameState, base: QueuedStep[]): QueuedStep[] {
    return base;
  },
  atDawn(_s: GameState, _ctx: Ctx): void {},
};
