/** What every TV component reads: the language's `t`, the room state, the feed and the clock. */
import { createContext, useContext, useEffect, useState } from 'react';
import type { Lang } from '../../protocol/protocol.js';
import type { T } from './captions.js';
import type { Feed } from './feed.js';
import type { TvState } from './store.js';

export interface TvContext {
  t: T;
  lang: Lang;
  state: TvState;
  feed: Feed;
  isHost: boolean;
  reduced: boolean;
}

export const Ctx = createContext<TvContext | null>(null);

export function useTv(): TvContext {
  const c = useContext(Ctx);
  if (!c) throw new Error('TV context missing');
  return c;
}

/** Re-renders every `ms` milliseconds (for countdowns). */
export function useTick(ms: number, enabled = true): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setN((x) => x + 1), ms);
    return () => clearInterval(id);
  }, [ms, enabled]);
  return n;
}

/** Milliseconds left on the host's timer, corrected to the host clock. */
export function remainingMs(timer: TvState['timer'], now: number): number | null {
  if (!timer) return null;
  if (timer.paused) return Math.max(0, timer.remaining);
  return Math.max(0, timer.deadline - now);
}
