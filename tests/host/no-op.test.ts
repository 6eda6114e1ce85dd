/**
 * A decision that changes nothing (issue 27, point 13) — a wolf's self-destruct "no", a pick or a
 * vote given again as it stands — through a real host: the sender gets its ack, and nothing else
 * happens: no line in the game log (so no fsync and nothing for the undo), and by day no frame.
 * At night every device still gets a frame, as for a sleeper's decoy tap (the air must not tell a
 * real actor from a sleeper).
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameLog, LOG_FILE } from '../../electron/host/persistence.js';
import { settle, type Table } from './driver.js';
import { hostTv, joinPhones, startTestHost, type TestClient, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await th?.close();
  th = null;
});

const DECK = ['werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager'] as const;

async function table(): Promise<Table & { logLines: () => number }> {
  th = await startTestHost({ testing: { manualClock: true, seed: 11 } });
  const tv = await hostTv(th.url, th.host.hostSecret);
  const phones = await joinPhones(th.url, DECK.length);
  clients.push(tv, ...phones);
  const room = (await tv.waitState((s) => s.room.players.length === DECK.length)).room;
  expect(await tv.host({ cmd: 'settings', settings: { ...room.settings, preset: 'modern-cn', deck: [...DECK], autoDeck: false } })).toBeNull();
  expect(await tv.host({ cmd: 'start' })).toBeNull();
  await settle({ tv, phones }, 0);
  const logFile = path.join(th.dataDir, LOG_FILE);
  return { tv, phones, logLines: () => GameLog.read(logFile)!.actions.length };
}

/** The host's skip until `done` holds on the TV's view (each skip a logged timeout). */
async function skipUntil(t: Table, done: () => boolean): Promise<void> {
  for (let i = 0; i < 80 && !done(); i++) {
    const seq = t.tv.game!.seq;
    expect(await t.tv.host({ cmd: 'skip' })).toBeNull();
    await settle(t, seq + 1);
  }
  expect(done()).toBe(true);
}

describe('a decision that changes nothing', () => {
  it('a self-destruct "no" is acked, logged nowhere, sent to nobody; the undo takes back the last real action', async () => {
    const t = await table();
    const wolfOffered = () => t.phones.some((p) => p.game?.prompts.some((q) => q.id === 'wolf.selfDestruct'));
    await skipUntil(t, wolfOffered);
    const firstStep = t.tv.game!.step.id;
    // One real day action (the host's skip to the next step, still by day, the wolf still offered it).
    await skipUntil(t, () => t.tv.game!.step.id !== firstStep);
    expect(t.tv.game!.phase).toBe('day');
    const wolf = t.phones.find((p) => p.game!.prompts.some((q) => q.id === 'wolf.selfDestruct'))!;
    const lines = t.logLines();
    const framesBefore = wolf.frames.length;
    const seq = t.tv.game!.seq;
    expect(await wolf.request({ t: 'choose', step: t.tv.game!.step.id, prompt: 'wolf.selfDestruct', choice: false })).toBeNull();
    // The sender's own frame of a broadcast would come before its ack on the same socket: none came.
    expect(wolf.frames.slice(framesBefore).map((f) => JSON.parse(f).t)).toEqual(['ack']);
    expect(t.logLines()).toBe(lines);
    // The VIP's undo takes back the skip, not the "no": the day's first step is back.
    expect(await t.phones[0].host({ cmd: 'undo' })).toBeNull();
    await t.tv.waitState((s) => s.game?.step.id === firstStep);
    expect(t.logLines()).toBe(lines - 1);
    expect(t.tv.game!.seq).toBe(seq - 1);
  }, 60_000);

  it('a wolf\'s pick given again as it stands: acked, not logged, and every device gets a frame as for a decoy tap', async () => {
    const t = await table();
    await skipUntil(t, () => t.tv.game!.step.name === 'werewolves');
    const step = t.tv.game!.step.id;
    const wolf = t.phones.find((p) => p.game!.prompts.some((q) => q.id === 'wolves.victim'))!;
    const prompt = wolf.game!.prompts.find((q) => q.id === 'wolves.victim')!;
    const pick = [prompt.seats![0]];
    expect(await wolf.request({ t: 'choose', step, prompt: 'wolves.victim', choice: pick })).toBeNull();
    await settle(t, t.tv.game!.seq);
    await wolf.waitState((s) => s.game!.prompts.some((q) => q.id === 'wolves.victim' && q.answered));
    const lines = t.logLines();
    const villager = t.phones.find((p) => p.game!.me?.role === 'villager')!;
    const others = villager.frames.length;
    const seq = t.tv.game!.seq;
    expect(await wolf.request({ t: 'choose', step, prompt: 'wolves.victim', choice: pick })).toBeNull();
    expect(t.logLines()).toBe(lines);
    // A frame to a sleeper too, as a decoy tap would send; the game did not move.
    await expect.poll(() => villager.frames.length).toBeGreaterThan(others);
    expect(t.tv.game!.seq).toBe(seq);
  }, 60_000);
});
