/**
 * Secrets of the boards' private answers (RULES.md §12–13b): the card the Psychic read and the
 * Gravekeeper's word on yesterday's vote-out reach his own phone and nobody else's. Each is shown as
 * non-interference: two games that differ only in the answer give every other viewer (the table,
 * the pack, the villagers) the same view and the same events, and give him different ones (so the
 * test would see a leak). The random games of the generic secrecy tests deal both roles too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewFor, type RoleId } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
import { setupArb } from '../support/arbitraries.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { play, seat, TABLE, seenBy, type Step } from '../support/scripted.js';

describe("the Psychic's card", () => {
  const setup: ScenarioSetup = {
    variants: { sheriffElection: 'off' },
    deal: ['werewolf', 'villager', 'seer', 'psychic', 'villager', 'villager', 'werewolf'],
  };
  // The same night but for whom the Psychic (seat 4) inspects: a wolf, or a Villager.
  const onWolf = play(setup, [[3, [2]], [4, [1]]]);
  const onVillager = play(setup, [[3, [2]], [4, [2]]]);

  it('is his: the card in his view, on his prompt and in an event for him alone', () => {
    expect(onWolf.state.step.name).toBe('werewolves');
    expect(viewFor(onWolf.state, seat(4)).players[0].role).toBe('werewolf');
    expect(viewFor(onWolf.state, seat(4)).me!.psychic!.results).toEqual([{ night: 1, seat: 4, target: 1, role: 'werewolf' }]);
    expect(viewFor(onVillager.state, seat(4)).players[1].role).toBe('villager');
    const result = onWolf.events.find((e) => e.type === 'psychicResult');
    expect(result).toMatchObject({ audience: [4], target: 1, role: 'werewolf' });
    expect(seenBy(onWolf, seat(4))).not.toEqual(seenBy(onVillager, seat(4)));
  });

  it('is nobody else\'s: the table, the Seer, the pack and the villagers see the same either way', () => {
    for (const v of [TABLE, seat(1), seat(2), seat(3), seat(5), seat(6), seat(7)]) {
      expect(seenBy(onWolf, v), JSON.stringify(v)).toEqual(seenBy(onVillager, v));
      expect(viewFor(onWolf.state, v).me?.psychic?.results ?? [], JSON.stringify(v)).toEqual([]);
    }
    // The pack knows its own, not that the Psychic found one of them.
    expect(viewFor(onWolf.state, seat(1)).players[3].role).toBeNull();
  });
});

describe("the Gravekeeper's word", () => {
  // Cards stay hidden at death, so yesterday's vote-out is a secret only the Gravekeeper (seat 3) learns.
  // The deck is the lobby's list (public), the same for both deals; only the seats' cards differ.
  const setup = (deal: RoleId[]): ScenarioSetup => ({
    variants: { sheriffElection: 'off', discussion: 'free', revealOnDeath: 'never' }, deal, deck: [...deal].sort(),
  });
  // Night 1: the pack never agrees (no death); day 1: seat 1 is voted out; night 2: the same.
  const steps: Step[] = [
    'timeout', 'timeout', // werewolves, the Gravekeeper's fake night-1 step
    'timeout', // the discussion
    [1, [2]], [2, [1]], [3, [1]], [4, [1]], [5, [1]], [6, [1]], [7, [1]],
    'timeout', // night 2: the pack again
  ];
  // The same table but for the card of the voted-out seat 1 (a wolf, or a Villager: swapped with seat 5).
  const wolfOut = play(setup(['werewolf', 'villager', 'gravekeeper', 'villager', 'villager', 'villager', 'werewolf']), steps);
  const villagerOut = play(setup(['villager', 'villager', 'gravekeeper', 'villager', 'werewolf', 'villager', 'werewolf']), steps);

  it('is his: wolf or not (never the card) in his view and in an event for him alone', () => {
    for (const g of [wolfOut, villagerOut]) expect(g.state.step.name).toBe('gravekeeper');
    expect(wolfOut.state.players[0].alive).toBe(false);
    const mine = viewFor(wolfOut.state, seat(3));
    expect(mine.players[0]).toMatchObject({ role: null, team: 'wolf' });
    expect(viewFor(villagerOut.state, seat(3)).players[0]).toMatchObject({ role: null, team: 'notWolf' });
    expect(mine.me!.gravekeeper!.results).toEqual([{ night: 2, seat: 3, target: 1, wolf: true }]);
    expect(wolfOut.events.filter((e) => e.type === 'gravekeeperResult')).toEqual([
      expect.objectContaining({ audience: [3], target: 1, wolf: true }),
    ]);
    expect(seenBy(wolfOut, seat(3))).not.toEqual(seenBy(villagerOut, seat(3)));
  });

  it("is nobody else's: the table and the living villagers see the same either way", () => {
    for (const v of [TABLE, seat(2), seat(4), seat(6)]) {
      expect(seenBy(wolfOut, v), JSON.stringify(v)).toEqual(seenBy(villagerOut, v));
      expect(viewFor(wolfOut.state, v).players[0], JSON.stringify(v)).toMatchObject({ role: null, team: null });
    }
  });
});

describe('random games deal them', () => {
  it('the random decks hold the Psychic and the Gravekeeper, and their games give both answers', () => {
    const setups = fc.sample(setupArb, { numRuns: 120, seed: 26 });
    const withPsychic = setups.filter((s) => s.deck.includes('psychic'));
    const withKeeper = setups.filter((s) => s.deck.includes('gravekeeper'));
    expect(withPsychic.length).toBeGreaterThan(10);
    expect(withKeeper.length).toBeGreaterThan(10);
    const types = new Set<string>();
    let keeperToldOfSomeone = false;
    for (const [i, setup] of [...withPsychic.slice(0, 15), ...withKeeper.slice(0, 15)].entries()) {
      for (const e of playRandomGame(setup, i + 1).events) {
        types.add(e.type);
        if (e.type === 'gravekeeperResult' && e.target !== null) keeperToldOfSomeone = true;
      }
    }
    expect(types.has('psychicResult')).toBe(true);
    expect(types.has('gravekeeperResult')).toBe(true);
    expect(keeperToldOfSomeone).toBe(true);
  }, 120_000);
});
