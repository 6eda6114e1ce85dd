import { confirmPrompt, livingSeats, narrate, player, seatPrompt } from '../context.js';
import { hooks } from '../hooks.js';
import { pick } from '../rng.js';
import type { Ctx } from '../context.js';
import type { Ballot, GameState, VoteOutcome, VoteRecord } from '../types.js';
import { queued, type NoData, type StepModule } from './stepModule.js';
import { ballotsOf, tally } from './tally.js';
import { elect } from './elect.js';

export interface SheriffVoteData {
  candidates: number[];
  /** 0 for the vote, 1 for the revote among the tied. */
  round: number;
}

declare module '../types.js' {
  interface StepData { sheriffCandidacy: NoData; sheriffVote: SheriffVoteData }
}

/**
 * Living players who may stand, vote for Sheriff and receive the title: not a revealed Idiot, who
 * has lost his vote for good and can no longer hold the title (docs/rules.md §4.3, §5.5).
 */
export function titleHolders(s: GameState): number[] {
  return livingSeats(s).filter((seat) => player(s, seat).canVote);
}

/** docs/rules.md §5.1: living players may stand for Sheriff. */
export const sheriffCandidacyStep: StepModule<NoData> = {
  name: 'sheriffCandidacy',
  timing: 'decision',
  tableCountdown: true,
  enter(s, step, ctx) {
    narrate(ctx, 'narration.sheriff.candidacy');
    step.prompts = titleHolders(s).map((seat) => confirmPrompt(seat, 'sheriff.stand', 'prompt.sheriff.stand'));
  },
  resolve(s, step, ctx) {
    const candidates = step.prompts.filter((p) => p.answered && p.current === true).map((p) => p.seat);
    ctx.emit({ type: 'sheriffCandidates', audience: 'public', seats: candidates });
    // A rule set may run the election from here (the candidates' speeches, §9).
    if (hooks.holdsElection(s, candidates, ctx)) return;
    if (candidates.length === 0) {
      ctx.emit({ type: 'sheriffNone', audience: 'public', key: 'narration.sheriff.none' });
    } else if (candidates.length === 1) {
      elect(s, candidates[0], 'alone', ctx);
    } else {
      s.interrupts = [queued('sheriffVote', { candidates, round: 0 }), ...s.interrupts];
    }
  },
};

/** Every living player votes; plurality wins; a tie gets one revote, then the seeded draw. */
export const sheriffVoteStep: StepModule<SheriffVoteData> = {
  name: 'sheriffVote',
  timing: 'vote',
  tableCountdown: true,
  enter(s, step, ctx) {
    const candidates = step.data.candidates;
    narrate(ctx, step.data.round === 0 ? 'narration.sheriff.vote' : 'narration.sheriff.revote', { candidates });
    step.prompts = titleHolders(s).filter((seat) => hooks.mayElect(s, seat)).map((seat) =>
      seatPrompt(seat, 'sheriff.vote', 'prompt.sheriff.vote', candidates.filter((c) => player(s, c).alive), 1, 1, { changeable: true }));
  },
  // Complete at once when nobody may vote (every player stood, §9).
  isComplete: (s, step) => step.prompts.every((p) => p.answered),
  choose(s, step, prompt, choice, ctx) {
    if (!prompt.answered) ctx.emit({ type: 'voteCast', audience: 'public', seat: prompt.seat, vote: 'sheriff' });
    return null;
  },
  resolve(s, step, ctx) {
    const ballots = ballotsOf(step, 'sheriff.vote', () => 1);
    const result = tally(ballots);
    const round = step.data.round;
    let outcome: VoteOutcome;
    if (result.top.length === 1) {
      outcome = { type: 'elected' as const, seat: result.top[0], by: 'plurality' as const };
    } else if (round === 0) {
      const tied = result.anyVote ? result.top : step.data.candidates;
      outcome = { type: 'tie' as const, seats: tied, next: 'revote' as const };
      s.interrupts = [...hooks.beforeElectionRevote(s, tied), queued('sheriffVote', { candidates: tied, round: 1 }), ...s.interrupts];
    } else if (hooks.tieLosesBadge(s)) {
      outcome = { type: 'badgeLost' as const, seats: result.anyVote ? result.top : step.data.candidates };
    } else {
      const pool = result.anyVote ? result.top : step.data.candidates;
      outcome = { type: 'elected' as const, seat: pick(s, pool), by: 'random' as const };
    }
    recordVote(s, round === 0 ? 'sheriff' : 'sheriffRevote', ballots, result.counts, ctx);
    setVoteOutcome(s, outcome, ctx);
    if (outcome.type === 'elected') elect(s, outcome.seat, outcome.by, ctx);
    hooks.afterElectionVote(s, outcome, ctx);
  },
};

/** Reveals the ballots all at once (docs/rules.md §5.3); the outcome follows with `setVoteOutcome`. */
export function recordVote(
  s: GameState, kind: VoteRecord['kind'], ballots: Ballot[], counts: { seat: number; votes: number }[], ctx: Ctx,
): void {
  const record: VoteRecord = { kind, day: s.day, ballots, tally: counts, outcome: { type: 'noVotes' } };
  s.votes = [...s.votes, record];
  ctx.emit({ type: 'votesRevealed', audience: 'public', kind, day: s.day, ballots, tally: counts });
}

export function setVoteOutcome(s: GameState, outcome: VoteOutcome, ctx: Ctx): void {
  const last = s.votes[s.votes.length - 1];
  s.votes = [...s.votes.slice(0, -1), { ...last, outcome }];
  ctx.emit({ type: 'voteOutcome', audience: 'public', key: `vote.outcome.${outcome.type}`, kind: last.kind, outcome });
}
