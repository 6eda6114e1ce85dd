import { confirmPrompt, narrate, type Ctx } from '../context.js';
import { pick } from '../rng.js';
import { pkSpeeches } from '../steps/discussion.js';
import { elect } from '../steps/elect.js';
import type { NoData, StepModule } from '../steps/stepModule.js';
import type { GameState, Prompt, QueuedStep, VoteOutcome } from '../types.js';
import { modern, remainingCandidates, setModern } from './state.js';

/**
 * The modern election (variant `candidateSpeeches`, docs/rules.md §9 and §11): the candidates speak in
 * turn from a seat drawn by the seeded generator, clockwise; they may withdraw (退水) until the
 * ballot; they do not vote. A tie: the tied speak again and the others revote once; a second tie
 * loses the badge for the game (警徽流失). Hook `holdsElection`: from the candidacy on, the election is
 * this one when the variant is on.
 */
export function afterCandidacy(s: GameState, candidates: number[], ctx: Ctx): boolean {
  if (!s.setup.variants.candidateSpeeches) return false;
  setModern(s, { stood: candidates, withdrawn: [] });
  if (candidates.length === 0) {
    ctx.emit({ type: 'sheriffNone', audience: 'public', key: 'narration.sheriff.none' });
    return true;
  }
  if (candidates.length === 1) {
    elect(s, candidates[0], 'alone', ctx);
    return true;
  }
  const start = pick(s, candidates);
  const sorted = candidates.slice().sort((a, b) => a - b);
  const order = [...sorted.filter((seat) => seat >= start), ...sorted.filter((seat) => seat < start)];
  ctx.emit({ type: 'speakingOrder', audience: 'public', order, election: true });
  s.interrupts = [
    ...order.map((seat) => ({ name: 'candidateSpeech' as const, actor: seat })),
    { name: 'sheriffWithdraw' as const },
    ...s.interrupts,
  ];
  return true;
}

function withdrawPrompts(s: GameState): Prompt[] {
  return remainingCandidates(s).map((seat) => confirmPrompt(seat, 'sheriff.withdraw', 'prompt.sheriff.withdraw'));
}

function withdraw(s: GameState, seat: number, ctx: Ctx): void {
  setModern(s, { withdrawn: [...modern(s).withdrawn, seat] });
  ctx.emit({ type: 'sheriffWithdrew', audience: 'public', key: 'narration.sheriff.withdrew', seat });
}

export interface CandidateSpeechData {
  /** A tied candidate speaks again before the revote (no withdrawing then). */
  pk?: boolean;
  /** He withdrew before his turn: no speech. */
  skip?: boolean;
}

declare module '../types.js' {
  interface StepData { candidateSpeech: CandidateSpeechData; sheriffWithdraw: NoData }
}

/** One candidate's speech; every candidate still standing may withdraw meanwhile. */
export const candidateSpeechStep: StepModule<CandidateSpeechData> = {
  name: 'candidateSpeech',
  timing: 'speech',
  enter(s, step, ctx) {
    const seat = step.actor!;
    const pk = step.data.pk === true;
    // A candidate who withdrew before his turn no longer speaks.
    step.data.skip = !pk && modern(s).withdrawn.includes(seat);
    if (step.data.skip) return;
    narrate(ctx, pk ? 'narration.sheriff.pkSpeech' : 'narration.sheriff.speech', { seat });
    step.prompts = [confirmPrompt(seat, 'speech.done', 'prompt.speech.done'), ...(pk ? [] : withdrawPrompts(s))];
  },
  isComplete: (s, step) => step.data.skip === true || step.prompts[0].answered,
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id === 'sheriff.withdraw' && choice === true) withdraw(s, prompt.seat, ctx);
    return null;
  },
  resolve() {},
};

/** After the speeches: a last chance to withdraw, then the ballot among those still standing. */
export const sheriffWithdrawStep: StepModule<NoData> = {
  name: 'sheriffWithdraw',
  timing: 'decision',
  enter(s, step, ctx) {
    narrate(ctx, 'narration.sheriff.withdraw');
    step.prompts = withdrawPrompts(s);
  },
  isComplete: (s, step) => step.prompts.every((p) => p.answered),
  choose(s, step, prompt, choice, ctx) {
    if (choice === true) withdraw(s, prompt.seat, ctx);
    return null;
  },
  resolve(s, step, ctx) {
    const remaining = remainingCandidates(s);
    ctx.emit({ type: 'sheriffCandidates', audience: 'public', seats: remaining, final: true });
    if (remaining.length === 0) {
      ctx.emit({ type: 'sheriffNone', audience: 'public', key: 'narration.sheriff.none' });
    } else if (remaining.length === 1) {
      elect(s, remaining[0], 'alone', ctx);
    } else {
      s.interrupts = [{ name: 'sheriffVote', data: { candidates: remaining, round: 0 } }, ...s.interrupts];
    }
  },
};

/** Hook `mayElect`: candidates, withdrawn or not, do not vote (§9). */
export function mayElect(s: GameState, seat: number): boolean {
  return !s.setup.variants.candidateSpeeches || !modern(s).stood.includes(seat);
}

/** Hook `beforeElectionRevote`: the tied candidates speak again, in seat order. */
export function tiedSpeakAgain(s: GameState, tied: number[]): QueuedStep[] {
  return s.setup.variants.candidateSpeeches ? pkSpeeches(tied, 'candidateSpeech') : [];
}

/** Hook `tieLosesBadge`: with the candidates' speeches a second tie loses the badge (警徽流失). */
export function tieLosesBadge(s: GameState): boolean {
  return s.setup.variants.candidateSpeeches;
}

/** Hook `afterElectionVote`: after a second tie nobody gets the badge, for the rest of the game. */
export function loseBadge(s: GameState, outcome: VoteOutcome, ctx: Ctx): void {
  if (outcome.type !== 'badgeLost') return;
  setModern(s, { badgeLost: true });
  narrate(ctx, 'narration.sheriff.badgeLost');
}
