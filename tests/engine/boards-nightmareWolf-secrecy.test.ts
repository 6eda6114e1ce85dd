/**
 * The Nightmare's terror is a secret (RULES.md §13 "Nightmare": "Nobody else is told"): whom he
 * terrified reaches his own view and the terrified player's phone, nobody else's. Shown as
 * non-interference: two games that differ only in whom he terrifies give every other viewer (the
 * table, the pack, the village) the same view and the same events, and give the two terrified
 * seats and the Nightmare different ones (so the test would see a leak).
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/index.js';
import type { ScenarioSetup } from '../../engine/scenario.js';
import { play, seat, TABLE, seenBy } from '../support/scripted.js';

// Seat 1 the Nightmare, 2 his packmate, 3 the Seer, 6 the Witch; 4, 5 and 7 Villagers.
const setup: ScenarioSetup = {
  variants: { sheriffElection: 'off' },
  deal: ['nightmareWolf', 'werewolf', 'seer', 'villager', 'villager', 'witch', 'villager'],
};

describe("the Nightmare's terror", () => {
  // Night 1: he terrifies a Villager (4 or 5); the Seer inspects his packmate; the pack is called.
  const on4 = play(setup, [[1, [4]], [3, [2]]]);
  const on5 = play(setup, [[1, [5]], [3, [2]]]);

  it('is told to the terrified player alone, and kept in the Nightmare\'s own view', () => {
    expect(on4.state.step.name).toBe('werewolves');
    expect(on4.events.filter((e) => e.type === 'nightmareTerrified')).toEqual([
      expect.objectContaining({ audience: [4], seat: 4, night: 1 }),
    ]);
    expect(viewFor(on4.state, seat(1)).me!.nightmareWolf!.terrors).toEqual([{ night: 1, seat: 4 }]);
    for (const v of [seat(1), seat(4), seat(5)]) expect(seenBy(on4, v), JSON.stringify(v)).not.toEqual(seenBy(on5, v));
  });

  it("is nobody else's: the table, his packmate, the Seer, the Witch and the other Villager see the same either way", () => {
    for (const v of [TABLE, seat(2), seat(3), seat(6), seat(7)]) {
      expect(seenBy(on4, v), JSON.stringify(v)).toEqual(seenBy(on5, v));
      expect(viewFor(on4.state, v).me?.nightmareWolf?.terrors ?? [], JSON.stringify(v)).toEqual([]);
    }
  });

  // Every step to the clock: he terrifies the Seer (her step fake) or a Villager (her step real); the
  // table hears the same steps, of the same length, either way, through to the dawn.
  const seerTerrified = play(setup, [[1, [3]], 'timeout', 'timeout', 'timeout']);
  const villagerTerrified = play(setup, [[1, [4]], 'timeout', 'timeout', 'timeout']);

  it('a terrified Seer: only she, the terrified Villager and the Nightmare can tell the games apart', () => {
    expect(seerTerrified.state.phase).toBe('day');
    expect(villagerTerrified.state.phase).toBe('day');
    expect(seerTerrified.events.some((e) => e.type === 'stepStarted' && e.step === 'seer')).toBe(true);
    for (const v of [TABLE, seat(2), seat(5), seat(6), seat(7)]) {
      expect(seenBy(seerTerrified, v), JSON.stringify(v)).toEqual(seenBy(villagerTerrified, v));
    }
    for (const v of [seat(1), seat(3), seat(4)]) {
      expect(seenBy(seerTerrified, v), JSON.stringify(v)).not.toEqual(seenBy(villagerTerrified, v));
    }
  });
});
