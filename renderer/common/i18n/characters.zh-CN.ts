/**
 * The Characters expansion (docs/rules.md §10), Chinese: the rule set's own words. Each role's words
 * live in its folder (engine/characters/<role>/strings.ts, merged by roleStrings.ts).
 */
export const charactersZh: Record<string, unknown> = {
  phone: {
    setup: { characters: '角色扩展（每种至多一张）' },
  },
};
