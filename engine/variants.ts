import type { PresetId, Variants } from './types.js';

/** The allowed values of one variant: a list, or a kind checked by range (checkVariant). */
export type VariantChoice<T> = readonly T[] | 'number' | 'probability' | 'day';
export type VariantChoices = { [K in keyof Variants]: VariantChoice<Variants[K]> };

/**
 * A rule set's variants (`RuleSet.variants`): the allowed values of those it declares (merged into
 * `Variants` from its folder) and their value under each preset.
 */
export interface VariantSet {
  /** Its own variants' allowed values, in the order the lobby lists them. */
  choices: Partial<VariantChoices>;
  /**
   * Each preset's value of its variants. It may also give a preset's value of a variant declared by
   * a set before it in the game's list (modern-cn's Sheriff election day): the later set's wins.
   */
  defaults: Record<PresetId, Partial<Variants>>;
  /** Values it adds to a variant declared by a set before it (modern-cn's 'day1BeforeDeaths'). */
  adds?: { [K in keyof Variants]?: readonly Variants[K][] };
}

/**
 * The variants of one game's rule sets, composed (`RuleBook.variants`). Typed with every variant the
 * program's rule sets declare; a book holds only those of its own sets (a base-only game has none of
 * modern-cn's).
 */
export interface VariantBook {
  /** Every variant's value under each preset. */
  readonly presets: Readonly<Record<PresetId, Variants>>;
  /** Allowed values, in rule-set order: validation, and the lobby's settings screen. */
  readonly choices: VariantChoices;
  /** Values added to a variant checked by range ('day' and the like): allowed besides the range. */
  readonly named: Readonly<Partial<Record<keyof Variants, readonly unknown[]>>>;
}

/** docs/rules.md §8: the official 10th-anniversary rulebook (seed 000). */
const OFFICIAL: Partial<Variants> = {
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
  witchSelfHeal: 'always',
  witchOnePotionPerNight: false,
  witchSeesVictimAfterHeal: true,
  deathPowerCall: 'shooters',
};

/** docs/rules.md §8: the Chinese adaptations (seeds 001/002). */
const CLASSIC_CN: Partial<Variants> = {
  ...OFFICIAL,
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
};

/**
 * docs/rules.md §9 and §11: the base rules as most Chinese groups play them today (标准局); the
 * modern-cn rule set (engine/modern/variants.ts) adds its own rules to this preset.
 */
const MODERN_CN: Partial<Variants> = {
  ...CLASSIC_CN,
  revealOnDeath: 'never',
  hunterShootsWhen: 'notPoisoned',
  guardWitchClash: true,
  wolfAgreement: 'majority',
  wolfWin: 'sides',
  witchSelfHeal: 'firstNight',
  witchOnePotionPerNight: true,
  witchSeesVictimAfterHeal: false,
};

/** The base game's variants (engine/baseRules.ts). */
export const BASE_VARIANTS: VariantSet = {
  choices: {
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
    witchSelfHeal: ['always', 'firstNight', 'never'],
    witchOnePotionPerNight: [false, true],
    witchSeesVictimAfterHeal: [true, false],
    deathPowerCall: ['shooters', 'everyone'],
  },
  defaults: { official: OFFICIAL, 'classic-cn': CLASSIC_CN, 'modern-cn': MODERN_CN },
};

/** Returns a reason key when `value` is not allowed for `key` in this book, or null. */
function checkVariant(choices: Partial<VariantChoices>, named: VariantBook['named'], key: string, value: unknown): string | null {
  const allowed = (choices as Record<string, VariantChoice<unknown> | undefined>)[key];
  if (allowed === undefined) return `setup.variant.unknown:${key}`;
  if ((named as Record<string, readonly unknown[] | undefined>)[key]?.includes(value)) return null;
  if (allowed === 'number') {
    if (typeof value !== 'number' || !(value >= 1 && value <= 5)) return `setup.variant.invalid:${key}`;
  } else if (allowed === 'probability') {
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return `setup.variant.invalid:${key}`;
  } else if (allowed === 'day') {
    if (value !== 'off' && !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 10)) {
      return `setup.variant.invalid:${key}`;
    }
  } else if (!allowed.includes(value)) {
    return `setup.variant.invalid:${key}`;
  }
  return null;
}

/**
 * Composes the variants of a game's rule sets, in order (composeRules). Throws when two sets declare
 * one variant, a set gives a value to (or adds values to) a variant no set before it declares, a
 * preset leaves a variant without a value, or a preset's value is not allowed.
 */
export function composeVariants(sets: readonly { id: string; variants?: VariantSet }[]): VariantBook {
  const choices: Record<string, VariantChoice<unknown>> = {};
  const named: Record<string, unknown[]> = {};
  const presets: Record<string, Record<string, unknown>> = {};
  const presetIds = new Set<string>();
  for (const set of sets) {
    const own = set.variants;
    if (!own) continue;
    for (const [key, choice] of Object.entries(own.choices)) {
      if (key in choices) throw new Error(`rule set ${set.id}: variant ${key} is already declared`);
      choices[key] = Array.isArray(choice) ? choice.slice() : (choice as VariantChoice<unknown>);
    }
    for (const [key, values] of Object.entries(own.adds ?? {})) {
      const known = choices[key];
      if (known === undefined) throw new Error(`rule set ${set.id}: adds values to an undeclared variant ${key}`);
      if (Array.isArray(known)) choices[key] = [...known, ...(values as unknown[])];
      else named[key] = [...(named[key] ?? []), ...(values as unknown[])];
    }
    for (const [preset, values] of Object.entries(own.defaults)) {
      presetIds.add(preset);
      for (const key of Object.keys(values)) {
        if (!(key in choices)) throw new Error(`rule set ${set.id}: preset ${preset} sets an undeclared variant ${key}`);
      }
      presets[preset] = { ...presets[preset], ...values };
    }
  }
  for (const preset of presetIds) {
    for (const key of Object.keys(choices)) {
      if (!(key in (presets[preset] ?? {}))) throw new Error(`preset ${preset} has no value for variant ${key}`);
      const problem = checkVariant(choices, named, key, presets[preset][key]);
      if (problem) throw new Error(`preset ${preset}: ${problem}`);
    }
  }
  return {
    presets: presets as unknown as VariantBook['presets'],
    choices: choices as unknown as VariantChoices,
    named: named as VariantBook['named'],
  };
}

/** A preset's variants with the lobby's changes; throws on an unknown preset. */
export function resolveVariants(book: { variants: VariantBook }, preset: PresetId, overrides: Partial<Variants> = {}): Variants {
  const base = book.variants.presets[preset];
  if (!base) throw new Error(`unknown preset ${preset}`);
  return { ...base, ...overrides };
}

/** Returns a reason key for the first override this game's rule sets do not allow, or null. */
export function checkVariants(book: { variants: VariantBook }, overrides: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(overrides)) {
    const problem = checkVariant(book.variants.choices, book.variants.named, key, value);
    if (problem) return problem;
  }
  return null;
}
