/**
 * The Dreamweaver's dreamer is his secret (RULES.md §13b: "the dreamer is not told"): two games that
 * differ only in whom he takes into his dream give every other viewer — the table, the dreamer
 * himself, the pack, the other gods — the same view and the same events, at night and after the
 * dawn, and give him different ones (so the test would see a leak). The clock's draw is held to
 * its rule over many seeds: never himself, never last night's dreamer.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, viewFor } from '../../engine/index.js';
import { scenarioSetup, type ScenarioSetup } from '../../engine/scenario.js';
import { play, seat, TABLE, seenBy, type Step } from '../support/scripted.js';

// 狼王摄梦人: wolves 1–3, the Wolf King 4, Seer 5, Witch 6, Hunter 7, the Dreamweaver 8, villagers 9–12.
const setup: ScenarioSetup = {
  preset: 'modern-cn',
  variants: { sheriffElection: 'off', discussion: 'free' },
  deal: ['werewolf', 'werewolf', 'werewolf', 'wolfKing', 'seer', 'witch', 'hunter', 'dreamweaver', 'villager', 'villager', 'villager', 'villager'],
};
const DREAMWEAVER = 8;
const others = [TABLE, ...[1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12].map(seat)];

describe("the Dreamweaver's dreamer", () => {
  // The same night but for his dreamer (9 or 10); the pack eats 11, the Witch lets the clock run.
  const rest: Step[] = [[5, [1]], [1, [11]], [2, [11]], [3, [11]], [4, [11]], 'timeout'];
  const night = (dreamer: number) => play(setup, [[DREAMWEAVER, [dreamer]]]);
  const dawn = (dreamer: number) => play(setup, [[DREAMWEAVER, [dreamer]], ...rest]);

  it('is his: an event for him alone, his own view, and a different view for him', () => {
    const g = dawn(9);
    expect(g.state.phase).toBe('day');
    expect(g.events.filter((e) => e.type === 'dreamweaverDream')).toEqual([
      expect.objectContaining({ audience: [DREAMWEAVER], target: 9, drawn: false }),
    ]);
    expect(viewFor(g.state, seat(DREAMWEAVER)).me!.dreamweaver!.dreams).toEqual([{ night: 1, chosen: 9 }]);
    expect(seenBy(g, seat(DREAMWEAVER))).not.toEqual(seenBy(dawn(10), seat(DREAMWEAVER)));
    expect(seenBy(night(9), seat(DREAMWEAVER))).not.toEqual(seenBy(night(10), seat(DREAMWEAVER)));
  });

  it("is nobody else's, the dreamer's included: the same views and events either way, at night and after the dawn", () => {
    for (const [a, b] of [[night(9), night(10)], [dawn(9), dawn(10)]]) {
      for (const v of others) {
        expect(seenBy(a, v), JSON.stringify(v)).toEqual(seenBy(b, v));
        expect(viewFor(a.state, v).me?.dreamweaver?.dreams ?? [], JSON.stringify(v)).toEqual([]);
      }
    }
    // The step and its words are public and the same: the table hears the Dreamweaver called.
    expect(night(9).events.filter((e) => e.audience === 'public' && e.type === 'narration').map((e) => e.key))
      .toContain('narration.dreamweaver.sleep');
  });
});

describe("the clock's dreamer", () => {
  // Every step left to the clock, from the first night to the second night's Guard step.
  function drawsOf(seed: number): number[] {
    let { state: s } = createGame(scenarioSetup({ ...setup, seed }));
    const draws: number[] = [];
    for (let i = 0; i < 40 && draws.length < 2; i++) {
      const r = apply(s, { type: 'timeout' });
      if (!r.ok) throw new Error(r.rejection.message);
      for (const e of r.events) if (e.type === 'dreamweaverDream') draws.push(e.target);
      s = r.state;
    }
    return draws;
  }

  it('is drawn with the seeded generator: the same seed, the same dreamer', () => {
    expect(drawsOf(7)).toEqual(drawsOf(7));
  });

  it('is never himself, never last night\'s dreamer, and not always the same seat', () => {
    const first = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const draws = drawsOf(seed);
      expect(draws, `seed ${seed}`).toHaveLength(2);
      const [one, two] = draws;
      expect(one, `seed ${seed}`).not.toBe(DREAMWEAVER);
      expect(two, `seed ${seed}`).not.toBe(DREAMWEAVER);
      expect(two, `seed ${seed}`).not.toBe(one);
      first.add(one);
    }
    expect(first.size).toBeGreaterThan(3);
  });
});
