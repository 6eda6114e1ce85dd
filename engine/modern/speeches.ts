import { hooks } from '../hooks.js';
import { confirmPrompt, livingSeats, narrate, nextLivingClockwise, player } from '../context.js';
import { pick } from '../rng.js';
import type { NoData, StepModule } from '../steps/stepModule.js';
import type { DeathCause, GameState, PlayerState, QueuedStep } from '../types.js';

declare module '../types.js' {
  interface StepData { lastWords: NoData; speechDirection: NoData }
}

/** Deaths that never give last words under `firstNight` (docs/rules.md §11): chain deaths and the self-destruct. */
const CHAIN_DEATHS: ReadonlySet<string> = new Set(['grief', 'hunter', 'selfDestruct', 'elderCurse', 'tetanus']);

/**
 * docs/rules.md §9 `lastWords` (遗言): `firstNight` = night 1's victims and the voted out; `always` =
 * every death. A wolf who self-destructs says nothing more in either (docs/rules-decisions.md).
 */
export function givesLastWords(s: GameState, p: PlayerState, cause: DeathCause): boolean {
  const mode = s.setup.variants.lastWords;
  if (mode === 'none' || cause === 'selfDestruct' || hooks.leavesNoLastWords(s, cause)) return false;
  if (mode === 'always') return true;
  if (cause === 'vote') return true;
  return p.death?.day === 1 && p.death.phase === 'night' && !CHAIN_DEATHS.has(cause);
}

/** Hook `deathInterrupts`: the last words this death is owed. */
export function lastWordsOwed(s: GameState, p: PlayerState, cause: DeathCause): QueuedStep[] {
  return givesLastWords(s, p, cause) ? [{ name: 'lastWords', actor: p.seat }] : [];
}

/** Hook `ghostViewWaits` (docs/rules.md §11): the ghost view begins only after the dead player's last words. */
export function owedLastWords(s: GameState, seat: number): boolean {
  if (s.setup.variants.lastWords === 'none') return false;
  if (s.step.name === 'lastWords' && s.step.actor === seat) return true;
  return s.interrupts.some((q) => q.name === 'lastWords' && q.actor === seat);
}

/** A dead player's timed last words; one tap ends them. Only then does his ghost view begin. */
export const lastWordsStep: StepModule<NoData> = {
  name: 'lastWords',
  timing: 'speech',
  decidedByTheDead: true,
  // After the dying player's own decisions (the Hunter's shot, the Sheriff's successor, §11).
  chainOrder: 3,
  enter(s, step, ctx) {
    narrate(ctx, 'narration.lastWords', { seat: step.actor });
    step.prompts = [confirmPrompt(step.actor!, 'lastWords.done', 'prompt.lastWords.done')];
  },
  isComplete: (s, step) => step.prompts[0].answered,
  resolve() {},
};

/** Living seats around the table from `start`, one way or the other, ending with `last` when given. */
export function roundFrom(s: GameState, start: number, direction: 'left' | 'right'): number[] {
  const n = s.players.length;
  const step = direction === 'left' ? 1 : -1;
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const seat = ((start - 1 + step * i + n * 2) % n) + 1;
    if (player(s, seat).alive) order.push(seat);
  }
  return order;
}

/**
 * docs/rules.md §9: the Sheriff chooses whether the day's speeches start on his left (clockwise) or his
 * right (counter-clockwise) and speaks last (警长归票). 15 s; the default is his left.
 */
export const speechDirectionStep: StepModule<NoData> = {
  name: 'speechDirection',
  timing: 'decision',
  seconds: 15,
  enter(s, step, ctx) {
    narrate(ctx, 'narration.speechDirection', { seat: step.actor });
    step.prompts = [{
      id: 'sheriff.direction', seat: step.actor!, kind: 'option', title: 'prompt.sheriff.direction', min: 1, max: 1,
      options: [{ id: 'left', label: 'prompt.sheriff.left' }, { id: 'right', label: 'prompt.sheriff.right' }],
      answered: false, changeable: false,
    }];
  },
  resolve(s, step, ctx) {
    const sheriff = step.actor!;
    const prompt = step.prompts[0];
    const direction = prompt.answered && prompt.current === 'right' ? 'right' : 'left';
    const first = direction === 'left' ? nextLivingClockwise(s, sheriff) : roundFrom(s, sheriff, 'right')[1] ?? null;
    const order = first === null || first === sheriff ? [sheriff] : [...roundFrom(s, first, direction).filter((x) => x !== sheriff), sheriff];
    // A player an event sends away (Luncheon for Seniors) has no turn; the others keep their order.
    const speakers = order.filter((seat) => hooks.maySpeak(s, seat));
    ctx.emit({ type: 'speakingOrder', audience: 'public', key: `narration.speechOrder.${direction}`, order: speakers, direction, seat: sheriff });
    s.interrupts = [...speakers.map((seat) => ({ name: 'speech' as const, actor: seat })), ...s.interrupts];
  },
};

/** Whether the Sheriff orders today's round robin (variant `sheriffOrdersSpeeches`). */
export function sheriffOrdersToday(s: GameState): boolean {
  return s.setup.variants.sheriffOrdersSpeeches && s.sheriff !== null && livingSeats(s).includes(s.sheriff);
}

/** Hook `holdsRoundRobin`: a living Sheriff first chooses the direction (variant `sheriffOrdersSpeeches`). */
export function sheriffOrders(s: GameState): boolean {
  if (!sheriffOrdersToday(s)) return false;
  s.interrupts = [{ name: 'speechDirection', actor: s.sheriff }, ...s.interrupts];
  return true;
}

/**
 * Hook `firstSpeaker` (docs/rules.md §11): with the Sheriff ordering speeches and neither a death
 * nor a Sheriff, a drawn seat starts.
 */
export function drawnSpeaker(s: GameState): number | null {
  return s.setup.variants.sheriffOrdersSpeeches && livingSeats(s).length > 0 ? pick(s, livingSeats(s)) : null;
}
