import type { Camp, PlayerState, RoleId } from '../types.js';
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
import {
  angel, bearTamer, bigBadWolf, fox, knight, raven, servant, whiteWerewolf, wildChild, wolfFather, wolfHound,
} from '../characters/index.js';
import { registerRoleRules } from './rules.js';

export const ROLES: Record<RoleId, RoleModule> = {
  werewolf, villager, seer, witch, hunter, cupid, littleGirl, guard, thief, idiot, elder, scapegoat, piper,
  whiteWerewolf, bigBadWolf, wolfFather, wolfHound, wildChild, knight, fox, bearTamer, angel, servant, raven,
};

for (const role of Object.values(ROLES)) if (role.rules) registerRoleRules(role.id, role.rules);

export function roleCamp(role: RoleId): Camp {
  return ROLES[role].camp;
}

/** The camp a player plays for now: a turned player is a wolf whatever his card (docs/rules.md §10). */
export function campOf(p: PlayerState): Camp {
  return p.turned !== undefined ? 'wolves' : ROLES[p.role].camp;
}

/** The night's steps for a configured deck, in waking order (docs/rules.md §3). */
export function nightSteps(deck: readonly RoleId[], firstNight: boolean): StepModule[] {
  const steps: StepModule[] = [];
  for (const role of new Set(deck)) {
    for (const step of ROLES[role].steps ?? []) {
      // Several roles may bring one step (every wolf card brings the pack's): it is called once.
      if (step.night && (firstNight || !step.night.firstNightOnly) && !steps.includes(step)) steps.push(step);
    }
  }
  return steps.sort((a, b) => a.night!.order - b.night!.order);
}
