import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Gargoyle, as the Psychic's card is shown: tonight's card behind the
 * hold button (with the card's emblem), and every night's card on the back of his own card.
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    return (game.me?.gargoyle?.results ?? []).map((r) =>
      t('phone.know.gargoyle', { night: r.night, seat: label(r.target), role: t(`role.${r.role}`) }));
  },
  tonight: {
    gargoyleResult: ({ t, label }, e) => ({
      text: t('phone.result.gargoyle', { seat: label(e.target), role: t(`role.${e.role}`) }),
      role: e.role, testid: 'gargoyle-result', result: e.role,
    }),
  },
};
