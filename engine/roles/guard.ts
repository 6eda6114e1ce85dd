import { activeHolder, livingSeats, narrate, seatPrompt } from '../context.js';
import { enterFake, type NoData, type StepModule } from '../steps/stepModule.js';

declare module '../types.js' {
  interface StepData { guard: NoData }
}
import type { RoleModule } from './roleModule.js';

const guardStep: StepModule<NoData> = {
  name: 'guard',
  timing: 'night',
  night: { order: 40, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.guard.wake');
    const guard = activeHolder(s, 'guard');
    if (!guard) return enterFake(step);
    const last = s.guardLast;
    const seats = livingSeats(s).filter((seat) => seat !== last);
    const disabled = last !== null && livingSeats(s).includes(last) ? [{ seat: last, reason: 'prompt.guard.notTwice' }] : [];
    step.prompts = [seatPrompt(guard.seat, 'guard.protect', 'prompt.guard.title', seats, 0, 1, { disabled })];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    s.night.guardTarget = target ?? null;
    ctx.emit({ type: 'guardProtected', audience: [prompt.seat], target: target ?? null });
    return null;
  },
  resolve(s, step, ctx) {
    if (!step.fake) s.guardLast = s.night.guardTarget;
    narrate(ctx, 'narration.guard.sleep');
  },
};

export const guard: RoleModule = { id: 'guard', camp: 'village', villagePower: true, steps: [guardStep] };
