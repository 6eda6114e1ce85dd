import type { Ctx } from '../context.js';
import type { Hooks } from '../hooks.js';
import type { StepModule } from '../steps/stepModule.js';
import type { Action, GameState, Rejection } from '../types.js';

export type { Interception } from '../hooks.js';

export type MoonClass = 'full' | 'crescent' | 'new';

/**
 * A New Moon event card (docs/rules.md §7): data plus the rule hooks (engine/extensions.ts) through
 * which it bends the base rules. Every hook is optional; engine/newMoon/index.ts asks the cards in
 * play. One file per card (or per family of identical mechanics); registered in registry.ts.
 */
export interface EventCard extends Partial<Omit<Hooks, 'marks' | 'onMark'>> {
  id: string;
  moonClass: MoonClass;
  /** How many copies are in the deck (Spiritualism has five). */
  copies: number;
  /** Drawn at dawn (or put in play at the start): set up what it needs. */
  onDraw?(s: GameState, ctx: Ctx): void;
  /** Marks from the room this card accepts (docs/rules.md §7 "marked by the host"). */
  marks?: readonly string[];
  onMark?(s: GameState, action: Extract<Action, { type: 'mark' }>, ctx: Ctx): Rejection | null;
  /** Extra steps this card brings (vouching, accusations, the séance…). */
  steps?: StepModule[];
}

export interface ActiveCard { id: string; since: number }

/** The card's working memory inside the state (serializable). */
export function cardData<T extends Record<string, any>>(s: GameState, id: string): T {
  s.events.data[id] ??= {};
  return s.events.data[id] as T;
}

export function isActive(s: GameState, id: string): boolean {
  return s.events.active.some((a) => a.id === id);
}

/** Takes a card out of play (a Full Moon card at nightfall, a Crescent once triggered). */
export function endEvent(s: GameState, id: string, ctx: Ctx): void {
  if (!isActive(s, id)) return;
  s.events.active = s.events.active.filter((a) => a.id !== id);
  ctx.emit({ type: 'eventEnded', audience: 'public', event: id });
}
