/**
 * Sessions: the open sockets and who they are. A socket says hello as a TV (with or without the
 * host secret) or a phone (new, back with its token, or taking a seat with a handover code);
 * the newest socket of a player wins. Also keeps the one-time handover codes and the flood
 * control of each socket. Knows nothing of views or the game: it only decides identity.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CLOSE_CODES, PROTOCOL_VERSION,
  type ClientMessage, type ErrorCode, type ServerMessage,
} from '../../protocol/protocol.js';
import { TokenBucket, type RateLimit } from './limits.js';
import type { PlayerRecord, RoomModel } from './model.js';

/** One device's socket, as the room sees it. */
export interface Conn {
  readonly id: number;
  /** The device's network address (rate limits for sockets without a seat are per address). */
  readonly address?: string;
  /** A text frame (a Buffer holds UTF-8 text, shared by devices that get the same bytes). */
  send(text: string | Buffer): void;
  close(code: number, reason: string): void;
}

export interface ConnState {
  conn: Conn;
  device: 'phone' | 'tv' | null;
  playerId: string | null;
  /** A TV that proved it holds the host secret. */
  host: boolean;
  bucket: TokenBucket;
  closed: boolean;
}

export interface SessionOptions {
  hostSecret: string;
  rateLimit: RateLimit;
  now?: () => number;
}

export interface HelloResult {
  /** Sent after the welcome (a wrong secret, an unknown token...): the socket stays open. */
  errors: { code: ErrorCode; message: string }[];
  /** A player record changed (language, new token): room.json must be saved. */
  changed: boolean;
}

export const HANDOVER_TTL_MS = 10 * 60_000;
const HANDOVER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function secretEquals(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class Sessions {
  private conns = new Map<number, ConnState>();
  private handovers = new Map<string, { playerId: string; expires: number }>();
  private readonly now: () => number;

  constructor(private readonly model: RoomModel, private readonly opts: SessionOptions) {
    this.now = opts.now ?? Date.now;
  }

  connect(conn: Conn): ConnState {
    const c: ConnState = { conn, device: null, playerId: null, host: false, bucket: new TokenBucket(this.opts.rateLimit), closed: false };
    this.conns.set(conn.id, c);
    return c;
  }

  /** Forgets a socket that closed; returns what it was, or null when unknown. */
  disconnect(conn: Conn): ConnState | null {
    const c = this.conns.get(conn.id);
    if (!c) return null;
    c.closed = true;
    this.conns.delete(conn.id);
    return c;
  }

  get(conn: Conn): ConnState | undefined {
    return this.conns.get(conn.id);
  }

  all(): IterableIterator<ConnState> {
    return this.conns.values();
  }

  get size(): number {
    return this.conns.size;
  }

  phoneCount(): number {
    let n = 0;
    for (const c of this.conns.values()) if (c.device === 'phone') n++;
    return n;
  }

  /** Ids of the players with a socket open. */
  connectedPlayers(): Set<string> {
    const ids = new Set<string>();
    for (const c of this.conns.values()) if (c.playerId) ids.add(c.playerId);
    return ids;
  }

  /**
   * Who this socket is. Null when the socket was closed (wrong protocol version); otherwise the
   * caller saves (when `changed`), welcomes the device and sends it its first state.
   * `saveNow` writes room.json at once and throws when it could not: a handover's new token must
   * be on disk before the new device is told it (or the seat would be lost at the next start).
   */
  hello(c: ConnState, msg: Extract<ClientMessage, { t: 'hello' }>, saveNow: () => void): HelloResult | null {
    if (msg.v !== PROTOCOL_VERSION) {
      this.sendTo(c, { t: 'error', code: 'VERSION', message: `this host speaks protocol ${PROTOCOL_VERSION}; reload the page` });
      this.close(c, CLOSE_CODES.VERSION, 'protocol version');
      return null;
    }
    const result: HelloResult = { errors: [], changed: false };
    c.device = msg.device;
    if (msg.device === 'tv') {
      if (msg.hostSecret !== undefined) {
        c.host = secretEquals(msg.hostSecret, this.opts.hostSecret);
        if (!c.host) result.errors.push({ code: 'BAD_SECRET', message: 'wrong host secret: this TV shows the public table only' });
      }
    } else {
      const own = msg.token !== undefined ? this.model.players.find((p) => p.token !== null && secretEquals(p.token, msg.token!)) ?? null : null;
      let reclaim = msg.token !== undefined;
      if (msg.handover !== undefined) {
        const player = this.takeHandover(msg.handover, saveNow, own);
        // A phone whose code was refused keeps its own seat, if it has one (never after a handover
        // that could not be saved: the seat stays where it was, on the other device).
        reclaim = own !== null && player !== 'unsaved';
        if (player === 'unsaved') {
          result.errors.push({ code: 'STORAGE', message: 'the host could not save the handover; the seat stays on the other device: try again in a moment' });
        } else if (player === 'hasSeat') {
          result.errors.push({ code: 'HAS_SEAT', message: 'this phone already has a seat: a seat moves only to a phone without one' });
        } else if (player) {
          this.bind(c, player);
        } else {
          result.errors.push({ code: 'BAD_HANDOVER', message: 'this handover code is unknown, used or expired' });
        }
      }
      if (reclaim && c.playerId === null) this.reclaim(c, own, msg, result);
    }
    return result;
  }

  /** A phone back with its token: the same player and seat (its language may have changed). */
  private reclaim(c: ConnState, player: PlayerRecord | null, msg: Extract<ClientMessage, { t: 'hello' }>, result: HelloResult): void {
    if (!player) {
      result.errors.push({ code: 'BAD_TOKEN', message: 'unknown token: join again' });
      return;
    }
    if (msg.lang && player.lang !== msg.lang) {
      player.lang = msg.lang;
      result.changed = true;
    }
    this.bind(c, player);
  }

  /** Gives this socket a player's seat; an older socket of the same player is closed. */
  bind(c: ConnState, player: PlayerRecord): void {
    for (const other of this.conns.values()) {
      if (other !== c && other.playerId === player.id) {
        this.sendTo(other, { t: 'error', code: 'REPLACED', message: 'this seat was opened on a newer connection' });
        this.close(other, CLOSE_CODES.REPLACED, 'replaced');
      }
    }
    c.playerId = player.id;
  }

  /** A one-time code that moves this player's seat to another device (replacing older codes). */
  issueHandover(playerId: string): string {
    const now = this.now();
    for (const [code, entry] of this.handovers) if (entry.playerId === playerId || entry.expires < now) this.handovers.delete(code);
    let code = '';
    do {
      code = Array.from({ length: 6 }, () => HANDOVER_ALPHABET[randomInt(HANDOVER_ALPHABET.length)]).join('');
    } while (this.handovers.has(code));
    this.handovers.set(code, { playerId, expires: now + HANDOVER_TTL_MS });
    return code;
  }

  /** Drops the pending handover codes of one player, or of everyone. */
  forgetHandovers(playerId?: string): void {
    if (playerId === undefined) this.handovers.clear();
    else for (const [code, entry] of this.handovers) if (entry.playerId === playerId) this.handovers.delete(code);
  }

  /**
   * Moves the seat to the new device: a new token, saved before anything else happens. When it
   * cannot be saved, everything stays as it was (old token, old device, the code still valid).
   * Only to a phone with no seat of its own (`own`: the player of the token it came with): else
   * one person could hold two seats, two roles at the deal, and lock the other player out (his
   * name is taken). The code then stays valid for a phone without a seat.
   */
  private takeHandover(code: string, saveNow: () => void, own: PlayerRecord | null): PlayerRecord | 'unsaved' | 'hasSeat' | null {
    const key = code.trim().toUpperCase();
    const entry = this.handovers.get(key);
    if (!entry) return null;
    if (entry.expires < this.now()) {
      this.handovers.delete(key);
      return null;
    }
    const player = this.model.player(entry.playerId);
    if (!player) {
      this.handovers.delete(key);
      return null;
    }
    if (own && own.id !== player.id && (this.model.phase === 'lobby' || this.model.seatOf(own.id) !== null)) return 'hasSeat';
    this.handovers.delete(key);
    // The old device's token dies with the handover.
    const before = { token: player.token, kicked: player.kicked };
    player.token = newToken();
    player.kicked = false;
    try {
      saveNow();
    } catch {
      player.token = before.token;
      player.kicked = before.kicked;
      this.handovers.set(key, entry);
      return 'unsaved';
    }
    for (const other of this.conns.values()) {
      if (other.playerId === player.id) {
        this.sendTo(other, { t: 'error', code: 'HANDED_OVER', message: 'this seat was handed over to another device' });
        this.close(other, CLOSE_CODES.HANDED_OVER, 'handed over');
      }
    }
    if (!this.handedOver.includes(player.id)) this.handedOver.push(player.id);
    return player;
  }

  /**
   * Players whose seat moved to another phone since the lobby opened, in order: every TV shows
   * them (a guest who gave himself a second seat is seen by the whole room), until the next lobby.
   */
  readonly handedOver: string[] = [];

  clearHandedOver(): void {
    this.handedOver.length = 0;
  }

  /** Tells every socket of this player it was kicked and closes it. */
  kickSockets(playerId: string): void {
    for (const other of this.conns.values()) {
      if (other.playerId === playerId) {
        this.sendTo(other, { t: 'kicked' });
        other.playerId = null;
        this.close(other, CLOSE_CODES.KICKED, 'kicked');
      }
    }
  }

  sendTo(c: ConnState, msg: ServerMessage): void {
    if (c.closed) return;
    c.conn.send(JSON.stringify(msg));
  }

  close(c: ConnState, code: number, reason: string): void {
    if (c.closed) return;
    c.closed = true;
    c.conn.close(code, reason);
  }
}
