/**
 * The variants are composed from the game's rule sets (engine/variants.ts): the base game's, New
 * Moon's, the Characters', modern-cn's (each in its own engine/<set>/variants.ts). Nightfall's
 * composed tables must be the ones the engine held in one file before the split; a game without a
 * rule set knows none of its variants.
 */
import { describe, expect, it } from 'vitest';
import { checkSetup, defineRules } from '../../engine/game.js';
import { checkVariants, PRESETS, resolveVariants, VARIANT_CHOICES } from '../../engine/index.js';
import type { GameSetup, RoleId } from '../../engine/types.js';
import { BASE_VARIANTS, composeVariants, resolveVariants as resolveIn, type VariantSet } from '../../engine/variants.js';

// Written out from engine/variants.ts as it stood before the split (commit 51e88f4), not generated.
const OFFICIAL = {
  sheriffVoteWeight: 2,
  sheriffBreaksTie: true,
  tieRule: 'none',
  revealOnDeath: 'always',
  seerSees: 'role',
  hunterShootsWhen: 'always',
  loversMayVoteEachOther: true,
  loversSeeTeam: false,
  discussion: 'free',
  witchSeesGuardedVictim: false,
  guardWitchClash: false,
  wolfAgreement: 'unanimous',
  wolfWin: 'all',
  sheriffElection: 1,
  ghostsSeeAll: true,
  littleGirlCatchChance: 0.25,
  newMoon: 'off',
  bleakMondayNotHim: false,
  candidateSpeeches: false,
  lastWords: 'none',
  selfDestruct: false,
  witchSelfHeal: 'always',
  witchOnePotionPerNight: false,
  witchSeesVictimAfterHeal: true,
  deathPowerCall: 'shooters',
  badgeTearing: false,
  sheriffOrdersSpeeches: false,
  angelWinsOnNight1: false,
  ravenVotes: 2,
};
const CLASSIC_CN = {
  sheriffVoteWeight: 1.5,
  sheriffBreaksTie: false,
  tieRule: 'revote',
  revealOnDeath: 'abilityOnly',
  seerSees: 'team',
  hunterShootsWhen: 'notPoisonedNotGrief',
  loversMayVoteEachOther: false,
  loversSeeTeam: true,
  discussion: 'roundRobin',
  witchSeesGuardedVictim: true,
  guardWitchClash: false,
  wolfAgreement: 'unanimous',
  wolfWin: 'all',
  sheriffElection: 1,
  ghostsSeeAll: true,
  littleGirlCatchChance: 0.25,
  newMoon: 'off',
  bleakMondayNotHim: false,
  candidateSpeeches: false,
  lastWords: 'none',
  selfDestruct: false,
  witchSelfHeal: 'always',
  witchOnePotionPerNight: false,
  witchSeesVictimAfterHeal: true,
  deathPowerCall: 'shooters',
  badgeTearing: false,
  sheriffOrdersSpeeches: false,
  angelWinsOnNight1: false,
  ravenVotes: 2,
};
const MODERN_CN = {
  sheriffVoteWeight: 1.5,
  sheriffBreaksTie: false,
  tieRule: 'revote',
  revealOnDeath: 'never',
  seerSees: 'team',
  hunterShootsWhen: 'notPoisoned',
  loversMayVoteEachOther: false,
  loversSeeTeam: true,
  discussion: 'roundRobin',
  witchSeesGuardedVictim: true,
  guardWitchClash: true,
  wolfAgreement: 'majority',
  wolfWin: 'sides',
  sheriffElection: 'day1BeforeDeaths',
  ghostsSeeAll: true,
  littleGirlCatchChance: 0.25,
  newMoon: 'off',
  bleakMondayNotHim: false,
  candidateSpeeches: true,
  lastWords: 'firstNight',
  selfDestruct: true,
  witchSelfHeal: 'firstNight',
  witchOnePotionPerNight: true,
  witchSeesVictimAfterHeal: false,
  deathPowerCall: 'shooters',
  badgeTearing: true,
  sheriffOrdersSpeeches: true,
  angelWinsOnNight1: false,
  ravenVotes: 2,
};
const CHOICES = {
  loversSeeTeam: [false, true],
  guardWitchClash: [false, true],
  seerSees: ['role', 'team'],
  wolfAgreement: ['unanimous', 'majority'],
  littleGirlCatchChance: 'probability',
  witchSeesGuardedVictim: [false, true],
  revealOnDeath: ['always', 'never', 'abilityOnly'],
  ghostsSeeAll: [true, false],
  hunterShootsWhen: ['always', 'notPoisonedNotGrief', 'notPoisoned'],
  sheriffElection: 'day',
  discussion: ['free', 'roundRobin'],
  sheriffVoteWeight: 'number',
  loversMayVoteEachOther: [true, false],
  sheriffBreaksTie: [true, false],
  tieRule: ['none', 'revote', 'revoteUntil'],
  wolfWin: ['all', 'sides'],
  newMoon: ['off', 'eachDawn'],
  bleakMondayNotHim: [false, true],
  candidateSpeeches: [false, true],
  lastWords: ['none', 'firstNight', 'always'],
  selfDestruct: [false, true],
  witchSelfHeal: ['always', 'firstNight', 'never'],
  witchOnePotionPerNight: [false, true],
  witchSeesVictimAfterHeal: [true, false],
  deathPowerCall: ['shooters', 'everyone'],
  badgeTearing: [false, true],
  sheriffOrdersSpeeches: [false, true],
  angelWinsOnNight1: [false, true],
  ravenVotes: [2, 1],
};
/** The base game's own variants: those its rules read (the Witch's limits among them). */
const BASE_KEYS = [
  'loversSeeTeam', 'guardWitchClash', 'seerSees', 'wolfAgreement', 'littleGirlCatchChance', 'witchSeesGuardedVictim',
  'revealOnDeath', 'ghostsSeeAll', 'hunterShootsWhen', 'sheriffElection', 'discussion', 'sheriffVoteWeight',
  'loversMayVoteEachOther', 'sheriffBreaksTie', 'tieRule', 'wolfWin', 'witchSelfHeal', 'witchOnePotionPerNight',
  'witchSeesVictimAfterHeal',
  'deathPowerCall',
];

describe("Nightfall's variants, composed from its rule sets", () => {
  it('every preset holds the values of the single table it replaced', () => {
    expect(PRESETS.official).toEqual(OFFICIAL);
    expect(PRESETS['classic-cn']).toEqual(CLASSIC_CN);
    expect(PRESETS['modern-cn']).toEqual(MODERN_CN);
    expect(Object.keys(PRESETS).sort()).toEqual(['classic-cn', 'modern-cn', 'official']);
  });

  it('allows the same values for every variant', () => {
    expect(VARIANT_CHOICES).toEqual(CHOICES);
  });

  it('checks overrides as before: ranges, lists, unknown keys, the named election moment', () => {
    for (const ok of [1, 10, 'off', 'day1BeforeDeaths']) expect(checkVariants({ sheriffElection: ok }), String(ok)).toBeNull();
    for (const bad of [0, 11, 1.5, 'never', true]) expect(checkVariants({ sheriffElection: bad }), String(bad)).toBe('setup.variant.invalid:sheriffElection');
    expect(checkVariants({ sheriffVoteWeight: 5, littleGirlCatchChance: 0 })).toBeNull();
    expect(checkVariants({ sheriffVoteWeight: 0.5 })).toBe('setup.variant.invalid:sheriffVoteWeight');
    expect(checkVariants({ littleGirlCatchChance: 1.1 })).toBe('setup.variant.invalid:littleGirlCatchChance');
    expect(checkVariants({ lastWords: 'always', angelWinsOnNight1: true, newMoon: 'eachDawn' })).toBeNull();
    expect(checkVariants({ lastWords: 'sometimes' })).toBe('setup.variant.invalid:lastWords');
    expect(checkVariants({ moonPhase: 'full' })).toBe('setup.variant.unknown:moonPhase');
  });

  it('resolves a preset with the lobby changes, and refuses an unknown preset', () => {
    expect(resolveVariants('modern-cn', { lastWords: 'always' })).toEqual({ ...MODERN_CN, lastWords: 'always' });
    expect(() => resolveVariants('nowhere' as never)).toThrow(/unknown preset/);
  });
});

const DEAL: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager'];
const setup = (extra: Partial<GameSetup> = {}): GameSetup => ({
  players: DEAL.map((_, i) => `P${i + 1}`), deck: DEAL.slice(), deal: DEAL.slice(), preset: 'modern-cn', seed: 7, ...extra,
});

describe('a game without the rule sets', () => {
  const base = defineRules([]);

  it("knows only the base game's variants, under every preset", () => {
    expect(Object.keys(base.variants.choices)).toEqual(BASE_KEYS);
    for (const preset of ['official', 'classic-cn', 'modern-cn'] as const) {
      expect(Object.keys(base.variants.presets[preset]).sort(), preset).toEqual(BASE_KEYS.slice().sort());
    }
    // Without modern-cn its preset elects the Sheriff on day 1 after the deaths; its other base values stand.
    const { candidateSpeeches, lastWords, selfDestruct, badgeTearing, sheriffOrdersSpeeches, newMoon, bleakMondayNotHim, angelWinsOnNight1, ravenVotes, ...own } = MODERN_CN;
    expect(resolveIn(base, 'modern-cn')).toEqual({ ...own, sheriffElection: 1 });
  });

  it("refuses another set's variant, and modern-cn's election moment", () => {
    expect(checkSetup(base, setup({ variants: { candidateSpeeches: true } }))).toEqual({ code: 'setup.variant.unknown:candidateSpeeches' });
    expect(checkSetup(base, setup({ variants: { angelWinsOnNight1: false } }))).toEqual({ code: 'setup.variant.unknown:angelWinsOnNight1' });
    expect(checkSetup(base, setup({ variants: { newMoon: 'off' } }))).toEqual({ code: 'setup.variant.unknown:newMoon' });
    expect(checkSetup(base, setup({ variants: { sheriffElection: 'day1BeforeDeaths' } }))).toEqual({ code: 'setup.variant.invalid:sheriffElection' });
    expect(checkSetup(base, setup({ variants: { sheriffElection: 2, witchSelfHeal: 'never' } }))).toBeNull();
  });
});

describe('composing the variants', () => {
  const base = { id: 'base', variants: BASE_VARIANTS };
  const each = <T>(values: T) => ({ official: values, 'classic-cn': values, 'modern-cn': values });
  const set = (variants: Record<string, unknown>) => ({ id: 'extra', variants: variants as unknown as VariantSet });

  it("a later set's preset value wins, and its added values are allowed", () => {
    const book = composeVariants([base, set({
      choices: {}, adds: { sheriffElection: ['dusk'], seerSees: ['aura'] },
      defaults: { ...each({}), official: { sheriffElection: 'dusk', seerSees: 'aura' } },
    })]);
    expect(book.presets.official).toMatchObject({ sheriffElection: 'dusk', seerSees: 'aura' });
    expect(book.presets['classic-cn'].sheriffElection).toBe(1);
    // A list variant shows the added value in its list (the lobby offers it); a range one allows it besides the range.
    expect(book.choices.seerSees).toEqual(['role', 'team', 'aura']);
    expect(book.choices.sheriffElection).toBe('day');
    expect(book.named).toEqual({ sheriffElection: ['dusk'] });
  });

  it('refuses a variant declared twice, a value for an undeclared one, a preset without a value, a value not allowed', () => {
    expect(() => composeVariants([base, set({ choices: { loversSeeTeam: [true] }, defaults: each({ loversSeeTeam: true }) })]))
      .toThrow('rule set extra: variant loversSeeTeam is already declared');
    expect(() => composeVariants([base, set({ choices: {}, defaults: each({ moonPhase: 'full' }) })]))
      .toThrow('rule set extra: preset official sets an undeclared variant moonPhase');
    expect(() => composeVariants([base, set({ choices: { moonPhase: ['full', 'new'] }, defaults: { ...each({ moonPhase: 'new' }), official: {} } })]))
      .toThrow('preset official has no value for variant moonPhase');
    expect(() => composeVariants([base, set({ choices: { moonPhase: ['full', 'new'] }, defaults: each({ moonPhase: 'half' }) })]))
      .toThrow('preset official: setup.variant.invalid:moonPhase');
    expect(() => composeVariants([base, set({ choices: {}, adds: { moonPhase: ['half'] }, defaults: each({}) })]))
      .toThrow('rule set extra: adds values to an undeclared variant moonPhase');
  });
});
