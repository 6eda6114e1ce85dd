/**
 * No step names the card of a hidden death (RULES.md §13b; variant `deathPowerCall: 'everyone'`,
 * engine/steps/deathPower.ts). Non-interference: two games alike but for whether the player the wolves
 * eat is the Hunter or a Villager (the Hunter sitting one seat on in the other game) give every other
 * viewer — the table, the pack, the villagers — the same view and the same events, through his step
 * and after its clock runs out; only his own phone knows it holds a shot. With `shooters` (the
 * default) the difference shows, so the test would see a leak.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type RoleId, type Viewer } from '../../engine/index.js';
import { play as playScripted, seat, seenBy, type Played, type Step } from '../support/scripted.js';

const play = (deal: RoleId[], deathPowerCall: 'shooters' | 'everyone', steps: Step[]) =>
  playScripted({ deal, variants: { sheriffElection: 'off', discussion: 'free', revealOnDeath: 'never', deathPowerCall } }, steps);

// A scenario's deck is its deal, in seat order; a real game's is the lobby's list: compared as a set.
const seen = (g: Played, v: Viewer) => {
  const shown = seenBy(g, v);
  return { ...shown, view: { ...shown.view, deck: shown.view.deck.slice().sort() } };
};
const HUNTER_EATEN: RoleId[] = ['werewolf', 'villager', 'hunter', 'villager', 'villager', 'villager', 'werewolf'];
const VILLAGER_EATEN: RoleId[] = ['werewolf', 'villager', 'villager', 'hunter', 'villager', 'villager', 'werewolf'];
// Seats 3 and 4 hold the swapped cards: everyone else.
const OTHERS: Viewer[] = [{ kind: 'table' }, seat(1), seat(2), seat(5), seat(6), seat(7)];
const eat3: Step[] = [[1, [3]], [7, [3]]];

describe('a hidden death\'s step', () => {
  it('with every hidden death asked: the table, the pack and the villagers cannot tell the Hunter from a Villager', () => {
    for (const steps of [eat3, [...eat3, 'timeout' as const]]) {
      const hunter = play(HUNTER_EATEN, 'everyone', steps);
      const villager = play(VILLAGER_EATEN, 'everyone', steps);
      if (steps.length === 2) {
        expect(hunter.state.step.name).toBe('hunterShot');
        expect(villager.state.step.name).toBe('deathPower');
      } else {
        expect(hunter.state.step.name).toBe('discussion');
      }
      for (const v of OTHERS) expect(seen(hunter, v), `${JSON.stringify(v)} after ${steps.length} steps`).toEqual(seen(villager, v));
    }
  });

  it('is still his: the Hunter\'s own phone has his shot', () => {
    const hunter = play(HUNTER_EATEN, 'everyone', eat3);
    const mine = viewFor(hunter.state, seat(3));
    expect(mine.step.name).toBe('hunterShot');
    expect(mine.prompts.map((p) => p.id)).toEqual(['hunter.shoot']);
    expect(viewFor(play(VILLAGER_EATEN, 'everyone', eat3).state, seat(3)).prompts).toEqual([]);
  });

  it('with only shooters asked (the default), the step names the Hunter: what the variant is for', () => {
    const hunter = play(HUNTER_EATEN, 'shooters', eat3);
    const villager = play(VILLAGER_EATEN, 'shooters', eat3);
    expect(viewFor(hunter.state, { kind: 'table' }).step.name).toBe('hunterShot');
    expect(seen(hunter, { kind: 'table' })).not.toEqual(seen(villager, { kind: 'table' }));
  });
});

describe("the dead player's own phone during the step", () => {
  it('is not a ghost yet, whether he holds a shot or not: his phone cannot tell a neighbour which', () => {
    const ghostsOn = (deal: RoleId[]) => {
      const g = play(deal, 'everyone', eat3);
      return { ghost: viewFor(g.state, seat(3)).me!.ghost, secrets: viewFor(g.state, seat(3)).secrets };
    };
    expect(ghostsOn(HUNTER_EATEN)).toEqual({ ghost: false, secrets: null });
    expect(ghostsOn(VILLAGER_EATEN)).toEqual({ ghost: false, secrets: null });
    // Once the step is over he is a ghost, whichever he was.
    const after = play(VILLAGER_EATEN, 'everyone', [...eat3, 'timeout']);
    expect(viewFor(after.state, seat(3)).me!.ghost).toBe(true);
  });
});
