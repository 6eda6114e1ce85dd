/**
 * What a device is shown of the game, under the host's holds and the ghosts' rule (docs/design.md,
 * threat model). Two questions, both answered here so the broadcaster only builds frames:
 *   - `shownTo`: which state, and how much of the log, a device sees now. A held night step
 *     (GameRunner: answered before its drawn end) shows its own players the game as it is and
 *     everyone else the step as it was; a reveal hold shows the TVs the outcome and every phone
 *     the moment before it (protocol/reveal.ts).
 *   - `eventsBetween`: the events of one slice of the log a viewer gets. A ghost learns the past,
 *     never the present (docs/rules.md §4): other seats' secret events of the step still open are
 *     held back and come at that step's end, after its open events and before the next
 *     `stepStarted`. The order is a function of the log alone, so the events a ghost received
 *     frame by frame are exactly, in order, the events of a whole view built now.
 */
import { canSee, isGhost, type GameEvent, type GameState, type Viewer } from '../../engine/index.js';
import type { RunningGame } from './model.js';

export interface Shown {
  state: GameState;
  /** How many events of the log this device sees. */
  events: number;
  /** Seeing a held moment, not the game as it is. */
  held: boolean;
}

/** The game as this viewer on this device sees it now. */
export function shownTo(game: RunningGame, viewer: Viewer, device: 'phone' | 'tv'): Shown {
  const held = game.held;
  const seesPast = !held
    || (viewer.kind === 'seat' ? held.seats.includes(viewer.seat) : !!held.table && device === 'tv');
  if (seesPast) return { state: game.state, events: game.events.length, held: false };
  return { state: held.state, events: held.events, held: true };
}

/** May this viewer see every role and secret of `s` (a ghost, or anyone once it is over)? */
export function seesAll(s: GameState, viewer: Viewer): boolean {
  return s.phase === 'over' || (viewer.kind === 'seat' && isGhost(s, viewer.seat));
}

/**
 * The events of `log[from, to)` this viewer gets, `s` being the state after `log[to - 1]`.
 * For a ghost, other seats' secrets of a step come when the step ends (the next `stepStarted`),
 * including those before `from` that earlier slices held back.
 */
export function eventsBetween(s: GameState, log: readonly GameEvent[], from: number, to: number, viewer: Viewer): GameEvent[] {
  if (viewer.kind !== 'seat' || s.phase === 'over' || !isGhost(s, viewer.seat)) {
    return log.slice(from, to).filter((e) => canSee(s, e, viewer));
  }
  const seat = viewer.seat;
  // The step open at `from` began after the last `stepStarted` before it.
  let start = from;
  while (start > 0 && log[start - 1].type !== 'stepStarted') start--;
  const out: GameEvent[] = [];
  let secrets: GameEvent[] = [];
  for (let i = start; i < to; i++) {
    const e = log[i];
    if (e.type === 'stepStarted') {
      out.push(...secrets);
      secrets = [];
    }
    if (!canSee(s, e, viewer)) continue;
    if (e.audience !== 'public' && !e.audience.includes(seat) && e.type !== 'stepStarted') secrets.push(e);
    else if (i >= from) out.push(e);
  }
  return out;
}
