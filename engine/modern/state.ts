import { electionToday } from '../steps/phases.js';
import type { GameState } from '../types.js';

/** Replaced whole, never mutated (cloneState shares it). */
export interface ModernState {
  /** The day an election postponed by a self-destruct is held, or null. */
  electionDay: number | null;
  /** The badge was torn up or lost on a second election tie: no Sheriff for the rest of the game. */
  badgeLost: boolean;
  /** This election's candidates, and those of them who withdrew (退水). */
  stood: number[];
  withdrawn: number[];
  /** The night's deaths are not announced yet (the election comes first); `night` keeps its facts. */
  nightPending: boolean;
  /** While `nightPending`: the seats the dawn will announce dead (alive until then, no self-destruct). */
  pendingDead?: number[];
  /** The day a wolf self-destructed: that day is over, nobody else may. */
  selfDestructDay?: number;
}

declare module '../types.js' {
  interface GameState {
    /** Modern Chinese tables (engine/modern/); absent until a modern rule first needs it. */
    modern?: ModernState;
  }
  interface StepNames {
    candidateSpeech: true; sheriffWithdraw: true; speechDirection: true; lastWords: true; nightReport: true;
  }
  interface DeathCauses {
    selfDestruct: true;
  }
}

/**
 * State of the modern Chinese rules (docs/rules.md §9, §11). Kept apart from the base state so a game
 * without these variants never carries it: it appears the first time one of these rules needs it.
 */
const INITIAL: ModernState = { electionDay: null, badgeLost: false, stood: [], withdrawn: [], nightPending: false };

export function modern(s: GameState): ModernState {
  return s.modern ?? INITIAL;
}

/** ModernState is shared between a state and its clones: always replaced, never mutated. */
export function setModern(s: GameState, patch: Partial<ModernState>): void {
  s.modern = { ...modern(s), ...patch };
}

/**
 * Hook `electionDay`: none once the badge is lost for good; the day after a self-destruct stopped
 * the election; day 1 for `day1BeforeDeaths`; else the base's (the variant's day).
 */
export function electionDay(s: GameState, day: number | null): number | null {
  const m = modern(s);
  if (m.badgeLost) return null;
  if (m.electionDay !== null) return m.electionDay;
  return s.setup.variants.sheriffElection === 'day1BeforeDeaths' ? 1 : day;
}

/** Election first, deaths after (§9 `day1BeforeDeaths`; a postponed election too). */
export function electionBeforeDeaths(s: GameState): boolean {
  return s.setup.variants.sheriffElection === 'day1BeforeDeaths' && electionToday(s);
}

/** Candidates still standing (not withdrawn). */
export function remainingCandidates(s: GameState): number[] {
  const m = modern(s);
  return m.stood.filter((seat) => !m.withdrawn.includes(seat));
}
