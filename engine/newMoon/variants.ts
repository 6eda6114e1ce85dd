import type { VariantSet } from '../variants.js';

/** New Moon's variants (docs/rules.md §7), off in every preset: the lobby turns the draw on. */
export const NEW_MOON_VARIANTS: VariantSet = {
  choices: {
    newMoon: ['off', 'eachDawn'],
    bleakMondayNotHim: [false, true],
  },
  defaults: {
    official: { newMoon: 'off', bleakMondayNotHim: false },
    'classic-cn': { newMoon: 'off', bleakMondayNotHim: false },
    'modern-cn': { newMoon: 'off', bleakMondayNotHim: false },
  },
};

/** New Moon's own variants under each preset (read before the game exists, by its setup check). */
export const NEW_MOON_PRESETS = NEW_MOON_VARIANTS.defaults;

declare module '../types.js' {
  interface Variants {
    /** A New Moon card is drawn at each dawn, or none is. */
    newMoon: 'off' | 'eachDawn';
    /** Bleak Monday's 'not him!' variant: vouching instead of the vote (docs/rules.md §7). */
    bleakMondayNotHim: boolean;
  }
}
