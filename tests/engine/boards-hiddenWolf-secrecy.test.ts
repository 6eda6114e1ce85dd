/**
 * Secrets of the Hidden Wolf 隐狼 (RULES.md §12–13b): he knows the pack, the pack never learns him.
 * Shown as non-interference: two games alike but for which of two seats holds the Hidden Wolf (the
 * other a Villager; the deck, public, is the same) give the pack, the table and everyone who holds
 * neither card the same views and events, night and day; and no pack member's view ever names him.
 * His own view holds the pack's seats from his first step on, and nobody else's does.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type RoleId } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
// Every state along the way, with the events so far: secrets must hold at every moment, not only at the end.
import { playEach, seat, TABLE, seenBy, type Step } from '../support/scripted.js';

describe("the Hidden Wolf's knowledge of the pack", () => {
  const setup = (deal: RoleId[]): ScenarioSetup => ({
    variants: { sheriffElection: 'off', ghostsSeeAll: false, seerSees: 'team' }, deal, deck: [...deal].sort(),
  });
  // Night 1: the Seer looks at seat 2; the pack (1, 5) eats seat 2; the Hidden Wolf's step (fake: the
  // pack lives); day 1: seat 7 is voted out; night 2 again, up to his step.
  const steps: Step[] = [
    [3, [2]], [1, [2]], [5, [2]], 'timeout',
    'timeout',
    [1, [7]], [3, [7]], [4, [7]], [5, [7]], [6, [7]], [7, [1]],
    [3, [1]], [1, [3]], [5, [3]],
  ];
  // The same table but for which of seats 4 and 6 holds the Hidden Wolf (the other a Villager).
  const atFour = playEach(setup(['werewolf', 'villager', 'seer', 'hiddenWolf', 'werewolf', 'villager', 'villager']), steps);
  const atSix = playEach(setup(['werewolf', 'villager', 'seer', 'villager', 'werewolf', 'hiddenWolf', 'villager']), steps);

  it('is his: the pack\'s seats in his view from his first step on, kept as the night goes', () => {
    const end = atFour.at(-1)!;
    expect(end.state.step.name).toBe('hiddenWolf');
    const mine = viewFor(end.state, seat(4));
    expect(mine.me!.hiddenWolf!.pack).toEqual([1, 5]);
    expect(mine.players[0]).toMatchObject({ role: 'werewolf', team: 'wolf' });
    expect(mine.players[4]).toMatchObject({ role: 'werewolf', team: 'wolf' });
    // Before his first step (the pack's, night 1) he knew nobody; at it, he does.
    const beforeStep = atFour.find((g) => g.state.step.name === 'werewolves')!;
    expect(viewFor(beforeStep.state, seat(4)).me!.hiddenWolf!.pack).toEqual([]);
    expect(viewFor(beforeStep.state, seat(4)).players[0].role).toBeNull();
    const atStep = atFour.find((g) => g.state.step.name === 'hiddenWolf')!;
    expect(viewFor(atStep.state, seat(4)).me!.hiddenWolf!.pack).toEqual([1, 5]);
    // The villager in his place knows nothing of it.
    expect(viewFor(atSix.at(-1)!.state, seat(4)).me!.hiddenWolf!.pack).toEqual([]);
    expect(viewFor(atSix.at(-1)!.state, seat(4)).players[0].role).toBeNull();
  });

  it("is nobody else's: the pack, the table and the others see the same whichever seat he holds, at every moment", () => {
    expect(atFour.length).toBe(atSix.length);
    for (let i = 0; i < atFour.length; i++) {
      for (const v of [TABLE, seat(1), seat(2), seat(3), seat(5), seat(7)]) {
        expect(seenBy(atFour[i], v), `${i} ${JSON.stringify(v)}`).toEqual(seenBy(atSix[i], v));
      }
    }
  });

  it('never names him in a pack member\'s view: not in the pack list, not as a wolf', () => {
    for (const g of atFour) {
      for (const wolf of [1, 5]) {
        const theirs = viewFor(g.state, seat(wolf));
        expect(theirs.players[3]).toMatchObject({ role: null, team: null });
        expect(theirs.me!.pack.map((q) => q.seat)).not.toContain(4);
        expect(theirs.me!.hiddenWolf!.pack).toEqual([]);
      }
    }
  });

  it('fools the Seer: her answer on him is "not a wolf", in her view too', () => {
    const g = playEach(setup(['werewolf', 'villager', 'seer', 'hiddenWolf', 'werewolf', 'villager', 'villager']), [[3, [4]]]).at(-1)!;
    expect(g.events.find((e) => e.type === 'seerResult')).toMatchObject({ audience: [3], target: 4, result: 'notWolf' });
    expect(viewFor(g.state, seat(3)).players[3]).toMatchObject({ role: null, team: 'notWolf' });
  });
});
