/** The ready moment through the host: on by default, a count for everyone, the VIP goes on, undo is exact. */
import { afterEach, describe, expect, it } from 'vitest';
import { settle, type Table } from './driver.js';
import { hostTv, joinPhones, startTestHost, type TestClient, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await th?.close();
  th = null;
});

async function table(n: number): Promise<Table> {
  th = await startTestHost({ testing: { manualClock: true, seed: 7, noReadyCheck: false } });
  const tv = await hostTv(th.url, th.host.hostSecret);
  const phones = await joinPhones(th.url, n);
  clients.push(tv, ...phones);
  await tv.waitState((s) => s.room.players.length === n);
  expect(await tv.host({ cmd: 'start' })).toBeNull();
  await settle({ tv, phones }, 0);
  return { tv, phones };
}

describe('the ready moment', () => {
  it('opens every game: each phone taps Ready, everyone sees only the count, the night falls when all are ready', async () => {
    const t = await table(6);
    expect(t.tv.game!.step.name).toBe('ready');
    expect(t.tv.game!.ready).toEqual({ ready: 0, players: 6 });
    for (let i = 0; i < 6; i++) {
      const stepId = t.tv.game!.step.id;
      expect(await t.phones[i].request({ t: 'choose', step: stepId, prompt: 'ready', choice: true })).toBeNull();
      await settle(t, i + 1);
      if (i < 5) {
        expect(t.tv.game!.ready).toEqual({ ready: i + 1, players: 6 });
        // The TV's view holds no prompt, so nothing says who tapped.
        expect(t.tv.game!.prompts).toEqual([]);
      }
    }
    expect(t.tv.game!.step.name).not.toBe('ready');
    expect(t.tv.game!.ready).toBeNull();
  });

  it('goes on without the stragglers on the VIP\'s skip, and undo brings the moment back exactly', async () => {
    const t = await table(6);
    const stepId = t.tv.game!.step.id;
    expect(await t.phones[0].request({ t: 'choose', step: stepId, prompt: 'ready', choice: true })).toBeNull();
    await settle(t, 1);
    // phones[0] is the VIP (first to join): skip as the drawer's button does.
    expect(await t.phones[0].host({ cmd: 'skip' })).toBeNull();
    await settle(t, 2);
    expect(t.tv.game!.step.name).not.toBe('ready');
    expect(await t.tv.host({ cmd: 'undo' })).toBeNull();
    await t.tv.waitState((s) => s.game?.step.name === 'ready');
    expect(t.tv.game!.ready).toEqual({ ready: 1, players: 6 });
  });
});
