import type { GameState } from '../../types.js';
import { cardData, type EventCard } from '../card.js';
import { dropVotePrompts } from './common.js';

/** The seats the VIP marked for this card (today's: the card lasts its one day). */
export interface VoteLossData { seats?: number[] }

/**
 * Cards whose rule the room judges (docs/rules.md §7): whoever breaks it loses today's vote. The VIP
 * marks them ('loseVote'); Luncheon for Seniors marks who is away ('away').
 */
function voteLossCard(id: string, mark: 'loseVote' | 'away', bends: Partial<EventCard> = {}): EventCard {
  return {
    id,
    moonClass: 'full',
    copies: 1,
    marks: [mark],
    onMark(s, action, ctx) {
      if (action.mark !== mark) return undefined;
      const data = cardData<VoteLossData>(s, id);
      data.seats = [...new Set([...(data.seats ?? []), ...action.seats])].sort((a, b) => a - b);
      dropVotePrompts(s, action.seats);
      ctx.emit({ type: 'voteLost', audience: 'public', key: `event.${id}.marked`, event: id, seats: action.seats });
      return null;
    },
    mayVote(s, seat) {
      return !marked(s, id, seat);
    },
    ...bends,
  };
}

function marked(s: GameState, id: string, seat: number): boolean {
  return (cardData<VoteLossData>(s, id).seats ?? []).includes(seat);
}

export const notMeNorWolf = voteLossCard('notMeNorWolf', 'loseVote');
/** Good Manners: today's debate goes in turn, whatever the `discussion` variant. */
export const goodManners = voteLossCard('goodManners', 'loseVote', { debateInTurn: () => true });
export const eclipse = voteLossCard('eclipse', 'loseVote');
/** Luncheon for Seniors: the away players have no speaking turn either (marked before the debate). */
export const luncheonForSeniors = voteLossCard('luncheonForSeniors', 'away', {
  maySpeak: (s, seat) => !marked(s, 'luncheonForSeniors', seat),
});
