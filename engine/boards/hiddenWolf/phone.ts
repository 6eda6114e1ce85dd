import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Hidden Wolf, on the back of his card and from his own view only: the
 * pack's seats (from his first step on, kept current), and once none of them lives, that he hunts alone.
 */
export const phone: RolePhone = {
  knowledge({ game, t, list }) {
    const me = game.me;
    if (!me?.hiddenWolf || me.role !== 'hiddenWolf') return [];
    const pack = me.hiddenWolf.pack;
    // Before his first step on night 1 he knows nobody yet (a pack of none is not "alone").
    if (pack.length === 0) return game.day === 1 && game.phase === 'night' ? [t('phone.know.hiddenWolfSoon')] : [];
    const out = [t('phone.know.hiddenWolfPack', { seats: list(pack) })];
    if (pack.every((seat) => !game.players[seat - 1]?.alive)) out.push(t('phone.know.hiddenWolfAlone'));
    return out;
  },
};
