import { holder, narrate, player } from '../../context.js';
import { roleData } from '../data.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { RoleModule } from '../../roles/roleModule.js';

/** The seat that made the Wolf-Hound's choice (his side is that player's `turned`). */
export interface WolfHoundData { chosen?: number }

/**
 * The Wolf-Hound (docs/rules.md §10): on the first night, before Cupid, chooses for good to be a
 * Villager or a Werewolf. Nobody else is told; the clock running out means Villager (§11).
 */
const wolfHoundStep: StepModule<NoData> = {
  name: 'wolfHound',
  timing: 'night',
  night: { order: 15, firstNightOnly: true },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.wolfHound.wake');
    const hound = holder(s, 'wolfHound');
    if (!hound) return enterFake(step);
    step.prompts = [{
      id: 'wolfHound.choose', seat: hound.seat, kind: 'option', title: 'prompt.wolfHound.title', min: 1, max: 1,
      options: [
        { id: 'villager', label: 'prompt.wolfHound.villager', role: 'villager' },
        { id: 'werewolf', label: 'prompt.wolfHound.werewolf', role: 'werewolf' },
      ],
      answered: false, changeable: false,
    }];
  },
  choose(s, step, prompt, choice, ctx) {
    const hound = player(s, prompt.seat);
    if (choice === 'werewolf') hound.turned = 'hound';
    roleData<WolfHoundData>(s, 'wolfHound').chosen = hound.seat;
    ctx.emit({ type: 'wolfHoundChose', audience: [hound.seat], seat: hound.seat, side: choice === 'werewolf' ? 'wolves' : 'village' });
    return null;
  },
  resolve(s, step, ctx, timedOut) {
    const prompt = step.prompts[0];
    if (timedOut && prompt && !prompt.answered) {
      roleData<WolfHoundData>(s, 'wolfHound').chosen = prompt.seat;
      ctx.emit({ type: 'wolfHoundChose', audience: [prompt.seat], seat: prompt.seat, side: 'village', forced: true });
    }
    narrate(ctx, 'narration.wolfHound.sleep');
  },
};

export const wolfHound: RoleModule = { id: 'wolfHound', camp: 'village', steps: [wolfHoundStep] };

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { wolfHound: true }
  interface StepNames { wolfHound: true }
  interface StepData { wolfHound: NoData }
}
