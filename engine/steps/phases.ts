import { narrate, type Ctx } from '../context.js';
import { resolveNight, shotPending } from '../deaths.js';
import { hooks } from '../hooks.js';
import type { GameState, QueuedStep } from '../types.js';
import type { NoData, StepModule } from './stepModule.js';

declare module '../types.js' {
  interface StepData { dawn: NoData; dayBreak: NoData; nightfall: NoData; gameOver: NoData }
}

export function emptyNight(): GameState['night'] {
  return {
    guardTarget: null, seerTarget: null, wolfVictim: null, soloVictims: [], healed: false, healedSeat: null, poisoned: null,
    witchShown: null, charmedTonight: [], littleGirlPeeked: false, littleGirlCaught: false,
  };
}

/** Is today the Sheriff's election (docs/rules.md §5.1)? The variant's day, as rule sets move it. */
export function electionToday(s: GameState): boolean {
  if (s.sheriff !== null) return false;
  const day = s.setup.variants.sheriffElection;
  return hooks.electionDay(s, typeof day === 'number' ? day : null) === s.day;
}

/** The day's steps (docs/rules.md §5), before the night falls again. */
export function dayQueue(s: GameState): QueuedStep[] {
  const queue: QueuedStep[] = [];
  if (electionToday(s)) queue.push({ name: 'sheriffCandidacy' });
  return [...queue, ...restOfDay(s)];
}

/** The day after the election: what extensions open it with, debate and vote (as they change them), night. */
export function restOfDay(s: GameState): QueuedStep[] {
  const queue: QueuedStep[] = [];
  queue.push(...hooks.dayOpening(s));
  queue.push(...hooks.dayQueue(s, [{ name: 'discussion' }, { name: 'vote' }]));
  queue.push({ name: 'nightfall' });
  return queue;
}

/** The night's deaths announced together (docs/rules.md §4), then New Moon's dawn. */
export function announceNight(s: GameState, ctx: Ctx, draw = true): void {
  // The night's deaths are announced at dawn but happened at night (Death.phase says so).
  s.lastNightDeaths = resolveNight(s, ctx);
  s.phase = 'day';
  hooks.atDawn(s, ctx);
  s.night = emptyNight();
  if (draw) hooks.atDayStart(s, ctx);
}

/** Dawn: the night's deaths are announced together, then the day begins. */
export const dawnStep: StepModule<NoData> = {
  name: 'dawn',
  timing: 'none',
  enter(s, step, ctx) {
    // A rule set may hold the night's news back and queue the day itself (the election first, §9).
    if (hooks.holdsDawn(s, ctx)) return;
    announceNight(s, ctx, false);
    // A Hunter killed tonight shoots first: the day (and New Moon's draw) begins once the death
    // chain is over, so no card is drawn at a dawn whose chain ends the game (docs/rules.md §7).
    if (shotPending(s)) {
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
export const dayBreakStep: StepModule<NoData> = {
  name: 'dayBreak',
  timing: 'none',
  enter(s, step, ctx) {
    beginDay(s, ctx);
  },
  isComplete: () => true,
  resolve() {},
};

export const nightfallStep: StepModule<NoData> = {
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

export const gameOverStep: StepModule<NoData> = {
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
