import { hasPower, isWolf, nextLivingClockwise, player } from '../../context.js';
import { readRoleData, roleData } from '../data.js';
import type { GameState } from '../../types.js';
import type { RoleModule } from '../../roles/roleModule.js';

interface KnightData { doomed?: { seat: number; dawn: number } | null }

/** The first living wolf-camp player to the Knight's left (clockwise, as every 'left' here). */
function firstWolfToTheLeft(s: GameState, knight: number): number | null {
  for (let seat = nextLivingClockwise(s, knight); seat !== null && seat !== knight; seat = nextLivingClockwise(s, seat)) {
    if (isWolf(s, player(s, seat))) return seat;
  }
  return null;
}

/**
 * The Knight with the Rusty Sword (docs/rules.md §10–11): eaten by the wolves (the Big Bad Wolf and
 * the Guard + Witch clash included), he dooms the first living wolf to his left, who dies of
 * tetanus at the next dawn — unless he is dead by then. Powerless after the Elder's curse.
 */
export const knight: RoleModule = {
  id: 'knight',
  camp: 'village',
  villagePower: true,
  hooks: {
    afterDeath(s, dead, cause) {
      if (dead.role !== 'knight' || cause !== 'wolves' || !hasPower(s, 'knight')) return;
      const seat = firstWolfToTheLeft(s, dead.seat);
      if (seat !== null) roleData<KnightData>(s, 'knight').doomed = { seat, dawn: s.day + 1 };
    },
    nightDeaths(s) {
      const doomed = readRoleData<KnightData>(s, 'knight').doomed;
      if (!doomed || doomed.dawn !== s.day || !player(s, doomed.seat).alive) return [];
      return [{ seat: doomed.seat, cause: 'tetanus' }];
    },
  },
};

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { knight: true }
  interface DeathCauses {
    /** The Knight's rusty sword: the wolf who ate him dies at the next dawn. */
    tetanus: true;
  }
}
