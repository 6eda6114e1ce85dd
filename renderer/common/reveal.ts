/**
 * How long the TV takes to show the table a public outcome (its full-screen moments: the dawn,
 * the vote reveal, a New Moon card). Shared by the TV, which paces its overlays with it, and the
 * host, which holds every phone's frame that long so no phone shows an outcome (a vote's result,
 * a death, "you won") before the TV has shown it (docs/design.md, threat model: spoilers).
 */
import type { GameEvent } from '../../engine/types.js';

export const DAWN_DEATHS_MS = 9000;
export const DAWN_QUIET_MS = 6000;
export const EVENT_CARD_MS = 11000;

export function voteRevealMs(ballots: number): number {
  return 9000 + Math.min(ballots, 24) * 220;
}

/** The dawn overlay's length: with deaths (the night's and the chain's at once) or without. */
export function dawnMs(deaths: number): number {
  return deaths > 0 ? DAWN_DEATHS_MS : DAWN_QUIET_MS;
}

/**
 * The TV's reveal time for one action's events (0: nothing to reveal). Only the moments whose
 * outcome a phone would also show count: a vote reveal, a dawn with deaths, and the game's end
 * after them (the TV shows its end screen once its overlays are done).
 */
export function revealMs(events: readonly GameEvent[]): number {
  let ms = 0;
  let over = false;
  for (const e of events) {
    if (e.audience !== 'public') continue;
    if (e.type === 'votesRevealed') ms += voteRevealMs(Array.isArray(e.ballots) ? e.ballots.length : 0);
    else if (e.type === 'dawn' && Array.isArray(e.deaths) && e.deaths.length > 0) ms += DAWN_DEATHS_MS;
    else if (e.type === 'gameOver') over = true;
  }
  // The end alone (a Hunter's shot, the Elder's curse…) still deserves the TV's first look.
  return over ? Math.max(ms, 3000) : ms;
}
