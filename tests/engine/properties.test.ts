/**
 * Random-game properties (fast-check): thousands of complete games with random legal actions
 * on random tables of 6–24 players and random variants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, replay, type Action, type GameState } from '../../engine/index.js';
import { checkWin } from '../../engine/win.js';
import { isWolf } from '../../engine/context.js';
import { campOf, stepModule } from '../../engine/roles/facts.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { setupArb } from '../support/arbitraries.js';

/**
 * The only decisions the dead make are the ones their step gives them (StepModule.decidedByTheDead:
 * the death-chain powers, New Moon's questions to ghosts), on one of that step's own prompts for
 * them — never a standing prompt (a day power is the living's).
 */
function deadMayAnswer(s: GameState, seat: number, promptId: string): boolean {
  const by = stepModule(s, s.step.name).decidedByTheDead;
  if (!by || !s.step.prompts.some((p) => p.id === promptId && p.seat === seat)) return false;
  return by === true || by.includes(promptId);
}

function checkOutcome(state: GameState): void {
  expect(state.phase).toBe('over');
  const outcome = state.outcome!;
  expect(['village', 'wolves', 'piper', 'lovers', 'nobody', 'angel', 'whiteWerewolf']).toContain(outcome.winner);
  // The ending is the first win condition that holds on the final table (docs/rules.md §6).
  expect(checkWin(state)).toEqual(outcome);
  const alive = state.players.filter((p) => p.alive);
  const winners = new Set(outcome.winners);
  for (const seat of winners) expect(seat >= 1 && seat <= state.players.length).toBe(true);
  if (outcome.winner === 'village') expect(alive.some((p) => isWolf(state, p))).toBe(false);
  if (outcome.winner === 'nobody') expect(alive).toHaveLength(0);
  if (outcome.winner === 'wolves') expect(state.players.filter((p) => winners.has(p.seat)).every((p) => campOf(state, p) === 'wolves')).toBe(true);
  if (outcome.winner === 'whiteWerewolf') expect(alive.map((p) => p.role)).toEqual(['whiteWerewolf']);
  if (outcome.winner === 'angel') expect(outcome.winners.map((s) => state.players[s - 1].role)).toEqual(['angel']);
  if (outcome.winner === 'piper') expect(outcome.winners.map((s) => state.players[s - 1].role)).toEqual(['piper']);
  if (outcome.winner === 'lovers') expect(outcome.winners.every((s) => state.players[s - 1].lover !== null)).toBe(true);
}

describe('random games', () => {
  it('every game ends with exactly one valid outcome, the dead never act, and replaying the log gives the same game', () => {
    let deadActs = 0;
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        const game = playRandomGame(setup, playSeed, { keepStates: true });
        checkOutcome(game.state);
        expect(game.events.filter((e) => e.type === 'gameOver')).toHaveLength(1);

        game.actions.forEach((action: Action, i) => {
          if (action.type !== 'choose') return;
          const before = game.states[i];
          const actor = before.players[action.seat - 1];
          if (!actor.alive) {
            expect(deadMayAnswer(before, action.seat, action.prompt), `dead seat ${action.seat} acted on ${action.prompt} in ${before.step.name}`).toBe(true);
            deadActs += 1;
          }
          if (action.prompt === 'wolf.selfDestruct' && action.choice === true) {
            // docs/rules.md §9: only a living wolf, by day; he dies at once and the day's vote never comes.
            expect(actor.alive && isWolf(before, actor) && before.phase === 'day').toBe(true);
            const after = game.states[i + 1];
            expect(after.players[action.seat - 1].alive).toBe(false);
            expect(after.votes.filter((v) => v.day === before.day && (v.kind === 'vote' || v.kind === 'revote')).length)
              .toBe(before.votes.filter((v) => v.day === before.day && (v.kind === 'vote' || v.kind === 'revote')).length);
          }
        });

        const again = replay(setup, game.actions);
        expect(again.rejected).toEqual([]);
        expect(again.state).toEqual(game.state);
        expect(JSON.stringify(again.events)).toBe(JSON.stringify(game.events));
      }),
      { numRuns: 1500, seed: 20261129 },
    );
    // The rule is about something: the dead do decide (shots, badges, last words, ghosts).
    expect(deadActs).toBeGreaterThan(1000);
  }, 180_000);

  it('apply never changes the state it is given, accepted or rejected', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        const game = playRandomGame(setup, playSeed, { keepStates: true });
        for (let i = 0; i < game.actions.length; i += 7) {
          const before = JSON.stringify(game.states[i]);
          apply(game.states[i], game.actions[i]);
          apply(game.states[i], { type: 'choose', seat: 1, prompt: 'nope', choice: [99] });
          expect(JSON.stringify(game.states[i])).toBe(before);
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  }, 180_000);
});
