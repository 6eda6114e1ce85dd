import type { RuleSet } from '../ruleBook.js';
import { CHINA_BOARDS } from './boards.js';
import { bloodMoon } from './bloodMoon/role.js';
import { dreamweaver } from './dreamweaver/role.js';
import { duelKnight } from './duelKnight/role.js';
import { evilKnight } from './evilKnight/role.js';
import { gargoyle } from './gargoyle/role.js';
import { gravekeeper } from './gravekeeper/role.js';
import { hiddenWolf } from './hiddenWolf/role.js';
import { magician } from './magician/role.js';
import { mechanicalWolf } from './mechanicalWolf/role.js';
import { nightmareWolf } from './nightmareWolf/role.js';
import { psychic } from './psychic/role.js';
import { whiteWolfKing } from './whiteWolfKing/role.js';
import { witcher } from './witcher/role.js';
import { wolfBeauty } from './wolfBeauty/role.js';
import { wolfKing } from './wolfKing/role.js';

/**
 * The boards China plays today (docs/rules.md §12–13b): the fifteen roles of the named 12-player
 * boards, one folder per role (engine/boards/<role>/). Each role's hooks count only in games whose
 * deck holds it (engine/ruleBook.ts); the order below is the order they are asked in.
 */
export const chinaBoards: RuleSet = {
  id: 'chinaBoards',
  roles: [
    psychic,
    gravekeeper,
    wolfKing,
    whiteWolfKing,
    duelKnight,
    magician,
    mechanicalWolf,
    evilKnight,
    witcher,
    gargoyle,
    hiddenWolf,
    wolfBeauty,
    dreamweaver,
    nightmareWolf,
    bloodMoon,
  ],
  boards: CHINA_BOARDS,
};
