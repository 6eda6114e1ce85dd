/**
 * Spoilers (issue 11): no phone hears a public outcome — a vote's result, the game's end — before
 * the TV has shown it. The host holds every phone's frame for as long as the TV's reveal takes
 * (renderer/common/reveal.ts, the same numbers the TV paces its overlays with). Measured on the
 * wire: when the TV's socket and each phone's socket first receive the vote record and the
 * outcome. Real timers, timeScale 0.05 (a vote reveal of 6 ballots: 10.3 s → 516 ms).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RoleId } from '../../engine/index.js';
import { revealMs, voteRevealMs } from '../../renderer/common/reveal.js';
import type { RoomSettings } from '../../renderer/common/protocol.js';
import { hostTv, joinPhones, startTestHost, type StateMsg, type TestClient, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await th?.close();
  th = null;
});

const SCALE = 0.05;

describe('phones never show an outcome before the TV', () => {
  it('holds the vote result and the end on every phone for the TV\'s reveal time', async () => {
    th = await startTestHost({ testing: { manualClock: false, timeScale: SCALE, seed: 3 } });
    const tv = await hostTv(th.url, th.host.hostSecret);
    const phones = await joinPhones(th.url, 6);
    clients.push(tv, ...phones);
    await tv.waitState((s) => s.room.players.length === 6);

    const firstSeen = new Map<TestClient, { votes?: number; over?: number }>();
    let ballots = 0;
    const watch = (c: TestClient, m: StateMsg) => {
      const seen = firstSeen.get(c) ?? {};
      const revealed = m.events.find((e) => e.type === 'votesRevealed');
      if (revealed) {
        seen.votes ??= Date.now();
        ballots = (revealed.ballots as unknown[]).length;
      }
      if (m.game?.outcome) seen.over ??= Date.now();
      firstSeen.set(c, seen);
    };
    let wolf = 0;
    for (const [i, phone] of phones.entries()) {
      phone.onMessage((m) => {
        if (m.t !== 'state' || !m.game) return;
        watch(phone, m);
        if (m.game.me?.role === 'werewolf') wolf = i + 1;
        // Everyone acts at once: the wolf eats the first seat he may; the village votes him out.
        for (const p of m.game.prompts) {
          if (p.answered) continue;
          const choice = p.kind === 'option' ? p.options![0].id : p.kind === 'confirm' ? true
            : p.seats!.includes(wolf) && p.id !== 'wolves.victim' ? [wolf] : [p.seats![0]];
          phone.send({ t: 'choose', step: m.game.step.id, prompt: p.id, choice });
        }
      });
    }
    tv.onMessage((m) => {
      if (m.t !== 'state' || !m.game) return;
      watch(tv, m);
      // Nobody needs to talk in this test.
      if (m.game.step.name === 'discussion') tv.send({ t: 'host', command: { cmd: 'skip' } });
    });
    const deck: RoleId[] = ['werewolf', 'villager', 'villager', 'villager', 'villager', 'villager'];
    const room = tv.lastState()!.room;
    const settings = {
      ...room.settings, deck, autoDeck: false, variants: { sheriffElection: 'off' },
      timings: { night: 10, info: 3, decision: 10, discussion: 30, speech: 15, vote: 15 },
    } as RoomSettings;
    expect(await tv.host({ cmd: 'settings', settings })).toBeNull();
    expect(await tv.host({ cmd: 'start' })).toBeNull();
    const end = await tv.waitState((s) => !!s.game?.outcome, 30_000);
    expect(end.game!.outcome!.winner).toBe('village');
    // Let the phones' held frames arrive.
    await Promise.all(phones.map((p) => p.waitState((s) => !!s.game?.outcome, 5000)));

    expect(ballots).toBeGreaterThan(0);
    const voteHold = voteRevealMs(ballots) * SCALE;
    const tvSeen = firstSeen.get(tv)!;
    for (const phone of phones) {
      const seen = firstSeen.get(phone)!;
      // The vote that ends the game: the TV reveals the ballots, the phones learn it afterwards.
      expect(seen.votes! - tvSeen.votes!, `${phone.label} heard the vote result early`).toBeGreaterThanOrEqual(voteHold * 0.75);
      expect(seen.over! - tvSeen.over!, `${phone.label} heard the end early`).toBeGreaterThanOrEqual(voteHold * 0.75);
    }
    expect(revealMs([{ type: 'gameOver', audience: 'public' }])).toBeGreaterThan(0);
  }, 60_000);
});
