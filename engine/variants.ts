import type { PresetId, Variants } from './types.js';

/** docs/rules.md §8: the official 10th-anniversary rulebook (seed 000). */
const OFFICIAL: Variants = {
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
  angelWinsOnNight1: false,
};

/** docs/rules.md §8: the Chinese adaptations (seeds 001/002). */
const CLASSIC_CN: Variants = {
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

export const PRESETS: Record<PresetId, Variants> = { official: OFFICIAL, 'classic-cn': CLASSIC_CN };

export function resolveVariants(preset: PresetId, overrides: Partial<Variants> = {}): Variants {
  const base = PRESETS[preset];
  if (!base) throw new Error(`unknown preset ${preset}`);
  return { ...base, ...overrides };
}

/** Allowed values of each variant, for validation and for the lobby's settings screen. */
export const VARIANT_CHOICES: { [K in keyof Variants]: readonly Variants[K][] | 'number' | 'probability' | 'day' } = {
  loversSeeTeam: [false, true],
  guardWitchClash: [false, true],
  seerSees: ['role', 'team'],
  wolfAgreement: ['unanimous', 'majority'],
  littleGirlCatchChance: 'probability',
  witchSeesGuardedVictim: [false, true],
  revealOnDeath: ['always', 'never', 'abilityOnly'],
  ghostsSeeAll: [true, false],
  hunterShootsWhen: ['always', 'notPoisonedNotGrief'],
  sheriffElection: 'day',
  discussion: ['free', 'roundRobin'],
  sheriffVoteWeight: 'number',
  loversMayVoteEachOther: [true, false],
  sheriffBreaksTie: [true, false],
  tieRule: ['none', 'revote', 'revoteUntil'],
  wolfWin: ['all', 'sides'],
  newMoon: ['off', 'eachDawn'],
  bleakMondayNotHim: [false, true],
  angelWinsOnNight1: [false, true],
};

/** Returns a reason key for the first invalid override, or null. */
export function checkVariants(overrides: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(overrides)) {
    const allowed = (VARIANT_CHOICES as Record<string, unknown>)[key];
    if (allowed === undefined) return `setup.variant.unknown:${key}`;
    if (allowed === 'number') {
      if (typeof value !== 'number' || !(value >= 1 && value <= 5)) return `setup.variant.invalid:${key}`;
    } else if (allowed === 'probability') {
      if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return `setup.variant.invalid:${key}`;
    } else if (allowed === 'day') {
      if (value !== 'off' && !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 10)) {
        return `setup.variant.invalid:${key}`;
      }
    } else if (!(allowed as unknown[]).includes(value)) {
      return `setup.variant.invalid:${key}`;
    }
  }
  return null;
}
