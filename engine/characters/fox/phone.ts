import type { RolePhone } from '../../roles/rolePhone.js';

/** What the phone shows of the Fox: each night's sniff (the seats and the answer), and a lost nose. */
export const phone: RolePhone = {
  knowledge({ game, t, label, list }) {
    const c = game.me?.characters;
    if (!c) return [];
    const out = c.foxResults.map((r) =>
      t('phone.know.fox', { night: r.night, seats: list(r.seats), result: t(r.wolf ? 'phone.know.foxWolf' : 'phone.know.foxNoWolf') }));
    if (c.foxPowerLost) out.push(t('phone.know.foxLost'));
    return out;
  },
  tonight: {
    // Tonight's sniff behind the hold button, and the lost nose under it.
    foxResult: ({ t, list }, e) => ({
      text: t('phone.result.fox', { seats: list(e.seats), result: t(e.wolf ? 'phone.know.foxWolf' : 'phone.know.foxNoWolf') }),
      note: e.powerLost ? t('phone.know.foxLost') : undefined,
      testid: 'fox-result',
      result: e.wolf ? 'wolf' : 'noWolf',
    }),
  },
};
