import { narrate, seatPrompt, type Ctx } from '../context.js';
import { pick } from '../rng.js';
import type { GameState, Prompt, StepName, StepState } from '../types.js';
import type { StepModule } from './stepModule.js';

interface Title {
  name: StepName;
  promptId: string;
  title: string;
  narration: string;
  /** Who may receive the title. */
  candidates(s: GameState): number[];
  /** Still the dead holder's to pass on (a revealed Idiot's title is simply lost). */
  stillHeldBy(s: GameState, actor: number): boolean;
  give(s: GameState, from: number, to: number | null, chosen: boolean, ctx: Ctx): void;
  /** The holder's other choices, beside naming a successor (none if nobody may receive the title). */
  otherPrompts?(s: GameState, step: StepState<SuccessionData>): Prompt[];
  /** The step is over before a successor is named (one of the other choices decided it). */
  decided?(s: GameState, step: StepState<SuccessionData>): boolean;
  /** True if the title was disposed of otherwise than passed on; then nobody receives it. */
  disposed?(s: GameState, step: StepState<SuccessionData>, ctx: Ctx, timedOut: boolean): boolean;
}

export interface SuccessionData {
  /** Nobody may receive the title. */
  nobody?: boolean;
}

declare module '../types.js' {
  interface StepData { sheriffSuccession: SuccessionData }
}

/** A dead title holder names a successor; on timeout the seeded draw decides (docs/rules.md §4.3). */
export function successionStep(t: Title): StepModule<SuccessionData> {
  return {
    name: t.name,
    timing: 'decision',
    // The dead holder's choices: naming a successor, and any other a rule set gives him.
    decidedByTheDead: true,
    enter(s, step, ctx) {
      narrate(ctx, t.narration, { seat: step.actor });
      const seats = t.candidates(s);
      step.prompts = seats.length ? [seatPrompt(step.actor!, t.promptId, t.title, seats)] : [];
      step.data.nobody = seats.length === 0;
      if (seats.length && t.otherPrompts) step.prompts.push(...t.otherPrompts(s, step));
    },
    isComplete: (s, step) => step.data.nobody === true || step.prompts[0].answered || (t.decided?.(s, step) ?? false),
    resolve(s, step, ctx, timedOut) {
      if (t.disposed?.(s, step, ctx, timedOut)) return;
      if (!t.stillHeldBy(s, step.actor!)) return;
      const prompt = step.prompts[0];
      if (!prompt) return t.give(s, step.actor!, null, false, ctx);
      const chosen = prompt.answered ? (prompt.current as number[])[0] : pick(s, prompt.seats!);
      t.give(s, step.actor!, chosen, prompt.answered, ctx);
    },
  };
}
