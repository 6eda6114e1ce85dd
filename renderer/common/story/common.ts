/** Sentence makers several rule sets share. */
import type { GameEvent } from '../../../engine/types.js';
import { joinList } from '../ui/format.js';
import type { PhoneLine, PhoneWords, TvWords } from './types.js';

/** The engine's own line for the event (its `key`), when the strings have it; else nothing. */
export function engineLine(e: GameEvent, w: TvWords): string | null {
  if (!e.key) return null;
  const text = w.t(e.key, { ...w.p, defaultValue: '' });
  return text && text !== e.key ? text : null;
}

/** The engine's line, which the strings always have. */
export function ownLine(e: GameEvent, w: TvWords): string | null {
  return e.key ? w.t(e.key, w.p) : null;
}

/** A line of the phone's story; secret unless the event was public. */
export function phoneLine(e: GameEvent, text: string, kind: PhoneLine['kind']): PhoneLine {
  return { text, kind, secret: e.audience !== 'public' };
}

/** Seats as labels, in a list ("3 · Ann, 5 · Bo"). */
export function labels(g: PhoneWords, seats: readonly number[]): string {
  return joinList(seats.map(g.label), g.lang);
}

/** The engine's line on the phone (renderer/common/i18n/events.*.ts), seats as labels. */
export function phoneEngineLine(e: GameEvent, g: PhoneWords, kind: PhoneLine['kind']): PhoneLine | null {
  return typeof e.key === 'string' && g.hasKey(e.key) ? phoneLine(e, g.fmt(e.key, e as unknown as Record<string, unknown>), kind) : null;
}
