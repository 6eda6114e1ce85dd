/**
 * What goes over the wire, through whole random games, with the broadcaster and the clients'
 * frame assembler together:
 *   - a device that applies the patches it received to its first full view holds exactly the
 *     view the host would send it now as a whole (also across reconnects and lost frames, healed
 *     by asking for a full view);
 *   - through a game, night and day, every seat's patch of a broadcast has the same size, and so
 *     has every seat's whole view (who gets one is public: a new ghost, a reconnect), whatever its
 *     role (issues 11 and 27: a listener on the Wi-Fi must not tell roles from frame lengths, nor
 *     by day who holds the self-destruct), and a lone seat's whole view, at night or by day, is as
 *     large as any other seat's would be.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, isGhost, openPrompts, type GameEvent, type GameSetup } from '../../engine/index.js';
import { Broadcaster } from '../../electron/host/broadcaster.js';
import { DEFAULT_RATE_LIMIT, TokenBucket } from '../../electron/host/limits.js';
import type { Change, RoomModel } from '../../electron/host/model.js';
import { Sessions, type ConnState } from '../../electron/host/sessions.js';
import { FrameAssembler, type StateFrame } from '../../protocol/frames.js';
import type { ServerMessage } from '../../protocol/protocol.js';
import { setupArb } from '../support/arbitraries.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { FakeConn, lobbyModel } from './modules/fakes.js';

function modelFor(setup: GameSetup): RoomModel {
  const m = lobbyModel(setup.players.length);
  const created = createGame(setup);
  m.game = {
    header: { kind: 'nightfall.game', version: 1, setup, seats: m.players.map((p) => p.id), startedAt: '2026-01-01T00:00:00.000Z' },
    setup, actions: [], state: created.state, events: created.events.slice(), archive: null,
  };
  m.phase = 'game';
  return m;
}

interface Device {
  label: string;
  conn: FakeConn;
  c: ConnState;
  read: number;
  frames: FrameAssembler;
  picture: StateFrame | null;
  events: GameEvent[];
  /** The next frame is lost on the way (the device must notice the gap). */
  lose: boolean;
  /** A frame was lost and no whole view has come since: the device cannot know yet. */
  stale: boolean;
}

/** A table of devices on one broadcaster: a phone per seat, the host TV, a public TV, a spectator. */
function table(setup: GameSetup) {
  const model = modelFor(setup);
  const sessions = new Sessions(model, { hostSecret: 's', rateLimit: DEFAULT_RATE_LIMIT });
  let clock = 0;
  const b = new Broadcaster(model, sessions, {
    joinUrl: () => 'http://192.168.1.2:8080/', addresses: () => [], setupProblem: () => null, now: () => clock,
    timer: () => (model.game && model.game.state.phase !== 'over'
      ? { deadline: 1000 * model.game.state.step.id, duration: 40_000, paused: false, remaining: 40_000, stepId: model.game.state.step.id }
      : null),
  });
  const open = (label: string, who: Partial<ConnState>): Device => {
    const conn = new FakeConn();
    const c = Object.assign(sessions.connect(conn), who);
    b.sendFirst(c);
    return { label, conn, c, read: 0, frames: new FrameAssembler(), picture: null, events: [], lose: false, stale: false };
  };
  const devices: Device[] = [
    ...model.players.map((p, i) => open(`seat ${i + 1}`, { device: 'phone', playerId: p.id })),
    open('host tv', { device: 'tv', host: true }),
    open('public tv', { device: 'tv' }),
    open('spectator', { device: 'phone' }),
  ];
  /** Reads what a device was sent, as its page would; a gap asks for a full view. */
  const read = (d: Device) => {
    while (d.read < d.conn.raw.length) {
      const raw = JSON.parse(String(d.conn.raw[d.read++])) as ServerMessage;
      if (d.lose) {
        d.lose = false;
        d.stale = true;
        continue;
      }
      if (raw.t === 'state') d.stale = false;
      const got = d.frames.receive(raw);
      if (got?.kind === 'gap') b.requestFull(d.c);
      else if (got) {
        d.picture = got.state;
        d.events = got.state.fresh ? got.state.events.slice() : d.events.concat(got.state.events);
      }
    }
  };
  /** The same device, on a new socket. */
  const reconnect = (i: number) => {
    const old = devices[i];
    sessions.disconnect(old.conn);
    devices[i] = open(old.label, { device: old.c.device, playerId: old.c.playerId, host: old.c.host });
  };
  /** The whole view the host would send this device now. */
  const wholeNow = (d: Device): StateFrame => {
    const twin: ConnState = { ...d.c, conn: new FakeConn(), bucket: new TokenBucket(DEFAULT_RATE_LIMIT) };
    return JSON.parse(String(b.frameFor(twin).bytes)) as StateFrame;
  };
  const tick = (ms: number) => (clock += ms);
  return { model, b, devices, read, reconnect, wholeNow, tick };
}

function expectHolds(d: Device, whole: StateFrame): void {
  expect(d.picture, d.label).not.toBeNull();
  const got = d.picture!;
  expect({ you: got.you, room: got.room, game: got.game, timer: got.timer }, d.label)
    .toEqual({ you: whole.you, room: whole.room, game: whole.game, timer: whole.timer });
  expect(d.events, `${d.label}: events`).toEqual(whole.events);
}

/** One engine action, then the broadcast the game runner would ask for. */
function step(model: RoomModel, action: Parameters<typeof apply>[1]): Change {
  const g = model.game!;
  const before = g.state;
  const r = apply(g.state, action);
  if (!r.ok) throw new Error(r.rejection.message);
  g.state = r.state;
  g.events.push(...r.events);
  if (g.state.phase === 'over') {
    model.phase = 'ended';
    return { fresh: true };
  }
  const widened: number[] = [];
  for (let seat = 1; seat <= g.state.players.length; seat++) if (!isGhost(before, seat) && isGhost(g.state, seat)) widened.push(seat);
  return { widened };
}

/** What happens to the devices between two actions. */
const mishap = fc.record({ kind: fc.constantFrom('none', 'none', 'none', 'reconnect', 'lose'), who: fc.nat(), check: fc.nat(9) });

describe('patches over whole games', () => {
  it('a device that applied every patch to its first view holds the view the host would send it now; frames are one size for every seat, night and day', () => {
    fc.assert(fc.property(setupArb, fc.nat(), fc.array(mishap, { minLength: 50, maxLength: 50 }), (setup, playSeed, mishaps) => {
      const played = playRandomGame(setup, playSeed);
      const t = table(setup);
      let dayBroadcasts = 0;
      let nightBroadcasts = 0;
      played.actions.forEach((action, i) => {
        const m = mishaps[i % mishaps.length];
        const d = t.devices[m.who % t.devices.length];
        if (m.kind === 'reconnect') t.reconnect(m.who % t.devices.length);
        if (m.kind === 'lose') d.lose = true;
        t.tick(700);
        const sentBefore = t.devices.map((x) => x.conn.raw.length);
        t.b.broadcast(step(t.model, action));
        const state = t.model.game!.state;
        if (state.phase !== 'over') {
          // Every seat got exactly one frame; all patches of one size, all whole views of one size,
          // the living's and the ghosts' apart (who is a ghost is public); nothing padded at the end.
          if (state.phase === 'night') nightBroadcasts++;
          else dayBroadcasts++;
          const seats = t.devices.filter((x) => x.label.startsWith('seat'));
          const sizes = new Set(seats.map((x) => {
            expect(x.conn.raw.length - sentBefore[t.devices.indexOf(x)], x.label).toBe(1);
            const last = String(x.conn.raw[x.conn.raw.length - 1]);
            const telling = isGhost(state, Number(x.label.slice(5))) ? 'ghost' : 'own';
            return `${last.slice(0, 10)}|${telling}|${last.length}`;
          }));
          const groups = new Set([...sizes].map((k) => k.split('|').slice(0, -1).join('|')));
          expect(groups.size, `${state.phase} broadcast after action ${i}: ${[...sizes]}`).toBe(sizes.size);
        }
        for (const x of t.devices) t.read(x);
        // Checking every device after every action is slow: a tenth of them, at random.
        for (const x of t.devices) if (m.check === 0 && !x.stale) expectHolds(x, t.wholeNow(x));
      });
      // One more frame heals any device still waiting for its full view; then everyone agrees.
      t.tick(5000);
      t.b.broadcast();
      for (const x of t.devices) t.read(x);
      for (const x of t.devices) expectHolds(x, t.wholeNow(x));
      expect(nightBroadcasts + dayBroadcasts).toBeGreaterThan(0);
    }), { numRuns: 5 });
  }, 120_000);

  it('through holds (a held night step, a reveal) a device still holds the view the host would send it now', () => {
    const hold = fc.record({ kind: fc.constantFrom('none', 'none', 'step', 'reveal'), seat: fc.nat(), releaseFirst: fc.boolean() });
    fc.assert(fc.property(setupArb, fc.nat(), fc.array(hold, { minLength: 30, maxLength: 30 }), (setup, playSeed, holds) => {
      const played = playRandomGame(setup, playSeed);
      // A game too short to meet any hold proves nothing here.
      fc.pre(played.actions.some((_, i) => holds[i % holds.length].kind !== 'none'));
      const t = table(setup);
      const g = t.model.game!;
      const check = () => {
        for (const x of t.devices) t.read(x);
        for (const x of t.devices) expectHolds(x, t.wholeNow(x));
      };
      let held = 0;
      played.actions.forEach((action, i) => {
        const h = holds[i % holds.length];
        // A hold ends on its own (its drawn end, the TV's reveal over), or with the next action.
        if (g.held && h.releaseFirst) {
          delete g.held;
          t.b.broadcast();
          check();
        }
        delete g.held;
        const before = g.state;
        const logBefore = g.events.length;
        const change = step(t.model, action);
        if (h.kind !== 'none') {
          held++;
          g.held = h.kind === 'step'
            ? { state: before, events: logBefore, seats: [1 + (h.seat % before.players.length)] }
            : { state: before, events: logBefore, seats: [], table: true };
        }
        t.b.broadcast(change);
        if (i % 3 === 0 || g.state.phase === 'over') check();
      });
      delete g.held;
      t.b.broadcast();
      check();
      expect(held).toBeGreaterThan(0);
    }), { numRuns: Number(process.env.WIRE_RUNS ?? 4) });
  }, 300_000); // 35–75 s alone here, depending on the random games' length

  it('at night a lone seat\'s whole view (a reconnect) is as large as any other seat\'s', () => {
    const setup: GameSetup = {
      players: Array.from({ length: 12 }, (_, i) => `P${i + 1}`), preset: 'official', variants: {}, seed: 3,
      deck: ['werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'villager'],
    };
    const t = table(setup);
    expect(t.model.game!.state.phase).toBe('night');
    const sizes = new Set<number>();
    for (let i = 0; i < 12; i++) {
      t.reconnect(i);
      sizes.add(t.devices[i].conn.raw[0].length);
    }
    expect([...sizes]).toHaveLength(1);
  });

  it('by day, with the self-destruct on the living wolves\' phones only, every seat\'s patch and every lone whole view is one size', () => {
    const setup: GameSetup = {
      players: Array.from({ length: 12 }, (_, i) => `P${i + 1}`), preset: 'modern-cn', variants: {}, seed: 5,
      deck: ['werewolf', 'werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'idiot', 'villager', 'villager', 'villager', 'villager'],
    };
    const t = table(setup);
    const g = t.model.game!;
    const offered = () => openPrompts(g.state).some((p) => p.id === 'wolf.selfDestruct');
    let dayBroadcasts = 0;
    for (let i = 0; i < 60 && !(offered() && dayBroadcasts > 1); i++) {
      const sentBefore = t.devices.map((x) => x.conn.raw.length);
      t.b.broadcast(step(t.model, { type: 'timeout', step: g.state.step.id }));
      if (g.state.phase !== 'day') continue;
      dayBroadcasts++;
      const sizes = new Set(t.devices.filter((x) => x.label.startsWith('seat')).map((x) => {
        expect(x.conn.raw.length - sentBefore[t.devices.indexOf(x)], x.label).toBe(1);
        return x.conn.raw[x.conn.raw.length - 1].length;
      }));
      expect([...sizes], `day broadcast ${i} (${g.state.step.name}): patch sizes across seats`).toHaveLength(1);
    }
    expect(offered()).toBe(true);
    const sizes = new Set<number>();
    for (let i = 0; i < 12; i++) {
      t.reconnect(i);
      sizes.add(t.devices[i].conn.raw[0].length);
    }
    expect([...sizes], 'whole views on a reconnect by day').toHaveLength(1);
  });
});
