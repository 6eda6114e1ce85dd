/**
 * Day powers: prompts a card may use by day beside the step (they block nothing), such as the
 * wolf's self-destruct (自爆). None of them is ever a button of its own on the screen: a phone
 * that shows one names its owner's card to the next chair. Every living phone shows the same day
 * bar (DayBar.tsx); only the sheet it opens, held up by its owner, lists the powers his card may
 * use now. The self-destruct is modern-cn's (no role folder); a role's day power comes from its
 * folder's phone piece (engine/<set>/<role>/phone.ts: `dayPowers`, `tableHasDayPowers`;
 * docs/adding-a-role.md), found by rolePhones.ts.
 */
import type { DayPower } from '../../../engine/roles/rolePhone.js';
import type { Prompt } from '../../../engine/types.js';
import type { GameView } from '../../../engine/views.js';
import { FOLDER_DAY_POWERS, folderTableHasDayPowers } from './rolePhones.js';

export type { DayPower } from '../../../engine/roles/rolePhone.js';

export const DAY_POWERS: Readonly<Record<string, DayPower>> = {
  'wolf.selfDestruct': {
    label: 'phone.selfDestruct.button',
    hint: 'phone.hint.wolf.selfDestruct',
    confirm: { question: 'phone.selfDestruct.confirm', yes: 'phone.selfDestruct.yes' },
  },
  ...FOLDER_DAY_POWERS,
};

export function isDayPower(prompt: Prompt): boolean {
  return Object.hasOwn(DAY_POWERS, prompt.id);
}

/**
 * Whether this table has day powers at all (public: the table's rules and deck). Only then do the
 * phones show the day bar — every living phone alike: the self-destruct's variant, or a role
 * folder's day power in the deck (the Knight's duel).
 */
export function tableHasDayPowers(game: GameView): boolean {
  return game.variants.selfDestruct || folderTableHasDayPowers(game);
}
