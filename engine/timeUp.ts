import type { Ctx } from './context.js';
import { stepModule } from './roles/facts.js';
import type { GameState } from './types.js';

/**
 * When the host's clock ends a step (docs/rules.md: a decision left to the clock counts as no action),
 * each player who left a prompt unanswered is told, privately ('timedOut'); by day, when who is
 * acting is public, the table is told in plain words too ('timeUp'). Steps whose own events
 * already say it (the Hunter lowers his gun, fate hands the badge on) tell the table nothing more;
 * the ready moment has its own count (steps/ready.ts).
 */
const SAYS_IT_ITSELF = new Set(['ready', 'hunterShot', 'sheriffSuccession', 'executionerSuccession']);
const PUBLIC_KEYS: Record<string, string> = {
  vote: 'narration.timeUp.vote',
  sheriffVote: 'narration.timeUp.vote',
  turnVote: 'narration.timeUp.vote',
  executionerVote: 'narration.timeUp.vote',
  speech: 'narration.timeUp.speech',
  sheriffCandidacy: 'narration.timeUp.candidacy',
};

export function tellTimeUp(s: GameState, ctx: Ctx): void {
  const step = s.step;
  if (step.name === 'ready') return;
  const late = [...new Set(step.prompts.filter((p) => !p.answered).map((p) => p.seat))].sort((a, b) => a - b);
  if (late.length === 0) return;
  for (const seat of late) {
    const prompts = step.prompts.filter((p) => p.seat === seat && !p.answered).map((p) => p.id);
    ctx.emit({ type: 'timedOut', audience: [seat], step: step.name, stepId: step.id, prompts });
  }
  if (s.phase !== 'day' || SAYS_IT_ITSELF.has(step.name) || stepModule(s, step.name).saysTimeUp) return;
  ctx.emit({
    type: 'timeUp', audience: 'public', key: PUBLIC_KEYS[step.name] ?? 'narration.timeUp.default', step: step.name, seats: late,
  });
}
