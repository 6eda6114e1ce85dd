import { player } from '../../context.js';
import type { EventCard } from '../card.js';

/** Miracle (full moon): the last wolf victim comes back as a plain Villager without any former power. */
export const miracle: EventCard = {
  id: 'miracle',
  moonClass: 'full',
  copies: 1,
  onDraw(s, ctx) {
    const seat = s.lastWolfVictim;
    const p = seat !== null ? player(s, seat) : null;
    if (!p || p.alive) {
      ctx.emit({ type: 'miracle', audience: 'public', key: 'event.miracle.nobody', seat: null });
      return;
    }
    p.alive = true;
    p.death = null;
    p.role = 'villager';
    p.lover = null;
    p.charmed = false;
    p.canVote = true;
    p.lives = 1;
    p.revealed = true;
    ctx.emit({ type: 'miracle', audience: 'public', key: 'event.miracle.back', seat: p.seat, role: 'villager' });
  },
};
