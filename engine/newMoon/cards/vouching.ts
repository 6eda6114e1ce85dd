import { narrate, player, seatPrompt } from '../../context.js';
import { pick } from '../../rng.js';
import type { StepModule } from '../../steps/stepModule.js';
import { eliminate } from '../../steps/vote.js';
import { cardData, type EventCard } from '../card.js';
import { leftOfLastDead, replaceStep } from './common.js';

interface VouchData { standing?: number[] }

interface VouchStepData {
  /** Nobody left to vouch for: the step ends at once. */
  nobody?: boolean;
}

declare module '../../types.js' {
  interface StepData { vouch: VouchStepData }
}

/**
 * Bleak Monday's 'not him!' (docs/rules.md §7, seed 001): instead of voting everyone stands; from the
 * left of the last dead, each player vouches for a standing player, who sits and vouches next;
 * the last one standing is eliminated. The first voucher stands until someone vouches for him.
 */
const vouchStep: StepModule<VouchStepData> = {
  name: 'vouch',
  timing: 'decision',
  enter(s, step, ctx) {
    const data = cardData<VouchData>(s, 'bleakMonday');
    if (!data.standing) data.standing = s.players.filter((p) => p.alive).map((p) => p.seat);
    const voucher = step.actor ?? leftOfLastDead(s);
    step.actor = voucher;
    const choices = (data.standing ?? []).filter((seat) => seat !== voucher && player(s, seat).alive);
    narrate(ctx, 'event.bleakMonday.vouch', { seat: voucher, seats: data.standing });
    step.prompts = voucher !== null && choices.length > 0
      ? [seatPrompt(voucher, 'vouch', 'prompt.event.vouch', choices)]
      : [];
    step.data.nobody = step.prompts.length === 0;
  },
  isComplete: (s, step) => step.data.nobody || step.prompts[0].answered,
  resolve(s, step, ctx) {
    const data = cardData<VouchData>(s, 'bleakMonday');
    const prompt = step.prompts[0];
    if (!prompt) return;
    const chosen = prompt.answered ? (prompt.current as number[])[0] : pick(s, prompt.seats!);
    data.standing = (data.standing ?? []).filter((seat) => seat !== chosen);
    ctx.emit({ type: 'vouched', audience: 'public', seat: step.actor, for: chosen, standing: data.standing });
    if (data.standing.length === 1) {
      const last = data.standing[0];
      ctx.emit({ type: 'lastStanding', audience: 'public', key: 'event.bleakMonday.last', seat: last });
      eliminate(s, last, ctx);
    } else if (data.standing.length > 1) {
      s.interrupts = [{ name: 'vouch', actor: chosen }, ...s.interrupts];
    }
  },
};

export const bleakMonday: EventCard = {
  id: 'bleakMonday',
  moonClass: 'full',
  copies: 1,
  dayQueue(s, queue) {
    if (!s.setup.variants.bleakMondayNotHim) return queue;
    return replaceStep(queue, 'vote', [{ name: 'vouch' }]);
  },
  steps: [vouchStep],
};
