/**
 * The broadcaster: every `state` frame a device receives. A frame is built for that one device's
 * viewer, always through the engine's viewFor/eventsFor, then sent; the two are separate steps
 * (`frameFor`, `deliver`) and the broadcaster remembers, per socket, what it last delivered
 * (the event cursor and the parts of the last frame), so a later change can send less.
 */
import { eventsFor, viewFor, type GameEvent, type Viewer } from '../../engine/index.js';
import type {
  Avatar, Lang, PlayerSummary, RoomSettings, RoomView, TimerView, YouView,
} from '../../renderer/common/protocol.js';
import type { Change, PlayerRecord, RoomModel } from './model.js';
import type { ConnState, Sessions } from './sessions.js';

export interface BroadcasterOptions {
  joinUrl: () => string;
  addresses: () => { address: string; name: string; chosen: boolean }[];
  /** The step's countdown, or null when the step has no timer. */
  timer: () => TimerView | null;
  /** Why the lobby's setup cannot start (shown in the lobby), or null. */
  setupProblem: () => RoomView['setupProblem'];
  /** Why saving does not work right now (the TV's banner), or null. */
  storageProblem?: () => NonNullable<RoomView['storage']>['problem'] | null;
  /** What restore could not fully bring back (the host's TV only), or null. */
  recovery?: () => RoomView['recovery'] | null;
}

/** What one socket was last sent. */
interface Delivery {
  /** Index into the game's event log already delivered; -1 = the next frame is fresh. */
  cursor: number;
  /** The player the socket spoke for then: another player (a join) restarts the history. */
  playerId: string | null;
  /** The JSON parts of the last frame (shared strings; the seam for sending patches). */
  last: { you: string; room: string; game: string } | null;
}

/** One broadcast's shared work: devices with the same viewer share JSON and frame bytes. */
interface FrameCache {
  room: Map<boolean, string>;
  game: Map<string, string>;
  events: Map<string, string>;
  frames: Map<string, Buffer>;
  timer: string | undefined;
  now: number;
}

export interface Frame {
  bytes: Buffer;
  parts: { you: string; room: string; game: string };
  /** The event cursor once this frame is delivered. */
  cursor: number;
}

export const BROADCAST_COALESCE_MS = 50;

export class Broadcaster {
  private deliveries = new WeakMap<ConnState, Delivery>();
  private deferred: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly model: RoomModel,
    private readonly sessions: Sessions,
    private readonly opts: BroadcasterOptions,
  ) {}

  /** Sends every device its own picture after a saved change. */
  broadcast(change: Change = {}): void {
    if (this.deferred) {
      clearTimeout(this.deferred);
      this.deferred = null;
    }
    const widened = new Set(change.widened ?? []);
    const cache = this.newCache();
    for (const c of this.sessions.all()) {
      if (c.device === null || c.closed) continue;
      const seat = c.playerId ? this.model.seatOf(c.playerId) : null;
      if (change.fresh || (seat !== null && widened.has(seat))) this.restart(c);
      const late = seat !== null && !change.fresh && !widened.has(seat) ? change.late?.get(seat) : undefined;
      this.deliver(c, this.frameFor(c, cache, late));
    }
  }

  /** A device that just said hello: its whole visible history. */
  sendFirst(c: ConnState): void {
    this.restart(c);
    this.deliver(c, this.frameFor(c, this.newCache()));
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

  /** The next frame to this socket starts its history again. */
  restart(c: ConnState): void {
    const d = this.deliveries.get(c);
    if (d) d.cursor = -1;
  }

  private delivery(c: ConnState): Delivery {
    let d = this.deliveries.get(c);
    if (!d || d.playerId !== c.playerId) {
      d = { cursor: -1, playerId: c.playerId, last: null };
      this.deliveries.set(c, d);
    }
    return d;
  }

  /** Builds this socket's next `state` frame (sends nothing, changes nothing). */
  frameFor(c: ConnState, cache: FrameCache = this.newCache(), late?: readonly GameEvent[]): Frame {
    const d = this.delivery(c);
    const forHost = c.device === 'tv' && c.host;
    let room = cache.room.get(forHost);
    if (room === undefined) {
      room = JSON.stringify(this.roomView(forHost));
      cache.room.set(forHost, room);
    }
    if (cache.timer === undefined) cache.timer = JSON.stringify(this.opts.timer());
    let game = 'null';
    let events = '[]';
    let key = 'lobby';
    let cursor = 0;
    const fresh = d.cursor < 0;
    const g = this.model.shownGame();
    if (g) {
      const viewer = this.viewerOf(c);
      const viewerKey = viewer.kind === 'seat' ? `s${viewer.seat}` : 't';
      // A held night step (GameRunner): only its own players see past it before its drawn end.
      const seesPast = viewer.kind === 'seat' ? g.held?.seats.includes(viewer.seat) : !!g.held?.table && c.device === 'tv';
      const held = g.held && !seesPast ? g.held : null;
      const state = held ? held.state : g.state;
      const logLength = held ? held.events : g.events.length;
      let gameJson = cache.game.get(viewerKey);
      if (gameJson === undefined) {
        gameJson = JSON.stringify(viewFor(state, viewer));
        cache.game.set(viewerKey, gameJson);
      }
      game = gameJson;
      const from = fresh ? 0 : Math.min(d.cursor, logLength);
      key = `${viewerKey}:${from}`;
      let eventsJson = cache.events.get(key);
      if (eventsJson === undefined) {
        eventsJson = from === logLength ? '[]' : JSON.stringify(eventsFor(state, g.events.slice(from, logLength), viewer));
        cache.events.set(key, eventsJson);
      }
      events = eventsJson;
      // A ghost's late events (a step's secrets, once it is over) go before the new ones.
      if (late?.length) {
        const lateJson = JSON.stringify(late);
        events = events === '[]' ? lateJson : `${lateJson.slice(0, -1)},${events.slice(1)}`;
        key = `${key}:late`;
      }
      cursor = logLength;
    }
    const you = JSON.stringify(this.you(c));
    // Devices that get exactly the same bytes (the spectators, the public TVs) share one buffer.
    const frameKey = `${you}|${forHost}|${key}|${fresh}`;
    let bytes = cache.frames.get(frameKey);
    if (bytes === undefined) {
      bytes = Buffer.from(
        `{"t":"state","you":${you},"room":${room},"game":${game},"timer":${cache.timer},` +
        `"events":${events},"fresh":${fresh},"serverNow":${cache.now}}`,
      );
      cache.frames.set(frameKey, bytes);
    }
    return { bytes, parts: { you, room, game }, cursor };
  }

  /** Sends a frame built by `frameFor` and remembers it as this socket's last. */
  deliver(c: ConnState, frame: Frame): void {
    const d = this.delivery(c);
    d.cursor = frame.cursor;
    d.last = frame.parts;
    c.conn.send(frame.bytes);
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

  private summaries(): PlayerSummary[] {
    const m = this.model;
    const connected = this.sessions.connectedPlayers();
    const summary = (p: PlayerRecord, seat: number): PlayerSummary => ({
      id: p.id, name: p.name, avatar: p.avatar, seat, connected: connected.has(p.id), vip: p.id === m.vip,
    });
    const g = m.shownGame();
    if (g) {
      return g.header.seats.map((id, i) => {
        const p = m.player(id) ?? { id, name: g.setup.players[i], avatar: 'moon' as Avatar, lang: 'zh-CN' as Lang, token: null };
        return summary(p, i + 1);
      });
    }
    return m.players.map((p, i) => summary(p, i + 1));
  }

  private roomView(forHost: boolean): RoomView {
    const m = this.model;
    const players = this.summaries();
    const seated = new Set(players.map((p) => p.id));
    let spectators = 0;
    for (const c of this.sessions.all()) if (c.device === 'phone' && (!c.playerId || !seated.has(c.playerId))) spectators++;
    const view: RoomView = {
      phase: m.phase,
      players,
      spectators,
      locked: m.locked,
      settings: { ...m.settings, autoDeck: m.deckAuto } as RoomSettings,
      setupProblem: m.phase === 'lobby' ? this.opts.setupProblem() : null,
      joinUrl: this.opts.joinUrl(),
      paused: m.paused,
    };
    if (m.restoredGame && m.phase === 'game') view.restored = true;
    if (m.undos > 0 && m.phase === 'game') view.undos = m.undos;
    if (forHost) view.addresses = this.opts.addresses();
    const problem = this.opts.storageProblem?.() ?? null;
    if (problem) view.storage = { problem };
    const recovery = forHost ? this.opts.recovery?.() ?? null : null;
    if (recovery) view.recovery = recovery;
    return view;
  }

  private newCache(): FrameCache {
    return { room: new Map(), game: new Map(), events: new Map(), frames: new Map(), timer: undefined, now: Date.now() };
  }
}
