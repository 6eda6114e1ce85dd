/** The broadcaster alone: given a model and sockets, the frame each viewer gets. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply, eventsFor, viewFor, type GameState } from '../../../engine/index.js';
import { Broadcaster, BROADCAST_COALESCE_MS } from '../../../electron/host/broadcaster.js';
import type { RoomModel } from '../../../electron/host/model.js';
import { Sessions, type ConnState } from '../../../electron/host/sessions.js';
import { DEFAULT_RATE_LIMIT } from '../../../electron/host/limits.js';
import { FakeConn, gameModel, lobbyModel } from './fakes.js';

const ADDRESSES = [{ address: '192.168.1.2', name: 'Wi-Fi', chosen: true }];
let open: Broadcaster[] = [];

afterEach(() => {
  for (const b of open) b.close();
  open = [];
});

function setUp(model: RoomModel, afterTv?: () => void) {
  const sessions = new Sessions(model, { hostSecret: 's', rateLimit: DEFAULT_RATE_LIMIT });
  const b = new Broadcaster(model, sessions, {
    joinUrl: () => 'http://192.168.1.2:8080/', addresses: () => ADDRESSES, timer: () => null, setupProblem: () => null, afterTv,
  });
  open.push(b);
  const add = (device: 'phone' | 'tv', extra: Partial<ConnState> = {}) => {
    const conn = new FakeConn();
    const c = sessions.connect(conn);
    Object.assign(c, { device, ...extra });
    return { conn, c };
  };
  return { sessions, b, add };
}

/** Moves the game one step on (the host's timeout), as the runner would. */
function step(model: RoomModel): void {
  const g = model.game!;
  const r = apply(g.state, { type: 'timeout', step: g.state.step.id });
  if (!r.ok) throw new Error(r.rejection.message);
  g.state = r.state as GameState;
  g.events.push(...r.events);
}

describe('broadcaster', () => {
  it('builds each viewer its own frame from viewFor/eventsFor', () => {
    const model = gameModel(8);
    const { b, add } = setUp(model);
    const seat3 = add('phone', { playerId: 'p3' });
    const tv = add('tv');
    b.broadcast();
    const g = model.game!;
    const phone = seat3.conn.states()[0];
    expect(phone.game).toEqual(JSON.parse(JSON.stringify(viewFor(g.state, { kind: 'seat', seat: 3 }))));
    expect(phone.events).toEqual(JSON.parse(JSON.stringify(eventsFor(g.state, g.events, { kind: 'seat', seat: 3 }))));
    expect(phone.you).toMatchObject({ device: 'phone', playerId: 'p3', seat: 3, vip: false, spectator: false });
    const table = tv.conn.states()[0];
    expect(table.game).toEqual(JSON.parse(JSON.stringify(viewFor(g.state, { kind: 'table' }))));
    expect(table.game!.me).toBeNull();
    expect(table.room.addresses).toBeUndefined();
  });

  it('sends the TV its frame before any phone, whichever connected first; the log is made durable between', () => {
    const model = gameModel(8);
    const order: string[] = [];
    const { b, add } = setUp(model, () => order.push('fsync'));
    const watch = (label: string, conn: FakeConn) => {
      const send = conn.send.bind(conn);
      conn.send = (text) => { order.push(label); send(text); };
    };
    watch('seat 1', add('phone', { playerId: 'p1' }).conn);
    watch('spectator', add('phone').conn);
    watch('tv', add('tv').conn);
    watch('seat 2', add('phone', { playerId: 'p2' }).conn);
    b.broadcast();
    step(model);
    b.broadcast();
    expect(order).toEqual(['tv', 'fsync', 'seat 1', 'spectator', 'seat 2', 'tv', 'fsync', 'seat 1', 'spectator', 'seat 2']);
  });

  it('sends the whole history first, then only what is new', () => {
    const model = gameModel(8);
    const { b, add } = setUp(model);
    const { conn } = add('phone', { playerId: 'p1' });
    b.broadcast();
    const before = model.game!.events.length;
    step(model);
    b.broadcast();
    const [first, second] = conn.states();
    expect(first.fresh).toBe(true);
    expect(second.fresh).toBe(false);
    const viewer = { kind: 'seat', seat: 1 } as const;
    expect(second.events).toEqual(JSON.parse(JSON.stringify(eventsFor(model.game!.state, model.game!.events.slice(before), viewer))));
  });

  it('restarts the history for everyone (fresh) or for the seats whose view widened', () => {
    const model = gameModel(8);
    const { b, add } = setUp(model);
    const one = add('phone', { playerId: 'p1' }).conn;
    const two = add('phone', { playerId: 'p2' }).conn;
    b.broadcast();
    b.broadcast({ widened: [2] });
    expect(one.states()[1].fresh).toBe(false);
    expect(two.states()[1].fresh).toBe(true);
    b.broadcast({ fresh: true });
    expect(one.states()[2].fresh).toBe(true);
    expect(two.states()[2].fresh).toBe(true);
  });

  it('shows the host TV the LAN addresses and gives devices with the same view one shared buffer', () => {
    const model = gameModel(8);
    const { b, add } = setUp(model);
    const host = add('tv', { host: true }).conn;
    const tv1 = add('tv').conn;
    const tv2 = add('tv').conn;
    b.broadcast();
    expect(host.states()[0].room.addresses).toEqual(ADDRESSES);
    expect(tv1.raw[0]).toBe(tv2.raw[0]);
    expect(host.raw[0]).not.toBe(tv1.raw[0]);
  });

  it('builds a frame without sending it; delivering it moves the cursor', () => {
    const model = gameModel(8);
    const { b, add } = setUp(model);
    const { conn, c } = add('phone', { playerId: 'p1' });
    const frame = b.frameFor(c);
    expect(conn.raw).toHaveLength(0);
    expect(b.frameFor(c).bytes.toString()).toContain('"fresh":true');
    b.deliver(c, frame);
    expect(conn.raw).toEqual([frame.bytes]);
    // After a whole view, the next frame is a patch on it (base = the frame just delivered).
    expect(b.frameFor(c).bytes.toString()).toMatch(new RegExp(`^\\{"t":"patch","seq":\\d+,"base":${frame.seq}[,}]`));
  });

  it('a socket that becomes another player (a join) gets its history again', () => {
    const model = gameModel(8);
    const { b, add } = setUp(model);
    const { conn, c } = add('phone');
    b.broadcast();
    expect(conn.states()[0].you).toMatchObject({ playerId: null, spectator: true });
    expect(conn.states()[0].room.spectators).toBe(1);
    c.playerId = 'p4';
    b.broadcast();
    expect(conn.states()[1]).toMatchObject({ fresh: true, you: { playerId: 'p4', seat: 4 } });
  });

  it('skips sockets that have not said hello or are closed, and shows the lobby without a game', () => {
    const model = lobbyModel(3);
    const { b, add } = setUp(model);
    const silent = add('phone', { device: null }).conn;
    const gone = add('phone', { closed: true }).conn;
    const vip = add('phone', { playerId: 'p1' }).conn;
    b.broadcast();
    expect(silent.raw).toHaveLength(0);
    expect(gone.raw).toHaveLength(0);
    const s = vip.states()[0];
    expect(s).toMatchObject({ game: null, events: [], room: { phase: 'lobby', setupProblem: null }, you: { seat: 1, vip: true } });
    expect(s.room.players.map((p) => [p.id, p.connected])).toEqual([['p1', true], ['p2', false], ['p3', false]]);
  });

  it('patches carry only what changed in this viewer\'s own view, on the frame before', () => {
    const model = gameModel(8);
    const { b, add } = setUp(model);
    const { conn } = add('phone', { playerId: 'p2' });
    b.broadcast();
    step(model);
    b.broadcast();
    const [first, second] = conn.wire;
    expect(first.t).toBe('state');
    expect(second).toMatchObject({ t: 'patch', base: (first as { seq: number }).seq });
    const patch = second as Extract<typeof second, { t: 'patch' }>;
    expect(patch.room).toBeUndefined();
    expect(patch.you).toBeUndefined();
    expect(patch.game).toBeDefined();
    // Rebuilt, it is the whole view for seat 2, not anyone else's.
    expect(conn.states()[1].game).toEqual(JSON.parse(JSON.stringify(viewFor(model.game!.state, { kind: 'seat', seat: 2 }))));
  });

  it('answers a request for a full view at once, then at most once a second (a later one makes the next frame whole)', () => {
    const model = gameModel(8);
    let now = 10_000;
    const sessions = new Sessions(model, { hostSecret: 's', rateLimit: DEFAULT_RATE_LIMIT });
    const b = new Broadcaster(model, sessions, {
      joinUrl: () => 'x', addresses: () => [], timer: () => null, setupProblem: () => null, now: () => now,
    });
    open.push(b);
    const conn = new FakeConn();
    const c = Object.assign(sessions.connect(conn), { device: 'tv' as const });
    b.sendFirst(c);
    b.broadcast();
    expect(conn.wire.map((m) => m.t)).toEqual(['state', 'patch']);
    expect(b.requestFull(c)).toBe(true);
    expect(conn.wire.map((m) => m.t)).toEqual(['state', 'patch', 'state']);
    now += 300;
    expect(b.requestFull(c)).toBe(false);
    expect(conn.raw).toHaveLength(3);
    b.broadcast();
    expect(conn.wire.map((m) => m.t)).toEqual(['state', 'patch', 'state', 'state']);
    now += 1000;
    expect(b.requestFull(c)).toBe(true);
    expect(conn.raw).toHaveLength(5);
  });

  it('at night pads every seat\'s frame to one size, and not the TV\'s', () => {
    const model = gameModel(8);
    expect(model.game!.state.phase).toBe('night');
    const { b, add } = setUp(model);
    const seats = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => add('phone', { playerId: `p${i}` }).conn);
    const tv = add('tv').conn;
    b.broadcast();
    step(model);
    b.broadcast();
    for (const frame of [0, 1]) {
      const sizes = new Set(seats.map((s) => s.raw[frame].length));
      expect(sizes.size).toBe(1);
      expect([...sizes][0] % 1024).toBe(0);
    }
    expect(String(tv.raw[1])).not.toContain('"pad"');
    // The padding is invisible once read.
    expect(seats[0].states()[1]).not.toHaveProperty('pad');
  });

  it('sends comings and goings together a moment later', () => {
    vi.useFakeTimers();
    try {
      const model = lobbyModel(2);
      const { b, add } = setUp(model);
      const { conn } = add('tv');
      b.scheduleBroadcast();
      vi.advanceTimersByTime(BROADCAST_COALESCE_MS - 1);
      b.scheduleBroadcast();
      expect(conn.raw).toHaveLength(0);
      // One broadcast for both, BROADCAST_COALESCE_MS after the first (the second did not push it back).
      vi.advanceTimersByTime(1);
      expect(conn.raw).toHaveLength(1);
      vi.advanceTimersByTime(10 * BROADCAST_COALESCE_MS);
      expect(conn.raw).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
