import type { RolePhone } from '../../roles/rolePhone.js';
import { DUEL } from './role.js';

/**
 * The Knight's duel on the phone: a day power, listed in the sheet behind the day bar every living
 * phone shows (never a button of its own, which would name him). Its seats prompt is shown there;
 * its confirm button is the second step. Any table whose deck holds the Knight shows the bar.
 */
export const phone: RolePhone = {
  dayPowers: {
    [DUEL]: { label: 'phone.duelKnight.button', hint: 'phone.duelKnight.power' },
  },
  tableHasDayPowers: (game) => game.deck.includes('duelKnight'),
};
