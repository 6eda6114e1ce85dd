import type { Knowledge } from '../hooks.js';
import type { GameState } from '../types.js';

export type { Knowledge } from '../hooks.js';

/**
 * What a seat privately learned through a New Moon card (the Executioner's reveals, Full Moon
 * Rising's inspections and shared night). views.ts reads it; nothing else may reveal roles.
 */
export function learn(s: GameState, viewer: number, target: number, what: Knowledge): void {
  const known = (s.events.data.known ??= {}) as Record<string, Record<string, Knowledge>>;
  known[viewer] = { ...(known[viewer] ?? {}), [target]: what };
}

export function knownBy(s: GameState, viewer: number): Record<string, Knowledge> {
  return (s.events.data.known?.[viewer] ?? {}) as Record<string, Knowledge>;
}
