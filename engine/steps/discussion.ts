import { hooks } from '../hooks.js';
import { confirmPrompt, narrate, nextLivingClockwise, player } from '../context.js';
import type { GameState, QueuedStep, StepName } from '../types.js';
import { queued, type StepModule } from './stepModule.js';

export interface DiscussionData {
  /** The day goes in turns: the speeches are queued (or the Sheriff is choosing their direction). */
  roundRobin?: boolean;
  order?: number[];
}

export interface SpeechData {
  /** A tied player's second speech before the revote (PK). */
  pk?: boolean;
  /** The speaker is dead or away by his turn: nothing to wait for. */
  skip?: boolean;
}

declare module '../types.js' {
  interface StepData { discussion: DiscussionData; speech: SpeechData }
}

/**
 * docs/rules.md §5.2 (round robin): from the left of the lowest-numbered seat the dawn announced dead
 * (a lover's grief included, §11), clockwise;
 * from the Sheriff's left if nobody died; from seat 1's position if there is no Sheriff either.
 */
export function speakingOrder(s: GameState): number[] {
  const firstDead = s.lastNightDeaths[0];
  const anchor = firstDead ?? s.sheriff ?? null;
  // Asked only then: a rule set's start may draw a seat (docs/rules.md §11).
  const drawn = anchor === null ? hooks.firstSpeaker(s) : null;
  const start = drawn !== null ? drawn : anchor === null
    ? (player(s, 1).alive ? 1 : nextLivingClockwise(s, 1))
    : nextLivingClockwise(s, anchor);
  if (start === null) return [];
  const order = [start];
  for (let seat = nextLivingClockwise(s, start); seat !== null && seat !== start; seat = nextLivingClockwise(s, seat)) {
    order.push(seat);
  }
  // A player an event sends away (Luncheon for Seniors) has no turn; the others keep their order.
  return order.filter((seat) => hooks.maySpeak(s, seat));
}

/** Free debate with one day timer, or the round robin of speeches. Ends on the host's clock. */
export const discussionStep: StepModule<DiscussionData> = {
  name: 'discussion',
  timing: 'discussion',
  tableCountdown: true,
  enter(s, step, ctx) {
    // Good Manners makes today's debate go in turn whatever the variant (docs/rules.md §7).
    const inTurn = s.setup.variants.discussion === 'roundRobin' || hooks.debateInTurn(s);
    // A rule set may order today's speeches itself (the Sheriff's direction, §9).
    if (inTurn && hooks.holdsRoundRobin(s, ctx)) {
      step.data.roundRobin = true;
      return;
    }
    if (inTurn) {
      const order = speakingOrder(s);
      step.data.roundRobin = true;
      step.data.order = order;
      ctx.emit({ type: 'speakingOrder', audience: 'public', order });
      s.interrupts = [...order.map((seat) => ({ name: 'speech' as const, actor: seat })), ...s.interrupts];
      return;
    }
    narrate(ctx, 'narration.discussion.free');
  },
  isComplete(s, step) {
    return step.data.roundRobin === true;
  },
  resolve() {},
};

export const speechStep: StepModule<SpeechData> = {
  name: 'speech',
  timing: 'speech',
  tableCountdown: true,
  enter(s, step, ctx) {
    const seat = step.actor!;
    narrate(ctx, step.data.pk === true ? 'narration.pkSpeech' : 'narration.speech', { seat });
    // A player sent away after the order was given (Luncheon for Seniors) passes his turn.
    step.prompts = player(s, seat).alive && hooks.maySpeak(s, seat) ? [confirmPrompt(seat, 'speech.done', 'prompt.speech.done')] : [];
    if (step.prompts.length === 0) step.data.skip = true;
  },
  isComplete(s, step) {
    return step.data.skip === true || (step.prompts.length > 0 && step.prompts[0].answered);
  },
  resolve() {},
};

/** When the tied players speak again (PK, docs/rules.md §5.4 and §9): each in seat order, each timed. */
export function pkSpeeches(tied: number[], name: StepName): QueuedStep[] {
  return tied.slice().sort((a, b) => a - b).map((seat) => queued(name, { pk: true }, seat));
}
