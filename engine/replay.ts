import { apply, createGame } from './game.js';
import type { RuleBook } from './ruleBook.js';
import type { Action, GameEvent, GameSetup, GameState, Rejection } from './types.js';

export interface ReplayResult {
  state: GameState;
  events: GameEvent[];
  /** Actions of the log that were rejected (a valid log has none). */
  rejected: { index: number; rejection: Rejection }[];
}

/** The game is its setup plus its accepted actions: this rebuilds it (crash recovery, undo, tests). */
export function replay(book: RuleBook, setup: GameSetup, actions: readonly Action[]): ReplayResult {
  const created = createGame(setup, book);
  let state = created.state;
  const events = created.events.slice();
  const rejected: ReplayResult['rejected'] = [];
  actions.forEach((action, index) => {
    const result = apply(state, action);
    if (result.ok) {
      state = result.state;
      events.push(...result.events);
    } else {
      rejected.push({ index, rejection: result.rejection });
    }
  });
  return { state, events, rejected };
}

/** Undo of the last accepted action: the same game replayed without it. */
export function undo(book: RuleBook, setup: GameSetup, actions: readonly Action[]): ReplayResult & { actions: Action[] } {
  const kept = actions.slice(0, -1);
  return { ...replay(book, setup, kept), actions: kept };
}
