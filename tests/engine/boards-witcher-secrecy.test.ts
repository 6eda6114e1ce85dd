/**
 * The Witcher's hunt is his secret until the dawn (RULES.md §12–13b): nobody is told at night whom he
 * hunts, nor what comes of it — the table learns it from the dawn's deaths. Shown as non-interference:
 * two games that differ only in his target (a wolf, or a village Gravekeeper) give every other living
 * viewer (the table, the pack, the Seer, the Witch, the villagers, the hunted one himself) the same view
 * and the same events until the dawn, and give him different ones (so the test would see a leak).
 * The Gravekeeper's info step after his keeps the night open once he has chosen.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
import { play, seat, TABLE, seenBy, type Step } from '../support/scripted.js';

describe("the Witcher's hunt", () => {
  const setup: ScenarioSetup = {
    variants: { sheriffElection: 'off', discussion: 'free' },
    deal: ['werewolf', 'witcher', 'seer', 'villager', 'villager', 'witch', 'werewolf', 'villager', 'gravekeeper'],
  };
  // Night 1: the pack eats 4, the Witcher's step is a fake one; day 1: 5 is voted out; night 2: the
  // pack eats 8, the Witch keeps her potions, then the Witcher (seat 2) hunts.
  const before: Step[] = [
    [3, [1]], [1, [4]], [7, [4]], [6, false, 'witch.heal'], [6, [], 'witch.poison'], 'timeout', 'timeout',
    'timeout',
    [1, [5]], [2, [5]], [3, [5]], [5, [1]], [6, [5]], [7, [5]], [8, [5]], [9, [5]],
    [3, [8]], [1, [8]], [7, [8]], [6, false, 'witch.heal'], [6, [], 'witch.poison'],
  ];
  // The same night but for his target: the wolf 7, or the Gravekeeper 9 (village).
  const onWolf = play(setup, [...before, [2, [7]]]);
  const onGood = play(setup, [...before, [2, [9]]]);
  const others = [TABLE, seat(1), seat(3), seat(6), seat(7), seat(8), seat(9)];

  it('is his: the hunt in his view and in an event for him alone, the outcome told to nobody at night', () => {
    for (const g of [onWolf, onGood]) expect(g.state.step.name).toBe('gravekeeper');
    expect(viewFor(onWolf.state, seat(2)).me!.witcher!.hunts).toEqual([{ night: 2, seat: 2, target: 7, landed: 7 }]);
    expect(onWolf.events.filter((e) => e.type === 'witcherHunt')).toEqual([expect.objectContaining({ audience: [2], target: 7 })]);
    expect(seenBy(onWolf, seat(2))).not.toEqual(seenBy(onGood, seat(2)));
    // Not even he is told at night whether his hunt found a wolf: his events differ only in the target
    // (his answer, and the event that names it).
    const his = (g: typeof onWolf) => eventsFor(g.state, g.events, seat(2)).map((e) => {
      if (e.type === 'witcherHunt') return { ...e, target: 0 };
      if (e.type === 'promptAnswered' && e.prompt === 'witcher.hunt') return { ...e, choice: [] };
      return e;
    });
    expect(his(onWolf)).toEqual(his(onGood));
  });

  it("is nobody else's until the dawn: the table, the pack, the Seer, the Witch and the hunted see the same either way", () => {
    for (const v of others) {
      expect(seenBy(onWolf, v), JSON.stringify(v)).toEqual(seenBy(onGood, v));
      expect(viewFor(onWolf.state, v).me?.witcher?.hunts ?? [], JSON.stringify(v)).toEqual([]);
    }
  });

  it('the dawn tells it: the wolf dies of the hunt, or the Witcher of his failed one', () => {
    const wolfDawn = play(setup, [...before, [2, [7]], 'timeout']);
    const goodDawn = play(setup, [...before, [2, [9]], 'timeout']);
    expect(wolfDawn.state.players.filter((p) => !p.alive).map((p) => p.seat)).toEqual([4, 5, 7, 8]);
    expect(goodDawn.state.players.filter((p) => !p.alive).map((p) => p.seat)).toEqual([2, 4, 5, 8]);
    expect(wolfDawn.state.players[6].death?.cause).toBe('witcher');
    expect(goodDawn.state.players[1].death?.cause).toBe('witcherFailed');
  });
});
