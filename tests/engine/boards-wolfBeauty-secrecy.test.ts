/**
 * The Wolf Beauty's charm is told to nobody (RULES.md §13–13b): not the pack she hunts with, not the
 * charmed. Shown as non-interference: two games that differ only in whom she charms give every other
 * living viewer (the table, her packmates, the charmed, the villagers) the same view and the same
 * events, night after night, until the day she dies — and give her different ones (so the test would
 * see a leak). Then her death by day tells the table who it was, by name only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGhost, viewFor } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
import { setupArb } from '../support/arbitraries.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { play, seat, TABLE, seenBy, type Step } from '../support/scripted.js';

/** 狼美人骑士's deck, cards hidden (modern-cn): the Wolf Beauty sits at 4, her pack at 1–3. */
const setup: ScenarioSetup = {
  preset: 'modern-cn',
  variants: { sheriffElection: 'off', discussion: 'free' },
  deal: ['werewolf', 'werewolf', 'werewolf', 'wolfBeauty', 'seer', 'witch', 'hunter', 'duelKnight', 'villager', 'villager', 'villager', 'villager'],
};
const BEAUTY = 4;

/** Every seat votes `target` but the target, who votes seat 1. */
const voteOut = (target: number, alive: number[]): Step[] => alive.map((v) => [v, [v === target ? 1 : target]] as Step);

/**
 * Night 1: the Seer reads 1, the pack bites 10, the Wolf Beauty charms `charm`, the Witch saves 10.
 * Day 1: 12 is voted out (his last words). Night 2: the Seer, the pack bites 11, and her step opens
 * (the seat she charmed last night disabled on her tile only).
 */
function upToNight2(charm: number): Step[] {
  return [
    [5, [1]], [1, [10]], [2, [10]], [3, [10]], [4, [10]], [BEAUTY, [charm]], [6, true],
    'timeout', // the discussion
    ...voteOut(12, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    [12, true], // his last words
    [5, [2]], [1, [11]], [2, [11]], [3, [11]], [4, [11]],
  ];
}

describe("the Wolf Beauty's charm", () => {
  const on9 = play(setup, upToNight2(9));
  const on11 = play(setup, upToNight2(11));

  it('is hers: in her view, on her prompt and in an event for her alone', () => {
    for (const g of [on9, on11]) expect(g.state.step.name).toBe('wolfBeauty');
    const mine = viewFor(on9.state, seat(BEAUTY));
    expect(mine.me!.wolfBeauty).toEqual({ charmed: 9, night: 1 });
    expect(mine.prompts).toEqual([expect.objectContaining({
      id: 'wolfBeauty.charm', info: { charmed: 9 }, disabled: [{ seat: 9, reason: 'prompt.wolfBeauty.notTwice' }],
    })]);
    expect(on9.events.filter((e) => e.type === 'wolfBeautyCharmed')).toEqual([expect.objectContaining({ audience: [BEAUTY], target: 9 })]);
    expect(seenBy(on9, seat(BEAUTY))).not.toEqual(seenBy(on11, seat(BEAUTY)));
  });

  it("is nobody else's: the table, the pack, the charmed and the villagers see the same either way", () => {
    const viewers = [TABLE, ...on9.state.players.filter((p) => p.seat !== BEAUTY && !isGhost(on9.state, p.seat)).map((p) => seat(p.seat))];
    // The pack, the one she charmed in either game, a god and the villagers all look.
    expect(viewers).toEqual(expect.arrayContaining([seat(1), seat(2), seat(3), seat(5), seat(9), seat(11)]));
    for (const v of viewers) {
      expect(seenBy(on9, v), JSON.stringify(v)).toEqual(seenBy(on11, v));
      expect(viewFor(on9.state, v).me?.wolfBeauty, JSON.stringify(v)).toBeUndefined();
    }
  });

  it('is told when she dies by day: her charmed dies with her, by name only', () => {
    // Night 2 goes on: she charms nobody new (her charm stands), the Witch keeps her poison, 11 dies.
    // Day 2: she is voted out.
    const rest: Step[] = ['timeout', 'timeout', 'timeout', ...voteOut(BEAUTY, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])];
    const died9 = play(setup, [...upToNight2(9), ...rest]);
    const died11 = play(setup, [...upToNight2(11), ...rest]);
    expect(died9.state.players[8]).toMatchObject({ alive: false, death: { cause: 'charm', phase: 'day' } });
    // In the other game 9 lives: the charm sat on 11, whom the night had already taken.
    expect(died11.state.players[8].alive).toBe(true);
    const tableSees = viewFor(died9.state, TABLE).players[8];
    expect(tableSees.death).toMatchObject({ cause: 'untold' });
    expect(tableSees.role).toBeNull();
    expect(seenBy(died9, TABLE)).not.toEqual(seenBy(died11, TABLE));
  });
});

describe('random games deal her', () => {
  it('the random decks hold the Wolf Beauty; she charms, and her charmed dies with her only by day', () => {
    const setups = fc.sample(setupArb, { numRuns: 400, seed: 66 }).filter((s) => s.deck.includes('wolfBeauty'));
    expect(setups.length).toBeGreaterThan(10);
    let charmed = 0;
    let charmDeaths = 0;
    for (const [i, setup] of setups.slice(0, 30).entries()) {
      const game = playRandomGame(setup, i + 1);
      for (const e of game.events) if (e.type === 'wolfBeautyCharmed') charmed += 1;
      for (const p of game.state.players) {
        if (p.death?.cause !== 'charm') continue;
        charmDeaths += 1;
        // Only by day, and only after the Wolf Beauty herself died that day.
        expect(p.death.phase).toBe('day');
        const beauty = game.state.players.find((q) => q.role === 'wolfBeauty' && !q.alive && q.death?.day === p.death!.day && q.death.phase === 'day');
        expect(beauty, JSON.stringify(setup)).toBeDefined();
      }
    }
    expect(charmed).toBeGreaterThan(10);
    expect(charmDeaths).toBeGreaterThan(0);
  }, 120_000);
});
