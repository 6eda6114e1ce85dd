/**
 * The Evil Knight's reflection is a secret until it falls (RULES.md §13b: "the inspector learns the
 * true answer and nobody is told of the coming death"). Shown as non-interference: two games that
 * differ only in whom the Seer inspects on night 1 — the Evil Knight, or a Villager — give every
 * other viewer (the table, the pack with the Knight himself, the villagers) the same view and the
 * same events until the dawn of the death; then the reflected Seer dies in that dawn's
 * announcement, as any night death (cards hidden: cause untold).
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor, type GameEvent, type GameState } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
import { play, seat, TABLE, seenBy, type Step } from '../support/scripted.js';

describe("the Evil Knight's reflection", () => {
  // Seat 3 the Seer, seat 4 the Evil Knight (in the pack with 1 and 7), seat 2 a Villager. Cards
  // stay hidden at death, so a death's cause is no clue either.
  const setup: ScenarioSetup = {
    variants: { sheriffElection: 'off', revealOnDeath: 'never' },
    deal: ['werewolf', 'villager', 'seer', 'evilKnight', 'villager', 'villager', 'werewolf'],
  };
  // Night 1 but for the Seer's choice; the pack eats 5. Day 1: no vote-out. Night 2: the Seer
  // inspects 1, the pack chooses 6 — all but the last pick, so the night is not over yet.
  const rest: Step[] = [[1, [5]], [4, [5]], [7, [5]], 'timeout', 'timeout', [3, [1]], [1, [6]], [4, [6]]];
  const onKnight = play(setup, [[3, [4]], ...rest]);
  const onVillager = play(setup, [[3, [2]], ...rest]);
  // The last pick ends the night: the dawn.
  const dawnKnight = play(setup, [[3, [4]], ...rest, [7, [6]]]);
  const dawnVillager = play(setup, [[3, [2]], ...rest, [7, [6]]]);

  it('the Seer learns the true answer, on her phone alone', () => {
    expect(onKnight.state.step.name).toBe('werewolves');
    expect(onKnight.state.day).toBe(2);
    expect(onKnight.events.find((e) => e.type === 'seerResult')).toMatchObject({ audience: [3], target: 4 });
    expect(viewFor(onKnight.state, seat(3)).players[3].role).toBe('evilKnight');
    expect(seenBy(onKnight, seat(3))).not.toEqual(seenBy(onVillager, seat(3)));
  });

  it('nobody else can tell, until the dawn of the death: the table, the pack, the Knight, the villagers', () => {
    for (const v of [TABLE, seat(1), seat(2), seat(4), seat(6), seat(7)]) {
      expect(seenBy(onKnight, v), JSON.stringify(v)).toEqual(seenBy(onVillager, v));
    }
    // The Seer is alive in both, and her own view differs only by her answers: no warning.
    expect(onKnight.state.players[2].alive).toBe(true);
    const hers = (g: { state: GameState }) => ({ ...viewFor(g.state, seat(3)).me, seerResults: undefined });
    expect(hers(onKnight)).toEqual(hers(onVillager));
  });

  it('at that dawn the reflected Seer dies with the night, announced as any night death', () => {
    const dawn = (g: { events: GameEvent[] }) => g.events.filter((e) => e.type === 'dawn').at(-1);
    expect(dawn(dawnKnight)).toMatchObject({ day: 2, deaths: [3, 6] });
    expect(dawn(dawnVillager)).toMatchObject({ day: 2, deaths: [6] });
    expect(dawnKnight.state.players[2].death).toMatchObject({ cause: 'reflection', day: 2, phase: 'night' });
    // The table is told a death, not its cause: the same words as the eaten 6's.
    const told = eventsFor(dawnKnight.state, dawnKnight.events, TABLE).filter((e) => e.type === 'death' && e.seat === 3);
    expect(told).toEqual([expect.objectContaining({ cause: 'untold', key: 'death.untold', phase: 'night' })]);
    expect(viewFor(dawnKnight.state, TABLE).players[2].role).toBeNull();
  });
});
