/** A game through the host: scripted to the end, turns, clocks, pause, undo, kick, handover, restore. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, presetDeck, type GameSetup, type RoleId } from '../../engine/index.js';
import { DEFAULT_TIMINGS, PROTOCOL_VERSION, type RoomSettings } from '../../protocol/protocol.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { playRandom, playScript, settle, type Table } from './driver.js';
import { hostTv, joinPhones, sleep, startTestHost, TestClient, tempDir, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await th?.close();
  th = null;
});

async function table(n: number, opts: Parameters<typeof startTestHost>[0] = {}): Promise<Table> {
  th = await startTestHost(opts);
  const tv = await hostTv(th.url, th.host.hostSecret);
  const phones = await joinPhones(th.url, n);
  clients.push(tv, ...phones);
  await tv.waitState((s) => s.room.players.length === n);
  return { tv, phones };
}

async function start(t: Table, settings?: Partial<RoomSettings>): Promise<void> {
  if (settings) {
    const room = t.tv.lastState()!.room;
    expect(await t.tv.host({ cmd: 'settings', settings: { ...room.settings, ...settings } as RoomSettings })).toBeNull();
  }
  expect(await t.tv.host({ cmd: 'start' })).toBeNull();
  await settle(t, 0);
}

function setupFor(n: number, seed: number, deck: RoleId[] = presetDeck(n)): GameSetup {
  return { players: Array.from({ length: n }, (_, i) => `P${i + 1}`), deck, preset: 'official', variants: {}, seed };
}

function logLines(dataDir: string): number {
  const file = path.join(dataDir, 'current-game.jsonl');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').length : 0;
}

describe('a whole game', () => {
  it('plays a scripted game to the same end as the engine alone, and archives it', async () => {
    const seed = 4242;
    const t = await table(8, { testing: { manualClock: true, seed } });
    const script = playRandomGame(setupFor(8, seed), 99);
    await start(t);
    // Every phone sees its own dealt role, and nobody else's: a werewolf exactly his packmates'.
    const dealt = createGame(setupFor(8, seed)).state.players;
    const wolfSeats = dealt.flatMap((p, i) => (p.role === 'werewolf' ? [i + 1] : []));
    expect(wolfSeats.length).toBeGreaterThanOrEqual(2);
    for (const [i, phone] of t.phones.entries()) {
      expect(phone.game!.me!.role).toBe(dealt[i].role);
      const others = phone.game!.players.filter((p) => p.seat !== i + 1 && p.role !== null);
      const packmates = dealt[i].role === 'werewolf' ? wolfSeats.filter((s) => s !== i + 1) : [];
      expect(others.map((p) => [p.seat, p.role])).toEqual(packmates.map((s) => [s, 'werewolf']));
    }
    expect(t.tv.game!.players.every((p) => p.role === null)).toBe(true);
    expect(logLines(th!.dataDir)).toBe(1);
    await playScript(t, script.actions);
    const end = await t.tv.waitState((s) => s.room.phase === 'ended');
    expect(end.game!.outcome).toEqual(script.state.outcome);
    expect(end.game!.players.map((p) => p.role)).toEqual(script.state.players.map((p) => p.role));
    expect(end.timer).toBeNull();
    // Moved from the log to games/.
    expect(fs.existsSync(path.join(th!.dataDir, 'current-game.jsonl'))).toBe(false);
    const games = fs.readdirSync(path.join(th!.dataDir, 'games'));
    expect(games).toHaveLength(1);
    const archive = JSON.parse(fs.readFileSync(path.join(th!.dataDir, 'games', games[0]), 'utf8'));
    expect(archive.actions).toEqual(script.actions);
    expect(archive.outcome).toEqual(script.state.outcome);
    expect(archive.setup.seed).toBe(seed);
    expect(th!.host.hasGameInProgress()).toBe(false);
    // Back to the lobby with the same players.
    expect(await t.tv.host({ cmd: 'newGame' })).toBeNull();
    const lobby = await t.phones[0].waitState((s) => s.room.phase === 'lobby');
    expect(lobby.game).toBeNull();
    expect(lobby.fresh).toBe(true);
    expect(lobby.room.players).toHaveLength(8);
  });

  it('resends the whole visible history when a player becomes a ghost, and to everyone at the end', async () => {
    const t = await table(8, { testing: { manualClock: true, seed: 31 } });
    await start(t);
    await playRandom(t, { rng: 5 });
    const states = (c: TestClient) => c.frames.map((f) => JSON.parse(f)).filter((m) => m.t === 'state' && m.game);
    // Who became a ghost: every phone whose own view said, before the end, that it was a ghost.
    const ghostly = t.phones.filter((phone) => states(phone).some((m) => m.game.me?.ghost));
    expect(ghostly.length).toBeGreaterThan(0);
    for (const phone of ghostly) {
      const seen = states(phone);
      const first = seen.findIndex((m) => m.game.me?.ghost);
      expect(seen[first].fresh, phone.label).toBe(true);
      // A ghost now sees events that were private to others, e.g. every role dealt.
      expect(seen[first].events.filter((e: { type: string }) => e.type === 'roleDealt'), phone.label).toHaveLength(8);
    }
    const last = states(t.tv).at(-1)!;
    expect(last.game.phase).toBe('over');
    expect(last.fresh).toBe(true);
    expect(last.events.filter((e: { type: string }) => e.type === 'roleDealt')).toHaveLength(8);
  });

  it('plays a random game from the phones\' own prompts', async () => {
    const t = await table(10, { testing: { manualClock: true } });
    await start(t);
    const actions = await playRandom(t, { rng: 7 });
    expect(actions).toBeGreaterThan(5);
    expect(t.tv.lastState()!.room.phase).toBe('ended');
  });
});

describe('turns', () => {
  it('refuses choices that are not this phone\'s, stale steps, spectators, and changes nothing', async () => {
    const seed = 77;
    const t = await table(6, { testing: { manualClock: true, seed } });
    const late = await TestClient.connect(th!.url, 'late');
    clients.push(late);
    await late.hello();
    expect(await late.request({ t: 'choose', step: 1, prompt: 'seer.inspect', choice: [1] })).toBe('NOT_JOINED');
    expect(await t.phones[0].request({ t: 'choose', step: 1, prompt: 'seer.inspect', choice: [1] })).toBe('NO_GAME');
    await start(t);
    t.others = [late];
    const step = t.tv.game!.step;
    const owner = t.phones.findIndex((p) => p.game!.prompts.length > 0);
    expect(owner).toBeGreaterThanOrEqual(0);
    const prompt = t.phones[owner].game!.prompts[0];
    const other = t.phones[(owner + 1) % 6];
    const seq = t.tv.game!.seq;
    // The same prompt id from another seat: the seat comes from the token, so it is not theirs.
    expect(await other.request({ t: 'choose', step: step.id, prompt: prompt.id, choice: prompt.seats ? [prompt.seats[0]] : true })).toMatch(/NOT_YOUR_TURN|NO_SUCH_PROMPT/);
    expect(await t.phones[owner].request({ t: 'choose', step: step.id - 1, prompt: prompt.id, choice: [prompt.seats![0]] })).toBe('STALE_STEP');
    expect(await t.phones[owner].request({ t: 'choose', step: step.id, prompt: prompt.id, choice: [99] })).toBe('BAD_MESSAGE');
    expect(await t.phones[owner].request({ t: 'choose', step: step.id, prompt: prompt.id, choice: 'nonsense' })).toBe('BAD_CHOICE');
    // A latecomer joins during the game: registered, but a spectator with the public view.
    const joined = await late.join('Late');
    expect(joined.you).toMatchObject({ spectator: true, seat: null });
    expect(joined.game!.me).toBeNull();
    expect(joined.game!.viewer).toEqual({ kind: 'table' });
    expect(await late.request({ t: 'choose', step: step.id, prompt: prompt.id, choice: [1] })).toBe('NOT_IN_GAME');
    expect(t.tv.game!.seq).toBe(seq);
    expect(logLines(th!.dataDir)).toBe(1);
    // The owner's choice goes through.
    expect(await t.phones[owner].request({ t: 'choose', step: step.id, prompt: prompt.id, choice: [prompt.seats![0]] })).toBeNull();
    await settle(t, seq + 1);
    expect(logLines(th!.dataDir)).toBe(2);
    expect(t.tv.lastState()!.room.spectators).toBe(1);
  });
});

describe('clocks', () => {
  it('times steps out by itself, pauses and resumes (keeping the remaining time), extends and skips', async () => {
    // timeScale 0.1: a 10 s night step lasts 1 s, time enough on a loaded machine to pause the
    // second step before it runs out too. Seed 3 deals that step an actor.
    const t = await table(6, { testing: { manualClock: false, timeScale: 0.1, seed: 3 } });
    await start(t, { timings: { ...DEFAULT_TIMINGS, night: 10 } });
    const first = t.tv.lastState()!;
    expect(first.timer).toMatchObject({ duration: 1000, paused: false, stepId: first.game!.step.id });
    // It runs out by itself.
    await t.tv.waitState((s) => s.game!.seq >= 1, 5000);
    // Pause: nothing moves, choices are refused, the remaining time is kept.
    expect(await t.tv.host({ cmd: 'pause' })).toBeNull();
    const paused = await t.tv.waitState((s) => s.room.paused);
    const seq = paused.game!.seq;
    expect(seq).toBe(1);
    expect(paused.timer).toMatchObject({ paused: true });
    // Nothing moves: not even once the time left at the pause has passed (a wait for time itself).
    await sleep(paused.timer!.remaining + 300);
    expect(t.tv.game!.seq).toBe(seq);
    // Someone is asked at this step (the second of night 1): a choice to refuse.
    await Promise.all(t.phones.map((p) => p.waitState((s) => s.room.paused && s.game?.seq === seq)));
    const someone = t.phones.find((p) => p.game!.prompts.some((q) => !q.answered));
    expect(someone, `nobody has an open prompt at step ${paused.game!.step.name}`).toBeDefined();
    const q = someone!.game!.prompts.find((x) => !x.answered)!;
    expect(await someone!.request({ t: 'choose', step: someone!.game!.step.id, prompt: q.id, choice: q.seats ? [q.seats[0]] : true })).toBe('PAUSED');
    expect(t.tv.game!.seq).toBe(seq);
    // A paused step keeps its countdown (stopped); extending adds to its length and what is left.
    expect(paused.timer).not.toBeNull();
    expect(await t.tv.host({ cmd: 'extend', seconds: 5 })).toBeNull();
    const extended = await t.tv.waitState((s) => s.timer !== null && s.timer.duration > paused.timer!.duration);
    expect(extended.timer!.duration).toBe(paused.timer!.duration + 5000);
    expect(extended.timer!.remaining).toBe(paused.timer!.remaining + 5000);
    expect(await t.tv.host({ cmd: 'resume' })).toBeNull();
    await t.tv.waitState((s) => !s.room.paused);
    expect(await t.tv.host({ cmd: 'skip' })).toBeNull();
    await t.tv.waitState((s) => s.game!.seq > seq);
  });

  it('gives a fake night step the real countdown but ends it at a random moment in the night range', async () => {
    const deck: RoleId[] = ['werewolf', 'seer', 'thief', 'villager', 'villager', 'villager'];
    let seed = 1;
    for (; seed < 1000; seed++) {
      const s = createGame(setupFor(6, seed, deck)).state;
      if (s.spares.includes('seer') && !s.spares.includes('werewolf') && !s.spares.includes('thief')) break;
    }
    const t = await table(6, { testing: { manualClock: true, seed, random: () => 0.5 } });
    await start(t, { deck, autoDeck: false, timings: { ...DEFAULT_TIMINGS, night: 60 } });
    // Step 1 is the Thief (real): the full night timer, and the same drawn end as a fake step
    // (issue 11: a real step never ends sooner; it waits for its role up to the full timer).
    const thief = t.tv.lastState()!;
    expect(thief.game!.step.name).toBe('thief');
    expect(thief.timer!.duration).toBe(60_000);
    expect(th!.host.debug()).toMatchObject({ fake: false });
    expect(th!.host.debug().msUntilEnd!).toBeGreaterThan(33_000);
    expect(th!.host.debug().msUntilEnd!).toBeLessThanOrEqual(33_500);
    expect(await t.tv.host({ cmd: 'skip' })).toBeNull();
    const seer = await t.tv.waitState((s) => s.game!.step.name === 'seer');
    // The Seer's card is a spare: a fake step. Same countdown on every device...
    expect(seer.timer!.duration).toBe(60_000);
    expect(JSON.stringify(seer)).not.toContain('fake');
    // ...but the host ends it halfway between 7 s and 60 s (random() = 0.5).
    const dbg = th!.host.debug();
    expect(dbg.fake).toBe(true);
    expect(dbg.msUntilEnd!).toBeGreaterThan(33_000);
    expect(dbg.msUntilEnd!).toBeLessThanOrEqual(33_500);
  });
});

describe('undo, kick, handover, restore', () => {
  it('undoes the last action (also back past a step) and rewrites the log', async () => {
    const seed = 99;
    const t = await table(7, { testing: { manualClock: true, seed } });
    const script = playRandomGame(setupFor(7, seed), 5);
    await start(t);
    expect(await t.tv.host({ cmd: 'undo' })).toBe('NOTHING_TO_UNDO');
    await playScript(t, script.actions.slice(0, 4), 0);
    expect(logLines(th!.dataDir)).toBe(5);
    const before = t.phones.map((p) => JSON.stringify(p.game));
    await playScript(t, script.actions.slice(0, 5), 4);
    expect(await t.tv.host({ cmd: 'undo' })).toBeNull();
    const undone = await t.tv.waitState((s) => s.game!.seq === 4);
    expect(undone.fresh).toBe(true);
    expect(logLines(th!.dataDir)).toBe(5);
    for (const [i, p] of t.phones.entries()) {
      const st = await p.waitState((s) => s.game!.seq === 4 && s.fresh);
      expect(JSON.stringify(st.game)).toBe(before[i]);
    }
    // Replaying the same action gives the same game again.
    await playScript(t, script.actions, 4);
    expect(t.tv.lastState()!.game!.outcome).toEqual(script.state.outcome);
    // No undo after the end (issue 11: it would reopen a game whose roles everyone saw).
    expect(await t.tv.host({ cmd: 'undo' })).toBe('GAME_OVER');
    expect(t.tv.lastState()!.room.phase).toBe('ended');
    expect(fs.readdirSync(path.join(th!.dataDir, 'games'))).toHaveLength(1);
  });

  it('kicks a seated player (the seat stays) and hands the seat to a new device', async () => {
    const t = await table(6, { testing: { manualClock: true, seed: 5 } });
    await start(t);
    const victim = t.phones[2];
    const you = victim.lastState()!.you as { playerId: string; token: string };
    const role = victim.game!.me!.role;
    expect(await t.tv.host({ cmd: 'kick', playerId: you.playerId })).toBeNull();
    await victim.next((m) => m.t === 'kicked');
    await victim.waitClosed();
    const st = await t.tv.waitState((s) => s.room.players.some((p) => p.id === you.playerId && !p.connected));
    expect(st.room.players).toHaveLength(6);
    const retry = await TestClient.connect(th!.url, 'retry');
    clients.push(retry);
    retry.send({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone', token: you.token });
    expect(await retry.next((m) => m.t === 'error')).toMatchObject({ code: 'BAD_TOKEN' });
    expect(await t.tv.host({ cmd: 'handover', playerId: you.playerId })).toBeNull();
    const code = (t.tv.msgs.filter((m) => m.t === 'handover').at(-1) as { code: string }).code;
    const replacement = await TestClient.connect(th!.url, 'replacement');
    clients.push(replacement);
    const taken = await replacement.hello({ handover: code });
    expect(taken.you).toMatchObject({ playerId: you.playerId, seat: 3, spectator: false });
    expect(taken.game!.me!.role).toBe(role);
    expect(taken.fresh).toBe(true);
    expect(taken.events.some((e) => e.type === 'roleDealt')).toBe(true);
  });

  it('comes back after a restart at the same step with the same seats and tokens', async () => {
    const seed = 31;
    const dataDir = tempDir();
    const t = await table(8, { dataDir, testing: { manualClock: true, seed } });
    const script = playRandomGame(setupFor(8, seed), 3);
    await start(t);
    await playScript(t, script.actions.slice(0, 6), 0);
    const tokens = t.phones.map((p) => (p.lastState()!.you as { token: string }).token);
    const views = t.phones.map((p) => JSON.stringify(p.game));
    for (const c of clients.splice(0)) c.terminate();
    await th!.close();
    th = await startTestHost({ dataDir, testing: { manualClock: true, seed } });
    expect(th.host.restoredGame).toBe(true);
    expect(th.host.hasGameInProgress()).toBe(true);
    const tv = await hostTv(th.url, th.host.hostSecret);
    expect(tv.lastState()!.room.restored).toBe(true);
    const phones: TestClient[] = [];
    for (const [i, token] of tokens.entries()) {
      const p = await TestClient.connect(th.url, `P${i + 1}`);
      const st = await p.hello({ token });
      expect(st.you).toMatchObject({ seat: i + 1 });
      expect(JSON.stringify(st.game)).toBe(views[i]);
      phones.push(p);
    }
    clients.push(tv, ...phones);
    await playScript({ tv, phones }, script.actions);
    expect(tv.lastState()!.game!.outcome).toEqual(script.state.outcome);
  });

  it('abandons a game with end (archived as aborted) and goes back to the lobby', async () => {
    const t = await table(6, { testing: { manualClock: true } });
    await start(t);
    expect(await t.phones[1].host({ cmd: 'end' })).toBe('NOT_VIP');
    expect(await t.phones[0].host({ cmd: 'end' })).toBeNull();
    await t.tv.waitState((s) => s.room.phase === 'lobby');
    const games = fs.readdirSync(path.join(th!.dataDir, 'games'));
    expect(JSON.parse(fs.readFileSync(path.join(th!.dataDir, 'games', games[0]), 'utf8')).aborted).toBe(true);
    expect(fs.existsSync(path.join(th!.dataDir, 'current-game.jsonl'))).toBe(false);
  });

  it('repairs a torn last log line and keeps a pause across a restart', async () => {
    const seed = 8;
    const dataDir = tempDir();
    const t = await table(6, { dataDir, testing: { manualClock: true, seed } });
    const script = playRandomGame(setupFor(6, seed), 8);
    await start(t);
    await playScript(t, script.actions.slice(0, 3), 0);
    expect(await t.tv.host({ cmd: 'pause' })).toBeNull();
    await t.tv.waitState((s) => s.room.paused);
    for (const c of clients.splice(0)) c.terminate();
    await th!.close();
    // A crash in the middle of an append leaves half a line.
    fs.appendFileSync(path.join(dataDir, 'current-game.jsonl'), '{"type":"choose","se');
    th = await startTestHost({ dataDir, testing: { manualClock: true, seed } });
    const tv = await hostTv(th.url, th.host.hostSecret);
    clients.push(tv);
    expect(tv.lastState()!.game!.seq).toBe(3);
    expect(tv.lastState()!.room.paused).toBe(true);
    expect(tv.lastState()!.timer?.paused ?? true).toBe(true);
    expect(logLines(dataDir)).toBe(4);
    expect(fs.readFileSync(path.join(dataDir, 'current-game.jsonl'), 'utf8').endsWith('\n')).toBe(true);
  });
});
