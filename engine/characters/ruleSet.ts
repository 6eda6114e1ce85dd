import type { RuleSet } from '../ruleBook.js';
import { angel } from './angel/role.js';
import { bearTamer } from './bearTamer/role.js';
import { bigBadWolf } from './bigBadWolf/role.js';
import { fox } from './fox/role.js';
import { knight } from './knight/role.js';
import { raven } from './raven/role.js';
import { servant } from './servant/role.js';
import { CHARACTERS_VARIANTS } from './variants.js';
import { charactersView, publicRavenMark, type CharactersView } from './view.js';
import { whiteWerewolf } from './whiteWerewolf/role.js';
import { wildChild } from './wildChild/role.js';
import { wolfFather } from './wolfFather/role.js';
import { wolfHound } from './wolfHound/role.js';

/**
 * The Characters of the third rule text (docs/rules.md §10–11), one module per role. Each role's
 * hooks count only in games whose deck holds it (engine/ruleBook.ts); the order below is the order
 * they are asked in.
 */
export const characters: RuleSet = {
  id: 'characters',
  roles: [whiteWerewolf, bigBadWolf, wolfFather, wolfHound, wildChild, knight, fox, bearTamer, angel, servant, raven],
  variants: CHARACTERS_VARIANTS,
  hooks: {
    viewSlice: (s) => ({ ravenMark: publicRavenMark(s) }),
    mySlice: (s, p, all) => ({ characters: charactersView(s, p, all) }),
  },
};

// Each role declares its own id, steps, death causes and wins in its role.ts; their memory is
// every role's (engine/roles/roleData.ts).

declare module '../views.js' {
  interface GameView {
    /** Today's Raven's mark (docs/rules.md §10), public from dawn on: two votes against this seat. */
    ravenMark: number | null;
  }
  interface MyView {
    /** What this player knows through a Characters role (docs/rules.md §10): see view.ts. */
    characters: CharactersView;
  }
}
