import { narrate, nextLivingClockwise, player, seatPrompt } from '../../context.js';
import { queued, type StepModule } from '../../steps/stepModule.js';
import { decideVote, eligibleVoters, targetsFor, voteWeight, type VoteData } from '../../steps/vote.js';
import { cardData, endEvent, type EventCard } from '../card.js';
import { clockwiseFrom, replaceStep } from './common.js';

interface InfluencesData { ballots?: { voter: number; target: number | null; weight: number }[] }

interface StartData {
  /** Nobody picks the first voter (no last eliminated, or nobody may vote): the step ends at once. */
  nobody?: boolean;
}

/** A vote in turn is decided as the day's vote is (decideVote), so it keeps the vote's data too. */
interface TurnVoteData extends VoteData {
  /** The voters, in turn, fixed when the first was picked. */
  order: number[];
  /** Whose turn this step is, in `order`. */
  index: number;
  skip?: boolean;
}

declare module '../../types.js' {
  interface StepData { influencesStart: StartData; turnVote: TurnVoteData }
}

/**
 * Influences (crescent): the next vote is public and in turn, starting with a player picked by
 * the last eliminated, then to his left. Each ballot is shown as it is cast.
 */
const influencesStartStep: StepModule<StartData> = {
  name: 'influencesStart',
  timing: 'decision',
  decidedByTheDead: true,
  enter(s, step, ctx) {
    const chooser = s.lastEliminated;
    step.actor = chooser;
    narrate(ctx, 'event.influences.start', { seat: chooser });
    const voters = eligibleVoters(s);
    step.prompts = chooser !== null && !player(s, chooser).alive && voters.length
      ? [seatPrompt(chooser, 'influences.first', 'prompt.event.influencesFirst', voters)]
      : [];
    step.data.nobody = step.prompts.length === 0;
  },
  isComplete: (s, step) => step.data.nobody === true || step.prompts[0].answered,
  resolve(s, step) {
    const prompt = step.prompts[0];
    const voters = eligibleVoters(s);
    const first = prompt?.answered ? (prompt.current as number[])[0] : voters[0] ?? nextLivingClockwise(s, 0);
    const order = first ? clockwiseFrom(s, first).filter((seat) => voters.includes(seat)) : [];
    cardData<InfluencesData>(s, 'influences').ballots = [];
    s.interrupts = [queued('turnVote', { order, index: 0 }), ...s.interrupts];
  },
};

const turnVoteStep: StepModule<TurnVoteData> = {
  name: 'turnVote',
  timing: 'speech',
  enter(s, step, ctx) {
    const { order, index } = step.data;
    const voter = order[index];
    step.actor = voter ?? null;
    // Dead, or lost his vote since the order was set (a mark from the VIP): his turn is skipped.
    if (voter === undefined || !eligibleVoters(s).includes(voter)) {
      step.data.skip = true;
      return;
    }
    narrate(ctx, 'event.influences.turn', { seat: voter });
    step.prompts = [seatPrompt(voter, 'vote', 'prompt.vote.title', targetsFor(s, voter, null), 1, 1)];
  },
  choose(s, step, prompt, choice, ctx) {
    ctx.emit({ type: 'publicBallot', audience: 'public', voter: prompt.seat, target: (choice as number[])[0], weight: voteWeight(s, prompt.seat) });
    return null;
  },
  isComplete: (s, step) => step.data.skip === true || step.prompts.length === 0 || step.prompts[0].answered,
  resolve(s, step, ctx) {
    const data = cardData<InfluencesData>(s, 'influences');
    const prompt = step.prompts[0];
    if (prompt) {
      const target = prompt.answered ? (prompt.current as number[])[0] : null;
      data.ballots = [...(data.ballots ?? []), { voter: prompt.seat, target, weight: voteWeight(s, prompt.seat) }];
    }
    const { order, index } = step.data;
    if (index + 1 < order.length) {
      s.interrupts = [queued('turnVote', { order, index: index + 1 }), ...s.interrupts];
      return;
    }
    endEvent(s, 'influences', ctx);
    decideVote(s, step, (data.ballots ?? []).slice().sort((a, b) => a.voter - b.voter), ctx);
  },
};

export const influences: EventCard = {
  id: 'influences',
  moonClass: 'crescent',
  copies: 1,
  dayQueue: (s, queue) => replaceStep(queue, 'vote', [{ name: 'influencesStart' }]),
  steps: [influencesStartStep, turnVoteStep],
};
