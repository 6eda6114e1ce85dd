/**
 * The narrator's lines: public game events → caption text in the game's language. Only public
 * events are ever read, so a fake night step (role absent, dead or powerless) produces exactly the
 * same words as a real one (the engine emits the same events for both).
 */
import type { GameEvent, GameView, VoteOutcome } from '../../engine/index.js';
import { captionOf, joinNames, paramsOf, roleName, SPOKEN, tvOutcomeText, type NameOf, type T } from '../common/story/index.js';

export type { NameOf, T };
/** The story's words (renderer/common/story/), under the names the TV's files import. */
export { joinNames, paramsOf, roleName, SPOKEN };

export function nameBook(game: GameView | null): NameOf {
  const names = new Map<number, string>();
  for (const p of game?.players ?? []) names.set(p.seat, p.name);
  return (seat) => names.get(seat) ?? `#${seat}`;
}

export function outcomeText(o: VoteOutcome, t: T, nameOf: NameOf): string | null {
  return tvOutcomeText(o, t, nameOf);
}

/** The caption for one event, or null when the event is not narrated (renderer/common/story/). */
export function captionFor(e: GameEvent, t: T, nameOf: NameOf): string | null {
  return captionOf(e, t, nameOf);
}

/**
 * One line for the narrator. `call`: the id of the day step this line opens ("Hunter, take your
 * last shot", "Ann, your last words") — a call that is only reached once its step is over is not
 * said (the narrator was still busy with a reveal): the caption follows the step on screen. Night
 * calls are never marked: skipping one would depend on how fast a real role acted.
 */
export interface CaptionItem {
  text: string;
  call?: number;
  /**
   * A running count ("3 of 8 ready"): a newer line of the same kind replaces it on screen at
   * once and in the queue, so a table tapping Ready together sees the count keep up with them.
   */
  live?: string;
  /**
   * What happened (a dawn, a death, a shot, an outcome, a card), not a call to wake, sleep or
   * speak: when the narrator is behind, calls are shortened and news is still said in full.
   */
  news?: boolean;
}

/** Events whose line is a call or a count, not news (see `CaptionItem.news`). */
const NOT_NEWS = new Set(['narration', 'nightFell', 'playerReady', 'gameStarted']);

/** Events whose line is a running count, by the kind of count. */
const LIVE_COUNTS: Record<string, string> = { playerReady: 'ready' };

/** Steps whose opening line is a call to act in the open (not the night's roles, not instant steps). */
const CALL_TIMINGS = new Set(['decision', 'discussion', 'speech', 'vote']);

/**
 * Captions for a batch of events, in order. A step that starts without any narrated line gets
 * the step's generic line, so every step is called.
 */
export function captionLinesFor(events: readonly GameEvent[], t: T, nameOf: NameOf): CaptionItem[] {
  const out: CaptionItem[] = [];
  let pending: { step: string; call?: number } | null = null;
  const push = (text: string, call: number | undefined, live?: string, news?: boolean) => {
    if (out[out.length - 1]?.text === text) return;
    const item: CaptionItem = call === undefined ? { text } : { text, call };
    if (live) item.live = live;
    if (news) item.news = true;
    out.push(item);
  };
  const flush = () => {
    if (pending) push(t(`tv.step.${pending.step}`), pending.call);
    pending = null;
  };
  for (const e of events) {
    if (e.audience !== 'public') continue;
    if (e.type === 'stepStarted') {
      flush();
      const call = CALL_TIMINGS.has(e.timing) ? e.id : undefined;
      pending = { step: e.step, call };
      continue;
    }
    const c = captionFor(e, t, nameOf);
    if (c) {
      const call = pending?.call;
      pending = null;
      push(c, call, LIVE_COUNTS[e.type], !NOT_NEWS.has(e.type));
    }
  }
  flush();
  return out;
}

/** The caption texts for a batch of events, in order. */
export function captionsFor(events: readonly GameEvent[], t: T, nameOf: NameOf): string[] {
  return captionLinesFor(events, t, nameOf).map((l) => l.text);
}

/** The last line the narrator said, for a TV that (re)connects mid-game. */
export function lastCaption(log: readonly GameEvent[], t: T, nameOf: NameOf): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.type === 'stepStarted') return captionsFor(log.slice(i), t, nameOf).pop() ?? null;
    const c = captionFor(e, t, nameOf);
    if (c) return c;
  }
  return null;
}

export interface DeathTime { kind: 'night' | 'day'; n: number }

/**
 * When each player died, from the public log: deaths announced at dawn (and their chain) belong
 * to the night before; every other death to the day (or night) it happened in.
 */
export function deathTimes(log: readonly GameEvent[]): Map<number, DeathTime> {
  const out = new Map<number, DeathTime>();
  let atDawn = false;
  for (const e of log) {
    if (e.type === 'dawn') atDawn = true;
    else if (e.type === 'stepStarted' && e.step !== 'dawn') atDawn = false;
    else if (e.type === 'death') {
      const day = e.day || 1;
      out.set(e.seat, { kind: atDawn || e.phase === 'night' ? 'night' : 'day', n: day });
    }
  }
  return out;
}
