/**
 * The host's holds over what devices see (docs/design.md, threat model: timing and spoilers).
 *   - A real night step answered before its drawn end is *held*: its own players see past it,
 *     every other device keeps seeing it as it was until the drawn end (the clock's), so the end
 *     of a step never tells whether a role acted.
 *   - A public outcome (a vote's result, a dawn with deaths, the end) is *revealed* by the TV
 *     first: every phone keeps seeing the moment before it for the TV's reveal time
 *     (protocol/reveal.ts), then this calls back so the runner broadcasts the release.
 * The hold itself is `RunningGame.held`; what each device is shown under it is shown.ts's.
 */
import type { Action, GameState } from '../../engine/index.js';
import { revealMs } from '../../protocol/reveal.js';
import type { RunningGame } from './model.js';

export interface HoldOptions {
  /** Holds need timers that really run (a manual clock, in tests, would never end them). */
  on: boolean;
  timeScale: number;
  /** A reveal's time is over: the runner releases it (if the game still holds it) and broadcasts. */
  onRevealEnd: (game: RunningGame) => void;
}

export class Holds {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly opts: HoldOptions) {}

  /**
   * An action was applied: `game.state` and `game.events` already hold its result, `before` and
   * `logBefore` the moment before it; `stepMsLeft` is the time to the ended step's drawn end.
   * Holds what the table must not see yet; returns the reveal time (ms) the next step's clock
   * must wait, 0 when none.
   */
  afterAction(game: RunningGame, before: GameState, logBefore: number, action: Action, stepMsLeft: number): number {
    if (!this.opts.on) return 0;
    const now = game.state;
    if (now.step.id !== before.step.id && action.type === 'choose' && before.step.timing === 'night'
      && !before.step.fake && now.phase !== 'over' && stepMsLeft > 0) {
      // The step's own players see past it at once — unless what comes next is a public moment
      // (the dawn): then they wait with the table, or the last actor would hear the dawn first.
      const seats = this.revealTime(game, logBefore) > 0 ? [] : [...new Set(before.step.prompts.map((p) => p.seat))];
      game.held = { state: before, events: logBefore, seats };
      return 0;
    }
    const ms = this.revealTime(game, logBefore);
    if (ms > 0) this.reveal(game, before, logBefore, [], ms);
    return ms;
  }

  /**
   * Ends the hold. A held night step whose end brought an outcome (the dawn's deaths) becomes a
   * reveal instead: returns its time (ms), else 0 and every device now sees the game as it is.
   * The step's own players, who already saw past it, go on seeing the game as it is.
   */
  release(game: RunningGame): number {
    this.stopTimer();
    const held = game.held;
    if (held && !held.table && this.opts.on) {
      const ms = this.revealTime(game, held.events);
      if (ms > 0) {
        this.reveal(game, held.state, held.events, held.seats, ms);
        if (held.widened) game.held!.widened = held.widened;
        return ms;
      }
    }
    delete game.held;
    return 0;
  }

  /** Drops any hold at once (an undo rewrites the game; the host closing). */
  clear(game: RunningGame | null): void {
    this.stopTimer();
    if (game) delete game.held;
  }

  private revealTime(game: RunningGame, from: number): number {
    return revealMs(game.events.slice(from)) * this.opts.timeScale;
  }

  private reveal(game: RunningGame, state: GameState, events: number, seats: number[], ms: number): void {
    game.held = { state, events, seats, table: true };
    this.stopTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (game.held?.table) this.opts.onRevealEnd(game);
    }, ms);
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
