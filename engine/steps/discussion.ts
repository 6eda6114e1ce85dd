import { hooks } from '../extensions.js';
import { confirmPrompt, narrate, nextLivingClockwise, player } from '../context.js';
import type { GameState } from '../types.js';
import type { StepModule } from './stepModule.js';

/**
 * docs/rules.md §5.2 (round robin): from the left of the first player who died last night, clockwise;
 * from the Sheriff's left if nobody died; from seat 1's position if there is no Sheriff either.
 */
export function speakingOrder(s: GameState): number[] {
  const firstDead = s.lastNightDeaths[0];
  const anchor = firstDead ?? s.sheriff ?? null;
  const start = anchor === null
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
export const discussionStep: StepModule = {
  name: 'discussion',
  timing: 'discussion',
  enter(s, step, ctx) {
    // Good Manners makes today's debate go in turn whatever the variant (RULES.md §7).
    if (s.setup.variants.discussion === 'roundRobin' || hooks.debateInTurn(s)) {
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

export const speechStep: StepModule = {
  name: 'speech',
  timing: 'speech',
  enter(s, step, ctx) {
    const seat = step.actor!;
    narrate(ctx, 'narration.speech', { seat });
    // A player sent away after the order was given (Luncheon for Seniors) passes his turn.
    step.prompts = player(s, seat).alive && hooks.maySpeak(s, seat) ? [confirmPrompt(seat, 'speech.done', 'prompt.speech.done')] : [];
    if (step.prompts.length === 0) step.data.skip = true;
  },
  isComplete(s, step) {
    return step.data.skip === true || (step.prompts.length > 0 && step.prompts[0].answered);
  },
  resolve() {},
};
