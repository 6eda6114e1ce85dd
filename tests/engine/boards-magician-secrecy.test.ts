/**
 * The Magician's swap is told to nobody (RULES.md §13b): only his own phone learns whom he swapped.
 * Shown as non-interference: three games that differ only in his choice — no swap, 7 with 8, or 3
 * (the Seer) with 4 (the Witch) — and whose other powers strike nobody swapped, give every other
 * viewer (the table, the pack, the swapped players themselves, the other villagers) the same view
 * and the same events, through the night and at its dawn; his own view and events differ (so the
 * test would see a leak). Each game takes the same number of actions (the swap answers his "no swap
 * tonight?" too), as the view carries the action count.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type Choice, type Viewer } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
import { play as playScripted, seat, TABLE, seenBy, type Step as Scripted } from '../support/scripted.js';

// Every step here names its prompt (the Magician holds two, his skip and his swap), written seat, prompt, choice.
type Step = [seat: number, prompt: string, choice: Choice] | 'timeout';
const play = (setup: ScenarioSetup, steps: Step[]) => playScripted(setup, steps.map((s): Scripted => (s === 'timeout' ? s : [s[0], s[2], s[1]])));

const setup: ScenarioSetup = {
  variants: { sheriffElection: 'off' },
  deal: ['werewolf', 'werewolf', 'seer', 'witch', 'guard', 'magician', 'villager', 'villager'],
};
const MAGICIAN = 6;
const OTHERS: Viewer[] = [TABLE, seat(1), seat(2), seat(3), seat(4), seat(5), seat(7), seat(8)];

// The rest of night 1, the same in every game: nobody guarded, the Seer looks at 1, the pack bites
// the Guard (5), the Witch keeps her potions — no power aimed at a swapped player.
const night: Step[] = [[5, 'guard.protect', []], [3, 'seer.inspect', [1]], [1, 'wolves.victim', [5]], [2, 'wolves.victim', [5]]];
const witch: Step[] = [[4, 'witch.heal', false], [4, 'witch.poison', []]];

const games = (upTo: Step[]) => ({
  none: play(setup, [[MAGICIAN, 'magician.skip', true], ...upTo]),
  villagers: play(setup, [[MAGICIAN, 'magician.swap', [7, 8]], ...upTo]),
  gods: play(setup, [[MAGICIAN, 'magician.swap', [3, 4]], ...upTo]),
});

describe("the Magician's swap", () => {
  it('is his: the swap in his view and in an event for him alone', () => {
    const { none, villagers, gods } = games([]);
    for (const g of [none, villagers, gods]) expect(g.state.step.name).toBe('guard');
    expect(viewFor(villagers.state, seat(MAGICIAN)).me!.magician!.swaps).toEqual([{ night: 1, seat: MAGICIAN, seats: [7, 8] }]);
    expect(viewFor(none.state, seat(MAGICIAN)).me!.magician!.swaps).toEqual([]);
    expect(villagers.events.filter((e) => e.type === 'magicianSwapped')).toEqual([expect.objectContaining({ audience: [MAGICIAN], seats: [7, 8] })]);
    expect(none.events.some((e) => e.type === 'magicianSwapped')).toBe(false);
    expect(seenBy(villagers, seat(MAGICIAN))).not.toEqual(seenBy(none, seat(MAGICIAN)));
    expect(seenBy(villagers, seat(MAGICIAN))).not.toEqual(seenBy(gods, seat(MAGICIAN)));
  });

  it("is nobody else's, the swapped players' included: the same views and events through the night and at its dawn", () => {
    for (const [moment, upTo] of [['his step ended', []], ['the Witch wakes', night], ['the dawn', [...night, ...witch]]] as const) {
      const { none, villagers, gods } = games([...upTo]);
      // A ghost sees every night (ghostsSeeAll): the Guard, eaten, is left out once he is dead.
      for (const v of OTHERS.filter((o) => o.kind === 'table' || none.state.players[o.seat - 1].alive)) {
        const what = `${moment}: ${JSON.stringify(v)}`;
        expect(seenBy(villagers, v), what).toEqual(seenBy(none, v));
        expect(seenBy(gods, v), what).toEqual(seenBy(none, v));
        expect(viewFor(villagers.state, v).me?.magician?.swaps ?? [], what).toEqual([]);
      }
    }
    const dawn = games([...night, ...witch]);
    expect(dawn.villagers.state.phase).toBe('day');
    expect(dawn.villagers.state.players[4].alive).toBe(false);
    // The swap was kept with the night's facts and went with them at dawn.
    expect(dawn.villagers.state.night.magicianSwapA).toBeUndefined();
  });
});
