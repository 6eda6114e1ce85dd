/**
 * Secrets of the Gargoyle 石像鬼 (RULES.md §12–13b): the card he read reaches his own phone and nobody
 * else's, and his victim, once he hunts alone, reaches nobody but the Witch before dawn. Each is shown
 * as non-interference: two games that differ only in his secret choice give every other viewer (the
 * table, the pack, the villagers) the same view and the same events, and give him different ones (so
 * the test would see a leak). And he is outside the pack: neither side's view names the other.
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
import { play, seat, TABLE, seenBy, type Step } from '../support/scripted.js';

describe("the Gargoyle's inspection", () => {
  const setup: ScenarioSetup = {
    variants: { sheriffElection: 'off' },
    deal: ['werewolf', 'villager', 'seer', 'gargoyle', 'villager', 'villager', 'werewolf'],
  };
  // The same night but for whom the Gargoyle (seat 4) inspects: a wolf of the pack, or a Villager.
  const night: Step[] = [[3, [2]], [1, [5]], [7, [5]]];
  const onWolf = play(setup, [...night, [4, [1]]]);
  const onVillager = play(setup, [...night, [4, [2]]]);

  it('is his: the card in his view, on his prompt and in an event for him alone', () => {
    expect(onWolf.state.phase).toBe('day');
    expect(viewFor(onWolf.state, seat(4)).players[0].role).toBe('werewolf');
    expect(viewFor(onWolf.state, seat(4)).me!.gargoyle!.results).toEqual([{ night: 1, seat: 4, target: 1, role: 'werewolf' }]);
    expect(viewFor(onVillager.state, seat(4)).players[1].role).toBe('villager');
    expect(onWolf.events.find((e) => e.type === 'gargoyleResult')).toMatchObject({ audience: [4], target: 1, role: 'werewolf' });
    expect(seenBy(onWolf, seat(4))).not.toEqual(seenBy(onVillager, seat(4)));
  });

  it("is nobody else's: the table, the Seer, the pack and the villagers see the same either way", () => {
    // Seat 5, the pack's victim, is a ghost by day: ghosts see everything (ghostsSeeAll).
    for (const v of [TABLE, seat(1), seat(2), seat(3), seat(6), seat(7)]) {
      expect(seenBy(onWolf, v), JSON.stringify(v)).toEqual(seenBy(onVillager, v));
      expect(viewFor(onWolf.state, v).me?.gargoyle?.results ?? [], JSON.stringify(v)).toEqual([]);
    }
  });

  it('keeps him and the pack apart: neither view names the other', () => {
    const mine = viewFor(onVillager.state, seat(4));
    // Before any inspection of them he knows no wolf: the pack is not his.
    expect(mine.players[0].role).toBeNull();
    expect(mine.players[6].role).toBeNull();
    expect(mine.me!.pack).toEqual([]);
    for (const wolf of [1, 7]) {
      const theirs = viewFor(onWolf.state, seat(wolf));
      expect(theirs.players[3]).toMatchObject({ role: null, team: null });
      expect(theirs.me!.pack.map((q) => q.seat)).toEqual([1, 7]);
    }
  });
});

describe("the Gargoyle's victim, hunting alone", () => {
  const setup: ScenarioSetup = {
    variants: { sheriffElection: 'off' },
    deal: ['werewolf', 'villager', 'seer', 'gargoyle', 'witch', 'villager', 'villager', 'villager'],
  };
  // Night 1 kills seat 2; day 1 votes out the only pack wolf (seat 1); night 2 he hunts alone.
  const base: Step[] = [
    [3, [6]], [1, [2]], [4, [3]], [5, false, 'witch.heal'], [5, [], 'witch.poison'],
    'timeout',
    [1, [3]], [3, [1]], [4, [1]], [5, [1]], [6, [1]], [7, [1]], [8, [1]],
    [3, [7]], 'timeout', [4, [3], 'gargoyle.inspect'],
  ];
  // The same night 2 but for his victim (seat 6 or seat 7); compared at the Witch's step, before dawn.
  const onSix = play(setup, [...base, [4, [6], 'gargoyle.victim']]);
  const onSeven = play(setup, [...base, [4, [7], 'gargoyle.victim']]);

  it('is told to the Witch as the wolves\' victim and to nobody else before dawn', () => {
    for (const g of [onSix, onSeven]) expect(g.state.step.name).toBe('witch');
    expect(onSix.state.night.soloVictims).toEqual([6]);
    expect(onSix.events.filter((e) => e.type === 'witchShown').at(-1)).toMatchObject({ audience: [5], victim: 6 });
    expect(seenBy(onSix, seat(5))).not.toEqual(seenBy(onSeven, seat(5)));
    expect(seenBy(onSix, seat(4))).not.toEqual(seenBy(onSeven, seat(4)));
    // The dead (1, 2) are ghosts, who see everything (ghostsSeeAll); every living viewer but the two is blind to it.
    for (const v of [TABLE, seat(3), seat(6), seat(7), seat(8)]) {
      expect(seenBy(onSix, v), JSON.stringify(v)).toEqual(seenBy(onSeven, v));
    }
  });
});
