import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Magician: tonight's swap behind the hold button, and every swap he
 * made on the back of his card (the players he can no longer swap, whoever they are, follow from it).
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    return (game.me?.magician?.swaps ?? []).map((w) =>
      t('phone.know.magician', { night: w.night, a: label(w.seats[0]), b: label(w.seats[1]) }));
  },
  tonight: {
    magicianSwapped: ({ t, label }, e) => ({
      text: t('phone.result.magician', { a: label(e.seats[0]), b: label(e.seats[1]) }),
      testid: 'magician-result', result: 'swapped',
    }),
  },
};
