import { livingSeats, narrate, seatPrompt } from '../../context.js';
import type { NoData, StepModule } from '../../steps/stepModule.js';
import { eliminate } from '../../steps/vote.js';
import type { EventCard } from '../card.js';

declare module '../../types.js' {
  interface StepData { distrust: NoData }
}
import { replaceStep } from './common.js';

/** Great Distrust (full moon): instead of the vote everyone names three friends; whoever nobody names is eliminated. */
const distrustStep: StepModule<NoData> = {
  name: 'distrust',
  timing: 'vote',
  enter(s, step, ctx) {
    narrate(ctx, 'event.greatDistrust.open');
    const living = livingSeats(s);
    step.prompts = living.map((seat) => {
      const others = living.filter((x) => x !== seat);
      const n = Math.min(3, others.length);
      return seatPrompt(seat, 'distrust.friends', 'prompt.event.friends', others, n, n);
    });
  },
  choose(s, step, prompt, choice, ctx) {
    ctx.emit({ type: 'voteCast', audience: 'public', seat: prompt.seat, vote: 'distrust' });
    return null;
  },
  resolve(s, step, ctx) {
    const choices = step.prompts.map((p) => ({ seat: p.seat, friends: p.answered ? (p.current as number[]) : [] }));
    const named = new Set(choices.flatMap((c) => c.friends));
    const unnamed = livingSeats(s).filter((seat) => !named.has(seat));
    ctx.emit({
      type: 'distrustRevealed', audience: 'public', key: unnamed.length ? 'event.greatDistrust.result' : 'event.greatDistrust.nobody',
      choices, seats: unnamed,
    });
    for (const seat of unnamed) if (s.players[seat - 1].alive) eliminate(s, seat, ctx);
  },
};

export const greatDistrust: EventCard = {
  id: 'greatDistrust',
  moonClass: 'full',
  copies: 1,
  dayQueue: (s, queue) => replaceStep(queue, 'vote', [{ name: 'distrust' }]),
  steps: [distrustStep],
};
