import { infoOf } from '../../prompts.js';
import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Wolf Beauty, to her alone: above her prompt, where her standing charm
 * sits (a night she charms nobody keeps it); tonight's charm behind the hold button; and on the back
 * of her card, the charm that stands.
 */
export const phone: RolePhone = {
  knowledge({ game, t, label }) {
    const charm = game.me?.wolfBeauty;
    return charm ? [t('phone.know.wolfBeauty', { night: charm.night, seat: label(charm.charmed) })] : [];
  },
  promptInfo: {
    'wolfBeauty.charm': ({ t, label }, prompt) => {
      const charmed = infoOf(prompt, 'wolfBeauty.charm')?.charmed ?? null;
      return [charmed === null ? t('phone.info.wolfBeauty.none') : t('phone.info.wolfBeauty.charmed', { seat: label(charmed) })];
    },
  },
  tonight: {
    wolfBeautyCharmed: ({ t, label }, e) => ({
      text: t('phone.result.wolfBeauty', { seat: label(e.target) }), testid: 'wolfBeauty-result', result: String(e.target),
    }),
  },
};
