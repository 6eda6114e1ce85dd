import { confirmPrompt, holder, isWolf, landed, livingWolves, narrate, player } from '../../context.js';
import { guardedTonight } from '../../deaths.js';
import { readRoleData, roleData } from '../data.js';
import { patchInfo } from '../../prompts.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { wolvesStep } from '../../roles/werewolf.js';

export interface WolfFatherData { used?: boolean; infected?: number }

/**
 * The Accursed Wolf-Father (docs/rules.md §10–11): once per game, after the pack's pick and before
 * the Witch, may infect the pack's victim instead of killing him. The victim does not die, is
 * not shown to the Witch, and joins the wolves in secret, keeping his own power. A guarded
 * victim or the Piper cannot be infected: the attempt fails and the power is not spent.
 */
const wolfFatherStep: StepModule<NoData> = {
  name: 'wolfFather',
  timing: 'night',
  night: { order: 61, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.wolfFather.wake');
    const father = holder(s, 'wolfFather');
    const victim = s.night.wolfVictim;
    if (!father || readRoleData<WolfFatherData>(s, 'wolfFather').used || victim === null) return enterFake(step);
    step.prompts = [confirmPrompt(father.seat, 'wolfFather.infect', 'prompt.wolfFather.title', { info: { victim } })];
  },
  choose(s, step, prompt, choice, ctx) {
    const chosen = s.night.wolfVictim;
    if (choice !== true || chosen === null) return null;
    // The infection strikes the player the bite lands on (RULES.md §13b, the Magician's swap).
    const victim = landed(s, chosen);
    const p = player(s, victim);
    const guarded = guardedTonight(s, victim);
    // One of the wolf camp cannot be infected (a bite may land on him, RULES.md §13b): it fails as on a guarded victim.
    if (guarded || p.role === 'piper' || isWolf(s, p)) {
      patchInfo(prompt, 'wolfFather.infect', { failed: true });
      ctx.emit({ type: 'infectionFailed', audience: [prompt.seat], seat: chosen });
      return null;
    }
    const data = roleData<WolfFatherData>(s, 'wolfFather');
    data.used = true;
    data.infected = victim;
    p.turned = 'infected';
    s.night.wolfVictim = null;
    ctx.emit({ type: 'infected', audience: [victim], key: 'prompt.wolfFather.youAreInfected', seat: victim });
    ctx.emit({ type: 'wolfFatherInfected', audience: livingWolves(s), seat: victim });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.wolfFather.sleep');
  },
};

export const wolfFather: RoleModule = { id: 'wolfFather', camp: 'wolves', wolfCard: true, steps: [wolvesStep, wolfFatherStep] };

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { wolfFather: true }
  interface StepNames { wolfFather: true }
  interface StepData { wolfFather: NoData }
}
