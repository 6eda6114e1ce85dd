import type { RolePhone } from '../../roles/rolePhone.js';

/** What the phone shows of the Wolf-Hound: the side he chose, on his card. */
export const phone: RolePhone = {
  knowledge({ game, t }) {
    const side = game.me?.characters?.houndSide;
    return side ? [t(side === 'wolves' ? 'phone.know.houndWolves' : 'phone.know.houndVillage')] : [];
  },
};
