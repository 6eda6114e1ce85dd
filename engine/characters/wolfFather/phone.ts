import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Accursed Wolf-Father's infection: to the infected player, that he
 * hunts with the pack now; to the Wolf-Father, whom he infected (or that he still may).
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    const me = game.me;
    const c = me?.characters;
    if (!me || !c) return [];
    const out: string[] = [];
    if (c.infected) out.push(t('phone.know.infected'));
    if (c.infection && me.role === 'wolfFather') {
      out.push(c.infection.used && c.infection.seat !== null ? t('phone.know.infection', { seat: label(c.infection.seat) }) : t('phone.know.infectionReady'));
    }
    return out;
  },
};
