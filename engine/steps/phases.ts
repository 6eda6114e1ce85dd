import { narrate } from '../context.js';
import { resolveNight } from '../deaths.js';
import { hooks } from '../extensions.js';
import type { Ctx, GameState, QueuedStep } from '../types.js';
import type { StepModule } from './stepModule.js';

export function emptyNight(): GameState['night'] {
  return {
    guardTarget: null, seerTarget: null, wolfVictim: null, healed: false, poisoned: null,
    witchShown: null, charmedTonight: [], littleGirlPeeked: false, littleGirlCaught: false,
  };
}

/** The day's steps (docs/rules.md §5), before the night falls again. */
export function dayQueue(s: GameState): QueuedStep[] {
  const queue: QueuedStep[] = [];
  if (s.setup.variants.sheriffElection === s.day && s.sheriff === null) queue.push({ name: 'sheriffCandidacy' });
  queue.push(...hooks.dayOpening(s));
  queue.push(...hooks.dayQueue(s, [{ name: 'discussion' }, { name: 'vote' }]));
  queue.push({ name: 'nightfall' });
  return queue;
}

/** Dawn: the night's deaths are announced together, then the day begins. */
export const dawnStep: StepModule = {
  name: 'dawn',
  timing: 'none',
  enter(s, step, ctx) {
    // The night's deaths are announced at dawn but happened at night (Death.phase says so).
    s.lastNightDeaths = resolveNight(s, ctx);
    s.phase = 'day';
    hooks.atDawn(s, ctx);
    s.night = emptyNight();
    // A Hunter killed tonight shoots first: the day (and New Moon's draw) begins once the death
    // chain is over, so no card is drawn at a dawn whose chain ends the game (RULES.md §7).
    if (s.interrupts.some((q) => q.name === 'hunterShot')) {
      s.queue = [{ name: 'dayBreak' }];
      return;
    }
    beginDay(s, ctx);
  },
  isComplete: () => true,
  resolve() {},
};

function beginDay(s: GameState, ctx: Ctx): void {
  hooks.atDayStart(s, ctx);
  s.queue = dayQueue(s);
}

/** The day begins after a dawn whose death chain had a Hunter's shot to come (and did not end the game). */
export const dayBreakStep: StepModule = {
  name: 'dayBreak',
  timing: 'none',
  enter(s, step, ctx) {
    beginDay(s, ctx);
  },
  isComplete: () => true,
  resolve() {},
};

export const nightfallStep: StepModule = {
  name: 'nightfall',
  timing: 'none',
  enter(s, step, ctx) {
    hooks.atNightfall(s, ctx);
    s.phase = 'night';
    s.day += 1;
    narrate(ctx, 'narration.nightfall', { night: s.day });
    ctx.emit({ type: 'nightFell', audience: 'public', night: s.day });
  },
  isComplete: () => true,
  resolve() {},
};

export const gameOverStep: StepModule = {
  name: 'gameOver',
  timing: 'none',
  enter(s, step, ctx) {
    s.phase = 'over';
    for (const p of s.players) p.revealed = true;
    ctx.emit({
      type: 'gameOver', audience: 'public', key: `narration.${s.outcome!.reason}`, outcome: s.outcome,
      roles: s.players.map((p) => ({ seat: p.seat, card: p.card, role: p.role, alive: p.alive })),
    });
  },
  isComplete: () => false,
  resolve() {},
};
