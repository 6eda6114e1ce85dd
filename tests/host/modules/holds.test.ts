/** holds.ts alone: which actions hold the table's view, for how long, and how a hold ends. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, GameEvent, GameState } from '../../../engine/index.js';
import { Holds } from '../../../electron/host/holds.js';
import type { RunningGame } from '../../../electron/host/model.js';
import { DAWN_DEATHS_MS, voteRevealMs } from '../../../protocol/reveal.js';
import { gameModel } from './fakes.js';

const SCALE = 0.5;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A game at its first night step, and a way to move it on by one action with these events. */
function setUp(on = true) {
  const game = gameModel(8).game!;
  const ended: RunningGame[] = [];
  const holds = new Holds({ on, timeScale: SCALE, onRevealEnd: (g) => ended.push(g) });
  const before = game.state;
  expect(before.step.timing).toBe('night');
  const advance = (events: GameEvent[], over = false) => {
    const logBefore = game.events.length;
    game.state = { ...before, phase: over ? 'over' : before.phase, step: { ...before.step, id: before.step.id + 1 } } as GameState;
    game.events = game.events.concat(events);
    return logBefore;
  };
  return { game, holds, before, ended, advance };
}

const choose: Action = { type: 'choose', seat: 1, prompt: 'x', choice: [2] };
const votes: GameEvent = { type: 'votesRevealed', audience: 'public', ballots: [1, 2, 3, 4, 5, 6] } as unknown as GameEvent;
const deaths: GameEvent = { type: 'dawn', audience: 'public', deaths: [3] } as unknown as GameEvent;

describe('Holds', () => {
  it('a real night step answered before its drawn end is held for everyone but its own players', () => {
    const { game, holds, before, advance } = setUp();
    const logBefore = advance([]);
    expect(holds.afterAction(game, before, logBefore, choose, 4000)).toBe(0);
    expect(game.held).toEqual({ state: before, events: logBefore, seats: [...new Set(before.step.prompts.map((p) => p.seat))] });
    expect(game.held!.seats.length).toBeGreaterThan(0);
  });

  it('nothing is held at the drawn end, on the clock\'s timeout, or without running timers', () => {
    for (const [on, action, msLeft] of [[true, choose, 0], [true, { type: 'timeout', step: 1 } as Action, 4000], [false, choose, 4000]] as const) {
      const { game, holds, before, advance } = setUp(on);
      expect(holds.afterAction(game, before, advance([]), action, msLeft)).toBe(0);
      expect(game.held).toBeUndefined();
    }
  });

  it('a public outcome: the TVs see it, every phone after the TV\'s reveal time, then the runner is called', () => {
    const { game, holds, before, ended, advance } = setUp();
    const logBefore = advance([votes]);
    const ms = voteRevealMs(6) * SCALE;
    expect(holds.afterAction(game, before, logBefore, { type: 'timeout', step: before.step.id }, 0)).toBe(ms);
    expect(game.held).toEqual({ state: before, events: logBefore, seats: [], table: true });
    vi.advanceTimersByTime(ms - 1);
    expect(ended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ended).toEqual([game]);
    expect(holds.release(game)).toBe(0);
    expect(game.held).toBeUndefined();
  });

  it('a held step whose end brought deaths turns into a reveal; its own players keep seeing past it', () => {
    const { game, holds, before, ended, advance } = setUp();
    const logBefore = advance([deaths]);
    expect(holds.afterAction(game, before, logBefore, choose, 4000)).toBe(0);
    const seats = game.held!.seats;
    expect(holds.release(game)).toBe(DAWN_DEATHS_MS * SCALE);
    expect(game.held).toEqual({ state: before, events: logBefore, seats, table: true });
    // An undo drops the hold and its timer.
    holds.clear(game);
    expect(game.held).toBeUndefined();
    vi.advanceTimersByTime(DAWN_DEATHS_MS);
    expect(ended).toEqual([]);
  });
});
