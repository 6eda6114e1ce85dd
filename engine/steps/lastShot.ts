import { livingSeats, narrate, player, seatPrompt } from '../context.js';
import type { Ctx, GameState, Rejection, StepName, StepState } from '../types.js';
import { askDeathPower, hiddenShot, noDeathPower } from './deathPower.js';
import type { StepModule } from './stepModule.js';

/** A death-chain choice with nobody left to choose. */
export interface ChoiceData { nobody?: boolean }

/**
 * A dead player's one shot at a living player, with the Hunter's timer the table watches (the
 * Hunter's shot, the Wolf King's, the White Wolf King's claw): one step shape, so each says only
 * what its shot does and what the table hears when the clock runs out.
 */
export interface LastShot<Data extends ChoiceData> {
  name: StepName;
  promptId: string;
  /** Message key of his question, and of the line read when his step opens. */
  title: string;
  narration: string;
  /** True when the shot's own line says the clock ran out (no generic time-up as well). */
  saysTimeUp?: boolean;
  /** A shot on dying that every hidden death's step looks like (engine/steps/deathPower.ts). */
  shotOnDying?: true;
  /** Applies the shot of `shooter` (dead) at a living `target`. */
  shoot(s: GameState, step: StepState<Data>, shooter: number, target: number, ctx: Ctx): void;
  /** The clock ran out with no shot: the step's own event. */
  noShot(s: GameState, step: StepState<Data>, ctx: Ctx): void;
}

export function lastShotStep<Data extends ChoiceData>(shot: LastShot<Data>): StepModule<Data> {
  return {
    name: shot.name,
    timing: 'decision',
    // Shots come before titles pass on: a successor cannot be named and then shot unseen.
    chainOrder: 0,
    decidedByTheDead: true,
    tableCountdown: true,
    ...(shot.saysTimeUp || shot.shotOnDying ? { saysTimeUp: true } : {}),
    ...(shot.shotOnDying ? { shotOnDying: true } : {}),
    enter(s, step, ctx) {
      const shooter = step.actor!;
      if (hiddenShot(s, step)) askDeathPower(ctx, shooter);
      else narrate(ctx, shot.narration, { seat: shooter });
      const targets = livingSeats(s);
      step.prompts = targets.length ? [seatPrompt(shooter, shot.promptId, shot.title, targets)] : [];
      step.data.nobody = targets.length === 0;
    },
    isComplete(s, step) {
      return step.data.nobody === true || step.prompts[0].answered;
    },
    choose(s, step, prompt, choice, ctx): Rejection | null {
      const [target] = choice as number[];
      if (target === step.actor || !player(s, target)?.alive) return { code: 'BAD_CHOICE', message: `seat ${target} cannot be shot` };
      shot.shoot(s, step, step.actor!, target, ctx);
      return null;
    },
    resolve(s, step, ctx, timedOut) {
      if (!timedOut || step.prompts[0]?.answered) return;
      // A hidden shot ends as every hidden death's step does: the same line, no name of a card.
      if (hiddenShot(s, step)) noDeathPower(ctx, step.actor!);
      else shot.noShot(s, step, ctx);
    },
  };
}
