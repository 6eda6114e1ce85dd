import type { EventCard } from '../card.js';

/** Somnambulism (new moon): the Seer's result is announced to all, as the role seen, never the player. */
export const somnambulism: EventCard = {
  id: 'somnambulism',
  moonClass: 'new',
  copies: 1,
  afterSeerResult(s, result, ctx) {
    ctx.emit({ type: 'somnambulism', audience: 'public', key: 'event.somnambulism.result', result });
  },
};

/** Burial (new moon): wolf victims' cards are never revealed. */
export const burial: EventCard = {
  id: 'burial',
  moonClass: 'new',
  copies: 1,
  hidesDeath: (s, p, cause) => cause === 'wolves',
};
