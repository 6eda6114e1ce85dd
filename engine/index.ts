/**
 * The rules engine's public API: pure functions over serializable data. This entry point is the
 * one place that wires the base rules and their extensions together: importing the engine through
 * it installs New Moon (engine/newMoon/) and the Characters (engine/characters/) into the base
 * rules' extension points (engine/extensions.ts).
 */
import { installExtension } from './extensions.js';
import { newMoon } from './newMoon/index.js';
import { characters } from './characters/extension.js';

installExtension(newMoon);
installExtension(characters);

export { apply, checkSetup, createGame, openPrompts, SetupError } from './game.js';
export { replay, undo } from './replay.js';
export { viewFor, eventsFor, canSee, isGhost, decidingAfterDeath } from './views.js';
export type { GameView, PlayerView, MyView, ToldDeath } from './views.js';
export type { ToldCause } from './deaths.js';
export { checkDeck, presetDeck, recommendedWolves, fullDeck, MIN_PLAYERS, MAX_PLAYERS } from './deck.js';
export { PRESETS, resolveVariants, VARIANT_CHOICES, checkVariants } from './variants.js';
export { ROLES, roleCamp } from './roles/registry.js';
export * from './types.js';
