import { livingSeats, livingWolves, player, seatPrompt } from '../context.js';
import type { GameState, Prompt } from '../types.js';

/**
 * Loners hunting alone (RULES.md §13, §13b): the Gargoyle, the Hidden Wolf and the Mechanical Wolf
 * choose a victim in their own step once no pack wolf lives ("every other wolf-camp player" is read as
 * the pack, so two loners left after it both hunt, as §13 says; docs/rules-decisions.md). The victim is
 * shown to the Witch as the wolves', guarded and announced with the night's (deaths.ts `nightVictims`).
 */
export function huntsAlone(s: GameState, seat: number): boolean {
  return player(s, seat).alive && livingWolves(s).length === 0;
}

/** His victim prompt: any other living player but his lover; optional (no victim tonight). */
export function soloHuntPrompt<Id extends string>(s: GameState, seat: number, id: Id, title: string): Prompt {
  const lover = player(s, seat).lover;
  const seats = livingSeats(s).filter((q) => q !== seat && q !== lover);
  return seatPrompt(seat, id, title, seats, 0, 1);
}

/** Records a loner's victim for the dawn (the list is replaced whole: states share it until then). */
export function addSoloVictim(s: GameState, victim: number): void {
  if (!s.night.soloVictims.includes(victim)) s.night.soloVictims = [...s.night.soloVictims, victim];
}
