import type { GameState } from '../../types.js';
import { cardData, peekCardData, type EventCard } from '../card.js';
import { dropVotePrompts } from './common.js';

/** Once the VIP marked him: the youngest's seat and the day he went away. */
export interface RascalData { seat?: number; day?: number }

function rascal(s: GameState): RascalData {
  return cardData<RascalData>(s, 'littleRascal');
}

/** The same, read only: the questions asked of him (suspends, mayVote…) must not write the state. */
function seen(s: GameState): Partial<RascalData> {
  return peekCardData<RascalData>(s, 'littleRascal') ?? {};
}

/** Away from the day he is marked until the end of the following night. */
function away(s: GameState, seat: number): boolean {
  const { seat: r, day } = seen(s);
  if (r !== seat || day === undefined) return false;
  return s.day === day || (s.day === day + 1 && s.phase === 'night');
}

/** Back from the day after on: every vote of his (revotes and second votes too) counts three times. */
function back(s: GameState, seat: number): boolean {
  const { seat: r, day } = seen(s);
  return r === seat && day !== undefined && s.day > day && !away(s, seat);
}

/**
 * Little Rascal (crescent): the youngest player (marked by the VIP for the group) is away one day
 * and one night — no vote, no night action — and from his return on his vote counts three times
 * for the rest of the game (on top of the Sheriff's weight while he holds the title), so the card
 * stays in play. Until the VIP marks him the card waits, as a Crescent does.
 */
export const littleRascal: EventCard = {
  id: 'littleRascal',
  moonClass: 'crescent',
  copies: 1,
  marks: ['youngest'],
  onMark(s, action, ctx) {
    if (action.mark !== 'youngest') return undefined;
    if (action.seats.length !== 1) return { code: 'BAD_CHOICE', message: 'mark exactly one youngest player' };
    if (rascal(s).seat !== undefined) return { code: 'NOT_ALLOWED', message: 'the youngest is already away' };
    if (s.phase !== 'day') return { code: 'NOT_ALLOWED', message: 'the youngest leaves by day' };
    Object.assign(rascal(s), { seat: action.seats[0], day: s.day });
    dropVotePrompts(s, action.seats);
    ctx.emit({ type: 'rascalAway', audience: 'public', key: 'event.littleRascal.away', seat: action.seats[0] });
    return null;
  },
  mayVote: (s, seat) => !away(s, seat),
  suspends: (s, seat) => away(s, seat),
  voteWeight: (s, seat, weight) => (back(s, seat) ? weight * 3 : weight),
};
