/**
 * Day powers: prompts a card may use by day beside the step (they block nothing), such as the
 * wolf's self-destruct (自爆). None of them is ever a button of its own on the screen: a phone
 * that shows one names its owner's card to the next chair. Every living phone shows the same day
 * bar (DayBar.tsx); only the sheet it opens, held up by its owner, lists the powers his card may
 * use now. A role with a day power adds its prompt id here (docs/adding-a-role.md).
 */
import type { Prompt } from '../../../engine/types.js';
import type { GameView } from '../../../engine/views.js';

export interface DayPower {
  /** i18n key: the power's button in the sheet. */
  label: string;
  /** i18n key: one line under it, what it does. */
  hint: string;
  /**
   * i18n keys of the second question, for a yes/no power (the prompt's kind `confirm`): it cannot
   * be undone, so it is asked once more. A power with targets (kind `seats`) shows its prompt in
   * the sheet instead, whose confirm button is the second step.
   */
  confirm?: { question: string; yes: string };
}

export const DAY_POWERS: Readonly<Record<string, DayPower>> = {
  'wolf.selfDestruct': {
    label: 'phone.selfDestruct.button',
    hint: 'phone.hint.wolf.selfDestruct',
    confirm: { question: 'phone.selfDestruct.confirm', yes: 'phone.selfDestruct.yes' },
  },
};

export function isDayPower(prompt: Prompt): boolean {
  return Object.hasOwn(DAY_POWERS, prompt.id);
}

/**
 * Whether this table has day powers at all (public: the table's rules and deck). Only then do the
 * phones show the day bar — every living phone alike. A role with a day power adds its check.
 */
export function tableHasDayPowers(game: GameView): boolean {
  return game.variants.selfDestruct;
}
