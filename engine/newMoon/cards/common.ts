import { livingSeats, nextLivingClockwise, player } from '../../context.js';
import type { GameState, QueuedStep } from '../../types.js';

/** 'Left of the last dead' (docs/rules.md §7): the next living seat clockwise from the last death. */
export function leftOfLastDead(s: GameState): number | null {
  if (s.lastDead !== null) return nextLivingClockwise(s, s.lastDead);
  return livingSeats(s)[0] ?? null;
}

/** Living seats clockwise, starting at `start`. */
export function clockwiseFrom(s: GameState, start: number): number[] {
  const order = [start];
  for (let seat = nextLivingClockwise(s, start); seat !== null && seat !== start; seat = nextLivingClockwise(s, seat)) {
    order.push(seat);
  }
  return order.filter((seat) => player(s, seat).alive);
}

export function replaceStep(queue: QueuedStep[], name: string, replacement: QueuedStep[]): QueuedStep[] {
  const i = queue.findIndex((q) => q.name === name);
  if (i < 0) return queue;
  return [...queue.slice(0, i), ...replacement, ...queue.slice(i + 1)];
}

/** Removes today's open vote prompts (or ballots) of players who just lost their vote. */
export function dropVotePrompts(s: GameState, seats: number[]): void {
  if (s.step.name !== 'vote' && s.step.name !== 'turnVote') return;
  s.step.prompts = s.step.prompts.filter((p) => !(seats.includes(p.seat) && p.id === 'vote'));
}

export function isPlainVillager(s: GameState, seat: number): boolean {
  const role = player(s, seat).role;
  return role === 'villager' || role === 'thief';
}
