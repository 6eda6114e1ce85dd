import { confirmPrompt, narrate } from '../context.js';
import type { NoData, StepModule } from './stepModule.js';

declare module '../types.js' {
  interface StepData { ready: NoData }
}

/**
 * Before the first night (setup `readyCheck`): every player looks at his card, then taps Ready.
 * The table learns only how many are ready (each tap is public as a count, never who holds what).
 * It ends when everyone is ready, or when the VIP or the host goes on without the stragglers (the
 * host's `timeout`; the step has no timer of its own). The first night falls after it.
 */
export const readyStep: StepModule<NoData> = {
  name: 'ready',
  timing: 'none',
  enter(s, step, ctx) {
    narrate(ctx, 'narration.ready.look');
    step.prompts = s.players.map((p) => confirmPrompt(p.seat, 'ready', 'prompt.ready.title'));
  },
  choose(s, step, prompt, choice, ctx) {
    if (choice !== true) return { code: 'BAD_CHOICE', message: 'tap Ready' };
    const ready = step.prompts.filter((p) => p.answered).length + 1;
    ctx.emit({ type: 'playerReady', audience: 'public', key: 'narration.ready.count', ready, players: step.prompts.length });
    return null;
  },
  resolve(s, step, ctx, timedOut) {
    const ready = step.prompts.filter((p) => p.answered).length;
    if (timedOut && ready < step.prompts.length) {
      ctx.emit({ type: 'readyCut', audience: 'public', key: 'narration.ready.wentOn', ready, players: step.prompts.length });
    }
    // A game with the Angel opens with day 0 (set up by createGame) instead of the first night.
    if (s.phase === 'day' && s.day === 0) ctx.emit({ type: 'dayZero', audience: 'public', key: 'narration.dayZero' });
    else ctx.emit({ type: 'nightFell', audience: 'public', key: 'narration.nightfall', night: 1 });
  },
};
