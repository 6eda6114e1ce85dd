import { player } from '../../context.js';
import type { NoData, StepModule } from '../../steps/stepModule.js';
import type { EventCard } from '../card.js';

declare module '../../types.js' {
  interface StepData { miracle: NoData }
}

/**
 * The card takes effect once it has been read, after dawn's death chain: a Hunter eaten last night
 * has shot, a Sheriff has passed on his title, and a win that held at dawn has ended the game.
 */
const miracleStep: StepModule<NoData> = {
  name: 'miracle',
  timing: 'none',
  enter(s, step, ctx) {
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
  isComplete: () => true,
  resolve() {},
};

/**
 * Miracle (full moon): the last wolf victim comes back as a plain Villager without any former power
 * (no lover, no charm, the Elder's lives gone, a vote again), his card now public: a Villager.
 */
export const miracle: EventCard = {
  id: 'miracle',
  moonClass: 'full',
  copies: 1,
  dayQueue: (s, queue) => [{ name: 'miracle' }, ...queue],
  steps: [miracleStep],
};
