import { holder, livingSeats, narrate, player, seatPrompt } from '../../context.js';
import { readRoleData, roleData } from '../data.js';
import { pick } from '../../rng.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';
import type { RoleModule } from '../../roles/roleModule.js';

export interface WildChildData { model?: number; seat?: number }

function setModel(s: GameState, seat: number, model: number): void {
  const data = roleData<WildChildData>(s, 'wildChild');
  data.model = model;
  data.seat = seat;
}

/**
 * The Wild Child (docs/rules.md §10–11): on the first night, after Cupid and before the Lovers,
 * chooses a model (never himself; the clock picks one at random). If the model dies, the
 * child is told at once and hunts with the pack from the next night on.
 */
const wildChildStep: StepModule<NoData> = {
  name: 'wildChild',
  timing: 'night',
  night: { order: 25, firstNightOnly: true },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.wildChild.wake');
    const child = holder(s, 'wildChild');
    if (!child) return enterFake(step);
    const seats = livingSeats(s).filter((seat) => seat !== child.seat);
    step.prompts = [seatPrompt(child.seat, 'wildChild.model', 'prompt.wildChild.title', seats)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [model] = choice as number[];
    setModel(s, prompt.seat, model);
    ctx.emit({ type: 'wildChildModel', audience: [prompt.seat], model });
    return null;
  },
  resolve(s, step, ctx, timedOut) {
    const prompt = step.prompts[0];
    if (timedOut && prompt && !prompt.answered) {
      const model = pick(s, prompt.seats!);
      setModel(s, prompt.seat, model);
      ctx.emit({ type: 'wildChildModel', audience: [prompt.seat], model, forced: true });
    }
    narrate(ctx, 'narration.wildChild.sleep');
  },
};

export const wildChild: RoleModule = {
  id: 'wildChild',
  camp: 'village',
  steps: [wildChildStep],
  hooks: {
    afterDeath(s, dead, cause, ctx) {
      const { model, seat } = readRoleData<WildChildData>(s, 'wildChild');
      if (model !== dead.seat || seat === undefined) return;
      const child = player(s, seat);
      if (!child.alive || child.role !== 'wildChild' || child.turned) return;
      child.turned = 'wildChild';
      ctx.emit({ type: 'wildChildTurned', audience: [seat], seat, model });
    },
  },
};

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { wildChild: true }
  interface StepNames { wildChild: true }
  interface StepData { wildChild: NoData }
}
