import type { Ctx } from '../context.js';
import type { GameState } from '../types.js';

/** The Sheriff is elected (docs/rules.md §5.1): by the ballot, alone in the race, or by the draw. */
export function elect(s: GameState, seat: number, by: 'plurality' | 'random' | 'alone', ctx: Ctx): void {
  s.sheriff = seat;
  ctx.emit({ type: 'sheriffElected', audience: 'public', key: 'narration.sheriff.elected', seat, by });
}
