import type { Camp, RoleId } from '../types.js';
import type { StepModule } from '../steps/stepModule.js';
import { cupid } from './cupid.js';
import { guard } from './guard.js';
import { littleGirl } from './littleGirl.js';
import { piper } from './piper.js';
import type { RoleModule } from './roleModule.js';
import { seer } from './seer.js';
import { elder, hunter, idiot, scapegoat, villager } from './simple.js';
import { thief } from './thief.js';
import { werewolf } from './werewolf.js';
import { witch } from './witch.js';

export const ROLES: Record<RoleId, RoleModule> = {
  werewolf, villager, seer, witch, hunter, cupid, littleGirl, guard, thief, idiot, elder, scapegoat, piper,
};

export function roleCamp(role: RoleId): Camp {
  return ROLES[role].camp;
}

/** The night's steps for a configured deck, in waking order (docs/rules.md §3). */
export function nightSteps(deck: readonly RoleId[], firstNight: boolean): StepModule[] {
  const steps: StepModule[] = [];
  for (const role of new Set(deck)) {
    for (const step of ROLES[role].steps ?? []) {
      if (step.night && (firstNight || !step.night.firstNightOnly)) steps.push(step);
    }
  }
  return steps.sort((a, b) => a.night!.order - b.night!.order);
}
