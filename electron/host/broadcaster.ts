/**
 * The broadcaster: every `state` and `patch` frame a device receives. A frame is built for that
 * one device's viewer, always through the engine's viewFor/eventsFor, then sent; the two are
 * separate steps (`frameFor`, `deliver`). The first frame on a socket is the whole view; after
 * that each frame is a patch from the view this socket was last sent to its view now (never from
 * another viewer's), so the broadcaster keeps, per socket, what it last delivered. Through a game,
 * night and day, every seat's frame is padded to one common size (frame-padding.ts). What a
 * device is shown under the host's holds, and when a ghost gets a step's secrets, is decided in
 * shown.ts; the bookkeeping here follows what was really sent (a held view is the base of the
 * next patch).
 */
import { viewFor, type GameView, type Viewer } from '../../engine/index.js';
import { diff } from '../../protocol/patch.js';
import type { RoomView, TimerView, YouView } from '../../protocol/protocol.js';
import type { Change, RoomModel } from './model.js';
import { bucket, padAll, padTo } from './frame-padding.js';
import { roomView, type RoomViewSources } from './room-view.js';
import { eventsBetween, seesAll, shownTo } from './shown.js';
import type { ConnState, Sessions } from './sessions.js';

export interface BroadcasterOptions extends RoomViewSources {
  /** The step's countdown, or null when the step has no timer. */
  timer: () => TimerView | null;
  /** Clock for the full-view rate limit (tests). */
  now?: () => number;
  /**
   * Runs between the TVs' frames and the phones' in every broadcast: the room makes the game
   * log's newest line durable there, so the TV need not wait for the fsync but no phone hears of
   * an action before it is on disk. Must not throw.
   */
  afterTv?: () => void;
  /**
   * Runs before any frame is built (a broadcast, a first or a full view): the room saves there
   * what the frames would show that is not on disk yet (profile changes waiting for their shared
   * save), so no device, the TV first, is shown what a crash would lose. Must not throw.
   */
  beforeFrames?: () => void;
}

/** What a socket was last sent: the base of its next patch. */
export interface Sent {
  you: string;
  room: RoomView;
  game: GameView | null;
  timer: string;
  /** The viewer, and `:held` when it was a held moment (two devices of one viewer may differ). */
  viewerKey: string;
  /**
   * How the viewer's history was told then: its own events ('own'), a ghost's (other seats'
   * secrets at each step's end, shown.ts) or the end's (the whole log in order). When it changes
   * (a new ghost, the end, a held moment from before a death), a whole view: a patch could not
   * turn one telling into the other.
   */
  telling: 'own' | 'ghost' | 'over';
}

/** What one socket was last sent. */
interface Delivery {
  /** Index into the game's event log already delivered; -1 = the next frame is a full view. */
  cursor: number;
  /** The player the socket spoke for then: another player (a join) restarts the history. */
  playerId: string | null;
  /** The number of the last frame sent on this socket (0: none yet). */
  seq: number;
  last: Sent | null;
  /** When the last full view asked for by the device went out (rate limit). */
  lastAskedFull: number;
}

/** One broadcast's shared work: devices with the same viewer share views, deltas and bytes. */
interface FrameCache {
  seq: number;
  /** The room view per host flag; its JSON only once a whole view needs it (patches diff the view). */
  room: Map<boolean, { view: RoomView; json?: string }>;
  game: Map<string, { view: GameView; json?: string }>;
  events: Map<string, string>;
  /** Delta JSON by previous object, then by the key of the next one. */
  deltas: Map<unknown, Map<string, string>>;
  frames: Map<string, Buffer>;
  timer: string | undefined;
  now: number;
}

export interface Frame {
  bytes: Buffer;
  sent: Sent;
  /** The event cursor once this frame is delivered. */
  cursor: number;
  seq: number;
  /** A whole view (`state`), not a patch. */
  full: boolean;
  /** A seated player's frame: padded through a game. */
  seat: boolean;
}

export const BROADCAST_COALESCE_MS = 50;

/** A device gets at most one full view per second on request (a gap is a rare event). */
export const FULL_REQUEST_INTERVAL_MS = 1000;

/** The seats' frames of one broadcast in a game, by what may differ in public: kind and telling. */
export function padGroups(frames: readonly Frame[]): Frame[][] {
  const groups = new Map<string, Frame[]>();
  for (const f of frames) {
    if (!f.seat || f.sent.telling === 'over') continue;
    const key = `${f.full ? 'full' : 'patch'}:${f.sent.telling}`;
    const group = groups.get(key) ?? [];
    group.push(f);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export class Broadcaster {
  private deliveries = new WeakMap<ConnState, Delivery>();
  private deferred: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** The host's frame counter: every frame of one broadcast has the same number. */
  private frameSeq = 0;
  private fullTargetCache: { key: string; bytes: number } | null = null;
  private readonly now: () => number;

  constructor(
    private readonly model: RoomModel,
    private readonly sessions: Sessions,
    private readonly opts: BroadcasterOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  /** Sends every device its own picture after a saved change. */
  broadcast(change: Change = {}): void {
    if (this.deferred) {
      clearTimeout(this.deferred);
      this.deferred = null;
    }
    this.opts.beforeFrames?.();
    const widened = new Set(change.widened ?? []);
    const cache = this.newCache();
    const devices = [...this.sessions.all()].filter((c) => c.device !== null && !c.closed);
    for (const c of devices) {
      const seat = c.playerId ? this.model.seatOf(c.playerId) : null;
      if (change.fresh || (seat !== null && widened.has(seat))) this.restart(c);
    }
    // Padded by day too (issue 27): only the living wolves hold the self-destruct, a reveal is news
    // only to the seats that did not know the card; a frame's size must tell neither.
    const pad = this.model.shownGame() !== null;
    // The TV first: the room watches it, and its frames are never padded, so they need not wait
    // for every phone's frame to be built (the phones' come a millisecond or two later).
    for (const c of devices) if (c.device === 'tv') this.deliver(c, this.frameFor(c, cache));
    this.opts.afterTv?.();
    const out: [ConnState, Frame][] = devices.filter((c) => c.device !== 'tv').map((c) => [c, this.frameFor(c, cache)]);
    if (pad) {
      // Every seat's patch the same size, and every seat's whole view the same size: no role, no
      // actor, no day power shows. What is public is padded apart: who gets a whole view (a death
      // made a ghost, a reconnect), and who is a ghost (dead and past his last decisions; his
      // telling changed with a whole view everyone could see). Ghosts all see the same game, so
      // their frames say nothing of roles, and their history no longer swells the frames of the
      // living. Once the game is over every card is turned: nothing is left to hide.
      for (const group of padGroups(out.map(([, f]) => f))) {
        const padded = padAll(group.map((f) => f.bytes));
        group.forEach((f, i) => (f.bytes = padded[i]));
      }
    }
    for (const [c, f] of out) this.deliver(c, f);
  }

  /** A device that just said hello: its whole visible history. */
  sendFirst(c: ConnState): void {
    this.opts.beforeFrames?.();
    this.restart(c);
    const frame = this.frameFor(c, this.newCache());
    // Alone (a reconnect, night or day), a seat's whole view is padded to what the largest seat's
    // would be: the size does not depend on the role. Once the game is over nothing is hidden.
    if (frame.seat && frame.sent.telling !== 'over') frame.bytes = padTo(frame.bytes, Math.max(this.fullTarget(), bucket(frame.bytes.length)));
    this.deliver(c, frame);
  }

  /**
   * The device found a gap in its patches and asks for the whole view. At most one per
   * FULL_REQUEST_INTERVAL_MS: a later ask only makes its next frame a whole view.
   */
  requestFull(c: ConnState): boolean {
    const d = this.delivery(c);
    const now = this.now();
    if (now - d.lastAskedFull < FULL_REQUEST_INTERVAL_MS) {
      this.restart(c);
      return false;
    }
    d.lastAskedFull = now;
    this.sendFirst(c);
    return true;
  }

  /**
   * Comings and goings only change the room's connected flags: they are sent together a moment
   * later, so a device reconnecting in a loop cannot make the host rebuild every view each time.
   */
  scheduleBroadcast(): void {
    if (this.deferred || this.closed) return;
    this.deferred = setTimeout(() => {
      this.deferred = null;
      this.broadcast();
    }, BROADCAST_COALESCE_MS);
  }

  close(): void {
    this.closed = true;
    if (this.deferred) clearTimeout(this.deferred);
    this.deferred = null;
  }

  /** The next frame to this socket is a whole view with its whole history. */
  restart(c: ConnState): void {
    const d = this.deliveries.get(c);
    if (d) d.cursor = -1;
  }

  private delivery(c: ConnState): Delivery {
    let d = this.deliveries.get(c);
    if (!d || d.playerId !== c.playerId) {
      d = { cursor: -1, playerId: c.playerId, seq: d?.seq ?? 0, last: null, lastAskedFull: d?.lastAskedFull ?? -Infinity };
      this.deliveries.set(c, d);
    }
    return d;
  }

  /** Builds this socket's next frame (sends nothing, changes nothing). */
  frameFor(c: ConnState, cache: FrameCache = this.newCache()): Frame {
    const d = this.delivery(c);
    const forHost = c.device === 'tv' && c.host;
    const room = this.roomOf(cache, forHost);
    if (cache.timer === undefined) cache.timer = JSON.stringify(this.opts.timer());
    const timer = cache.timer;
    let full = d.cursor < 0 || d.last === null;
    let game: { view: GameView; json?: string } | null = null;
    let events = '[]';
    let viewerKey = 'lobby';
    let from = 0;
    let cursor = 0;
    let seat = false;
    let telling: Sent['telling'] = 'own';
    const g = this.model.shownGame();
    if (g) {
      const viewer = this.viewerOf(c);
      seat = viewer.kind === 'seat';
      const shown = shownTo(g, viewer, c.device === 'tv' ? 'tv' : 'phone');
      viewerKey = (viewer.kind === 'seat' ? `s${viewer.seat}` : 't') + (shown.held ? ':held' : '');
      telling = shown.state.phase === 'over' ? 'over' : seesAll(shown.state, viewer) ? 'ghost' : 'own';
      // How its history is told changed (a new ghost, a ghost called back to decide as the living,
      // the end), or it was sent a moment the host no longer shows it (an undo): its whole
      // visible history again.
      if (d.last && d.last.telling !== telling) full = true;
      if (d.cursor > shown.events) full = true;
      game = cache.game.get(viewerKey) ?? null;
      if (!game) {
        game = { view: viewFor(shown.state, viewer) };
        cache.game.set(viewerKey, game);
      }
      from = full ? 0 : d.cursor;
      const key = `${viewerKey}:${from}`;
      let eventsJson = cache.events.get(key);
      if (eventsJson === undefined) {
        eventsJson = from === shown.events ? '[]' : JSON.stringify(eventsBetween(shown.state, g.events, from, shown.events, viewer));
        cache.events.set(key, eventsJson);
      }
      events = eventsJson;
      cursor = shown.events;
    }
    const you = JSON.stringify(this.you(c));
    const sent: Sent = { you, room: room.view, game: game?.view ?? null, timer, viewerKey, telling };
    const now = cache.now;
    let text: () => string;
    let frameKey: string;
    if (full) {
      frameKey = `F|${you}|${forHost}|${viewerKey}`;
      text = () => {
        let gameJson = 'null';
        if (game) gameJson = game.json ??= JSON.stringify(game.view);
        const roomJson = room.json ??= JSON.stringify(room.view);
        return `{"t":"state","seq":${cache.seq},"you":${you},"room":${roomJson},"game":${gameJson},"timer":${timer},` +
          `"events":${events},"fresh":true,"serverNow":${now}}`;
      };
    } else {
      const last = d.last!;
      // Sockets that were sent the same frame last time (same base) get the same patch bytes.
      frameKey = `P|${d.seq}|${last.viewerKey}|${last.you}|${you}|${forHost}|${viewerKey}|${from}`;
      text = () => {
        const parts = [`{"t":"patch","seq":${cache.seq},"base":${d.seq}`];
        if (you !== last.you) parts.push(`,"you":${you}`);
        const roomDelta = this.deltaJson(cache, last.room, room.view, `r${forHost}`);
        if (roomDelta) parts.push(`,"room":${roomDelta}`);
        const gameDelta = this.deltaJson(cache, last.game, sent.game, viewerKey);
        if (gameDelta) parts.push(`,"game":${gameDelta}`);
        if (timer !== last.timer) parts.push(`,"timer":${timer}`);
        if (events !== '[]') parts.push(`,"events":${events}`);
        parts.push(`,"serverNow":${now}}`);
        return parts.join('');
      };
    }
    let bytes = cache.frames.get(frameKey);
    if (bytes === undefined) {
      bytes = Buffer.from(text());
      cache.frames.set(frameKey, bytes);
    }
    return { bytes, sent, cursor, seq: cache.seq, full, seat };
  }

  /** Sends a frame built by `frameFor` and remembers it as this socket's last. */
  deliver(c: ConnState, frame: Frame): void {
    const d = this.delivery(c);
    d.cursor = frame.cursor;
    d.last = frame.sent;
    d.seq = frame.seq;
    c.conn.send(frame.bytes);
  }

  private deltaJson(cache: FrameCache, prev: unknown, next: unknown, key: string): string {
    let byKey = cache.deltas.get(prev);
    if (!byKey) cache.deltas.set(prev, (byKey = new Map()));
    let json = byKey.get(key);
    if (json === undefined) {
      const d = diff(prev, next);
      json = d === undefined ? '' : JSON.stringify(d);
      byKey.set(key, json);
    }
    return json;
  }

  /** In a game: the size a lone seat's whole view is padded to, the same whatever the seat. */
  private fullTarget(): number {
    const g = this.model.shownGame()!;
    const key = `${g.header.startedAt}:${g.state.seq}:${g.events.length}:${g.held?.events ?? ''}:${g.held?.seats.join() ?? ''}`;
    if (this.fullTargetCache?.key === key) return this.fullTargetCache.bytes;
    const cache = this.newCache();
    let largest = 0;
    for (let seat = 1; seat <= g.state.players.length; seat++) {
      const viewer: Viewer = { kind: 'seat', seat };
      const shown = shownTo(g, viewer, 'phone');
      const size = Buffer.byteLength(JSON.stringify(viewFor(shown.state, viewer))) +
        Buffer.byteLength(JSON.stringify(eventsBetween(shown.state, g.events, 0, shown.events, viewer)));
      largest = Math.max(largest, size);
    }
    // Room, you (token, id), timer and field names: the same for every seat but for a few digits.
    const room = this.roomOf(cache, false);
    const rest = Buffer.byteLength(room.json ??= JSON.stringify(room.view)) + 512;
    this.fullTargetCache = { key, bytes: bucket(largest + rest) };
    return this.fullTargetCache.bytes;
  }

  /** What this device is: its seat, VIP flag, token (phones) or host flag (TVs). */
  you(c: ConnState): YouView {
    if (c.device === 'tv') return { device: 'tv', host: c.host };
    const m = this.model;
    const player = m.player(c.playerId);
    const inGame = m.phase !== 'lobby' && m.game !== null;
    const seat = player ? (inGame ? m.seatOf(player.id) : m.players.indexOf(player) + 1) : null;
    return {
      device: 'phone',
      playerId: player?.id ?? null,
      token: player?.token ?? null,
      seat,
      vip: !!player && player.id === m.vip,
      spectator: inGame && seat === null,
    };
  }

  private viewerOf(c: ConnState): Viewer {
    if (c.device === 'phone' && c.playerId) {
      const seat = this.model.seatOf(c.playerId);
      if (seat !== null) return { kind: 'seat', seat };
    }
    return { kind: 'table' };
  }

  private roomOf(cache: FrameCache, forHost: boolean): { view: RoomView; json?: string } {
    let room = cache.room.get(forHost);
    if (!room) {
      room = { view: roomView(this.model, this.sessions, this.opts, forHost) };
      cache.room.set(forHost, room);
    }
    return room;
  }

  private newCache(): FrameCache {
    this.frameSeq += 1;
    return {
      seq: this.frameSeq, room: new Map(), game: new Map(), events: new Map(), deltas: new Map(), frames: new Map(),
      timer: undefined, now: Date.now(),
    };
  }
}
