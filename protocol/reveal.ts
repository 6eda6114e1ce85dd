/**
 * How long the TV takes to show the table a public outcome (its full-screen moments: the dawn,
 * the vote reveal, a self-destruct, a Knight's duel, a claw or a Wolf King's shot, a New Moon card). Shared by the TV, which paces its overlays with it, and the
 * host, which holds every phone's frame that long so no phone shows an outcome (a vote's result,
 * a death, "you won") before the TV has shown it (docs/design.md, threat model: spoilers).
 */
import type { GameEvent } from '../engine/types.js';

export const DAWN_DEATHS_MS = 9000;
export const DAWN_QUIET_MS = 6000;
export const EVENT_CARD_MS = 11000;
/** The self-destruct scene: the wolf's card, his last cry, then nightfall. */
export const SELF_DESTRUCT_MS = 7000;
/** The Knight's duel: his card, his foe's, then who dies (a wolf's card turns over). */
export const DUEL_MS = 7000;
/** A dead wolf's card takes a player with him (the White Wolf King's claw, the Wolf King's shot). */
export const TAKEN_MS = 6000;

export function voteRevealMs(ballots: number): number {
  return 9000 + Math.min(ballots, 24) * 220;
}

/** The dawn overlay's length: with deaths (the night's and the chain's at once) or without. */
export function dawnMs(deaths: number): number {
  return deaths > 0 ? DAWN_DEATHS_MS : DAWN_QUIET_MS;
}

/** The seats a dawn announces: its own deaths and the chain that follows at once (grief, a curse). */
export function dawnDeaths(events: readonly GameEvent[], at: number): number[] {
  const e = events[at];
  const deaths = new Set<number>(e.type === 'dawn' ? e.deaths : []);
  for (let j = at + 1; j < events.length && events[j].type !== 'stepStarted'; j++) {
    const d = events[j];
    if (d.type === 'death') deaths.add(d.seat);
  }
  return [...deaths];
}

/**
 * How long the TV's full-screen moment for `events[at]` lasts, 0 when that event has none. The
 * TV's overlays (renderer/tv/components/Overlays.tsx) take their lengths from here, so the host's
 * hold below is exactly as long as what the TV plays.
 */
export function momentMs(events: readonly GameEvent[], at: number): number {
  const e = events[at];
  if (e.audience !== 'public') return 0;
  switch (e.type) {
    case 'dawn': return dawnMs(dawnDeaths(events, at).length);
    case 'selfDestruct': return SELF_DESTRUCT_MS;
    case 'knightDuel': return DUEL_MS;
    case 'whiteWolfKingClaw':
    case 'wolfKingShot': return e.target === null ? 0 : TAKEN_MS;
    case 'eventDrawn':
    case 'eventInPlay': return EVENT_CARD_MS;
    case 'votesRevealed': return voteRevealMs(Array.isArray(e.ballots) ? e.ballots.length : 0);
    default: return 0;
  }
}

/**
 * The TV's reveal time for one action's events (0: nothing to reveal): every full-screen moment
 * the TV plays for them, one after the other — a dawn (quiet or not), a vote reveal, a
 * self-destruct, a Knight's duel, a New Moon card — and the game's end after them (the TV shows its end screen
 * once its overlays are done). No phone sees what comes after them sooner: not the outcome, not
 * the next step's prompt (after a self-destruct, the night's first role).
 */
export function revealMs(events: readonly GameEvent[]): number {
  let ms = 0;
  let over = false;
  for (let i = 0; i < events.length; i++) {
    ms += momentMs(events, i);
    if (events[i].type === 'gameOver' && events[i].audience === 'public') over = true;
  }
  // The end alone (a Hunter's shot, the Elder's curse…) still deserves the TV's first look.
  return over ? Math.max(ms, 3000) : ms;
}
