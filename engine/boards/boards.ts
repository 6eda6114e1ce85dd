import type { Board } from '../ruleBook.js';
import type { RoleId } from '../types.js';

const wolves = (n: number): RoleId[] => Array.from({ length: n }, () => 'werewolf' as RoleId);
const villagers = (n: number): RoleId[] => Array.from({ length: n }, () => 'villager' as RoleId);

/**
 * The named 12-player boards of RULES.md §12 (版型), each offered in the lobby under its Chinese name
 * with the `modern-cn` preset, and only with exactly its count seated (§13b).
 */
export const CHINA_BOARDS: readonly Board[] = [
  /** 狼王守卫: 3 wolves + the Wolf King; Seer, Witch, Hunter, Guard; 4 villagers. */
  { id: 'wolf-king-guard', preset: 'modern-cn', deck: [...wolves(3), 'wolfKing', 'seer', 'witch', 'hunter', 'guard', ...villagers(4)] },
  /** 白狼王守卫: 3 wolves + the White Wolf King; Seer, Witch, Hunter, Guard; 4 villagers. */
  { id: 'white-wolf-king-guard', preset: 'modern-cn', deck: [...wolves(3), 'whiteWolfKing', 'seer', 'witch', 'hunter', 'guard', ...villagers(4)] },
  /** 白狼王骑士: 3 wolves + the White Wolf King; Seer, Witch, the Knight (the duel), Guard; 4 villagers. */
  { id: 'white-wolf-king-knight', preset: 'modern-cn', deck: [...wolves(3), 'whiteWolfKing', 'seer', 'witch', 'duelKnight', 'guard', ...villagers(4)] },
];
