/**
 * Ghosts learn the past, never the present (docs/rules.md §4, issue 11): during an open ballot no
 * ghost's socket receives anything that depends on an individual ballot. Two hosts play the same
 * game (same seed, same choices) to the day's vote; then one voter votes differently in each.
 * Every frame a ghost receives while the ballot is open must be the same bytes in both (its game
 * view and events; the room part carries random player ids and clocks, and no ballots).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RoleId } from '../../engine/index.js';
import type { RoomSettings } from '../../protocol/protocol.js';
import { hostTv, joinPhones, startTestHost, type StateMsg, type TestClient, type TestHost } from './helpers.js';

const hosts: TestHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  for (const h of hosts.splice(0)) await h.close();
});

interface Table { tv: TestClient; phones: TestClient[] }

/** A table at the first day's vote, with the night's victim dead (a ghost). */
async function toTheVote(): Promise<Table> {
  const th = await startTestHost({ testing: { manualClock: true, seed: 11 } });
  hosts.push(th);
  const tv = await hostTv(th.url, th.host.hostSecret);
  const phones = await joinPhones(th.url, 7);
  clients.push(tv, ...phones);
  await tv.waitState((s) => s.room.players.length === 7);
  const deck: RoleId[] = ['werewolf', 'werewolf', 'seer', 'villager', 'villager', 'villager', 'villager'];
  const room = tv.lastState()!.room;
  expect(await tv.host({ cmd: 'settings', settings: { ...room.settings, deck, autoDeck: false, variants: { sheriffElection: 'off' } } as RoomSettings })).toBeNull();
  expect(await tv.host({ cmd: 'start' })).toBeNull();
  for (let guard = 0; guard < 40; guard++) {
    const s = await tv.waitState(() => true);
    const step = s.game!.step;
    if (step.name === 'vote') break;
    if (step.name === 'werewolves') {
      // Both wolves eat the lowest seat they may.
      for (const p of phones) {
        const g = (await p.waitState((x) => x.game?.step.id === step.id)).game;
        const q = g?.prompts.find((x) => x.id === 'wolves.victim' && !x.answered);
        const pack = new Set(g?.me?.pack.map((w) => w.seat));
        if (q) expect(await p.choose(q, [q.seats!.find((x) => !pack.has(x))!], step.id)).toBeNull();
      }
    } else {
      expect(await tv.host({ cmd: 'skip' })).toBeNull();
    }
    await tv.waitState((x) => x.game!.step.id !== step.id || x.game!.step.name === 'vote');
  }
  // Every phone has the ballot too (the TV hears of a step first), and whatever came before it.
  const ballot = tv.lastState()!.game!.step.id;
  await Promise.all(phones.map(async (p) => {
    await p.waitState((x) => x.game?.step.id === ballot);
    await p.sync();
  }));
  return { tv, phones };
}

describe('ghosts during an open ballot', () => {
  it('receive the same bytes whatever a voter chose', async () => {
    const a = await toTheVote();
    const b = await toTheVote();
    const view = a.tv.lastState()!.game!;
    expect(view.step.name).toBe('vote');
    const ghosts = view.players.filter((p) => !p.alive).map((p) => p.seat);
    expect(ghosts.length).toBeGreaterThan(0);
    const voters = view.voting!.voters;
    const voter = voters[0];
    const targets = a.phones[voter - 1].lastState()!.game!.prompts.find((p) => !p.answered)!;
    const [t1, t2] = targets.seats!.filter((s) => s !== voter);

    const record = (t: Table) => {
      const out = new Map<number, string[]>();
      for (const g of ghosts) {
        const phone = t.phones[g - 1];
        const frames: string[] = [];
        out.set(g, frames);
        phone.onMessage((m) => {
          if (m.t === 'state') frames.push(JSON.stringify({ game: (m as StateMsg).game, events: (m as StateMsg).events }));
        });
      }
      return out;
    };
    const seenA = record(a);
    const seenB = record(b);
    const vote = async (t: Table, target: number) => {
      const phone = t.phones[voter - 1];
      const g = phone.lastState()!.game!;
      const q = g.prompts.find((p) => !p.answered)!;
      expect(await phone.choose(q, [target], g.step.id)).toBeNull();
    };
    await vote(a, t1);
    await vote(b, t2);
    // The ghosts' frames for a vote go out before its ack (which came): a ping now is answered after them.
    await Promise.all(ghosts.flatMap((g) => [a.phones[g - 1].sync(), b.phones[g - 1].sync()]));
    for (const g of ghosts) {
      const fa = seenA.get(g)!;
      expect(fa.length, `ghost ${g} got a frame for the ballot`).toBeGreaterThan(0);
      expect(fa, `ghost ${g} learns the ballot`).toEqual(seenB.get(g));
      expect(fa.join('')).not.toContain('promptAnswered');
    }
    // The living voter's own phone does see his own ballot (the test can tell a difference).
    const own = (t: Table) => JSON.stringify(t.phones[voter - 1].lastState()!.game!.prompts);
    expect(own(a)).not.toBe(own(b));
  }, 60_000);
});
