import type { RolePhone } from '../../roles/rolePhone.js';

/** What the phone shows of the Devoted Servant: the role she took. */
export const phone: RolePhone = {
  knowledge({ game, t }) {
    const took = game.me?.characters?.servantTook;
    return took ? [t('phone.know.servantTook', { role: t(`role.${took}`) })] : [];
  },
};
