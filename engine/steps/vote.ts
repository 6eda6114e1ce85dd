import { activeHolder, hasPower, narrate, player, seatPrompt, type Ctx } from '../context.js';
import { kill, reveal } from '../deaths.js';
import { hooks } from '../hooks.js';
import type { Ballot, GameState, StepState, VoteOutcome } from '../types.js';
import { recordVote, setVoteOutcome } from './sheriff.js';
import { pkSpeeches } from './discussion.js';
import { queued, type StepModule } from './stepModule.js';

export interface VoteData {
  /** A revote: only these may be voted for (null or absent: the day's vote, anyone). */
  candidates?: number[] | null;
  /** How many revotes came before this one. */
  round?: number;
  /** Nobody could vote: the step ends at once, with no record. */
  noVote?: boolean;
  /** Ties stand: nobody leaves on a tie, whatever the tie rule (the Angel's day 0, docs/rules.md §11). */
  tiesStand?: boolean;
}

declare module '../types.js' {
  interface StepData { vote: VoteData }
}
import { ballotsOf, tally } from './tally.js';

/** Who may vote today (docs/rules.md §5.3): living, not a revealed Idiot, chosen by the Scapegoat if he chose. */
export function eligibleVoters(s: GameState): number[] {
  const allowed = s.allowedVotersDay === s.day ? s.allowedVoters : null;
  return s.players
    .filter((p) => p.alive && p.canVote && (allowed === null || allowed.includes(p.seat)) && hooks.mayVote(s, p.seat))
    .map((p) => p.seat);
}

export function targetsFor(s: GameState, voter: number, candidates: number[] | null): number[] {
  const me = player(s, voter);
  return s.players
    .filter((p) => p.alive && p.seat !== voter)
    .filter((p) => candidates === null || candidates.includes(p.seat))
    .filter((p) => s.setup.variants.loversMayVoteEachOther || me.lover !== p.seat)
    .map((p) => p.seat);
}

/** The weight of a voter's ballot: the Sheriff's counts `sheriffVoteWeight` (docs/rules.md §5.3). */
export function voteWeight(s: GameState, voter: number): number {
  return hooks.voteWeight(s, voter, s.sheriff === voter ? s.setup.variants.sheriffVoteWeight : 1);
}

const MAX_REVOTES = { none: 0, revote: 1, revoteUntil: 3 } as const;

/** Elimination by the village (docs/rules.md §5.4–5.6), shared by votes and New Moon cards. */
export function eliminate(s: GameState, seat: number, ctx: Ctx): VoteOutcome {
  const p = player(s, seat);
  if (p.role === 'idiot' && hasPower(s, 'idiot') && !p.revealed) {
    p.canVote = false;
    reveal(s, p, ctx, 'idiot');
    ctx.emit({ type: 'idiotRevealed', audience: 'public', key: 'narration.idiot.revealed', seat });
    if (s.sheriff === seat) {
      s.sheriff = null;
      ctx.emit({ type: 'sheriffLost', audience: 'public', seat });
    }
    return { type: 'idiotRevealed', seat };
  }
  s.lastEliminated = seat;
  // The Devoted Servant decides before the card is shown: the death waits for her step.
  // A rule may keep the voted-out alive a night longer (the Blood Moon Apostle): he is out all the same.
  if (!hooks.holdsElimination(s, seat, ctx) && !hooks.holdsVoteDeath(s, seat, ctx)) kill(s, seat, 'vote', ctx);
  return { type: 'eliminated', seat, by: 'plurality' };
}

function resolveTie(s: GameState, step: StepState<VoteData>, tied: number[], ballots: { voter: number; target: number | null }[], ctx: Ctx): VoteOutcome {
  // A vote whose ties stand (the Angel's day 0, docs/rules.md §11): nobody out, whatever the tie rule.
  if (step.data.tiesStand === true) return { type: 'tie', seats: tied, next: 'none' };
  const sheriffBallot = ballots.find((b) => b.voter === s.sheriff);
  if (s.setup.variants.sheriffBreaksTie && sheriffBallot && sheriffBallot.target !== null && tied.includes(sheriffBallot.target)) {
    const outcome = eliminate(s, sheriffBallot.target, ctx);
    return outcome.type === 'eliminated' ? { ...outcome, by: 'sheriff' } : outcome;
  }
  const scapegoat = activeHolder(s, 'scapegoat');
  if (scapegoat) {
    kill(s, scapegoat.seat, 'scapegoat', ctx);
    s.interrupts = [...s.interrupts, { name: 'scapegoatChoice', actor: scapegoat.seat }];
    return { type: 'scapegoat', seat: scapegoat.seat };
  }
  const round = step.data.round ?? 0;
  if (round < MAX_REVOTES[s.setup.variants.tieRule]) {
    // The tied players really speak again, each timed, before the others revote (PK).
    s.interrupts = [...pkSpeeches(tied, 'speech'), queued('vote', { candidates: tied, round: round + 1 }), ...s.interrupts];
    return { type: 'tie', seats: tied, next: 'revote' };
  }
  return { type: 'tie', seats: tied, next: 'none' };
}

/** docs/rules.md §5.3–5.4: the day vote, and a revote among tied players. */
export const voteStep: StepModule<VoteData> = {
  name: 'vote',
  timing: 'vote',
  tableCountdown: true,
  enter(s, step, ctx) {
    const candidates = step.data.candidates ?? null;
    step.data.round ??= 0;
    let voters = eligibleVoters(s);
    // In a revote the tied players speak again; everyone else chooses among them.
    if (candidates) voters = voters.filter((v) => !candidates.includes(v));
    step.prompts = voters
      .map((v) => seatPrompt(v, 'vote', 'prompt.vote.title', targetsFor(s, v, candidates), 1, 1, { changeable: true }))
      .filter((p) => p.seats!.length > 0);
    narrate(ctx, candidates ? 'narration.vote.revote' : step.prompts.length ? 'narration.vote.open' : 'narration.vote.none', { candidates });
    step.data.noVote = step.prompts.length === 0;
  },
  isComplete(s, step) {
    return step.data.noVote === true || step.prompts.every((p) => p.answered);
  },
  choose(s, step, prompt, choice, ctx) {
    if (!prompt.answered) ctx.emit({ type: 'voteCast', audience: 'public', seat: prompt.seat, vote: 'day' });
    return null;
  },
  resolve(s, step, ctx) {
    if (step.data.noVote) return;
    decideVote(s, step, ballotsOf(step, 'vote', (voter) => voteWeight(s, voter)), ctx);
  },
};

/**
 * Reveals the ballots and applies the outcome (docs/rules.md §5.3–5.4): plurality, ties, the Idiot,
 * the Scapegoat. Shared by the secret vote and New Moon's public vote in turn (Influences).
 */
export function decideVote<D extends object>(s: GameState, step: StepState<D & VoteData>, ballots: Ballot[], ctx: Ctx): VoteOutcome {
  // Extra votes (the Raven's mark) count in a revote only for a player still in it (docs/rules.md §11).
  const candidates = step.data.candidates ?? null;
  const extra = hooks.extraVotes(s).filter((e) => candidates === null || candidates.includes(e.seat));
  const result = tally(ballots, extra);
  recordVote(s, step.data.candidates ? 'revote' : 'vote', ballots, result.counts, ctx);
  if (extra.length > 0) {
    const last = s.votes[s.votes.length - 1];
    s.votes = [...s.votes.slice(0, -1), { ...last, extra }];
  }
  let outcome: VoteOutcome;
  if (!result.anyVote) outcome = { type: 'noVotes' };
  else if (result.top.length === 1) outcome = eliminate(s, result.top[0], ctx);
  else outcome = resolveTie(s, step, result.top, ballots, ctx);
  setVoteOutcome(s, outcome, ctx);
  hooks.afterVote(s, outcome, ctx);
  return outcome;
}
