import { confirmPrompt, narrate, type Ctx } from '../context.js';
import type { StepModule } from '../steps/stepModule.js';
import type { GameState, StepState } from '../types.js';
import { setModern } from './state.js';

function torn(step: StepState): boolean {
  return step.prompts.some((p) => p.id === 'sheriff.tear' && p.answered && p.current === true);
}

function tear(s: GameState, seat: number, ctx: Ctx): void {
  s.sheriff = null;
  setModern(s, { badgeLost: true });
  ctx.emit({ type: 'badgeTorn', audience: 'public', seat });
  narrate(ctx, 'narration.sheriff.torn', { seat });
}

/**
 * docs/rules.md §9/§11 `badgeTearing` (撕警徽): the dying Sheriff passes the badge or tears it up, and
 * then nobody is Sheriff for the rest of the game. His timer ending tears it.
 */
export function withBadgeTearing(base: StepModule): StepModule {
  return {
    ...base,
    enter(s, step, ctx) {
      base.enter(s, step, ctx);
      if (s.setup.variants.badgeTearing && !step.data.nobody) {
        step.prompts.push(confirmPrompt(step.actor!, 'sheriff.tear', 'prompt.sheriff.tear'));
      }
    },
    isComplete: (s, step) => base.isComplete!(s, step) || torn(step),
    resolve(s, step, ctx, timedOut) {
      const passed = step.prompts.some((p) => p.id === 'sheriff.successor' && p.answered);
      if (!s.setup.variants.badgeTearing || s.sheriff !== step.actor || (passed && !torn(step))) {
        base.resolve(s, step, ctx, timedOut);
        return;
      }
      tear(s, step.actor!, ctx);
    },
  };
}
