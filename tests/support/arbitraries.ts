import fc from 'fast-check';
import { recommendedWolves } from '../../engine/deck.js';
import { PRESETS, ROLE_IDS, ROLES, VARIANT_CHOICES, type GameSetup, type PresetId, type RoleId, type Variants } from '../../engine/index.js';
import { eventCards } from '../../engine/newMoon/registry.js';

/**
 * Every role the engine plays, from its rule sets' lists (ROLES, in rule-set order): a new role joins
 * the random games by existing. The deck rules are the engine's role facts: a repeatable card (the
 * Werewolf, the Villager) fills the deck; any other role appears at most once.
 */
const UNIQUE: RoleId[] = ROLE_IDS.filter((id) => !ROLES[id].repeatable);
/** Roles dealt beside the pack: at most one of each (today: the base specials, then the Characters'). */
const SPECIALS: RoleId[] = UNIQUE.filter((id) => !ROLES[id].wolfCard);
/** Unique wolf cards (the White Werewolf, the Big Bad Wolf, the Wolf-Father…): each replaces one Werewolf card. */
const WOLF_CHARACTERS: RoleId[] = UNIQUE.filter((id) => ROLES[id].wolfCard);
/** The Werewolf: the repeatable wolf card that fills the pack. */
const PACK_WOLF: RoleId = ROLE_IDS.find((id) => ROLES[id].wolfCard && ROLES[id].repeatable)!;
/** The repeatable plain card that fills the rest of the deck. */
const FILLER: RoleId = ROLE_IDS.find((id) => ROLES[id].repeatable && ROLES[id].plainVillager)!;
/** New Moon cards that may be in play from the start: the permanent ones (moon class 'new'). */
const STARTING_EVENTS: string[] = eventCards().filter((c) => c.moonClass === 'new').map((c) => c.id);

/** Values tried for a variant checked by range rather than listed (engine/variants.ts). */
const BY_KIND: Record<'number' | 'probability' | 'day', readonly unknown[]> = {
  number: [1, 1.5, 2],
  probability: [0, 0.25, 1],
  day: [1, 2, 'off', 'day1BeforeDeaths'],
};
/** Variants drawn with other weights than their list gives: New Moon on twice as often as off. */
const WEIGHTED: { [K in keyof Variants]?: readonly Variants[K][] } = {
  newMoon: ['off', 'eachDawn', 'eachDawn'],
};

/** Every variant the engine allows (VARIANT_CHOICES, every rule set's), any of its values. */
export const variantsArb: fc.Arbitrary<Partial<Variants>> = fc.record(
  Object.fromEntries(Object.entries(VARIANT_CHOICES).map(([key, choice]) => {
    const values = (WEIGHTED as Record<string, readonly unknown[]>)[key]
      ?? (typeof choice === 'string' ? BY_KIND[choice as keyof typeof BY_KIND] : (choice as readonly unknown[]));
    return [key, fc.constantFrom(...values)];
  })) as { [K in keyof Variants]: fc.Arbitrary<Variants[K]> },
  { requiredKeys: [] },
);

/** A valid random table: 6–24 players, a legal deck with any specials, any variants. */
export const setupArb: fc.Arbitrary<GameSetup> = fc
  .record({
    players: fc.integer({ min: 6, max: 24 }),
    wolfDelta: fc.integer({ min: -1, max: 1 }),
    specials: fc.subarray(SPECIALS),
    wolfCharacters: fc.subarray(WOLF_CHARACTERS),
    preset: fc.constantFrom(...(Object.keys(PRESETS) as PresetId[])),
    variants: variantsArb,
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    startingEvents: fc.subarray(STARTING_EVENTS, { maxLength: 2 }),
  })
  .map(({ players, wolfDelta, specials, wolfCharacters, preset, variants, seed, startingEvents }) => {
    const wolves = Math.max(1, Math.min(Math.floor((players - 1) / 2), recommendedWolves(players) + wolfDelta));
    const deck: RoleId[] = Array.from({ length: wolves }, (_, i) => wolfCharacters[i] ?? PACK_WOLF);
    deck.push(...specials.slice(0, players - wolves));
    while (deck.length < players) deck.push(FILLER);
    return { players: Array.from({ length: players }, (_, i) => `P${i + 1}`), deck, preset, variants, seed, startingEvents };
  });
