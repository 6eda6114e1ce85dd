/**
 * Lazy chunks that a bad connection cannot turn into a blank page. A chunk that fails to load (a
 * dead keep-alive connection, Wi-Fi that drops for a moment, a host restarted with new pages) is
 * tried again a few times with back-off; when it still fails the page reloads once — the seat
 * token is in localStorage, so a phone comes back to its seat — and never twice within
 * RELOAD_GUARD_MS (sessionStorage), so a chunk that can never load cannot make the page loop.
 * Then the error reaches the screen's error boundary (ScreenErrorBoundary), which shows
 * "Reconnecting…" and calls retryFailedChunks() until the chunk arrives.
 */
import { createElement, use, type ComponentType, type ReactElement } from 'react';
import { errorReports } from './errorReport.js';

/** Waits before the 2nd, 3rd and 4th try of a failed chunk. */
export const RETRY_DELAYS_MS = [400, 1200, 3000] as const;
/** A page reloads itself for a failed chunk at most once in this long. */
export const RELOAD_GUARD_MS = 10 * 60_000;
const RELOAD_KEY = 'nightfall.chunkReload';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function session(): Store | null {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `load()`, tried again after each of `delays` while it fails; the last failure is thrown. */
export async function retryImport<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS, wait = sleep): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await load();
    } catch (error) {
      if (i >= delays.length) throw error;
      await wait(delays[i]);
    }
  }
}

/**
 * Reloads the page, unless it already did so for a failed chunk within RELOAD_GUARD_MS (or there
 * is no sessionStorage to remember it in: then it never reloads by itself). `before` runs just
 * before the reload (to queue a report that is sent after it). True when reloading.
 */
export function reloadOnce(before?: () => void, storage: Store | null = session(), now = Date.now(), reload = () => location.reload()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
    if (last > 0 && last <= now && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  before?.();
  reload();
  return true;
}

const chunkErrors = new WeakSet<object>();

/** Whether an error is a chunk that would not load (not a screen that threw while drawing). */
export function isChunkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && chunkErrors.has(error);
}

function asChunkError(error: unknown): Error {
  const e = error instanceof Error ? error : new Error(String(error));
  chunkErrors.add(e);
  return e;
}

/** A lazy component that retries its chunk (see the file's comment). */
export interface RetryingLazy<P> {
  (props: P): ReactElement;
  /** Fetches the chunk ahead (the lobby prefetches the game screen); a failure stays quiet. */
  preload(): Promise<void>;
}

interface Entry {
  failed(): boolean;
  retry(): Promise<unknown>;
}
const entries = new Set<Entry>();

/** Loads again every lazy chunk that failed; resolves when all have arrived (for the boundary). */
export function retryFailedChunks(): Promise<unknown> {
  return Promise.all([...entries].filter((e) => e.failed()).map((e) => e.retry()));
}

/**
 * Like React.lazy, for `() => import('./Screen.js')` with a default export, but a failed load is
 * retried with back-off, then the page reloads once; after that the error is thrown to the
 * nearest error boundary, and retryFailedChunks() starts a fresh load (React.lazy would keep the
 * failure for ever).
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, name: string): RetryingLazy<P> {
  let loaded: ComponentType<P> | null = null;
  /** The load in flight, or the last one that failed (kept: React shows its error, not a loop). */
  let pending: Promise<ComponentType<P>> | null = null;
  let failed = false;

  /** `mayReload`: the screen itself is waiting (a prefetch or a boundary's retry never reloads). */
  const fetchChunk = (mayReload: boolean): Promise<ComponentType<P>> => {
    failed = false;
    const p = retryImport(load).then((m) => {
      loaded = m.default;
      return m.default;
    }, (error: unknown) => {
      failed = true;
      const e = asChunkError(error);
      // Reported before the page goes (sent after the reload); else the error boundary reports it.
      // While the page reloads the screen stays suspended: its fallback shows until then.
      if (mayReload && reloadOnce(() => errorReports.report(name, 'chunk', e, true))) return new Promise<never>(() => {});
      throw e;
    });
    pending = p;
    return p;
  };

  entries.add({ failed: () => failed, retry: () => fetchChunk(false) });

  const Lazy = ((props: P) => createElement(loaded ?? use(pending ?? fetchChunk(true)), props)) as RetryingLazy<P>;
  Lazy.preload = () => {
    if (loaded || pending) return Promise.resolve();
    const p = fetchChunk(false);
    return p.then(() => undefined, () => {
      // A prefetch that failed is forgotten: a screen waiting on it starts its own load.
      if (pending === p) {
        pending = null;
        failed = false;
      }
    });
  };
  return Lazy;
}
