import type { Ctx } from '../context.js';
import type { Hooks } from '../hooks.js';
import type { AnyStepModule } from '../steps/stepModule.js';
import type { GameState } from '../types.js';

export type { Interception } from '../hooks.js';

export type MoonClass = 'full' | 'crescent' | 'new';

/** What a card is, apart from the rules it bends: read by the deck, the lobby and the pages. */
export interface CardFacts {
  id: string;
  moonClass: MoonClass;
  /** How many copies are in the deck (Spiritualism has five). */
  copies: number;
  /** Drawn at dawn (or put in play at the start): set up what it needs. */
  onDraw?(s: GameState, ctx: Ctx): void;
  /**
   * Marks from the room this card accepts (docs/rules.md §7 "marked by the host"), shown on the
   * VIP's mark panel. Data, not the `marks` hook: New Moon's own `marks` hook lists them while the
   * card is in play, and the card's `onMark` answers only these (undefined for any other).
   */
  marks?: readonly string[];
  /** Extra steps this card brings (vouching, accusations, the séance…). */
  steps?: readonly AnyStepModule[];
}

/** The hooks a card in play may implement: all but `marks`, which its facts hold as data. */
export type CardHooks = Partial<Omit<Hooks, 'marks'>>;

/**
 * A New Moon event card (docs/rules.md §7): its facts plus the rule hooks (engine/hookTypes.ts)
 * through which it bends the base rules while it is in play. The generic fold asks the cards in
 * play, in the order they came into play (New Moon's `inPlay`, engine/newMoon/index.ts). One file
 * per card (or per family of identical mechanics); listed in registry.ts.
 */
export type EventCard = CardFacts & CardHooks;

const FACTS: readonly (keyof CardFacts)[] = ['id', 'moonClass', 'copies', 'onDraw', 'marks', 'steps'];

/** A card's rule hooks alone, as the fold asks them (its facts are no hooks: `marks` is data). */
export function rulesOfCard(card: EventCard): CardHooks {
  const hooks: Record<string, unknown> = { ...card };
  for (const key of FACTS) delete hooks[key];
  return hooks as CardHooks;
}

export interface ActiveCard { id: string; since: number }

/** The card's working memory inside the state (serializable). */
export function cardData<T extends object>(s: GameState, id: string): T {
  s.events.data[id] ??= {};
  return s.events.data[id] as T;
}

/** A card's memory as it is, for readers that must not create it (the views). */
export function peekCardData<T extends object>(s: GameState, id: string): Partial<T> | undefined {
  return s.events?.data[id] as Partial<T> | undefined;
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
