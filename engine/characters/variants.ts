import type { VariantSet } from '../variants.js';

/** The Characters' variants (docs/rules.md §10): none is played by a preset. */
export const CHARACTERS_VARIANTS: VariantSet = {
  choices: {
    angelWinsOnNight1: [false, true],
  },
  defaults: {
    official: { angelWinsOnNight1: false },
    'classic-cn': { angelWinsOnNight1: false },
    'modern-cn': { angelWinsOnNight1: false },
  },
};

declare module '../types.js' {
  interface Variants {
    /** The Angel also wins if he is the first night's wolf victim (docs/rules.md §10). */
    angelWinsOnNight1: boolean;
  }
}
