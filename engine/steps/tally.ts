import type { AnyStepState, Ballot, Prompt } from '../types.js';

/** Ballots from the vote prompts, in seat order; a prompt never answered is an abstention. */
export function ballotsOf(step: AnyStepState, promptId: string, weightOf: (voter: number) => number): Ballot[] {
  return step.prompts
    .filter((p: Prompt) => p.id === promptId)
    .map((p) => ({
      voter: p.seat,
      target: p.answered && Array.isArray(p.current) && p.current.length > 0 ? p.current[0] : null,
      weight: weightOf(p.seat),
    }))
    .sort((a, b) => a.voter - b.voter);
}

export interface Tally { counts: { seat: number; votes: number }[]; top: number[]; anyVote: boolean }

/** `extra`: votes counted on top of the ballots (an extension's, e.g. the Raven's). */
export function tally(ballots: Ballot[], extra: readonly { seat: number; votes: number }[] = []): Tally {
  const totals = new Map<number, number>();
  for (const b of ballots) if (b.target !== null) totals.set(b.target, (totals.get(b.target) ?? 0) + b.weight);
  for (const e of extra) totals.set(e.seat, (totals.get(e.seat) ?? 0) + e.votes);
  const counts = [...totals].map(([seat, votes]) => ({ seat, votes })).sort((a, b) => b.votes - a.votes || a.seat - b.seat);
  const max = counts.length ? counts[0].votes : 0;
  return { counts, top: counts.filter((c) => c.votes === max).map((c) => c.seat).sort((a, b) => a - b), anyVote: counts.length > 0 };
}
