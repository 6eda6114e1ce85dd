import fc from 'fast-check';
import { recommendedWolves } from '../../engine/deck.js';
import type { GameSetup, RoleId, Variants } from '../../engine/index.js';

const SPECIALS: RoleId[] = [
  'seer', 'witch', 'hunter', 'cupid', 'littleGirl', 'guard', 'thief', 'idiot', 'elder', 'scapegoat', 'piper',
  // The Characters (docs/rules.md §10) that are not wolf cards:
  'wolfHound', 'wildChild', 'knight', 'fox', 'bearTamer', 'angel', 'servant', 'raven',
];
/** Wolf cards of the Characters: each replaces one Werewolf card. */
const WOLF_CHARACTERS: RoleId[] = ['whiteWerewolf', 'bigBadWolf', 'wolfFather'];

export const variantsArb: fc.Arbitrary<Partial<Variants>> = fc.record({
  loversSeeTeam: fc.boolean(),
  guardWitchClash: fc.boolean(),
  seerSees: fc.constantFrom('role', 'team'),
  wolfAgreement: fc.constantFrom('unanimous', 'majority'),
  littleGirlCatchChance: fc.constantFrom(0, 0.25, 1),
  witchSeesGuardedVictim: fc.boolean(),
  revealOnDeath: fc.constantFrom('always', 'never', 'abilityOnly'),
  ghostsSeeAll: fc.boolean(),
  hunterShootsWhen: fc.constantFrom('always', 'notPoisonedNotGrief'),
  sheriffElection: fc.constantFrom(1, 2, 'off' as const),
  discussion: fc.constantFrom('free', 'roundRobin'),
  sheriffVoteWeight: fc.constantFrom(1, 1.5, 2),
  loversMayVoteEachOther: fc.boolean(),
  sheriffBreaksTie: fc.boolean(),
  tieRule: fc.constantFrom('none', 'revote', 'revoteUntil'),
  wolfWin: fc.constantFrom('all', 'sides'),
  newMoon: fc.constantFrom('off', 'eachDawn', 'eachDawn'),
  bleakMondayNotHim: fc.boolean(),
}, { requiredKeys: [] });

/** A valid random table: 6–24 players, a legal deck with any specials, any variants. */
export const setupArb: fc.Arbitrary<GameSetup> = fc
  .record({
    players: fc.integer({ min: 6, max: 24 }),
    wolfDelta: fc.integer({ min: -1, max: 1 }),
    specials: fc.subarray(SPECIALS),
    wolfCharacters: fc.subarray(WOLF_CHARACTERS),
    preset: fc.constantFrom('official' as const, 'classic-cn' as const),
    variants: variantsArb,
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    startingEvents: fc.subarray(['somnambulism', 'burial', 'executioner'], { maxLength: 2 }),
  })
  .map(({ players, wolfDelta, specials, wolfCharacters, preset, variants, seed, startingEvents }) => {
    const wolves = Math.max(1, Math.min(Math.floor((players - 1) / 2), recommendedWolves(players) + wolfDelta));
    const deck: RoleId[] = Array.from({ length: wolves }, (_, i) => wolfCharacters[i] ?? ('werewolf' as RoleId));
    deck.push(...specials.slice(0, players - wolves));
    while (deck.length < players) deck.push('villager');
    return { players: Array.from({ length: players }, (_, i) => `P${i + 1}`), deck, preset, variants, seed, startingEvents };
  });
