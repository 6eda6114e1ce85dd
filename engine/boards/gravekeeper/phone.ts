import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Gravekeeper: tonight's answer behind the hold button (like the Seer's
 * vision; "nobody was voted out" too, so his answer takes the same place every night), and every
 * night's answer on the back of his own card.
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    return (game.me?.gravekeeper?.results ?? []).map((r) => (r.target === null
      ? t('phone.know.gravekeeperNobody', { night: r.night })
      : t('phone.know.gravekeeper', {
        night: r.night, seat: label(r.target), result: t(r.wolf ? 'seerResult.wolf' : 'seerResult.notWolf'),
      })));
  },
  tonight: {
    gravekeeperResult: ({ t, label }, e) => (e.target === null
      ? { text: t('phone.result.gravekeeperNobody'), testid: 'gravekeeper-result', result: 'nobody' }
      : {
        text: t('phone.result.gravekeeper', { seat: label(e.target), result: t(e.wolf ? 'seerResult.wolf' : 'seerResult.notWolf') }),
        testid: 'gravekeeper-result', result: e.wolf ? 'wolf' : 'notWolf',
      }),
  },
};
