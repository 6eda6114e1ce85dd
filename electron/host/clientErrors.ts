/**
 * `clientError` reports (a page's chunk that would not load, a screen that threw) written to the
 * host's log, and nothing else: no ack, no broadcast, no save, never the engine. Any socket that
 * said hello may send them, so the log is guarded: a few lines per socket and per minute in all,
 * every field stripped of control and bidi characters (a report cannot forge or hide log lines),
 * the stack cut to its first lines.
 */
import type { ClientMessage } from '../../protocol/protocol.js';

type Report = Extract<ClientMessage, { t: 'clientError' }>;

/** Lines per socket, and from all sockets together, per minute. */
export const CLIENT_ERROR_RATE = { perSocket: 4, total: 20, windowMs: 60_000 } as const;
const STACK_LINES = 4;

// Control characters, line and paragraph separators, bidi overrides and isolates.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
const clean = (s: string) => s.replace(UNSAFE, ' ').trim();

export class ClientErrorLog {
  private readonly perSocket = new WeakMap<object, number[]>();
  private total: number[] = [];
  private dropped = 0;

  constructor(private readonly log: (line: string) => void, private readonly now: () => number = Date.now) {}

  /** `from` says who sent it ("phone seat 3", "tv"); `socket` is any object unique to the socket. */
  take(socket: object, from: string, report: Report): void {
    const now = this.now();
    const since = now - CLIENT_ERROR_RATE.windowMs;
    const mine = (this.perSocket.get(socket) ?? []).filter((t) => t > since);
    this.total = this.total.filter((t) => t > since);
    if (mine.length >= CLIENT_ERROR_RATE.perSocket || this.total.length >= CLIENT_ERROR_RATE.total) {
      this.dropped += 1;
      this.perSocket.set(socket, mine);
      return;
    }
    mine.push(now);
    this.perSocket.set(socket, mine);
    this.total.push(now);
    const stack = report.stack
      ? report.stack.split(/\r?\n/).slice(1, 1 + STACK_LINES).map(clean).filter(Boolean).join(' | ')
      : '';
    const age = report.at !== undefined && report.at <= now ? Math.round((now - report.at) / 1000) : null;
    const dropped = this.dropped ? ` (${this.dropped} more not logged)` : '';
    this.dropped = 0;
    this.log(
      `client error from ${from} [${clean(report.where)}, ${report.kind}${age !== null && age > 1 ? `, ${age}s ago` : ''}]: `
      + `${clean(report.message)}${stack ? ` — ${stack}` : ''}${dropped}`,
    );
  }
}
