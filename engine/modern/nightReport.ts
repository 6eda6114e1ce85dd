import { announceNight, restOfDay } from '../steps/phases.js';
import type { StepModule } from '../steps/stepModule.js';
import { setModern } from './state.js';

/**
 * docs/rules.md §9 `day1BeforeDeaths`: after the election, last night's deaths are announced, with
 * their chains and last words; then the day goes on (or night falls, after a self-destruct).
 */
export const nightReportStep: StepModule = {
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
