import type { Ctx } from '../context.js';
import type { DeathCause, GameState, Outcome, PlayerState, QueuedStep, RoleId, VoteOutcome } from '../types.js';

/** A death a role adds to the dawn announcement (the Big Bad Wolf's victim, tetanus…). */
export interface NightDeath { seat: number; cause: DeathCause }

/**
 * Where a role bends the base rules beyond its night steps (docs/rules.md §10–11). Every hook is
 * optional; the base engine asks only the roles of the configured deck, so a game without
 * these roles plays exactly as before. A role declares its rules in its module (`rules`), and
 * roles/registry.ts registers them: adding such a role touches nothing else.
 */
export interface RoleRules {
  /** The game's first steps instead of the first night (the Angel's day 0). */
  opening?(s: GameState): QueuedStep[] | null;
  /** Dawn: deaths this role causes, announced with the night's (no side effect: the Piper asks too). */
  nightDeaths?(s: GameState): NightDeath[];
  /** Dawn, after the deaths are announced and their chain has started (the bear, the Raven's mark). */
  atDawn?(s: GameState, ctx: Ctx): void;
  afterDeath?(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void;
  /** True to keep this dead player's card face down (the Servant took it). */
  hidesDeath?(s: GameState, p: PlayerState): boolean;
  /** True when the dead player's death power passed to someone else (the Servant took the Hunter). */
  powerTaken?(s: GameState, p: PlayerState): boolean;
  /** A day vote's outcome is about to kill `seat`: true if this role takes over that death (the Servant). */
  holdsElimination?(s: GameState, seat: number, ctx: Ctx): boolean;
  /** Votes added to a day vote's tally (the Raven's mark). */
  extraVotes?(s: GameState): { seat: number; votes: number; reason: string }[];
  afterVote?(s: GameState, outcome: VoteOutcome, ctx: Ctx): void;
  /** A win that comes before the base ones (the Angel), checked first. */
  winFirst?(s: GameState): Outcome | null;
  /** A win checked after the Piper's (the White Werewolf). */
  winAfterPiper?(s: GameState): Outcome | null;
  /** False to hold back the wolves' win (the White Werewolf alive is not on their side). */
  wolvesMayWin?(s: GameState): boolean;
}

const registered = new Map<RoleId, RoleRules>();

export function registerRoleRules(role: RoleId, rules: RoleRules): void {
  registered.set(role, rules);
}

/** The rules of the roles in this game's deck (a Thief's spare included), in registry order. */
function inDeck(s: GameState): RoleRules[] {
  const out: RoleRules[] = [];
  for (const [role, rules] of registered) if (s.setup.fullDeck.includes(role)) out.push(rules);
  return out;
}

export const roleRules = {
  opening(s: GameState): QueuedStep[] | null {
    for (const r of inDeck(s)) {
      const queue = r.opening?.(s);
      if (queue) return queue;
    }
    return null;
  },
  nightDeaths(s: GameState): NightDeath[] {
    return inDeck(s).flatMap((r) => r.nightDeaths?.(s) ?? []);
  },
  atDawn(s: GameState, ctx: Ctx): void {
    for (const r of inDeck(s)) r.atDawn?.(s, ctx);
  },
  afterDeath(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void {
    for (const r of inDeck(s)) r.afterDeath?.(s, p, cause, ctx);
  },
  hidesDeath(s: GameState, p: PlayerState): boolean {
    return inDeck(s).some((r) => r.hidesDeath?.(s, p) ?? false);
  },
  powerTaken(s: GameState, p: PlayerState): boolean {
    return inDeck(s).some((r) => r.powerTaken?.(s, p) ?? false);
  },
  holdsElimination(s: GameState, seat: number, ctx: Ctx): boolean {
    return inDeck(s).some((r) => r.holdsElimination?.(s, seat, ctx) ?? false);
  },
  extraVotes(s: GameState): { seat: number; votes: number; reason: string }[] {
    return inDeck(s).flatMap((r) => r.extraVotes?.(s) ?? []);
  },
  afterVote(s: GameState, outcome: VoteOutcome, ctx: Ctx): void {
    for (const r of inDeck(s)) r.afterVote?.(s, outcome, ctx);
  },
  winFirst(s: GameState): Outcome | null {
    for (const r of inDeck(s)) {
      const win = r.winFirst?.(s);
      if (win) return win;
    }
    return null;
  },
  winAfterPiper(s: GameState): Outcome | null {
    for (const r of inDeck(s)) {
      const win = r.winAfterPiper?.(s);
      if (win) return win;
    }
    return null;
  },
  wolvesMayWin(s: GameState): boolean {
    return inDeck(s).every((r) => r.wolvesMayWin?.(s) ?? true);
  },
};
