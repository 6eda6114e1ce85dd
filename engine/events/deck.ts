import type { EventsState, GameState } from '../types.js';

/** New Moon event deck; filled in by engine/events/ when the `newMoon` variant is on. */
export function initialEventsState(_s: GameState): EventsState {
  return { deck: [], active: [], drawn: [], data: {} };
}
