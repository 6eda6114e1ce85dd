import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Nightmare: behind tonight's hold button, on the terrified player's
 * phone alone, that his power sleeps tonight; on each pack phone, when a wolf is terrified, that the
 * pack has no victim tonight. On the Nightmare's own card, whom he terrified each night.
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    return (game.me?.nightmareWolf?.terrors ?? []).map((r) => t('phone.know.nightmareWolf', { night: r.night, seat: label(r.seat) }));
  },
  tonight: {
    nightmareTerrified: ({ t }) => ({ text: t('phone.result.nightmareTerrified'), testid: 'nightmare-terrified', result: 'terrified' }),
    nightmareNoHunt: ({ t }) => ({ text: t('phone.result.nightmareNoHunt'), testid: 'nightmare-no-hunt', result: 'noHunt' }),
  },
};
