/**
 * The one story of a game: an event → what the TV's caption, the TV's end recap and the phone's
 * story say of it. The table must name every event type of the union (engine/types.ts
 * `GameEventMap`), each with a sentence or `SILENT` per device: a rule set's new event without
 * its entry here is a type error.
 */
import type { EventOf, GameEvent, GameEventType } from '../../../engine/types.js';
import { baseStory } from './base.js';
import { boardsStory } from './boards.js';
import { charactersStory } from './characters.js';
import { modernStory } from './modern.js';
import { newMoonStory } from './newMoon.js';
import {
  SILENT, type EventStory, type NameOf, type PhoneLine, type PhoneWords, type T, type TvRecapMemory, type TvRecapPart,
} from './types.js';
import { paramsOf } from './words.js';

export const STORY: { [K in GameEventType]: EventStory<EventOf<K>> } = {
  ...baseStory, ...newMoonStory, ...charactersStory, ...modernStory, ...boardsStory,
};

function storyOf(e: GameEvent): EventStory<GameEvent> | undefined {
  // An event type this page does not know (a newer host): nothing to say of it.
  return (STORY as Record<string, EventStory<GameEvent>>)[e.type];
}

/** The TV's caption for one public event, or null when it is not narrated. */
export function captionOf(e: GameEvent, t: T, nameOf: NameOf): string | null {
  if (e.audience !== 'public') return null;
  const say = storyOf(e)?.caption;
  if (!say || say === SILENT) return null;
  return say(e, { t, nameOf, p: paramsOf(e, t, nameOf) });
}

/** The event's part in the TV's end recap. */
export function tvRecapOf(e: GameEvent, t: T, nameOf: NameOf, memory: TvRecapMemory): TvRecapPart | null {
  const say = storyOf(e)?.tvRecap;
  if (!say || say === SILENT) return null;
  return say(e, { t, nameOf, p: {} }, memory);
}

/** The phone's line for one event. */
export function phoneLineOf(e: GameEvent, g: PhoneWords): PhoneLine | null {
  const say = storyOf(e)?.phone;
  if (!say || say === SILENT) return null;
  return say(e, g);
}

export { SPOKEN } from './newMoon.js';
export { SILENT } from './types.js';
export type { NameOf, PhoneLine, PhoneWords, RecapIcon, RecapItem, T, TvRecapMemory } from './types.js';
export { joinNames, paramsOf, roleName, tvOutcomeText, phoneOutcomeText, revealedRole, fmtVotes } from './words.js';
