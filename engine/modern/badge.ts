import { confirmPrompt, narrate, type Ctx } from '../context.js';
import type { GameState, Prompt, StepState } from '../types.js';
import { setModern } from './state.js';

/**
 * docs/rules.md §9/§11 `badgeTearing` (撕警徽): the dying Sheriff passes the badge or tears it up, and
 * then nobody is Sheriff for the rest of the game. His timer ending tears it. The base Sheriff's
 * succession step asks the hooks below (engine/steps/interrupts.ts).
 */

function torn(step: StepState): boolean {
  return step.prompts.some((p) => p.id === 'sheriff.tear' && p.answered && p.current === true);
}

/** Hook `badgePrompts`: beside naming a successor, tearing the badge up. */
export function tearPrompt(s: GameState, step: StepState): Prompt[] {
  return s.setup.variants.badgeTearing ? [confirmPrompt(step.actor!, 'sheriff.tear', 'prompt.sheriff.tear')] : [];
}

/** Hook `badgeDecided`: torn up, nobody is named. */
export function badgeTorn(s: GameState, step: StepState): boolean {
  return torn(step);
}

/** Hook `disposesBadge`: torn up, or his time ran out before he named a successor. */
export function tearBadge(s: GameState, step: StepState, ctx: Ctx): boolean {
  const passed = step.prompts.some((p) => p.id === 'sheriff.successor' && p.answered);
  if (!s.setup.variants.badgeTearing || s.sheriff !== step.actor || (passed && !torn(step))) return false;
  s.sheriff = null;
  setModern(s, { badgeLost: true });
  ctx.emit({ type: 'badgeTorn', audience: 'public', seat: step.actor! });
  narrate(ctx, 'narration.sheriff.torn', { seat: step.actor });
  return true;
}
