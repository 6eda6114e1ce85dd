import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Witcher: the hunt he chose tonight behind the hold button (only whom
 * he hunts: what comes of it, nobody is told at night — the dawn's deaths say it), and every night's
 * hunt on the back of his own card.
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    return (game.me?.witcher?.hunts ?? []).map((h) => t('phone.know.witcher', { night: h.night, seat: label(h.target) }));
  },
  tonight: {
    witcherHunt: ({ t, label }, e) => ({
      text: t('phone.result.witcher', { seat: label(e.target) }), testid: 'witcher-hunt', result: String(e.target),
    }),
  },
};
