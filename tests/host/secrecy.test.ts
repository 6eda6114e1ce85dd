/**
 * Secrets never leave the host: every frame sent to every device through whole random games is
 * checked against what that device may know — on the wire as sent (patches included: each
 * socket's views are rebuilt from its own frames, as its page would) and in the views rebuilt. The games are replayed with the engine from the
 * archived log to know the truth at every `seq`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apply, createGame, presetDeck, viewFor,
  type GameEvent, type GameSetup, type GameState, type PresetId, type RoleId, type Viewer,
} from '../../engine/index.js';
import { FrameAssembler } from '../../protocol/frames.js';
import type { ServerMessage } from '../../protocol/protocol.js';
import { playRandom, type Table } from './driver.js';
import { hostTv, joinPhones, startTestHost, TestClient, type TestHost } from './helpers.js';

const hosts: TestHost[] = [];
afterAll(async () => {
  for (const h of hosts) await h.close();
});

/** Roles a seat may know at this point, independently of viewFor (docs/rules.md §3–4). */
function mayKnow(s: GameState, seat: number): Map<number, RoleId> {
  const known = new Map<number, RoleId>();
  const me = s.players[seat - 1];
  const all = s.phase === 'over' || (!me.alive && s.setup.variants.ghostsSeeAll);
  for (const p of s.players) if (all || p.revealed) known.set(p.seat, p.role);
  known.set(seat, me.role);
  if (me.alive && me.role === 'werewolf') {
    for (const p of s.players) if (p.role === 'werewolf') known.set(p.seat, 'werewolf');
    if (s.littleGirlExposed !== null) known.set(s.littleGirlExposed, 'littleGirl');
  }
  if (me.role === 'seer' || me.card === 'seer') {
    for (const r of s.seerResults) if (r.result !== 'wolf' && r.result !== 'notWolf') known.set(r.target, r.result);
  }
  if (me.role === 'littleGirl') for (const w of s.littleGirlSeen) known.set(w, 'werewolf');
  return known;
}

function visibleTo(s: GameState, e: GameEvent, viewer: Viewer): boolean {
  if (e.audience === 'public') return true;
  if (s.phase === 'over') return true;
  if (viewer.kind === 'table') return false;
  const me = s.players[viewer.seat - 1];
  return e.audience.includes(viewer.seat) || (!me.alive && s.setup.variants.ghostsSeeAll);
}

interface Recorded {
  client: TestClient;
  viewer: Viewer;
  token: string | null;
}

async function playAndCheck(n: number, preset: PresetId, deck: RoleId[], playSeed: number): Promise<{ frames: number; actions: number }> {
  // The scripted TV skips steps as fast as the host answers, faster than any person could press a
  // key; the flood limit is tested in fuzz.test.ts, not here.
  const th = await startTestHost({ testing: { manualClock: true, rateLimit: { perSecond: 1e6, burst: 1e6, closeAfterDropped: 1e9, windowMs: 1000 } } });
  hosts.push(th);
  const tv = await hostTv(th.url, th.host.hostSecret);
  const publicTv = await TestClient.connect(th.url, 'public-tv');
  await publicTv.hello({}, 'tv');
  const phones = await joinPhones(th.url, n);
  const spectator = await TestClient.connect(th.url, 'spectator');
  await spectator.hello();
  const room = (await tv.waitState((s) => s.room.players.length === n)).room;
  expect(await tv.host({ cmd: 'settings', settings: { ...room.settings, preset, deck, autoDeck: false } })).toBeNull();
  expect(await tv.host({ cmd: 'start' })).toBeNull();
  const table: Table = { tv, phones, others: [publicTv, spectator] };
  const actions = await playRandom(table, { rng: playSeed });
  await tv.waitState((s) => s.room.phase === 'ended');

  // The truth: the archived game replayed step by step.
  const dir = path.join(th.dataDir, 'games');
  const archive = JSON.parse(fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]), 'utf8')) as { setup: GameSetup; actions: [] };
  const states: GameState[] = [createGame(archive.setup).state];
  for (const a of archive.actions) {
    const r = apply(states[states.length - 1], a);
    if (!r.ok) throw new Error('archived action rejected');
    states.push(r.state);
  }

  const recorded: Recorded[] = [
    { client: tv, viewer: { kind: 'table' }, token: null },
    { client: publicTv, viewer: { kind: 'table' }, token: null },
    { client: spectator, viewer: { kind: 'table' }, token: null },
    ...phones.map((client, i) => ({
      client, viewer: { kind: 'seat', seat: i + 1 } as Viewer, token: (client.lastState()!.you as { token: string }).token,
    })),
  ];
  const tokens = recorded.map((r) => r.token).filter((t): t is string => t !== null);
  let checked = 0;
  for (const r of recorded) {
    const assembler = new FrameAssembler();
    let patches = 0;
    for (const frame of r.client.frames) {
      checked++;
      // Nobody ever hears another device's token, nor the host secret, nor of fake steps.
      for (const t of tokens) if (t !== r.token) expect(frame.includes(t)).toBe(false);
      expect(frame.includes(th.host.hostSecret)).toBe(false);
      expect(frame.includes('"fake"')).toBe(false);
      const wire = JSON.parse(frame) as ServerMessage;
      if (wire.t === 'patch') patches++;
      const assembled = assembler.receive(wire);
      expect(assembled?.kind, 'no patch without its base').not.toBe('gap');
      if (assembled?.kind !== 'state' || !assembled.state.game) continue;
      const msg = assembled.state;
      if (!msg.game) continue;
      const s = states[msg.game.seq];
      expect(s, `a frame for seq ${msg.game.seq}`).toBeDefined();
      // Built from this device's own viewer, and nobody else's.
      expect(msg.game.viewer).toEqual(r.viewer);
      // (Compared as JSON text: the host's bytes are JSON.stringify(viewFor(...)) for this viewer.)
      const expected = JSON.stringify(viewFor(s, r.viewer));
      if (JSON.stringify(msg.game) !== expected) expect(msg.game).toEqual(JSON.parse(expected));
      for (const e of msg.events) expect(visibleTo(s, e, r.viewer), `${e.type} to ${JSON.stringify(r.viewer)}`).toBe(true);
      if (r.viewer.kind === 'table') {
        // Noninterference: before the end, the table never names an unrevealed seat's role.
        if (s.phase !== 'over') {
          for (const p of msg.game.players) if (!p.revealed) expect(p.role).toBeNull();
          expect(msg.game.me).toBeNull();
          expect(msg.game.prompts).toEqual([]);
          expect(msg.game.secrets).toBeNull();
          for (const e of msg.events) expect(e.audience).toBe('public');
        }
      } else {
        const known = mayKnow(s, r.viewer.seat);
        for (const p of msg.game.players) {
          if (p.role !== null) expect(p.role, `seat ${r.viewer.seat} sees seat ${p.seat}`).toBe(known.get(p.seat));
        }
        for (const q of msg.game.prompts) expect(q.seat).toBe(r.viewer.seat);
      }
    }
    // The stream really is patches after the first view.
    expect(patches).toBeGreaterThan(actions / 2);
  }
  for (const c of [tv, publicTv, spectator, ...phones]) c.terminate();
  return { frames: checked, actions };
}

describe('secrecy through whole games', () => {
  const games: [number, PresetId, RoleId[], number][] = [
    [8, 'official', presetDeck(8), 1],
    [12, 'classic-cn', presetDeck(12), 2],
    [9, 'official', ['werewolf', 'werewolf', 'thief', 'cupid', 'seer', 'littleGirl', 'witch', 'piper', 'villager'], 3],
    [16, 'classic-cn', presetDeck(16), 4],
    [24, 'official', presetDeck(24), 5],
  ];
  for (const [n, preset, deck, seed] of games) {
    it(`${n} players, ${preset}: every frame to every device holds only what it may know`, async () => {
      const { frames, actions } = await playAndCheck(n, preset, deck, seed);
      expect(actions).toBeGreaterThan(3);
      expect(frames).toBeGreaterThan(actions);
    }, 60_000);
  }
});
