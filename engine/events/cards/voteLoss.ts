import { cardData, type EventCard } from '../card.js';
import { dropVotePrompts } from './common.js';

/**
 * Cards whose rule the room judges (docs/rules.md §7): whoever breaks it loses today's vote. The VIP
 * marks them ('loseVote'); Luncheon for Seniors marks who is away ('away').
 */
function voteLossCard(id: string, mark: 'loseVote' | 'away'): EventCard {
  return {
    id,
    moonClass: 'full',
    copies: 1,
    marks: [mark],
    onMark(s, action, ctx) {
      const data = cardData<{ seats?: number[] }>(s, id);
      data.seats = [...new Set([...(data.seats ?? []), ...action.seats])].sort((a, b) => a - b);
      dropVotePrompts(s, action.seats);
      ctx.emit({ type: 'voteLost', audience: 'public', key: `event.${id}.marked`, event: id, seats: action.seats });
      return null;
    },
    mayVote(s, seat) {
      return !(cardData<{ seats?: number[] }>(s, id).seats ?? []).includes(seat);
    },
  };
}

export const notMeNorWolf = voteLossCard('notMeNorWolf', 'loseVote');
export const goodManners = voteLossCard('goodManners', 'loseVote');
export const eclipse = voteLossCard('eclipse', 'loseVote');
export const luncheonForSeniors = voteLossCard('luncheonForSeniors', 'away');
