/**
 * Flood control: token buckets (per player and per address, so a reconnect does not refill one),
 * a strike count that ends abusive sockets, and the caps on connections (per address and in all:
 * who gets in, and who makes room, when they are full) with the HTTP timeouts.
 */

export interface RateLimit {
  /** Tokens refilled per second (sustained messages per second). */
  perSecond: number;
  /** Bucket size (messages allowed in a burst). */
  burst: number;
  /** Dropped messages within `windowMs` after which the socket is closed. */
  closeAfterDropped: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 20, burst: 40, closeAfterDropped: 200, windowMs: 10_000 };

export class TokenBucket {
  private tokens: number;
  private last: number;
  private dropped = 0;
  private windowStart = 0;
  private lastWarned = -Infinity;

  constructor(private readonly limit: RateLimit, private readonly now: () => number = () => performance.now()) {
    this.tokens = limit.burst;
    this.last = this.now();
  }

  /**
   * 'ok': go ahead. 'drop': refuse this message (answer RATE_LIMITED when `warn`).
   * 'close': the sender keeps flooding; end the connection.
   */
  take(): { verdict: 'ok' } | { verdict: 'drop'; warn: boolean } | { verdict: 'close' } {
    const t = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((t - this.last) / 1000) * this.limit.perSecond);
    this.last = t;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { verdict: 'ok' };
    }
    if (t - this.windowStart > this.limit.windowMs) {
      this.windowStart = t;
      this.dropped = 0;
    }
    this.dropped += 1;
    if (this.dropped > this.limit.closeAfterDropped) return { verdict: 'close' };
    // One RATE_LIMITED answer per 250 ms is enough; answering every dropped frame would let a
    // flooder make the host do as much work as it likes.
    const warn = t - this.lastWarned >= 250;
    if (warn) this.lastWarned = t;
    return { verdict: 'drop', warn };
  }
}

/**
 * Buckets that outlive a socket: keyed by player (a token that reconnects keeps its bucket, so
 * reconnecting does not refill it) or by address (sockets that have no seat share one). Buckets
 * idle for `idleMs` are forgotten; by then they would be full again anyway.
 */
export class SharedBuckets {
  private buckets = new Map<string, { bucket: TokenBucket; used: number }>();
  private lastSweep: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
    private readonly idleMs = 60_000,
  ) {
    this.lastSweep = this.now();
  }

  take(key: string): ReturnType<TokenBucket['take']> {
    const t = this.now();
    if (t - this.lastSweep > this.idleMs) {
      this.lastSweep = t;
      for (const [k, v] of this.buckets) if (t - v.used > this.idleMs) this.buckets.delete(k);
    }
    let entry = this.buckets.get(key);
    if (!entry) {
      entry = { bucket: new TokenBucket(this.limit, this.now), used: t };
      this.buckets.set(key, entry);
    }
    entry.used = t;
    return entry.bucket.take();
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** Sockets without a seat from one address share this (joins, hellos, pings of its devices). */
export const DEFAULT_ADDRESS_RATE_LIMIT: RateLimit = { perSecond: 40, burst: 120, closeAfterDropped: 400, windowMs: 10_000 };

/** How many connections one address may hold, and how long a socket may stay silent. */
export interface ConnectionLimits {
  /** WebSockets per address (a phone needs one; a laptop with the TV and a browser TV a few). */
  socketsPerAddress: number;
  /** TCP connections per address, HTTP keep-alive and half-open requests included. */
  connectionsPerAddress: number;
  /**
   * HTTP connections from other devices than this laptop, in all (WebSockets not counted: see
   * `sockets`). Past it a newcomer pushes out an idle or unfinished one (`admitConnection`).
   */
  connections: number;
  /** WebSockets from other devices than this laptop, in all. */
  sockets: number;
  /**
   * Of those, sockets without a seat (no hello yet, a TV without the host secret, a phone that has
   * not joined): well below `sockets`, so that a table's seats always find room to reconnect.
   */
  unknownSockets: number;
  /** A socket that has not said hello by then is closed. */
  helloTimeoutMs: number;
  /**
   * A connection whose request headers are not all in by then (counted from its first byte, or
   * from its opening for a connection that sends nothing) is closed, silently (slowloris, and
   * the spare connections browsers park).
   */
  headersTimeoutMs: number;
  /** A request not wholly received by then is closed (bodies: the host takes none). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  socketsPerAddress: 16, connectionsPerAddress: 32, connections: 256, sockets: 256, unknownSockets: 192, helloTimeoutMs: 5_000,
  headersTimeoutMs: 5_000, requestTimeoutMs: 15_000, keepAliveTimeoutMs: 5_000,
};

/** An open WebSocket as the caps see it. */
export interface OpenSocket {
  address: string;
  /** It holds a seat or the host secret. */
  known: boolean;
}

export type Admission<T> = { verdict: 'ok' } | { verdict: 'evict'; victim: T } | { verdict: 'refuse'; status: 429 | 503 };

/**
 * Whether a new WebSocket from `address` (another device than this laptop) may open, given the
 * other devices' open sockets, oldest first. Who a socket is comes only with its hello, after the
 * upgrade, so a seat that reconnects looks like any stranger here. Hence: when the sockets without
 * a seat are at their cap, a newcomer pushes out the oldest of them from the address that holds
 * the most (a guest holding many cannot keep a table's phones out, and mostly pushes out his own);
 * only a newcomer whose own address holds the most is refused. Seats and the host's TV are never
 * pushed out.
 */
export function admitSocket<T extends OpenSocket>(
  address: string, open: Iterable<T>, limits: Pick<ConnectionLimits, 'sockets' | 'socketsPerAddress' | 'unknownSockets'>,
): Admission<T> {
  let total = 0;
  let own = 0;
  let unknown = 0;
  const unknownByAddress = new Map<string, T[]>();
  for (const s of open) {
    total++;
    if (s.address === address) own++;
    if (s.known) continue;
    unknown++;
    const list = unknownByAddress.get(s.address);
    if (list) list.push(s);
    else unknownByAddress.set(s.address, [s]);
  }
  if (own >= limits.socketsPerAddress) return { verdict: 'refuse', status: 429 };
  if (unknown < limits.unknownSockets && total < limits.sockets) return { verdict: 'ok' };
  let heaviest: T[] = [];
  for (const list of unknownByAddress.values()) if (list.length > heaviest.length) heaviest = list;
  if (heaviest.length === 0 || (unknownByAddress.get(address)?.length ?? 0) >= heaviest.length) return { verdict: 'refuse', status: 503 };
  return { verdict: 'evict', victim: heaviest[0] };
}

/** Another device's TCP connection to the HTTP server, as the caps see it. */
export interface OpenConnection {
  address: string;
  /** When it opened (ms, the caller's clock). */
  openedAt: number;
  /** Requests whose headers are in and whose answers are not finished. */
  busy: number;
  /** It has had a whole request (so between requests it is an idle keep-alive). */
  served: boolean;
  /** Became a WebSocket (capped as a socket, not here). */
  upgraded: boolean;
}

/** A new connection that has not sent a whole request yet is left alone this long (a phone's requests follow within a round trip). */
export const CONNECTION_GRACE_MS = 1_000;

/**
 * Which of the other devices' open connections (oldest first) to close so that the HTTP ones are
 * no more than `connections` again. Only a connection that is idle (a keep-alive between
 * requests, a browser's unused spare) or still sending its headers after the grace (a slow drip)
 * may go, never one being answered or just opened; each time the oldest of the address holding
 * most of those. Closing an idle connection costs a browser nothing (it opens another), so real
 * phones are not cut, and a guest dripping on many connections mostly loses his own.
 */
export function connectionsToClose<T extends OpenConnection>(open: Iterable<T>, limits: Pick<ConnectionLimits, 'connections'>, now: number): T[] {
  let http = 0;
  const byAddress = new Map<string, T[]>();
  for (const c of open) {
    if (c.upgraded) continue;
    http++;
    if (c.busy > 0 || (!c.served && now - c.openedAt < CONNECTION_GRACE_MS)) continue;
    const list = byAddress.get(c.address);
    if (list) list.push(c);
    else byAddress.set(c.address, [c]);
  }
  const victims: T[] = [];
  while (http - victims.length > limits.connections) {
    let heaviest: T[] = [];
    for (const list of byAddress.values()) if (list.length > heaviest.length) heaviest = list;
    const victim = heaviest.shift();
    if (!victim) break;
    victims.push(victim);
  }
  return victims;
}

/**
 * The laptop itself (its TV window, a TV in its own browser, local tools and test browsers): not
 * capped per address, since everything local shares it and could do far worse than flood. Other
 * loopback addresses (127.x.y.z) count as devices of their own (tests and the bench use them).
 */
export function isThisMachine(address: string): boolean {
  return address === '127.0.0.1' || address === '::1';
}

/** `::ffff:10.0.0.5` and `10.0.0.5` are one device. */
export function normalizeAddress(address: string | undefined): string {
  const a = (address ?? 'unknown').toLowerCase();
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}
