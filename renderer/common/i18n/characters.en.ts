/**
 * The Characters expansion (docs/rules.md §10), English: the rule set's own words. Each role's words
 * live in its folder (engine/characters/<role>/strings.ts, merged by roleStrings.ts).
 */
export const charactersEn: Record<string, unknown> = {
  phone: {
    setup: { characters: 'Characters (at most one of each)' },
  },
};
