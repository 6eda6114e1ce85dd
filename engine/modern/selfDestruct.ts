import { confirmPrompt, isWolf, narrate, player, type Ctx } from '../context.js';
import { kill, reveal } from '../deaths.js';
import { hooks, type StandingAnswer } from '../hooks.js';
import type { Choice, DeathCause, GameState, Prompt, QueuedStep, StepName } from '../types.js';
import { modern, setModern } from './state.js';
import { rulesOf } from '../ruleBook.js';

export const SELF_DESTRUCT = 'wolf.selfDestruct';

/** docs/rules.md §11: during any speech or free discussion (election included), never during a ballot, a reveal or a chain decision. */
const SPEAKING_STEPS: ReadonlySet<StepName> = new Set([
  'sheriffCandidacy', 'candidateSpeech', 'sheriffWithdraw', 'speech', 'discussion', 'lastWords',
]);
const ELECTION_STEPS: ReadonlySet<StepName> = new Set(['sheriffCandidacy', 'candidateSpeech', 'sheriffWithdraw', 'sheriffVote']);
/** What a self-destruct does not cancel: decisions and last words the dead are owed. */
const OWED: ReadonlySet<StepName> = new Set(['hunterShot', 'sheriffSuccession', 'scapegoatChoice', 'lastWords', 'executionerSuccession']);

/**
 * The self-destruct is offered beside the step's own prompts (it belongs to no step): a standing
 * prompt on every living wolf's phone while someone may speak. Empty when the variant is off.
 */
export function standingPrompts(s: GameState): Prompt[] {
  if (!s.setup.variants.selfDestruct || s.phase !== 'day' || !SPEAKING_STEPS.has(s.step.name)) return [];
  if (s.step.name === 'discussion' && s.step.data.roundRobin === true) return [];
  const m = modern(s);
  // A self-destruct ends the day: nobody else may, not even in the last words it leaves owed.
  if (m.selfDestructDay === s.day) return [];
  // While the day's vote is still ahead, or in the last words of the voted out (a speech, §11).
  const voteAhead = s.queue.some((q) => q.name !== 'nightfall' && !(q.name === 'nightReport' && q.data?.endOfDay === true));
  if (!voteAhead && s.step.name !== 'lastWords') return [];
  // A night-1 victim not yet announced is alive for the election, but may not self-destruct.
  const pending = m.nightPending ? m.pendingDead ?? [] : [];
  const book = rulesOf(s);
  return s.players.filter((p) => p.alive && isWolf(s, p) && book.roles[p.role].noSelfDestruct !== true && !pending.includes(p.seat)).map((p) => confirmPrompt(p.seat, SELF_DESTRUCT, 'prompt.selfDestruct'));
}

/**
 * Hook `applyStanding`: yes self-destructs; no decides nothing (apply returns the state unchanged,
 * the host neither logs nor sends it).
 */
export function answerSelfDestruct(s: GameState, prompt: Prompt, choice: Choice, ctx: Ctx): StandingAnswer | undefined {
  if (prompt.id !== SELF_DESTRUCT) return undefined;
  if (choice !== true) return 'unchanged';
  selfDestruct(s, prompt.seat, ctx);
  return null;
}

/** Hook `seenByAll`: the whole table saw the wolf reveal himself (docs/rules.md §11). */
export function selfDestructSeen(s: GameState, cause: DeathCause): boolean {
  return cause === 'selfDestruct';
}

function electionUnderWay(s: GameState): boolean {
  const pending = (q: QueuedStep) => ELECTION_STEPS.has(q.name);
  return ELECTION_STEPS.has(s.step.name) || s.interrupts.some(pending) || s.queue.some(pending);
}

/**
 * docs/rules.md §9 自爆: the wolf dies at once, revealed; the day ends with no vote and night falls.
 * During the election the badge is lost for the day: the election is held the next day (again
 * before the night's deaths), and night 1's deaths, held back for the election, are announced first.
 * The step under way is abandoned, not resolved.
 */
export function selfDestruct(s: GameState, seat: number, ctx: Ctx): void {
  const wolf = player(s, seat);
  const postpone = electionUnderWay(s);
  setModern(s, { selfDestructDay: s.day });
  ctx.emit({ type: 'selfDestruct', audience: 'public', seat, role: wolf.role, step: s.step.name });
  narrate(ctx, 'narration.selfDestruct', { seat });
  s.interrupts = s.interrupts.filter((q) => OWED.has(q.name));
  kill(s, seat, 'selfDestruct', ctx);
  reveal(s, wolf, ctx, 'selfDestruct');
  if (postpone) {
    setModern(s, { electionDay: s.day + 1 });
    narrate(ctx, 'narration.sheriff.postponed');
  }
  const pending = modern(s).nightPending;
  s.queue = pending ? [{ name: 'nightReport', data: { endOfDay: true } }, { name: 'nightfall' }] : [{ name: 'nightfall' }];
  // His card may do more as he goes (the White Wolf King's claw), among the players the table sees alive.
  hooks.afterSelfDestruct(s, seat, pending ? modern(s).pendingDead ?? [] : [], ctx);
}
