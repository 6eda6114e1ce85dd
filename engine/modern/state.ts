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

/** The day the Sheriff is elected: the variant's day, or the day after a self-destruct stopped it. */
export function electionDay(s: GameState): number | null {
  const postponed = modern(s).electionDay;
  if (postponed !== null) return postponed;
  const v = s.setup.variants.sheriffElection;
  if (v === 'off') return null;
  return v === 'day1BeforeDeaths' ? 1 : v;
}

export function electionToday(s: GameState): boolean {
  return s.sheriff === null && !modern(s).badgeLost && electionDay(s) === s.day;
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
