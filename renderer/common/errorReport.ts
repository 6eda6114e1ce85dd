/**
 * A page's failures (a chunk that would not load, a screen that threw) reported to the host's log
 * as `clientError` messages (docs/protocol.md), so whoever runs the party can see what broke on
 * which phone. Reports wait while the socket is down and go out on the next connect; they are kept
 * in sessionStorage, so one written just before a reload is sent after it. A page sends at most
 * MAX_REPORTS, each (place, message) once: a screen that fails on every retry does not flood.
 */
import type { ClientMessage } from '../../protocol/protocol.js';
import { CLIENT_ERROR_LIMITS } from '../../protocol/wire.js';

export type ClientErrorReport = Extract<ClientMessage, { t: 'clientError' }>;
type Send = (msg: ClientErrorReport) => boolean;
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'nightfall.errorReports';
export const MAX_REPORTS = 8;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export class ErrorReporter {
  private queue: ClientErrorReport[] = [];
  private seen = new Set<string>();
  private count = 0;
  private send: Send | null = null;

  constructor(private readonly storage: Store | null) {
    try {
      const raw = storage?.getItem(KEY);
      const old = raw ? (JSON.parse(raw) as unknown) : null;
      if (Array.isArray(old)) this.queue = old.filter((r): r is ClientErrorReport => !!r && (r as { t?: unknown }).t === 'clientError').slice(0, MAX_REPORTS);
    } catch {
      this.queue = [];
    }
  }

  /** Where reports go: the page's socket (false while it is down). Sends what waits. */
  connect(send: Send): void {
    this.send = send;
    this.flush();
  }

  /** `later`: only keep it (the page is about to reload; it is sent on the next page's connect). */
  report(where: string, kind: ClientErrorReport['kind'], error: unknown, later = false): void {
    const e = error instanceof Error ? error : new Error(String(error));
    const message = clip(`${e.name}: ${e.message}`, CLIENT_ERROR_LIMITS.message);
    const id = `${where}\n${message}`;
    if (this.seen.has(id) || this.count >= MAX_REPORTS) return;
    this.seen.add(id);
    this.count += 1;
    const stack = e.stack ? clip(e.stack, CLIENT_ERROR_LIMITS.stack) : undefined;
    this.queue.push({ t: 'clientError', where: clip(where, CLIENT_ERROR_LIMITS.where), kind, message, ...(stack ? { stack } : {}), at: Date.now() });
    if (later) this.keep();
    else this.flush();
  }

  /** Sends what waits, oldest first (call when the socket opens). */
  flush(): void {
    while (this.queue.length && this.send?.(this.queue[0])) this.queue.shift();
    this.keep();
  }

  private keep(): void {
    try {
      if (this.queue.length) this.storage?.setItem(KEY, JSON.stringify(this.queue));
      else this.storage?.removeItem(KEY);
    } catch {
      // private mode or full: reports wait in memory only
    }
  }

  /** Reports not sent yet (tests). */
  get waiting(): readonly ClientErrorReport[] {
    return this.queue;
  }
}

function session(): Store | null {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null;
  } catch {
    return null;
  }
}

/** The page's one reporter; main.tsx connects it to the socket. */
export const errorReports = new ErrorReporter(session());
