import { narrate, player, seatPrompt } from '../../context.js';
import { queued, type StepModule } from '../../steps/stepModule.js';
import { tally } from '../../steps/tally.js';
import { eliminate } from '../../steps/vote.js';
import { cardData, type EventCard } from '../card.js';
import { clockwiseFrom, leftOfLastDead } from './common.js';

interface NightmareData { accusations?: { seat: number; target: number | null }[] }

/**
 * Nightmare (full moon): no debate and no vote. From the left of the last dead, clockwise, each
 * player accuses one player aloud; the most accused is eliminated (a tie: nobody).
 */
interface AccuseData {
  /** The accusers, clockwise from the left of the last dead: set by the first accusation's step. */
  order?: number[];
  /** Whose turn this step is, in `order`. */
  index?: number;
  skip?: boolean;
}

declare module '../../types.js' {
  interface StepData { accuse: AccuseData }
}

const accuseStep: StepModule<AccuseData> = {
  name: 'accuse',
  timing: 'speech',
  enter(s, step, ctx) {
    const data = cardData<NightmareData>(s, 'nightmare');
    if (!step.data.order) {
      const start = leftOfLastDead(s);
      step.data.order = start === null ? [] : clockwiseFrom(s, start);
      data.accusations = [];
    }
    const order = step.data.order;
    const seat = order[step.data.index ?? 0];
    step.data.index ??= 0;
    step.actor = seat ?? null;
    if (seat === undefined || !player(s, seat).alive) {
      step.data.skip = true;
      return;
    }
    narrate(ctx, 'event.nightmare.accuse', { seat });
    const others = s.players.filter((p) => p.alive && p.seat !== seat).map((p) => p.seat);
    step.prompts = others.length ? [seatPrompt(seat, 'accuse', 'prompt.event.accuse', others)] : [];
    step.data.skip = others.length === 0;
  },
  choose(s, step, prompt, choice, ctx) {
    ctx.emit({ type: 'accusation', audience: 'public', seat: prompt.seat, target: (choice as number[])[0] });
    return null;
  },
  isComplete: (s, step) => step.data.skip === true || step.prompts[0]?.answered === true,
  resolve(s, step, ctx) {
    const data = cardData<NightmareData>(s, 'nightmare');
    const prompt = step.prompts[0];
    if (step.actor !== null && prompt) {
      data.accusations = [...(data.accusations ?? []), { seat: step.actor, target: prompt.answered ? (prompt.current as number[])[0] : null }];
    }
    // enter set both before any accusation.
    const { order = [], index = 0 } = step.data;
    const next = index + 1;
    if (next < order.length) {
      s.interrupts = [queued('accuse', { order, index: next }), ...s.interrupts];
      return;
    }
    const result = tally((data.accusations ?? []).map((a) => ({ voter: a.seat, target: a.target, weight: 1 })));
    const eliminated = result.anyVote && result.top.length === 1 ? result.top[0] : null;
    ctx.emit({ type: 'accusationsCounted', audience: 'public', key: eliminated ? 'event.nightmare.result' : 'event.nightmare.tie', tally: result.counts, seat: eliminated });
    if (eliminated !== null && player(s, eliminated).alive) eliminate(s, eliminated, ctx);
  },
};

export const nightmare: EventCard = {
  id: 'nightmare',
  moonClass: 'full',
  copies: 1,
  dayQueue: (s, queue) => {
    const rest = queue.filter((q) => q.name !== 'discussion' && q.name !== 'vote');
    const at = queue.findIndex((q) => q.name === 'discussion' || q.name === 'vote');
    return at < 0 ? queue : [...rest.slice(0, at), { name: 'accuse' }, ...rest.slice(at)];
  },
  steps: [accuseStep],
};
