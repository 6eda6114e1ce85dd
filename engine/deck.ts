import { isWolfCard } from './roles/facts.js';
import type { RuleBook } from './ruleBook.js';
import type { RoleId } from './types.js';

export const MIN_PLAYERS = 6;
export const MAX_PLAYERS = 24;

/** docs/rules.md §2: recommended number of wolves for a table size. */
export function recommendedWolves(players: number): number {
  if (players <= 7) return 1;
  if (players <= 11) return 2;
  if (players <= 17) return 3;
  if (players <= 23) return 4;
  return 5;
}

/** Specials added in this order as the table grows, so every preset is a sensible game. */
const SPECIALS_BY_SIZE: RoleId[] = [
  'seer', 'witch', 'hunter', 'guard', 'cupid', 'littleGirl', 'idiot', 'elder', 'thief', 'scapegoat', 'piper',
];

/** The lobby's default deck for a table size: recommended wolves, then specials, then villagers. */
export function presetDeck(players: number): RoleId[] {
  const wolves = recommendedWolves(players);
  const others = players - wolves;
  // Keep at least a third of the village as plain villagers so the game stays readable.
  const specials = Math.min(SPECIALS_BY_SIZE.length, Math.max(1, others - Math.ceil(others / 3)));
  const deck: RoleId[] = [];
  for (let i = 0; i < wolves; i++) deck.push('werewolf');
  deck.push(...SPECIALS_BY_SIZE.slice(0, specials));
  while (deck.length < players) deck.push('villager');
  return deck;
}

export interface DeckProblem { code: string; params?: Record<string, unknown> }

/** docs/rules.md §2: the lobby refuses to start unless this returns no problem. */
export function checkDeck(book: RuleBook, playerCount: number, deck: readonly RoleId[]): DeckProblem | null {
  if (playerCount < MIN_PLAYERS) return { code: 'setup.tooFewPlayers', params: { min: MIN_PLAYERS, count: playerCount } };
  if (playerCount > MAX_PLAYERS) return { code: 'setup.tooManyPlayers', params: { max: MAX_PLAYERS, count: playerCount } };
  for (const role of deck) {
    if (!Object.hasOwn(book.roles, role)) return { code: 'setup.unknownRole', params: { role } };
  }
  if (deck.length !== playerCount) {
    return { code: 'setup.deckSize', params: { cards: deck.length, players: playerCount } };
  }
  // Roles that only make sense once per game (all but those the role says may repeat), in role order.
  for (const role of book.roleIds) {
    if (!book.roles[role].repeatable && deck.filter((r) => r === role).length > 1) return { code: 'setup.duplicateRole', params: { role } };
  }
  // docs/rules.md §10–11: every wolf card counts (the White Werewolf too), never the Wolf-Hound.
  const wolves = deck.filter((r) => isWolfCard(book, r)).length;
  if (wolves < 1) return { code: 'setup.noWolf' };
  if (wolves >= deck.length - wolves) return { code: 'setup.tooManyWolves', params: { wolves, others: deck.length - wolves } };
  return null;
}

/** The cards actually shuffled: with the Thief, two Villagers join the deck (docs/rules.md §2). */
export function fullDeck(deck: readonly RoleId[]): RoleId[] {
  return deck.includes('thief') ? [...deck, 'villager', 'villager'] : [...deck];
}
