import type { PresetId, RoleId } from '../types.js';

/** The standard boards of modern Chinese tables (docs/rules.md §9), offered in the lobby. */
export interface Board {
  id: 'std-9' | 'std-12-idiot' | 'std-12-guard';
  preset: PresetId;
  deck: RoleId[];
}

const wolves = (n: number): RoleId[] => Array.from({ length: n }, () => 'werewolf' as RoleId);
const villagers = (n: number): RoleId[] => Array.from({ length: n }, () => 'villager' as RoleId);

export const STANDARD_BOARDS: readonly Board[] = [
  /** 9人预女猎: Seer, Witch, Hunter + 3 wolves + 3 villagers. */
  { id: 'std-9', preset: 'modern-cn', deck: [...wolves(3), 'seer', 'witch', 'hunter', ...villagers(3)] },
  /** 12人预女猎白: Seer, Witch, Hunter, Idiot + 4 wolves + 4 villagers. */
  { id: 'std-12-idiot', preset: 'modern-cn', deck: [...wolves(4), 'seer', 'witch', 'hunter', 'idiot', ...villagers(4)] },
  /** 12人预女猎守: the Guard instead of the Idiot. */
  { id: 'std-12-guard', preset: 'modern-cn', deck: [...wolves(4), 'seer', 'witch', 'hunter', 'guard', ...villagers(4)] },
];
