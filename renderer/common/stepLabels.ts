/// <reference types="vite/client" />
/**
 * The name the phone and the TV give a step: its own (`step.<name>`, `tv.step.<name>`), unless a role
 * folder of the deck names it otherwise (RolePhone.stepLabel: the Guard's step, when the Dreamweaver
 * wakes in it, is "守卫、摄梦人" or "摄梦人"). Found by the bundler, as the phone's role pieces are.
 */
import type { RolePhone } from '../../engine/roles/rolePhone.js';
import type { RoleId, StepName } from '../../engine/types.js';

const found = import.meta.glob<{ phone: RolePhone }>('../../engine/*/*/phone.ts', { eager: true });
const byRole = new Map(Object.entries(found).map(([file, mod]) => [file.split('/').at(-2) as RoleId, mod.phone]));

/** The label's key suffix for `step` in a game of this deck. */
export function stepLabel(deck: readonly RoleId[], step: StepName): string {
  for (const role of new Set(deck)) {
    const named = byRole.get(role)?.stepLabel?.(deck, step);
    if (named) return named;
  }
  return step;
}
