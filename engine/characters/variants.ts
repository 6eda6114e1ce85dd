import type { VariantSet } from '../variants.js';

/** The Characters' variants (docs/rules.md §10): none is played by a preset. */
export const CHARACTERS_VARIANTS: VariantSet = {
  choices: {
    angelWinsOnNight1: [false, true],
    ravenVotes: [2, 1],
  },
  defaults: {
    official: { angelWinsOnNight1: false, ravenVotes: 2 },
    'classic-cn': { angelWinsOnNight1: false, ravenVotes: 2 },
    'modern-cn': { angelWinsOnNight1: false, ravenVotes: 2 },
  },
};

declare module '../types.js' {
  interface Variants {
    /** The Angel also wins if he is the first night's wolf victim (docs/rules.md §10). */
    angelWinsOnNight1: boolean;
    /** The Raven's mark counts this many votes (RULES.md §13: 2, or 1 on the 隐狼乌鸦 board). */
    ravenVotes: 2 | 1;
  }
}
