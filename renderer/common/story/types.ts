/**
 * The story of a game in words: one entry per event type, with what each device says of it.
 * A device either has a sentence for the event or says nothing of it (`SILENT`); a rule set's
 * entries live together (base.ts, newMoon.ts, characters.ts, modern.ts), and index.ts joins them
 * into one table the compiler checks is complete: a new event type without its entry does not
 * build.
 */
import type { Lang } from '../../../protocol/protocol.js';
import type { EventOf, GameEventType } from '../../../engine/types.js';
import type { GameView } from '../../../engine/views.js';
import type { RoleId } from '../../../engine/types.js';

/** i18next's t, as both pages use it (a key, or keys tried in turn). */
export type T = (key: string | string[], opts?: Record<string, unknown>) => string;
export type NameOf = (seat: number) => string;

/** The device says nothing of this event. */
export const SILENT = 'silent' as const;
export type Silent = typeof SILENT;

/** The TV's words: player names, the table's language. */
export interface TvWords {
  t: T;
  nameOf: NameOf;
  /** The event's params with seats as names (`paramsOf`). */
  p: Record<string, unknown>;
}

export type RecapIcon = RoleId | 'sheriff' | 'death' | 'vote' | 'lovers' | 'charmed' | 'dawn';
export interface RecapItem { icon: RecapIcon; text: string }

/** What the TV's end recap keeps from one event to the next (a vote's ballots, then its outcome). */
export interface TvRecapMemory {
  lastVoteElected: number | null;
  pendingVote: { tally: { seat: number; votes: number }[]; kind: string } | null;
  /** The causes the view knows now (at the end, every one). */
  causeOf(seat: number): string | undefined;
}

/** An event's part in the TV's recap: the night or day it opens, and its line. */
export interface TvRecapPart { open?: { kind: 'night' | 'day'; n: number }; item?: RecapItem }

/** The phone's words: seat labels ("3 · Ann"), this player's view. GameCtx (renderer/phone) is one. */
export interface PhoneWords {
  t: (key: string, params?: Record<string, unknown>) => string;
  lang: Lang;
  mySeat: number | null;
  game: GameView;
  name(seat: number): string;
  label(seat: number): string;
  /** t() with seat-valued params turned into labels. */
  fmt(key: string, params?: Record<string, unknown>): string;
  /** The phone loads its strings lazily: does this key exist in them? */
  hasKey(key: string): boolean;
}

export interface PhoneLine {
  text: string;
  kind: 'head' | 'night' | 'day' | 'death' | 'vote' | 'end';
  /** Not public: only this player, the ghosts and the end of the game know it. */
  secret: boolean;
}

/** What each device says of one event type. */
export interface EventStory<E> {
  /** The TV's caption, said to the room (public events only). */
  caption: ((e: E, w: TvWords) => string | null) | Silent;
  /** The TV's end-of-game recap: a line, and the night or day the event opens. */
  tvRecap: ((e: E, w: TvWords, m: TvRecapMemory) => TvRecapPart | null) | Silent;
  /** The phone's story: a ghost's feed and the end recap. */
  phone: ((e: E, g: PhoneWords) => PhoneLine | null) | Silent;
}

/** A rule set's story: an entry for each of its event types `K`. */
export type StoryOf<K extends GameEventType> = { [P in K]: EventStory<EventOf<P>> };
