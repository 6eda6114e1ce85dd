import { cloneState } from '../clone.js';
import type { Ctx } from '../context.js';
import { resolveNight } from '../deaths.js';
import { announceNight, restOfDay } from '../steps/phases.js';
import type { StepModule } from '../steps/stepModule.js';
import type { GameState } from '../types.js';
import { checkWin } from '../win.js';
import { electionBeforeDeaths, setModern } from './state.js';

/**
 * The night's deaths, tried on a copy: the seats the dawn will announce, and whether they alone end
 * the game (docs/rules.md §11: then there is no election first).
 */
function probeNight(s: GameState): { dead: number[]; endsGame: boolean } {
  const probe = cloneState(s);
  const dead = resolveNight(probe, { emit() {} });
  return { dead, endsGame: checkWin(probe) !== null };
}

/**
 * Hook `holdsDawn` (docs/rules.md §9 `day1BeforeDeaths`): the election first; the night's facts
 * wait in s.night for the nightReport step. Not when the night's deaths alone end the game.
 */
export function electionFirst(s: GameState, ctx: Ctx): boolean {
  if (!electionBeforeDeaths(s)) return false;
  const night = probeNight(s);
  if (night.endsGame) return false;
  s.phase = 'day';
  setModern(s, { nightPending: true, pendingDead: night.dead });
  ctx.emit({ type: 'dawnBeforeDeaths', audience: 'public', key: 'narration.dawn.electionFirst', day: s.day });
  s.queue = [{ name: 'sheriffCandidacy' }, { name: 'nightReport' }];
  return true;
}

export interface NightReportData {
  /** The report closes a day a self-destruct ended: night falls after it, and no New Moon card is drawn. */
  endOfDay?: boolean;
}

declare module '../types.js' {
  interface StepData { nightReport: NightReportData }
}

/**
 * docs/rules.md §9 `day1BeforeDeaths`: after the election, last night's deaths are announced, with
 * their chains and last words; then the day goes on (or night falls, after a self-destruct).
 */
export const nightReportStep: StepModule<NightReportData> = {
  name: 'nightReport',
  timing: 'none',
  enter(s, step, ctx) {
    setModern(s, { nightPending: false, pendingDead: [] });
    // The deaths happened in the night: Death.phase says so, as at an ordinary dawn.
    s.phase = 'night';
    announceNight(s, ctx, step.data.endOfDay !== true);
    s.queue = step.data.endOfDay === true ? [{ name: 'nightfall' }] : restOfDay(s);
  },
  isComplete: () => true,
  resolve() {},
};
