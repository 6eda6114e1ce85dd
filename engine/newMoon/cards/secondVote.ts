import { player } from '../../context.js';
import { queued } from '../../steps/stepModule.js';
import type { VoteOutcome } from '../../types.js';
import { endEvent, type EventCard } from '../card.js';

/**
 * Dissatisfaction / Enthusiasm (crescent): when the next player is voted out, if he is not a wolf
 * (Dissatisfaction) or is a wolf (Enthusiasm), a second vote follows at once, without debate.
 */
function secondVoteCard(id: 'dissatisfaction' | 'enthusiasm', wantsWolf: boolean): EventCard {
  return {
    id,
    moonClass: 'crescent',
    copies: 1,
    afterVote(s, outcome: VoteOutcome, ctx) {
      if (outcome.type !== 'eliminated') return;
      endEvent(s, id, ctx);
      const wasWolf = player(s, outcome.seat).role === 'werewolf';
      if (wasWolf !== wantsWolf) return;
      ctx.emit({ type: 'secondVote', audience: 'public', key: `event.${id}.again`, event: id });
      // The day's vote again, anyone may be voted for (its data starts empty, as the day's does).
      s.interrupts = [...s.interrupts, queued('vote', {})];
    },
  };
}

export const dissatisfaction = secondVoteCard('dissatisfaction', false);
export const enthusiasm = secondVoteCard('enthusiasm', true);
