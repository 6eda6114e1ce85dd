import type { RolePhone } from '../../roles/rolePhone.js';

/** What the phone shows of the Wild Child: his model, and that he turned when the model died. */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    const c = game.me?.characters;
    if (!c) return [];
    const out: string[] = [];
    if (c.wildChildModel !== null) out.push(t('phone.know.wildChildModel', { seat: label(c.wildChildModel) }));
    if (c.wildChildTurned) out.push(t('phone.know.wildChildTurned'));
    return out;
  },
};
