import type { Knowledge } from '../hooks.js';
import type { GameState } from '../types.js';
import { cardData, peekCardData } from './card.js';

export type { Knowledge } from '../hooks.js';

/** By viewer seat, by target seat: what the viewer learned. */
type Known = Record<number, Record<number, Knowledge>>;

/**
 * What a seat privately learned through a New Moon card (the Executioner's reveals, Full Moon
 * Rising's inspections and shared night). views.ts reads it; nothing else may reveal roles.
 */
export function learn(s: GameState, viewer: number, target: number, what: Knowledge): void {
  const known = cardData<Known>(s, 'known');
  known[viewer] = { ...(known[viewer] ?? {}), [target]: what };
}

export function knownBy(s: GameState, viewer: number): Record<string, Knowledge> {
  return peekCardData<Known>(s, 'known')?.[viewer] ?? {};
}
