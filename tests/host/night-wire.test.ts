/**
 * A listener on the party's Wi-Fi sees each phone's frames: their sizes and how many. Through a
 * real host and real sockets, over whole random games, every seat's frames of the game, night
 * and day (issue 27: by day only the living wolves hold the self-destruct, and a reveal is news
 * only to some), come in the same broadcasts, and in each the patches have one size and the
 * whole views (a new ghost's, public) one size, whatever the seat's role and whoever acted — so
 * frame lengths name no role (issue 11, item 6). Ghosts' frames (who is a ghost is public) have a
 * size of their own, the same for every ghost.
 * `state`/`patch` frames only: acks go to the device that asked (the same for real and decoy taps).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BOARDS, presetDeck, type PresetId, type RoleId, type Variants } from '../../engine/index.js';
import { FrameAssembler } from '../../protocol/frames.js';
import type { ServerMessage } from '../../protocol/protocol.js';
import { playRandom } from './driver.js';
import { hostTv, joinPhones, startTestHost, type TestClient, type TestHost } from './helpers.js';

const hosts: TestHost[] = [];
afterAll(async () => {
  for (const h of hosts) await h.close();
});

/** Each frame of the game a phone got (from the deal to the end): `frame number:kind:telling:bytes`, in order. */
function gameFrames(phone: TestClient): string[] {
  const assembler = new FrameAssembler();
  const out: string[] = [];
  for (const text of phone.frames) {
    const wire = JSON.parse(text) as ServerMessage;
    const got = assembler.receive(wire);
    if (got?.kind !== 'state' || (wire.t !== 'state' && wire.t !== 'patch')) continue;
    const game = got.state.game;
    // What the table knows of this seat: living (or still deciding), a ghost, or the game is over.
    const telling = game?.phase === 'over' ? 'over' : game?.me?.ghost ? 'ghost' : 'own';
    if (game) out.push(`${wire.seq}:${wire.t}:${telling}:${game.phase}:${Buffer.byteLength(text)}`);
  }
  return out;
}

async function play(n: number, preset: PresetId, deck: readonly RoleId[], seed: number, variants: Partial<Variants> = {}): Promise<{ roles: (string | null)[]; frames: string[][] }> {
  const th = await startTestHost({ testing: { manualClock: true, seed, rateLimit: { perSecond: 1e6, burst: 1e6, closeAfterDropped: 1e9, windowMs: 1000 } } });
  hosts.push(th);
  const tv = await hostTv(th.url, th.host.hostSecret);
  const phones = await joinPhones(th.url, n);
  const room = (await tv.waitState((s) => s.room.players.length === n)).room;
  expect(await tv.host({ cmd: 'settings', settings: { ...room.settings, preset, deck: [...deck], variants: { ...variants }, autoDeck: false } })).toBeNull();
  expect(await tv.host({ cmd: 'start' })).toBeNull();
  await Promise.all(phones.map((p) => p.waitState((s) => s.game !== null)));
  const roles = phones.map((p) => p.game!.me?.role ?? null);
  await playRandom({ tv, phones }, { rng: seed });
  await tv.waitState((s) => s.room.phase === 'ended');
  const frames = phones.map(gameFrames);
  for (const c of [tv, ...phones]) c.terminate();
  return { roles, frames };
}

/** A few games per named board: random games reach the new roles' powers only now and then. */
const SEEDS_PER_BOARD = Array.from({ length: Number(process.env.NIGHT_WIRE_SEEDS ?? 3) }, (_, k) => k + 1);

describe('traffic per seat, night and day', () => {
  const games: [number, PresetId, readonly RoleId[], number, Partial<Variants>?, string?][] = [
    [8, 'official', presetDeck(8), 11],
    [12, 'classic-cn', ['werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'cupid', 'littleGirl', 'villager', 'villager', 'villager'], 12],
    // The self-destruct on the living wolves' phones by day, the election, cards hidden at death.
    [12, 'modern-cn', ['werewolf', 'werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'idiot', 'villager', 'villager', 'villager', 'villager'], 13],
    // The named boards of RULES.md §12, each with its preset, deck and variants as the lobby offers
    // them: the new roles' secret steps (the Nightmare's terror, the Gargoyle's inspection, the
    // Mechanical Wolf's learning, the Magician's swap, the dream, the charm…), their day powers
    // and their hidden deaths' calls must not show in any seat's traffic either.
    ...BOARDS.flatMap((b, i) => SEEDS_PER_BOARD.map((k): [number, PresetId, readonly RoleId[], number, Partial<Variants>, string] =>
      [b.deck.length, b.preset, b.deck, 100 * k + i, b.variants ?? {}, `${b.id} (seed ${100 * k + i})`])),
  ];
  for (const [n, preset, deck, seed, variants, board] of games) {
    it(`${n} players, ${board ?? preset}: every seat gets the same frames, night and day, in number and size, whatever its role`, async () => {
      const { roles, frames: got } = await play(n, preset, deck, seed, variants);
      expect(new Set(roles).size).toBeGreaterThan(2);
      // Every card of the deck was dealt (the board's new roles really sat at the table).
      expect([...new Set(roles)].sort()).toEqual([...new Set(deck)].sort());
      expect(got[0].length).toBeGreaterThan(5);
      // Every seat got a frame in the same broadcasts; in each, the patches are one size and the
      // whole views (a new ghost's history, public: everyone heard of the death) one size.
      const frames = got[0].map((f) => f.split(':')[0]);
      for (let seat = 2; seat <= n; seat++) {
        expect(got[seat - 1].map((f) => f.split(':')[0]), `seat ${seat} (${roles[seat - 1]}): the same frames`).toEqual(frames);
      }
      // Ghosts (public: dead, past their last decisions) are padded apart from the living; once
      // the game is over nothing is secret and nothing is padded.
      const livingPatches = { night: 0, day: 0 };
      frames.forEach((seq, i) => {
        const groups = new Map<string, Set<string>>();
        let phase = '';
        for (let seat = 1; seat <= n; seat++) {
          const [, kind, telling, shown, size] = got[seat - 1][i].split(':');
          if (telling === 'over') continue;
          const group = `${kind} (${telling})`;
          if (!groups.has(group)) groups.set(group, new Set());
          groups.get(group)!.add(size);
          if (telling === 'own') phase = shown;
        }
        for (const [group, sizes] of groups) expect([...sizes], `frame ${seq} (${phase}): ${group} sizes across seats`).toHaveLength(1);
        if (groups.has('patch (own)') && (phase === 'night' || phase === 'day')) livingPatches[phase] += 1;
      });
      expect(livingPatches.night).toBeGreaterThan(5);
      expect(livingPatches.day).toBeGreaterThan(5);
    }, 90_000);
  }
});
