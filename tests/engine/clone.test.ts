import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneState } from '../../engine/clone.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { setupArb } from '../support/arbitraries.js';

describe('cloneState', () => {
  it('copies every field of every state of random games, sharing nothing that rules mutate', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        const game = playRandomGame(setup, playSeed, { keepStates: true });
        for (const s of game.states.filter((_, i) => i % 9 === 0)) {
          const copy = cloneState(s);
          expect(copy).toEqual(s);
          expect(copy.players[0]).not.toBe(s.players[0]);
          expect(copy.step.prompts).not.toBe(s.step.prompts);
          expect(copy.night).not.toBe(s.night);
        }
      }),
      { numRuns: 100, seed: 3 },
    );
  }, 180_000);
});
