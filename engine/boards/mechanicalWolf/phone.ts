import type { Knowledge } from '../../hooks.js';
import type { PhoneWords, RolePhone } from '../../roles/rolePhone.js';
import type { RoleId } from '../../types.js';

/** An answer as words: a team answer as the Seer's, a card by its name. */
function said(t: PhoneWords['t'], result: Knowledge): string {
  return result === 'wolf' || result === 'notWolf' ? t(`seerResult.${result}`) : t(`role.${result}`);
}

const card = (result: Knowledge): RoleId | undefined => (result === 'wolf' || result === 'notWolf' ? undefined : result);

/**
 * What the phone shows of the Mechanical Wolf, from his own view only: the card he learned and the
 * power he copies on the back of his card, with every copied inspection; tonight's answer behind the
 * hold button, drawn as the Seer's vision is.
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    const mine = game.me?.mechanicalWolf;
    const pick = mine?.picks.find((p) => p.seat === game.me?.seat) ?? mine?.picks[0];
    if (!mine || !pick) return [];
    const out: string[] = [];
    if (pick.target === null || pick.learned === null) out.push(t('phone.know.mechanicalWolfNothing', { night: pick.night }));
    else if (pick.learned === 'wolf') out.push(t('phone.know.mechanicalWolfCamp', { night: pick.night, seat: label(pick.target) }));
    else out.push(t('phone.know.mechanicalWolfLearned', { night: pick.night, seat: label(pick.target), role: said(t, pick.learned) }));
    out.push(pick.copied ? t('phone.know.mechanicalWolfCopied', { role: t(`role.${pick.copied}`) }) : t('phone.know.mechanicalWolfNoCopy'));
    if (pick.poisonUsed) out.push(t('phone.know.mechanicalWolfPoisonUsed'));
    for (const w of pick.swaps ?? []) {
      out.push(t('phone.know.mechanicalWolfSwapped', { night: w.night, a: label(w.seats[0]), b: label(w.seats[1]) }));
    }
    for (const r of mine.results) {
      out.push(t('phone.know.mechanicalWolfInspected', { night: r.night, seat: label(r.target), result: said(t, r.result) }));
    }
    return out;
  },
  tonight: {
    mechanicalWolfLearned: ({ t, label }, e) => (e.learned === 'wolf'
      ? { text: t('phone.result.mechanicalWolfCamp', { seat: label(e.target) }), testid: 'mechanical-wolf-learned', result: 'wolf' }
      : {
        text: t('phone.result.mechanicalWolfLearned', { seat: label(e.target), role: said(t, e.learned) }),
        role: card(e.learned), testid: 'mechanical-wolf-learned', result: e.learned,
      }),
    mechanicalWolfSwapped: ({ t, label }, e) => ({
      text: t('phone.result.mechanicalWolfSwapped', { a: label(e.seats[0]), b: label(e.seats[1]) }),
      testid: 'mechanical-wolf-swapped', result: e.seats.join('-'),
    }),
    mechanicalWolfInspected: ({ t, label }, e) => ({
      text: t('phone.result.mechanicalWolfInspected', { seat: label(e.target), result: said(t, e.result) }),
      role: card(e.result), testid: 'mechanical-wolf-result', result: e.result,
    }),
  },
};
