/**
 * The Mechanical Wolf's secrets (RULES.md §12–13b): the card he learned on night 1, the power he
 * copied and what it showed him reach his own phone and nobody else's. Shown as non-interference: two
 * games that differ only in his night-1 pick (the Seer, whose power he then uses, or a Villager, who
 * teaches him nothing to use) give every other viewer — the table, the pack, the Seer he copied, the
 * Witch, the villagers — the same view and the same events, night 2 included (a copied inspection
 * and a fake step sound and look alike), and give him different ones (so the test would see a leak).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
import { setupArb } from '../support/arbitraries.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { play, seat, TABLE, seenBy, type Step } from '../support/scripted.js';

describe("the Mechanical Wolf's pick", () => {
  // Cards stay hidden at death, so nothing the day shows tells the two games apart.
  const setup: ScenarioSetup = {
    variants: { sheriffElection: 'off', revealOnDeath: 'never', discussion: 'free' },
    deal: ['werewolf', 'mechanicalWolf', 'seer', 'witch', 'villager', 'villager', 'villager', 'villager'],
  };
  // Seat 2 picks the Seer (3) or a Villager (8); then the same night, the same day, and on night 2
  // he lets the clock run in both (a copied Seer's inspection unanswered, or a fake step).
  const picks = (target: number): Step[] => [
    [3, [1]], // the Seer inspects the pack's wolf
    [1, [5]], // the pack's victim
    [2, [target]], // his pick: the only difference
    'timeout', // the Witch
    'timeout', // the discussion
    [1, [6]], [2, [6]], [3, [6]], [4, [6]], [6, [7]], [7, [6]], [8, [6]],
    [3, [4]], [1, [7]],
    'timeout', // his night-2 step
  ];
  const onSeer = play(setup, picks(3));
  const onVillager = play(setup, picks(8));

  it('is his: the card in his view and in an event for him alone; the copied power opens his night 2', () => {
    expect(onSeer.state.step.name).toBe('witch');
    expect(onVillager.state.step.name).toBe('witch');
    const mine = viewFor(onSeer.state, seat(2));
    expect(mine.players[2].role).toBe('seer');
    expect(mine.me!.mechanicalWolf!.picks).toEqual([expect.objectContaining({ seat: 2, night: 1, target: 3, learned: 'seer', copied: 'seer' })]);
    expect(viewFor(onVillager.state, seat(2)).me!.mechanicalWolf!.picks).toEqual([
      expect.objectContaining({ seat: 2, night: 1, target: 8, learned: 'villager', copied: null }),
    ]);
    expect(onSeer.events.filter((e) => e.type === 'mechanicalWolfLearned')).toEqual([
      expect.objectContaining({ audience: [2], target: 3, learned: 'seer', copied: 'seer' }),
    ]);
    expect(seenBy(onSeer, seat(2))).not.toEqual(seenBy(onVillager, seat(2)));
  });

  it("is nobody else's: the table, the pack, the Seer, the Witch and the living villagers see the same either way (the dead see all)", () => {
    for (const v of [TABLE, seat(1), seat(3), seat(4), seat(7), seat(8)]) {
      expect(seenBy(onSeer, v), JSON.stringify(v)).toEqual(seenBy(onVillager, v));
      expect(viewFor(onSeer.state, v).me?.mechanicalWolf?.picks ?? [], JSON.stringify(v)).toEqual([]);
    }
    // The Seer he copied is not told; the pack does not know him.
    expect(viewFor(onSeer.state, seat(3)).players[1].role).toBeNull();
    expect(viewFor(onSeer.state, seat(1)).players[1].role).toBeNull();
  });
});

describe('random games deal him', () => {
  it('the random decks hold the Mechanical Wolf, and their games have him learn a card', () => {
    const setups = fc.sample(setupArb, { numRuns: 150, seed: 68 });
    const withHim = setups.filter((s) => s.deck.includes('mechanicalWolf'));
    expect(withHim.length).toBeGreaterThan(5);
    const types = new Set<string>();
    for (const [i, setup] of withHim.slice(0, 15).entries()) {
      for (const e of playRandomGame(setup, i + 1).events) types.add(e.type);
    }
    expect(types.has('mechanicalWolfLearned')).toBe(true);
  }, 120_000);
});
