import { player } from '../../context.js';
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
      s.interrupts = [...s.interrupts, { name: 'vote', data: { second: true } }];
    },
  };
}

export const dissatisfaction = secondVoteCard('dissatisfaction', false);
export const enthusiasm = secondVoteCard('enthusiasm', true);
