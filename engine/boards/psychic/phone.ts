import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Psychic, as the Seer's vision is shown: tonight's card behind the hold
 * button (with the card's emblem), and every night's card on the back of his own card.
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    return (game.me?.psychic?.results ?? []).map((r) =>
      t('phone.know.psychic', { night: r.night, seat: label(r.target), role: t(`role.${r.role}`) }));
  },
  tonight: {
    psychicResult: ({ t, label }, e) => ({
      text: t('phone.result.psychic', { seat: label(e.target), role: t(`role.${e.role}`) }),
      role: e.role, testid: 'psychic-result', result: e.role,
    }),
  },
};
