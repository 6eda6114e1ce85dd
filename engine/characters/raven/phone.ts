import type { RolePhone } from '../../roles/rolePhone.js';

/** What the phone shows of the Raven: today's mark, until the day is over. */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    const mark = game.me?.characters?.ravenMark;
    return mark && mark.day >= game.day ? [t('phone.know.ravenMark', { seat: label(mark.seat) })] : [];
  },
};
