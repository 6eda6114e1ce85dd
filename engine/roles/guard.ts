import { activeHolder, livingSeats, narrate, seatPrompt } from '../context.js';
import { hooks } from '../hooks.js';
import { enterFake, type NoData, type StepModule } from '../steps/stepModule.js';

declare module '../types.js' {
  interface StepData { guard: NoData }
}
import type { RoleModule } from './roleModule.js';

/**
 * The Guard's step. It takes company (RULES.md §13b: the Dreamweaver wakes with him, one step, two
 * private prompts): a rule set's prompts join it (hook `stepPrompts`), their answers go through
 * `choose`, their end through `stepEnds`, and its lines through `narrationKey`. With no company it
 * is the Guard's step as it always was, fake when he is absent, dead or powerless.
 */
export const guardStep: StepModule<NoData> = {
  name: 'guard',
  timing: 'night',
  night: { order: 40, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, hooks.narrationKey(s, 'narration.guard.wake'));
    const guard = activeHolder(s, 'guard');
    const company = hooks.stepPrompts(s, step);
    if (!guard && company.length === 0) return enterFake(step);
    step.prompts = [];
    if (guard) {
      const last = s.guardLast;
      const seats = livingSeats(s).filter((seat) => seat !== last);
      const disabled = last !== null && livingSeats(s).includes(last) ? [{ seat: last, reason: 'prompt.guard.notTwice' }] : [];
      step.prompts.push(seatPrompt(guard.seat, 'guard.protect', 'prompt.guard.title', seats, 0, 1, { disabled }));
    }
    step.prompts.push(...company);
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id !== 'guard.protect') return hooks.choose(s, step, prompt, choice, ctx) ?? null;
    const [target] = choice as number[];
    s.night.guardTarget = target ?? null;
    ctx.emit({ type: 'guardProtected', audience: [prompt.seat], target: target ?? null });
    return null;
  },
  resolve(s, step, ctx, timedOut) {
    hooks.stepEnds(s, step, ctx, timedOut);
    // Only a Guard who was asked moves his "last protected" (a powerless one keeps the one before).
    if (step.prompts.some((p) => p.id === 'guard.protect')) s.guardLast = s.night.guardTarget;
    narrate(ctx, hooks.narrationKey(s, 'narration.guard.sleep'));
  },
};

export const guard: RoleModule = { id: 'guard', camp: 'village', villagePower: true, steps: [guardStep] };
