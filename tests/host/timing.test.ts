/**
 * Timing tells (issue 11): every night step, real or fake, ends at a moment drawn from the same
 * range, and a real step whose role acts at once is held to that moment — the table (the TV, and
 * every phone but the actor's) cannot tell from the clock who acted. Measured on the wire, at the
 * TV's socket, with real timers (timeScale 0.05: a 20 s night step lasts 1 s; the fake minimum
 * 7 s lasts 350 ms; random() = 0.5 draws every step's end at 675 ms).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, type RoleId } from '../../engine/index.js';
import { FAKE_NIGHT_MIN_MS } from '../../electron/host/clock.js';
import { DEFAULT_TIMINGS, type RoomSettings } from '../../protocol/protocol.js';
import { hostTv, joinPhones, startTestHost, type TestClient, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await th?.close();
  th = null;
});

const SCALE = 0.05;
const NIGHT_S = 20;
const FULL = NIGHT_S * 1000 * SCALE;
const MIN = FAKE_NIGHT_MIN_MS * SCALE;
const DRAWN = MIN + 0.5 * (FULL - MIN);

describe('night step timing', () => {
  it('a real step whose role acts at once lasts as long as a fake one', async () => {
    const deck: RoleId[] = ['werewolf', 'seer', 'thief', 'villager', 'villager', 'villager'];
    // A deal where the Seer's card is a spare (a fake step) and the Thief and the wolf play.
    let seed = 1;
    for (; seed < 1000; seed++) {
      const s = createGame({ players: ['1', '2', '3', '4', '5', '6'], deck, preset: 'official', seed }).state;
      if (s.spares.includes('seer') && !s.spares.includes('werewolf') && !s.spares.includes('thief')) break;
    }
    th = await startTestHost({ testing: { manualClock: false, timeScale: SCALE, random: () => 0.5, seed } });
    const tv = await hostTv(th.url, th.host.hostSecret);
    const phones = await joinPhones(th.url, 6);
    clients.push(tv, ...phones);
    await tv.waitState((s) => s.room.players.length === 6);

    // Every actor answers the moment his prompt arrives; the steps he acted in are real.
    const acted = new Set<number>();
    for (const phone of phones) {
      phone.onMessage((m) => {
        if (m.t !== 'state' || !m.game || m.game.phase !== 'night') return;
        for (const p of m.game.prompts) {
          if (p.answered) continue;
          const choice = p.kind === 'option' ? p.options![0].id : p.kind === 'confirm' ? true : [p.seats![0]];
          acted.add(m.game.step.id);
          phone.send({ t: 'choose', step: m.game.step.id, prompt: p.id, choice });
        }
      });
    }
    // What the table sees: when each step appears on the TV.
    const seen: { at: number; id: number; timing: string }[] = [];
    tv.onMessage((m) => {
      if (m.t !== 'state' || !m.game) return;
      if (seen.at(-1)?.id !== m.game.step.id) seen.push({ at: Date.now(), id: m.game.step.id, timing: m.game.step.timing });
    });
    const room = tv.lastState()!.room;
    const settings = { ...room.settings, deck, autoDeck: false, timings: { ...DEFAULT_TIMINGS, night: NIGHT_S } } as RoomSettings;
    expect(await tv.host({ cmd: 'settings', settings })).toBeNull();
    expect(await tv.host({ cmd: 'start' })).toBeNull();
    await tv.waitState((s) => s.game?.phase === 'day', 20_000);

    const nights = seen.slice(0, -1).map((s, i) => ({ ...s, ms: seen[i + 1].at - s.at })).filter((s) => s.timing === 'night');
    const real = nights.filter((s) => acted.has(s.id));
    const fake = nights.filter((s) => !acted.has(s.id));
    expect(real.length).toBeGreaterThanOrEqual(2); // the Thief and the wolf
    expect(fake.length).toBeGreaterThanOrEqual(1); // the Seer's spare card
    for (const s of nights) {
      // Never before the drawn end (the actor answered within milliseconds), never past the full timer.
      expect(s.ms, `step ${s.id} (${acted.has(s.id) ? 'real' : 'fake'})`).toBeGreaterThanOrEqual(DRAWN - 60);
      expect(s.ms).toBeLessThan(FULL + 1500);
    }
    const mean = (xs: typeof nights) => xs.reduce((a, s) => a + s.ms, 0) / xs.length;
    // Real and fake steps end together (the draw is the same); load may add a little to either.
    expect(Math.abs(mean(real) - mean(fake))).toBeLessThan(400);
  }, 60_000);
});
