/** Per-connection flood control: a token bucket, and a strike count that ends abusive sockets. */

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
