import type { Variants } from '../types.js';
import type { VariantSet } from '../variants.js';

const OFF: Partial<Variants> = {
  candidateSpeeches: false,
  lastWords: 'none',
  selfDestruct: false,
  badgeTearing: false,
  sheriffOrdersSpeeches: false,
};

/**
 * The modern Chinese tables' variants (docs/rules.md §9, §11): played by the modern-cn preset only,
 * which also holds its Sheriff election before night 1's deaths.
 */
export const MODERN_VARIANTS: VariantSet = {
  choices: {
    candidateSpeeches: [false, true],
    lastWords: ['none', 'firstNight', 'always'],
    selfDestruct: [false, true],
    badgeTearing: [false, true],
    sheriffOrdersSpeeches: [false, true],
  },
  adds: { sheriffElection: ['day1BeforeDeaths'] },
  defaults: {
    official: OFF,
    'classic-cn': OFF,
    'modern-cn': {
      sheriffElection: 'day1BeforeDeaths',
      candidateSpeeches: true,
      lastWords: 'firstNight',
      selfDestruct: true,
      badgeTearing: true,
      sheriffOrdersSpeeches: true,
    },
  },
};

declare module '../types.js' {
  interface Variants {
    /** Candidates speak in turn, may withdraw, do not vote; a second election tie loses the badge. */
    candidateSpeeches: boolean;
    /** Who gives last words (遗言): nobody, night 1's victims and the voted out, or every death. */
    lastWords: 'none' | 'firstNight' | 'always';
    /** A living wolf may reveal himself during the day's speeches (自爆): the day ends at once. */
    selfDestruct: boolean;
    /** A dying Sheriff may tear up the badge (撕警徽); his timer ending tears it. */
    badgeTearing: boolean;
    /** The Sheriff picks the direction of the round robin and speaks last (警长归票). */
    sheriffOrdersSpeeches: boolean;
  }
  interface SheriffElectionMoments {
    /** Day 1, before night 1's deaths are announced (§9). */
    day1BeforeDeaths: true;
  }
}
