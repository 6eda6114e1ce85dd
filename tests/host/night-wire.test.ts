/**
 * A listener on the party's Wi-Fi sees each phone's frames: their sizes and how many. Through a
 * real host and real sockets, over whole random games, every seat's night frames (each frame
 * that shows a night, and the first one after it) come in the same broadcasts, and in each the
 * patches have one size and the whole views (a new ghost's, public) one size, whatever the
 * seat's role and whoever acted — so frame lengths name no role (issue 11, item 6). Ghosts'
 * frames (who is a ghost is public) have a size of their own, the same for every ghost.
 * `state`/`patch` frames only: acks go to the device that asked (the same for real and decoy taps).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { presetDeck, type PresetId, type RoleId } from '../../engine/index.js';
import { FrameAssembler } from '../../renderer/common/frames.js';
import type { ServerMessage } from '../../renderer/common/protocol.js';
import { playRandom } from './driver.js';
import { hostTv, joinPhones, startTestHost, type TestClient, type TestHost } from './helpers.js';

const hosts: TestHost[] = [];
afterAll(async () => {
  for (const h of hosts) await h.close();
});

/** Each night frame a phone got: `frame number:bytes`, in order. */
function nightFrames(phone: TestClient): string[] {
  const assembler = new FrameAssembler();
  const out: string[] = [];
  let wasNight = false;
  for (const text of phone.frames) {
    const wire = JSON.parse(text) as ServerMessage;
    const got = assembler.receive(wire);
    if (got?.kind !== 'state' || (wire.t !== 'state' && wire.t !== 'patch')) continue;
    const game = got.state.game;
    const night = game?.phase === 'night';
    // What the table knows of this seat: living (or still deciding), a ghost, or the game is over.
    const telling = game?.phase === 'over' ? 'over' : game?.me?.ghost ? 'ghost' : 'own';
    if (night || wasNight) out.push(`${wire.seq}:${wire.t}:${telling}:${Buffer.byteLength(text)}`);
    wasNight = night;
  }
  return out;
}

async function play(n: number, preset: PresetId, deck: RoleId[], seed: number): Promise<{ roles: (string | null)[]; night: string[][] }> {
  const th = await startTestHost({ testing: { manualClock: true, rateLimit: { perSecond: 1e6, burst: 1e6, closeAfterDropped: 1e9, windowMs: 1000 } } });
  hosts.push(th);
  const tv = await hostTv(th.url, th.host.hostSecret);
  const phones = await joinPhones(th.url, n);
  const room = (await tv.waitState((s) => s.room.players.length === n)).room;
  expect(await tv.host({ cmd: 'settings', settings: { ...room.settings, preset, deck, autoDeck: false } })).toBeNull();
  expect(await tv.host({ cmd: 'start' })).toBeNull();
  await Promise.all(phones.map((p) => p.waitState((s) => s.game !== null)));
  const roles = phones.map((p) => p.game!.me?.role ?? null);
  await playRandom({ tv, phones }, { rng: seed });
  await tv.waitState((s) => s.room.phase === 'ended');
  const night = phones.map(nightFrames);
  for (const c of [tv, ...phones]) c.terminate();
  return { roles, night };
}

describe('night traffic per seat', () => {
  const games: [number, PresetId, RoleId[], number][] = [
    [8, 'official', presetDeck(8), 11],
    [12, 'classic-cn', ['werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'cupid', 'littleGirl', 'villager', 'villager', 'villager'], 12],
  ];
  for (const [n, preset, deck, seed] of games) {
    it(`${n} players, ${preset}: every seat gets the same night frames, in number and size, whatever its role`, async () => {
      const { roles, night } = await play(n, preset, deck, seed);
      expect(new Set(roles).size).toBeGreaterThan(2);
      expect(night[0].length).toBeGreaterThan(5);
      // Every seat got a frame in the same broadcasts; in each, the patches are one size and the
      // whole views (a new ghost's history, public: everyone heard of the death) one size.
      const frames = night[0].map((f) => f.split(':')[0]);
      for (let seat = 2; seat <= n; seat++) {
        expect(night[seat - 1].map((f) => f.split(':')[0]), `seat ${seat} (${roles[seat - 1]}): the same night frames`).toEqual(frames);
      }
      // Ghosts (public: dead, past their last decisions) are padded apart from the living; once
      // the game is over nothing is secret and nothing is padded.
      let livingPatches = 0;
      frames.forEach((seq, i) => {
        const groups = new Map<string, Set<string>>();
        for (let seat = 1; seat <= n; seat++) {
          const [, kind, telling, size] = night[seat - 1][i].split(':');
          if (telling === 'over') continue;
          const group = `${kind} (${telling})`;
          if (!groups.has(group)) groups.set(group, new Set());
          groups.get(group)!.add(size);
        }
        for (const [group, sizes] of groups) expect([...sizes], `frame ${seq}: ${group} sizes across seats`).toHaveLength(1);
        if (groups.has('patch (own)')) livingPatches += 1;
      });
      expect(livingPatches).toBeGreaterThan(5);
    }, 90_000);
  }
});
