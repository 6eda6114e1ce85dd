import { narrate, type Ctx } from '../context.js';
import { shuffle } from '../rng.js';
import type { StepModule } from '../steps/stepModule.js';
import type { GameState, StepData } from '../types.js';
import type { EventsState } from './state.js';
import { checkWin } from '../win.js';
import { endEvent } from './card.js';
import { eventCard, eventCards } from './registry.js';

/**
 * The seeded shuffled event deck (docs/rules.md §7) — or, in tests, the fixed `eventDeck` — and the
 * permanent cards the host put in play.
 */
export function initialEventsState(s: GameState): EventsState {
  const events: EventsState = { deck: [], active: [], drawn: [], data: {} };
  if (s.setup.variants.newMoon === 'eachDawn') {
    const ids = eventCards().filter((c) => !(s.setup.startingEvents ?? []).includes(c.id)).map((c) => c.id);
    events.deck = s.setup.eventDeck ? s.setup.eventDeck.slice() : shuffle(s, ids);
  }
  events.active = (s.setup.startingEvents ?? []).map((id) => ({ id, since: 0 }));
  return events;
}

/** Cards that may start in play (docs/rules.md §7: one or two permanent cards). */
export function checkStartingEvents(ids: readonly string[]): string | null {
  if (ids.length > 2) return 'setup.tooManyStartingEvents';
  if (new Set(ids).size !== ids.length) return 'setup.duplicateEvent';
  for (const id of ids) {
    const card = eventCards().find((c) => c.id === id);
    if (!card) return 'setup.unknownEvent';
    if (card.moonClass !== 'new') return 'setup.startingEventNotPermanent';
  }
  return null;
}

/** A fixed deck for tests (GameSetup.eventDeck): known cards, each once, none already in play. */
export function checkEventDeck(ids: readonly string[], starting: readonly string[], newMoon: string | undefined): string | null {
  if (newMoon !== 'eachDawn') return 'setup.eventDeckWithoutNewMoon';
  if (new Set(ids).size !== ids.length) return 'setup.duplicateEvent';
  for (const id of ids) {
    if (!eventCards().some((c) => c.id === id)) return 'setup.unknownEvent';
    if (starting.includes(id)) return 'setup.duplicateEvent';
  }
  return null;
}

export function startEvents(s: GameState, ctx: Ctx): void {
  for (const a of s.events.active) {
    ctx.emit({ type: 'eventInPlay', audience: 'public', key: `event.${a.id}.title`, event: a.id, moonClass: eventCard(a.id).moonClass });
    eventCard(a.id).onDraw?.(s, ctx);
  }
}

/**
 * From the second dawn on, the top card is drawn, read aloud and put in play — unless the night's
 * death chain has ended the game (docs/rules.md §7). The base rules call this once the chain is over (a
 * Hunter's shot first: engine/steps/phases.ts), so the game is checked as it will be.
 */
export function drawAtDawn(s: GameState, ctx: Ctx): string | null {
  if (s.setup.variants.newMoon !== 'eachDawn' || s.day < 2 || s.events.deck.length === 0) return null;
  if (checkWin(s)) return null;
  const [id, ...rest] = s.events.deck;
  const card = eventCard(id);
  s.events.deck = rest;
  s.events.drawn = [...s.events.drawn, { id, day: s.day }];
  s.events.active = [...s.events.active, { id, since: s.day }];
  ctx.emit({ type: 'eventDrawn', audience: 'public', key: `event.${id}.title`, event: id, moonClass: card.moonClass, day: s.day });
  card.onDraw?.(s, ctx);
  return id;
}

export function drawnToday(s: GameState): string | null {
  const last = s.events.drawn[s.events.drawn.length - 1];
  return last && last.day === s.day ? last.id : null;
}

export function expireFullMoons(s: GameState, ctx: Ctx): void {
  for (const a of s.events.active) if (eventCard(a.id).moonClass === 'full') endEvent(s, a.id, ctx);
}

declare module '../types.js' {
  interface StepData {
    /** The card drawn this dawn, read aloud. */
    event: { event: string };
  }
}

/** A New Moon card was drawn: the TV turns it over and the narrator reads it; ends on the clock. */
export const eventStep: StepModule<StepData['event']> = {
  name: 'event',
  timing: 'info',
  tableCountdown: true,
  enter(s, step, ctx) {
    narrate(ctx, `event.${step.data.event}.read`, { event: step.data.event });
  },
  resolve() {},
};
