import { activeHolder, confirmPrompt, livingWolves } from '../context.js';
import type { Ctx } from '../context.js';
import { pick, random } from '../rng.js';
import type { AnyStepState, GameState, Prompt } from '../types.js';
import { patchInfo } from '../prompts.js';
import type { RoleModule } from './roleModule.js';

declare module '../types.js' {
  interface PromptInfos {
    /** Her risk of being caught; once she peeked, the wolf she saw (null: none left unseen). */
    'littleGirl.peek': { catchChance: number; wolf?: number | null };
  }
}

/**
 * The digital Little Girl (docs/rules.md §3): during the wolves' step she may peek once. A peek shows
 * her one living wolf she has not seen yet; with `littleGirlCatchChance` she is caught, and the
 * wolves are told who she is. She has no step of her own: the wolves' step opens her prompt.
 */
export function littleGirlPrompt(s: GameState): Prompt | null {
  const girl = activeHolder(s, 'littleGirl');
  if (!girl) return null;
  return confirmPrompt(girl.seat, 'littleGirl.peek', 'prompt.littleGirl.title', {
    info: { catchChance: s.setup.variants.littleGirlCatchChance },
  });
}

export function applyPeek(s: GameState, step: AnyStepState, seat: number, peek: boolean, ctx: Ctx): void {
  if (!peek) return;
  s.night.littleGirlPeeked = true;
  const unseen = livingWolves(s).filter((w) => !s.littleGirlSeen.includes(w));
  const wolf = unseen.length > 0 ? pick(s, unseen) : null;
  if (wolf !== null) s.littleGirlSeen = [...s.littleGirlSeen, wolf];
  ctx.emit({ type: 'littleGirlPeek', audience: [seat], wolf });
  const prompt = step.prompts.find((p) => p.seat === seat && p.id === 'littleGirl.peek');
  if (prompt) patchInfo(prompt, 'littleGirl.peek', { wolf });
  if (random(s) < s.setup.variants.littleGirlCatchChance) {
    s.night.littleGirlCaught = true;
    s.littleGirlExposed = seat;
    const wolves = livingWolves(s);
    ctx.emit({ type: 'littleGirlCaught', audience: [...wolves, seat], seat });
    // The wolves must be free to change their victim to her, so their agreement starts over.
    for (const p of step.prompts) {
      if (p.id === 'wolves.victim') {
        p.answered = false;
        p.current = undefined;
        patchInfo(p, 'wolves.victim', { caughtLittleGirl: seat });
      }
    }
  }
}

export const littleGirl: RoleModule = { id: 'littleGirl', camp: 'village', villagePower: true };
