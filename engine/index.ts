/**
 * The rules engine's public API: pure functions over serializable data, bound to the rule sets
 * Nightfall plays (engine/standard.ts). Nothing is installed by importing this: a game made from
 * other rule sets uses engine/game.ts with its own `defineRules([...])`.
 */
import { checkDeck as checkDeckOf } from './deck.js';
import { checkSetup as checkSetupOf, createGame as createGameOf } from './game.js';
import { replay as replayOf, undo as undoOf } from './replay.js';
import { NIGHTFALL } from './standard.js';
import { boardMatching } from './ruleBook.js';
import { checkVariants as checkVariantsOf, resolveVariants as resolveVariantsOf } from './variants.js';
import type { Action, GameSetup, PresetId, RoleId, Variants } from './types.js';

export { apply, openPrompts, SetupError, defineRules } from './game.js';
export { viewFor, eventsFor, canSee, isGhost, decidingAfterDeath } from './views.js';
export type { GameView, PlayerView, MyView, ToldDeath } from './views.js';
export type { ToldCause } from './deaths.js';
export { presetDeck, recommendedWolves, fullDeck, MIN_PLAYERS, MAX_PLAYERS } from './deck.js';
export type { VariantBook, VariantChoice, VariantChoices, VariantSet } from './variants.js';
export { NIGHTFALL, STANDARD_RULE_SETS } from './standard.js';
export type { Board, RuleBook, RuleSet } from './ruleBook.js';
export * from './types.js';

export const createGame = (setup: GameSetup) => createGameOf(setup, NIGHTFALL);
export const checkSetup = (setup: GameSetup) => checkSetupOf(NIGHTFALL, setup);
export const checkDeck = (players: number, deck: readonly RoleId[]) => checkDeckOf(NIGHTFALL, players, deck);
export const replay = (setup: GameSetup, actions: readonly Action[]) => replayOf(NIGHTFALL, setup, actions);
export const undo = (setup: GameSetup, actions: readonly Action[]) => undoOf(NIGHTFALL, setup, actions);

/** Every role Nightfall plays, by id, and their ids in rule-set order. */
export const ROLES = NIGHTFALL.roles;
export const ROLE_IDS: readonly RoleId[] = NIGHTFALL.roleIds;
export const roleCamp = (role: RoleId) => NIGHTFALL.roles[role].camp;
/** The lobby's named boards, every rule set's (RuleSet.boards): modern-cn's standard three, then §12's. */
export const BOARDS = NIGHTFALL.boards;
/** The board these lobby settings are, if any (the TV names it and lists its roles' powers). */
export const boardOf = (preset: PresetId, deck: readonly RoleId[], variants: Partial<Variants>) =>
  boardMatching(NIGHTFALL.boards, preset, deck, variants);

/** Nightfall's variants, composed from its rule sets (RuleBook.variants): each preset's values, the allowed values. */
export const PRESETS = NIGHTFALL.variants.presets;
export const VARIANT_CHOICES = NIGHTFALL.variants.choices;
export const resolveVariants = (preset: PresetId, overrides?: Partial<Variants>) => resolveVariantsOf(NIGHTFALL, preset, overrides);
export const checkVariants = (overrides: Record<string, unknown>) => checkVariantsOf(NIGHTFALL, overrides);
