import type {
  AnyStepState, Choice, Ctx, GameState, Prompt, QueuedStep, Rejection, StepDataOf, StepName, StepState, StepTiming,
} from '../types.js';

/**
 * One step of the game: the night's wake-ups, the day's election and votes, and the
 * death-chain interrupts. A step opens prompts on `enter`, takes validated choices, and
 * is resolved when complete (every prompt answered, or its own rule) or on timeout.
 */
export interface StepModule<Data = Record<string, unknown>> {
  name: StepName;
  timing: StepTiming;
  /** A limit the rules fix for this step (seconds), whatever the table set for its timing. */
  seconds?: number;
  /** Night steps only: position in the waking order, and whether only the first night calls it. */
  night?: { order: number; firstNightOnly: boolean };
  /**
   * Death-chain interrupts only: its place among the interrupts waiting, lower first (default 2).
   * Hunters shoot (0) before titles pass on (1), so a successor cannot be named and then shot
   * unseen; last words (3) come after the dying player's own decisions (docs/rules.md §11).
   */
  chainOrder?: number;
  /**
   * Its own events tell the table that the clock ran out (the Wolf King lowers his gun), so the
   * generic "time is up" line is not said by day (engine/timeUp.ts).
   */
  saysTimeUp?: boolean;
  /**
   * Its prompts may go to a dead player: every one (`true`: a power used on dying — the Hunter's
   * shot, the badge, last words) or only those named (the séance's ghost answers; its medium lives).
   * Every other step asks the living only (tests/engine/properties.test.ts holds the engine to it).
   */
  decidedByTheDead?: true | readonly string[];
  /**
   * By day the table waits on it with the clock in view (the debate, the speeches, the votes, the
   * Hunter's shot…): the TV shows its countdown in the ring and ticks its last ten seconds
   * (renderer/tv/director.ts). Other day steps run on the clock unseen.
   */
  tableCountdown?: true;
  /**
   * A dead player's shot (the Hunter's, the Wolf King's, a copied one): under `deathPowerCall:
   * 'everyone'` it goes by the name `deathPower` for the table while his card is face down
   * (engine/steps/deathPower.ts).
   */
  shotOnDying?: true;
  /** Sets step.prompts (empty for a fake step) and step.fake; emits the wake-up narration. */
  enter(s: GameState, step: StepState<Data>, ctx: Ctx): void;
  /** Applies a choice already checked against the prompt's shape. May reject with a rule reason. */
  choose?(s: GameState, step: StepState<Data>, prompt: Prompt, choice: Choice, ctx: Ctx): Rejection | null;
  /** Default: every prompt answered. */
  isComplete?(s: GameState, step: StepState<Data>): boolean;
  /** Ends the step (complete or timed out): applies its effect. */
  resolve(s: GameState, step: StepState<Data>, ctx: Ctx, timedOut: boolean): void;
}

/**
 * A step to queue with the data it starts with, checked against its `StepData` entry
 * (`queued('vote', { candidates, round })`): what a bare `QueuedStep` literal does not check.
 */
export function queued<N extends StepName>(name: N, data: StepDataOf<N>, actor?: number | null): QueuedStep {
  // Checked here, by name; the queue holds every step's data as one open record.
  const open = data as QueuedStep['data'];
  return actor === undefined ? { name, data: open } : { name, actor, data: open };
}

/**
 * The current step's data, typed by its `StepData` entry, if the step is `name` (undefined otherwise):
 * how code outside a step reads `s.step.data`, whose type is any step's.
 */
export function dataOf<N extends StepName>(step: StepState, name: N): StepDataOf<N> | undefined {
  return step.name === name ? (step.data as StepDataOf<N>) : undefined;
}

/** The data of a step that keeps none. */
export type NoData = Record<string, never>;

/** A step of any data, as the rule book lists them (a step's methods are only called with its own state). */
export type AnyStepModule = StepModule<object>;

export function allAnswered(step: AnyStepState): boolean {
  return step.prompts.every((p) => p.answered);
}

/** A step called for an absent, dead or powerless role: same narration, nothing to do. */
export function enterFake(step: AnyStepState): void {
  step.fake = true;
  step.prompts = [];
}
