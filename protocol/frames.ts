/**
 * Turns the host's frames back into whole pictures: a `state` frame is the whole view; a `patch`
 * frame is applied to the picture built from the frames before it, and only when it follows the
 * last one (`base` = the last frame's `seq`). Anything else is a gap: the device must ask the host
 * for a full view (`{t:'full'}`) and ignore patches until one comes. Shared by both front ends,
 * the host's tests and the bench, so they all read the wire the same way.
 */
import { applyDelta, BadDelta } from './patch.js';
import type { ServerMessage } from './protocol.js';

export type StateFrame = Extract<ServerMessage, { t: 'state' }>;
export type PatchFrame = Extract<ServerMessage, { t: 'patch' }>;

/** What a frame gave: a picture to show (as a `state` message), or a gap. */
export type Assembled = { kind: 'state'; state: StateFrame } | { kind: 'gap'; have: number };

/** How long a device waits for the full view it asked for before asking again. */
export const FULL_RETRY_MS = 2000;

export class FrameAssembler {
  private picture: StateFrame | null = null;
  private seq = -1;
  private broken = false;

  /** The `seq` of the last frame applied (-1 before the first). */
  get have(): number {
    return this.seq;
  }

  /** True after a gap, until the next full view. */
  get waitingForFull(): boolean {
    return this.broken;
  }

  /**
   * A state or patch frame in; the picture it gives out (a patch comes out as a `state` message
   * with `fresh: false` and only its new events), or a gap. Other messages: null.
   */
  receive(msg: ServerMessage): Assembled | null {
    if (msg.t === 'state') {
      this.picture = msg;
      this.seq = msg.seq ?? -1;
      this.broken = false;
      return { kind: 'state', state: msg };
    }
    if (msg.t !== 'patch') return null;
    const last = this.picture;
    if (this.broken || !last || msg.base !== this.seq) return this.gap();
    let state: StateFrame;
    try {
      state = {
        t: 'state', seq: msg.seq, you: msg.you ?? last.you,
        room: applyDelta(last.room, msg.room), game: applyDelta(last.game, msg.game),
        timer: msg.timer !== undefined ? msg.timer : last.timer,
        events: msg.events ?? [], fresh: false, serverNow: msg.serverNow,
      };
    } catch (error) {
      if (error instanceof BadDelta) return this.gap();
      throw error;
    }
    this.picture = state;
    this.seq = msg.seq;
    return { kind: 'state', state };
  }

  /** A new socket: its first frame is a full view. */
  reset(): void {
    this.picture = null;
    this.seq = -1;
    this.broken = false;
  }

  private gap(): Assembled {
    this.broken = true;
    return { kind: 'gap', have: this.seq };
  }
}

/**
 * Asks for a full view after a gap, at most once per FULL_RETRY_MS (the host answers one per
 * second per socket; asking again covers a request lost with a dropped socket).
 */
export class FullRequester {
  private lastAsked = -Infinity;

  constructor(private readonly send: (msg: { t: 'full'; have: number }) => boolean, private readonly now: () => number = Date.now) {}

  gap(have: number): boolean {
    const t = this.now();
    if (t - this.lastAsked < FULL_RETRY_MS) return false;
    if (!this.send({ t: 'full', have })) return false;
    this.lastAsked = t;
    return true;
  }

  /** A full view came: the next gap may ask at once. */
  satisfied(): void {
    this.lastAsked = -Infinity;
  }
}
