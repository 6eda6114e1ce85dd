/** The rules engine's public API: pure functions over serializable data. */
export { apply, checkSetup, createGame, openPrompts, SetupError } from './game.js';
export { replay, undo } from './replay.js';
export { viewFor, eventsFor, canSee, isGhost } from './views.js';
export type { GameView, PlayerView, MyView } from './views.js';
export { checkDeck, presetDeck, recommendedWolves, fullDeck, MIN_PLAYERS, MAX_PLAYERS } from './deck.js';
export { PRESETS, resolveVariants, VARIANT_CHOICES, checkVariants } from './variants.js';
export { ROLES, roleCamp } from './roles/registry.js';
export * from './types.js';
