import { activeHolder, isWolf, landed, livingSeats, narrate, player, seatPrompt } from '../context.js';
import { hooks } from '../hooks.js';
import { setInfo } from '../prompts.js';
import { enterFake, type NoData, type StepModule } from '../steps/stepModule.js';
import type { GameState, SeerResult } from '../types.js';
import type { RoleModule } from './roleModule.js';

declare module '../types.js' {
  interface StepData { seer: NoData }
  interface PromptInfos {
    /** Once she chose: whom she inspected and what she saw. */
    'seer.inspect': { target: number; result: SeerResult['result'] };
  }
}

export function inspect(s: GameState, target: number): SeerResult['result'] {
  const p = player(s, target);
  // docs/rules.md §11: 'role' shows the card played (an infected Seer is a Seer), 'team' the camp.
  // A card may fool her (hook seerSees: the Hidden Wolf, RULES.md §12); with none, the base answer.
  if (s.setup.variants.seerSees === 'team') return hooks.seerSees(s, target, isWolf(s, p) ? 'wolf' : 'notWolf');
  return hooks.seerSees(s, target, p.role);
}

const seerStep: StepModule<NoData> = {
  name: 'seer',
  timing: 'night',
  night: { order: 50, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.seer.wake');
    const seer = activeHolder(s, 'seer');
    if (!seer) return enterFake(step);
    const seats = livingSeats(s).filter((seat) => seat !== seer.seat);
    step.prompts = [seatPrompt(seer.seat, 'seer.inspect', 'prompt.seer.title', seats)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    // Shown and kept against the seat she chose; read on the card the look landed on (RULES.md §13b).
    const result = inspect(s, landed(s, target));
    s.night.seerTarget = target;
    s.seerResults = [...s.seerResults, { night: s.day, target, result }];
    setInfo(prompt, 'seer.inspect', { target, result });
    ctx.emit({ type: 'seerResult', audience: [prompt.seat], target, result });
    hooks.afterSeerResult(s, result, ctx);
    // What the inspection struck may strike back (the Evil Knight, RULES.md §13b): the seat it landed on.
    hooks.afterInspect(s, prompt.seat, landed(s, target), ctx);
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.seer.sleep');
  },
};

export const seer: RoleModule = { id: 'seer', camp: 'village', villagePower: true, steps: [seerStep] };
