import { narrate, seatPrompt, type Ctx } from '../context.js';
import { pick } from '../rng.js';
import type { GameState, StepName } from '../types.js';
import type { StepModule } from './stepModule.js';

export interface SuccessionData {
  /** Nobody may receive the title. */
  nobody?: boolean;
}

declare module '../types.js' {
  interface StepData { sheriffSuccession: SuccessionData }
}

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
}

/** A dead title holder names a successor; on timeout the seeded draw decides (docs/rules.md §4.3). */
export function successionStep(t: Title): StepModule<SuccessionData> {
  return {
    name: t.name,
    timing: 'decision',
    enter(s, step, ctx) {
      narrate(ctx, t.narration, { seat: step.actor });
      const seats = t.candidates(s);
      step.prompts = seats.length ? [seatPrompt(step.actor!, t.promptId, t.title, seats)] : [];
      step.data.nobody = seats.length === 0;
    },
    isComplete: (s, step) => step.data.nobody === true || step.prompts[0].answered,
    resolve(s, step, ctx) {
      if (!t.stillHeldBy(s, step.actor!)) return;
      const prompt = step.prompts[0];
      if (!prompt) return t.give(s, step.actor!, null, false, ctx);
      const chosen = prompt.answered ? (prompt.current as number[])[0] : pick(s, prompt.seats!);
      t.give(s, step.actor!, chosen, prompt.answered, ctx);
    },
  };
}
