/**
 * cloneState (engine/clone.ts) copies a state so that `apply` can change the copy in place. It is
 * copy-on-write: the parts that rules replace whole and never change in place are shared, the rest
 * is copied. Two generic checks, over every top-level key and every nested object, so that a field
 * added to the state later is covered without touching this file:
 *  - every object or array the copy shares with the original is one of the parts listed in SHARED;
 *  - rules never change a shared part in place: random games are played with every state deep-frozen
 *    before the next action (ES modules run in strict mode, so a write to a frozen object throws).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame } from '../../engine/index.js';
import { cloneState } from '../../engine/clone.js';
import type { GameState } from '../../engine/index.js';
import { playRandomGame, randomAction } from '../support/randomPlayer.js';
import { setupArb } from '../support/arbitraries.js';

/**
 * The parts cloneState shares, as paths (`*` for any array index): replaced whole by the rules,
 * never changed in place (the second test holds them to it). Anything else shared is a bug.
 */
const SHARED = new Set([
  'setup', 'queue', 'interrupts', 'spares', 'potions', 'seerResults', 'littleGirlSeen', 'allowedVoters',
  'lastNightDeaths', 'votes', 'outcome', 'modern',
  // The boards' private answers (engine/boards/psychic, gravekeeper, gargoyle): lists replaced whole.
  'psychicResults', 'gravekeeperResults', 'gargoyleResults',
  'players.*.death',
  'night.charmedTonight', 'night.soloVictims',
  'step.prompts.*.seats', 'step.prompts.*.options', 'step.prompts.*.disabled', 'step.prompts.*.info',
  // Shared only while New Moon is off and they are empty (clone.ts copies them once in use).
  'events.deck', 'events.active', 'events.drawn',
]);

/** Every path (indices as `*`) at which `copy` holds the very same object or array as `original`. */
export function sharedPaths(original: unknown, copy: unknown, path: string[] = [], out = new Set<string>()): Set<string> {
  if (original === null || typeof original !== 'object') return out;
  if (original === copy) {
    out.add(path.join('.'));
    return out;
  }
  const isArray = Array.isArray(original);
  for (const key of Object.keys(original)) {
    sharedPaths((original as Record<string, unknown>)[key], (copy as Record<string, unknown> | undefined)?.[key], [...path, isArray ? '*' : key], out);
  }
  return out;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

describe('cloneState', () => {
  it('copies every field of every state of random games, sharing only the parts listed as replaced whole', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        const game = playRandomGame(setup, playSeed, { keepStates: true });
        for (const s of game.states.filter((_, i) => i % 9 === 0)) {
          const copy = cloneState(s);
          expect(copy).toEqual(s);
          expect(copy).not.toBe(s);
          const unexpected = [...sharedPaths(s, copy)].filter((p) => !SHARED.has(p));
          expect(unexpected, 'shared with the original, not copied').toEqual([]);
        }
      }),
      { numRuns: 100, seed: 3 },
    );
  }, 180_000);

  it('finds a shared part wherever it is: a new top-level field, a nested object', () => {
    const s = createGame({ players: ['A', 'B', 'C', 'D', 'E', 'F'], deck: ['werewolf', 'seer', 'villager', 'villager', 'villager', 'villager'], preset: 'official', variants: {}, seed: 1 }).state;
    const added = { ...s, brandNew: { list: [1] } } as GameState & { brandNew: { list: number[] } };
    const naive = { ...cloneState(added), brandNew: added.brandNew };
    expect([...sharedPaths(added, naive)].filter((p) => !SHARED.has(p))).toEqual(['brandNew']);
    const copy = cloneState(s);
    const nested = { ...copy, players: [s.players[0], ...copy.players.slice(1)] };
    expect([...sharedPaths(s, nested)].filter((p) => !SHARED.has(p))).toEqual(['players.*']);
  });

  it('rules never change a shared part in place: random games on deep-frozen states', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        const rng = { rng: playSeed >>> 0 };
        let state = createGame(setup).state;
        for (let n = 0; state.phase !== 'over' && n < 5000; n++) {
          // Frozen through and through: the next apply may change only what it copied.
          deepFreeze(state);
          const action = randomAction(rng, state);
          const result = apply(state, action);
          if (!result.ok && action.type === 'mark') continue; // a judgement the card refuses
          expect(result.ok, JSON.stringify(action)).toBe(true);
          if (result.ok) state = result.state;
        }
        expect(state.phase).toBe('over');
      }),
      { numRuns: 60, seed: 5 },
    );
  }, 180_000);
});
