import { infoOf } from '../../prompts.js';
import type { RolePhone } from '../../roles/rolePhone.js';

/**
 * What the phone shows of the Dreamweaver, to him alone: above his prompt, last night's dreamer
 * with the warning that a second night running kills him (the Guard's "protected last night" tile
 * is disabled; his is not: he may choose the same player, and is warned); tonight's dream behind
 * the hold button; and on the back of his card, every night's dreamer.
 */
export const phone: RolePhone = {
  // He wakes in the Guard's step: it is named for both, or for him on a board with no Guard.
  stepLabel: (deck, step) => (step === 'guard' ? (deck.includes('guard') ? 'guardDreamweaver' : 'dreamweaver') : undefined),
  knowledge({ game, t, label }) {
    return (game.me?.dreamweaver?.dreams ?? []).map((d) => t('phone.know.dreamweaver', { night: d.night, seat: label(d.chosen) }));
  },
  promptInfo: {
    'dreamweaver.dream': ({ t, label }, prompt) => {
      const last = infoOf(prompt, 'dreamweaver.dream')?.last ?? null;
      return last === null ? [] : [t('phone.info.dreamweaverLast', { seat: label(last) })];
    },
  },
  tonight: {
    dreamweaverDream: ({ t, label }, e) => ({
      text: t(e.drawn ? 'phone.result.dreamweaverDrawn' : 'phone.result.dreamweaver', { seat: label(e.target) }),
      testid: 'dreamweaver-result', result: String(e.target),
    }),
  },
};
