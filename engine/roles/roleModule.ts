import type { Hooks } from '../hookTypes.js';
import type { Camp, RoleId } from '../types.js';
import type { AnyStepModule } from '../steps/stepModule.js';

/**
 * One role: what the base rules need to know of it, the night steps it brings when it is in the
 * deck, and how it bends the base rules (its hooks, asked only in games whose deck holds it).
 * Adding a role: docs/adding-a-role.md.
 */
export interface RoleModule {
  id: RoleId;
  camp: Camp;
  /** A wolf from the deal: the lobby counts it among the wolves, it wakes with the pack (docs/rules.md §2, §10). */
  wolfCard?: boolean;
  /**
   * A wolf-camp card that does not meet the pack (the Gargoyle, the Hidden Wolf, the Mechanical Wolf,
   * RULES.md §12–13): wolf camp for every win check and inspection, but neither he nor the pack knows
   * the other, he never wakes with it and the pack may choose him as its victim. Needs `wolfCard`.
   */
  loner?: boolean;
  /** May not self-destruct (§12: the Wolf Beauty, the loners, the Evil Knight). */
  noSelfDestruct?: boolean;
  /** May shoot when he dies (the Hunter, the Wolf King…): a deck with him asks every hidden death under `deathPowerCall: 'everyone'`. */
  shootsOnDeath?: boolean;
  /** A village power the Elder's curse takes away (docs/rules.md §4.4, §11). */
  villagePower?: boolean;
  /** Counts as a plain Villager for the 'sides' wolf win (屠边, docs/rules.md §11). */
  plainVillager?: boolean;
  /** Plays alone: a couple with him is mixed whoever the partner (the White Werewolf, docs/rules.md §11). */
  mixesCouple?: boolean;
  /** The deck may hold more than one (the Werewolf and the Villager); any other role at most once. */
  repeatable?: boolean;
  steps?: AnyStepModule[];
  hooks?: Partial<Hooks>;
}
