import type { Board } from '../ruleBook.js';
import type { RoleId } from '../types.js';

const wolves = (n: number): RoleId[] => Array.from({ length: n }, () => 'werewolf' as RoleId);
const villagers = (n: number): RoleId[] => Array.from({ length: n }, () => 'villager' as RoleId);

/**
 * The boards are played with the cards hidden (modern-cn): every hidden death is asked whether a power
 * goes with it, so no step names the Hunter or the Wolf King (RULES.md §13b; engine/steps/deathPower.ts).
 */
const ASK_EVERY_DEATH = { deathPowerCall: 'everyone' } as const;

/**
 * The named 12-player boards of RULES.md §12 (版型), each offered in the lobby under its Chinese name
 * with the `modern-cn` preset, and only with exactly its count seated (§13b).
 */
export const CHINA_BOARDS: readonly Board[] = [
  /** 狼王守卫: 3 wolves + the Wolf King; Seer, Witch, Hunter, Guard; 4 villagers. */
  { id: 'wolf-king-guard', preset: 'modern-cn', deck: [...wolves(3), 'wolfKing', 'seer', 'witch', 'hunter', 'guard', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 白狼王守卫: 3 wolves + the White Wolf King; Seer, Witch, Hunter, Guard; 4 villagers. */
  { id: 'white-wolf-king-guard', preset: 'modern-cn', deck: [...wolves(3), 'whiteWolfKing', 'seer', 'witch', 'hunter', 'guard', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 白狼王骑士: 3 wolves + the White Wolf King; Seer, Witch, the Knight (the duel), Guard; 4 villagers. */
  { id: 'white-wolf-king-knight', preset: 'modern-cn', deck: [...wolves(3), 'whiteWolfKing', 'seer', 'witch', 'duelKnight', 'guard', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 狼美人骑士: 3 wolves + the Wolf Beauty; Seer, Witch, Hunter, the Knight (the duel); 4 villagers. */
  { id: 'wolf-beauty-knight', preset: 'modern-cn', deck: [...wolves(3), 'wolfBeauty', 'seer', 'witch', 'hunter', 'duelKnight', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 石像鬼守墓人: 3 wolves + the Gargoyle; Seer, Witch, Hunter, Gravekeeper; 4 villagers. */
  { id: 'gargoyle-gravekeeper', preset: 'modern-cn', deck: [...wolves(3), 'gargoyle', 'seer', 'witch', 'hunter', 'gravekeeper', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 狼王摄梦人: 3 wolves + the Wolf King; Seer, Witch, Hunter, Dreamweaver; 4 villagers. */
  { id: 'wolf-king-dreamweaver', preset: 'modern-cn', deck: [...wolves(3), 'wolfKing', 'seer', 'witch', 'hunter', 'dreamweaver', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 噩梦之影: 3 wolves + the Nightmare; Seer, Witch, Hunter, Guard; 4 villagers. */
  { id: 'nightmare', preset: 'modern-cn', deck: [...wolves(3), 'nightmareWolf', 'seer', 'witch', 'hunter', 'guard', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 血月猎魔: 3 wolves + the Blood Moon Apostle; Seer, Witch, Witcher, Idiot; 4 villagers. */
  { id: 'blood-moon-witcher', preset: 'modern-cn', deck: [...wolves(3), 'bloodMoon', 'seer', 'witch', 'witcher', 'idiot', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 机械狼通灵师: 3 wolves + the Mechanical Wolf; Psychic, Witch, Hunter, Guard; 4 villagers. */
  { id: 'mechanical-wolf-psychic', preset: 'modern-cn', deck: [...wolves(3), 'mechanicalWolf', 'psychic', 'witch', 'hunter', 'guard', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 恶灵骑士: 3 wolves + the Evil Knight; Seer, Witch, Hunter, Guard; 4 villagers. */
  { id: 'evil-knight', preset: 'modern-cn', deck: [...wolves(3), 'evilKnight', 'seer', 'witch', 'hunter', 'guard', ...villagers(4)], variants: ASK_EVERY_DEATH },
  /** 隐狼乌鸦: 3 wolves + the Hidden Wolf; Seer, Witch, Hunter, the Raven with one extra vote; 4 villagers. */
  { id: 'hidden-wolf-raven', preset: 'modern-cn', deck: [...wolves(3), 'hiddenWolf', 'seer', 'witch', 'hunter', 'raven', ...villagers(4)], variants: { ...ASK_EVERY_DEATH, ravenVotes: 1 } },
  /** 狼王魔术师: 3 wolves + the Wolf King; Seer, Witch, Hunter, Magician; 4 villagers. */
  { id: 'wolf-king-magician', preset: 'modern-cn', deck: [...wolves(3), 'wolfKing', 'seer', 'witch', 'hunter', 'magician', ...villagers(4)], variants: ASK_EVERY_DEATH },
];
