/**
 * The Nightmare's terror is a secret (RULES.md §13 "Nightmare": "Nobody else is told"): whom he
 * terrified reaches his own view and the terrified player's phone, nobody else's. Shown as
 * non-interference: two games that differ only in whom he terrifies give every other viewer (the
 * table, the pack, the village) the same view and the same events, and give the two terrified
 * seats and the Nightmare different ones (so the test would see a leak).
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, eventsFor, viewFor, type Choice, type GameEvent, type GameState, type Viewer } from '../../engine/index.js';
import { scenarioSetup, type ScenarioSetup } from '../../engine/scenario.js';

type Step = [seat: number, choice: Choice] | 'timeout';

function play(setup: ScenarioSetup, steps: Step[]): { state: GameState; events: GameEvent[] } {
  const created = createGame(scenarioSetup(setup));
  let s = created.state;
  const events = created.events.slice();
  for (const step of steps) {
    const prompt = step === 'timeout' ? null : s.step.prompts.find((p) => p.seat === step[0] && !p.answered);
    const r = apply(s, step === 'timeout' ? { type: 'timeout' } : { type: 'choose', seat: step[0], prompt: prompt?.id ?? '?', choice: step[1] });
    if (!r.ok) throw new Error(`${JSON.stringify(step)}: ${r.rejection.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const seat = (n: number): Viewer => ({ kind: 'seat', seat: n });
const table: Viewer = { kind: 'table' };
const seen = (g: { state: GameState; events: GameEvent[] }, v: Viewer) => ({ view: viewFor(g.state, v), events: eventsFor(g.state, g.events, v) });

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
    for (const v of [seat(1), seat(4), seat(5)]) expect(seen(on4, v), JSON.stringify(v)).not.toEqual(seen(on5, v));
  });

  it("is nobody else's: the table, his packmate, the Seer, the Witch and the other Villager see the same either way", () => {
    for (const v of [table, seat(2), seat(3), seat(6), seat(7)]) {
      expect(seen(on4, v), JSON.stringify(v)).toEqual(seen(on5, v));
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
    for (const v of [table, seat(2), seat(5), seat(6), seat(7)]) {
      expect(seen(seerTerrified, v), JSON.stringify(v)).toEqual(seen(villagerTerrified, v));
    }
    for (const v of [seat(1), seat(3), seat(4)]) {
      expect(seen(seerTerrified, v), JSON.stringify(v)).not.toEqual(seen(villagerTerrified, v));
    }
  });
});
