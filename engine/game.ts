import { baseRules } from './baseRules.js';
import { cloneState } from './clone.js';
import type { Ctx } from './context.js';
import { checkDeck, fullDeck } from './deck.js';
import { shotPending } from './deaths.js';
import { hooks } from './hooks.js';
import { seedRng, shuffle } from './rng.js';
import { isWolfCard, nightSteps, stepModule } from './roles/facts.js';
import { bindRules, composeRules, rulesOf, type RuleBook, type RuleSet } from './ruleBook.js';
import { emptyNight } from './steps/phases.js';
import { dropShownDeaths, publicStepName } from './steps/deathPower.js';
import { checkChoice } from './choices.js';
import type {
  Action, ApplyResult, GameEvent, GameSetup, GameState, Prompt, QueuedStep, Rejection, ResolvedSetup, RoleId, StepState,
} from './types.js';
import { checkVariants, resolveVariants } from './variants.js';
import { tellTimeUp } from './timeUp.js';
import { checkWin } from './win.js';

export class SetupError extends Error {
  constructor(readonly code: string, readonly params: Record<string, unknown> = {}) {
    super(`${code} ${JSON.stringify(params)}`);
  }
}

/**
 * The rules of a game: the base game first, then these rule sets in order (engine/standard.ts
 * lists Nightfall's). Compose once and create every game from the same book.
 */
export function defineRules(sets: readonly RuleSet[]): RuleBook {
  return composeRules([baseRules, ...sets]);
}

/** The setup fields the base game reads; any other must be claimed by a rule set of the game. */
const BASE_SETUP_FIELDS: ReadonlySet<string> = new Set(['players', 'deck', 'preset', 'variants', 'seed', 'deal', 'readyCheck']);

/** A setup field no rule set of this game reads (an empty list counts as absent). */
function unclaimedField(book: RuleBook, setup: GameSetup): string | null {
  for (const [field, value] of Object.entries(setup)) {
    if (BASE_SETUP_FIELDS.has(field) || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (!book.sets.some((set) => set.setupFields?.includes(field))) return field;
  }
  return null;
}

/** Validates a lobby setup; returns the reason it cannot start, or null. */
export function checkSetup(book: RuleBook, setup: GameSetup): { code: string; params?: Record<string, unknown> } | null {
  const names = setup.players.map((n) => n.trim());
  if (names.some((n) => n.length === 0)) return { code: 'setup.emptyName' };
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) return { code: 'setup.duplicateName' };
  const deckProblem = checkDeck(book, setup.players.length, setup.deck);
  if (deckProblem) return deckProblem;
  // Fields of a rule set this game does not play (New Moon's cards in a game without it), before its
  // variants: a game without New Moon knows neither.
  const unclaimed = unclaimedField(book, setup);
  if (unclaimed) return { code: 'setup.unknownField', params: { field: unclaimed } };
  const variantProblem = checkVariants(book, setup.variants ?? {});
  if (variantProblem) return { code: variantProblem };
  const extensionProblem = hooks.checkSetup(book, setup);
  if (extensionProblem) return { code: extensionProblem };
  if (setup.deal) {
    const expected = [...fullDeck(setup.deck)].sort().join();
    if ([...setup.deal].sort().join() !== expected) return { code: 'setup.dealMismatch' };
    if (!setup.deal.slice(0, setup.players.length).some((r) => isWolfCard(book, r))) return { code: 'setup.noWolfDealt' };
  }
  return null;
}

function emitter(events: GameEvent[]): Ctx {
  return { emit: (e) => void events.push(e) };
}

/** Creates the game at its first night step; throws SetupError when the setup is invalid. */
export function createGame(setup: GameSetup, book: RuleBook): { state: GameState; events: GameEvent[] } {
  const problem = checkSetup(book, setup);
  if (problem) throw new SetupError(problem.code, problem.params);
  // The fields a rule set claims (New Moon's cards) are its own: copied as given.
  const claimed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(setup)) {
    if (!BASE_SETUP_FIELDS.has(field) && value !== undefined) claimed[field] = Array.isArray(value) ? value.slice() : value;
  }
  const resolved: ResolvedSetup = {
    ...claimed,
    ruleSets: [],
    players: setup.players.map((n) => n.trim()),
    deck: setup.deck.slice(),
    fullDeck: fullDeck(setup.deck),
    preset: setup.preset,
    variants: resolveVariants(book, setup.preset, setup.variants),
    seed: setup.seed,
    deal: setup.deal?.slice(),
    ...(setup.readyCheck ? { readyCheck: true } : {}),
  };
  bindRules(resolved, book);
  const s = {
    setup: resolved, rng: seedRng(setup.seed), seq: 0, stepCounter: 0, phase: 'night', day: 1,
  } as GameState;
  const cards = resolved.deal ?? dealWithAWolf(s, book, resolved.fullDeck, resolved.players.length);
  s.players = resolved.players.map((name, i) => ({
    seat: i + 1, name, card: cards[i], role: cards[i], alive: true, revealed: false, death: null,
    lover: null, charmed: false, canVote: true, lives: cards[i] === 'elder' ? 2 : 1,
  }));
  s.spares = cards.slice(resolved.players.length);
  s.sheriff = null;
  s.villagePowersLost = false;
  s.potions = { heal: true, poison: true };
  s.guardLast = null;
  s.night = emptyNight();
  s.seerResults = [];
  s.littleGirlSeen = [];
  s.littleGirlExposed = null;
  s.allowedVoters = null;
  s.allowedVotersDay = null;
  s.lastNightDeaths = [];
  s.lastWolfVictim = null;
  s.firstWolfVictim = null;
  s.lastEliminated = null;
  s.lastDead = null;
  s.votes = [];
  s.outcome = null;
  s.interrupts = [];
  hooks.initState(s);
  // A rule set may open the game with a day instead of the first night (the Angel's day 0, §10).
  const opening = hooks.opening(s);
  if (opening) Object.assign(s, { phase: 'day', day: 0 });
  s.queue = opening ?? nightQueue(s);
  // The ready moment comes first; the first night (or day 0) begins when it ends (engine/steps/ready.ts).
  if (resolved.readyCheck) s.queue = [{ name: 'ready' }, ...s.queue];
  s.step = { id: 0, name: 'dawn', timing: 'none', fake: false, actor: null, prompts: [], data: {} };
  const events: GameEvent[] = [];
  const ctx = emitter(events);
  ctx.emit({ type: 'gameStarted', audience: 'public', key: 'narration.gameStarted', players: resolved.players.length });
  for (const p of s.players) ctx.emit({ type: 'roleDealt', audience: [p.seat], seat: p.seat, role: p.role });
  hooks.atStart(s, ctx);
  if (!resolved.readyCheck) {
    if (opening) ctx.emit({ type: 'dayZero', audience: 'public', key: 'narration.dayZero' });
    else ctx.emit({ type: 'nightFell', audience: 'public', key: 'narration.nightfall', night: 1 });
  }
  advance(s, ctx);
  return { state: s, events };
}

/**
 * Shuffles until at least one wolf is dealt: with the Thief, every wolf card could otherwise lie
 * among the two spares and the game would be over before it began (docs/rules-decisions.md).
 */
function dealWithAWolf(s: GameState, book: RuleBook, deck: RoleId[], players: number): RoleId[] {
  for (;;) {
    const cards = shuffle(s, deck);
    if (cards.slice(0, players).some((r) => isWolfCard(book, r))) return cards;
  }
}

/** The night's steps for the configured deck, every one called even if fake (docs/rules.md §3). */
export function nightQueue(s: GameState): QueuedStep[] {
  const steps: QueuedStep[] = nightSteps(rulesOf(s), s.setup.fullDeck, s.day === 1).map((m) => ({ name: m.name }));
  steps.push({ name: 'dawn' });
  return steps;
}

function enterStep(s: GameState, next: QueuedStep, ctx: Ctx): StepState {
  const module = stepModule(s, next.name);
  s.stepCounter += 1;
  const step: StepState = {
    id: s.stepCounter, name: next.name, timing: module.timing, fake: false, actor: next.actor ?? null,
    prompts: [], data: { ...(next.data ?? {}) },
  };
  if (module.seconds !== undefined) step.seconds = module.seconds;
  s.step = step;
  // A hidden shot starts under the name every hidden death's step has (steps/deathPower.ts).
  ctx.emit({ type: 'stepStarted', audience: 'public', step: publicStepName(s, step), id: step.id, actor: step.actor, timing: step.timing });
  module.enter(s, step, ctx);
  return step;
}

function isComplete(s: GameState, step: StepState): boolean {
  const module = stepModule(s, step.name);
  if (module.isComplete) return module.isComplete(s, step);
  return step.prompts.length > 0 && step.prompts.every((p) => p.answered);
}

/** Ends the current step and enters the next one that waits for someone (or the clock). */
function finishStep(s: GameState, ctx: Ctx, timedOut: boolean): void {
  if (timedOut) tellTimeUp(s, ctx);
  stepModule(s, s.step.name).resolve(s, s.step, ctx, timedOut);
  advance(s, ctx);
}

function advance(s: GameState, ctx: Ctx): void {
  for (;;) {
    dropShownDeaths(s);
    // docs/rules.md §6: wins are checked once the death chain has nothing more to shoot.
    if (!shotPending(s)) {
      const outcome = checkWin(s);
      if (outcome) {
        s.outcome = outcome;
        s.interrupts = [];
        s.queue = [];
        enterStep(s, { name: 'gameOver' }, ctx);
        return;
      }
    }
    const next = s.interrupts.length > 0 ? s.interrupts[0] : s.queue[0];
    if (s.interrupts.length > 0) s.interrupts = s.interrupts.slice(1);
    else s.queue = s.queue.slice(1);
    if (!next) throw new Error('engine: empty step queue');
    if (next.name === 'nightfall') {
      enterStep(s, next, ctx);
      s.queue = nightQueue(s);
      continue;
    }
    const step = enterStep(s, next, ctx);
    if (!isComplete(s, step)) return;
    stepModule(s, step.name).resolve(s, step, ctx, false);
  }
}

function reject(code: Rejection['code'], message: string): ApplyResult {
  return { ok: false, rejection: { code, message } };
}

/**
 * The one way the game moves: returns the next state and the events the action caused, or a
 * typed rejection that leaves the state untouched. Never mutates `state`.
 */
export function apply(state: GameState, action: Action): ApplyResult {
  if (state.phase === 'over') return reject('GAME_OVER', 'the game is over');
  if (!action || typeof action !== 'object') return reject('BAD_ACTION', 'not an action');
  const events: GameEvent[] = [];
  const ctx = emitter(events);

  if (action.type === 'timeout') {
    if (action.step !== undefined && action.step !== state.step.id) return reject('STALE_STEP', 'that step is over');
    const s = cloneState(state);
    finishStep(s, ctx, true);
    s.seq += 1;
    return { ok: true, state: s, events };
  }

  if (action.type === 'mark') {
    const s = cloneState(state);
    const rejection = applyMark(s, action, ctx);
    if (rejection) return { ok: false, rejection };
    // A vote whose last missing ballot belonged to the marked player is complete now.
    if (isComplete(s, s.step)) finishStep(s, ctx, false);
    s.seq += 1;
    return { ok: true, state: s, events };
  }

  if (action.type !== 'choose') return reject('BAD_ACTION', 'unknown action type');
  if (!Number.isInteger(action.seat) || action.seat < 1 || action.seat > state.players.length) {
    return reject('UNKNOWN_SEAT', `no seat ${String(action.seat)}`);
  }
  const standing = hooks.standingPrompts(state).find((p) => p.seat === action.seat && p.id === action.prompt);
  if (standing) return applyStanding(state, standing, action, events, ctx);
  const mine = state.step.prompts.filter((p) => p.seat === action.seat);
  if (mine.length === 0) {
    return state.players[action.seat - 1].alive
      ? reject('NOT_YOUR_TURN', 'nothing to decide now')
      : reject('DEAD_PLAYER', 'the dead cannot act');
  }
  const index = state.step.prompts.findIndex((p) => p.seat === action.seat && p.id === action.prompt);
  if (index < 0) return reject('NO_SUCH_PROMPT', `no open prompt ${String(action.prompt)}`);
  const original = state.step.prompts[index];
  if (original.answered && !original.changeable) return reject('ALREADY_ANSWERED', 'already decided');
  const shapeProblem = checkChoice(original, action.choice);
  if (shapeProblem) return { ok: false, rejection: shapeProblem };
  // The same answer again (a changeable pick or vote as it stands): nothing to decide.
  if (original.answered && JSON.stringify(original.current) === JSON.stringify(action.choice)) return unchanged(state);

  const s = cloneState(state);
  const prompt = s.step.prompts[index];
  const module = stepModule(s, s.step.name);
  const ruleProblem = module.choose?.(s, s.step, prompt, action.choice, ctx) ?? null;
  if (ruleProblem) return { ok: false, rejection: ruleProblem };
  prompt.current = Array.isArray(action.choice) ? action.choice.slice() : action.choice;
  prompt.answered = true;
  ctx.emit({ type: 'promptAnswered', audience: [action.seat], prompt: prompt.id, choice: prompt.current });
  if (isComplete(s, s.step)) finishStep(s, ctx, false);
  s.seq += 1;
  return { ok: true, state: s, events };
}

/**
 * An action that is allowed and decides nothing: the state as it was, no event. Kept `ok` (not a
 * rejection) so that logs written before it was dropped still replay.
 */
function unchanged(state: GameState): ApplyResult {
  return { ok: true, state, events: [], unchanged: true };
}

/**
 * A prompt that belongs to no step (hooks `standingPrompts`, `applyStanding`): its rule set applies
 * the answer, which may decide nothing (the wolf who does not self-destruct, docs/rules.md §9).
 */
function applyStanding(
  state: GameState, prompt: Prompt, action: Extract<Action, { type: 'choose' }>, events: GameEvent[], ctx: Ctx,
): ApplyResult {
  const shapeProblem = checkChoice(prompt, action.choice);
  if (shapeProblem) return { ok: false, rejection: shapeProblem };
  const s = cloneState(state);
  const answer = hooks.applyStanding(s, prompt, action.choice, ctx);
  if (answer === 'unchanged' || answer === undefined) return unchanged(state);
  if (answer) return { ok: false, rejection: answer };
  advance(s, ctx);
  s.seq += 1;
  return { ok: true, state: s, events };
}

/** A judgement from the room (New Moon): only a card in play that takes this mark accepts it. */
function applyMark(s: GameState, action: Extract<Action, { type: 'mark' }>, ctx: Ctx): Rejection | null {
  if (!Array.isArray(action.seats) || typeof action.mark !== 'string') return { code: 'BAD_ACTION', message: 'a mark names seats' };
  if (!hooks.marks(s).includes(action.mark)) return { code: 'NOT_ALLOWED', message: `no card in play takes the mark ${action.mark}` };
  for (const seat of action.seats) {
    if (!Number.isInteger(seat) || seat < 1 || seat > s.players.length || !s.players[seat - 1].alive) {
      return { code: 'BAD_CHOICE', message: `seat ${seat} cannot be marked` };
    }
  }
  const answer = hooks.onMark(s, action, ctx);
  return answer === undefined ? { code: 'NOT_ALLOWED', message: `nothing takes the mark ${action.mark}` } : answer;
}

/** Every open prompt: who must decide what now. */
export function openPrompts(s: GameState): Prompt[] {
  if (s.phase === 'over') return [];
  return [...s.step.prompts.filter((p) => !p.answered || p.changeable), ...hooks.standingPrompts(s)];
}
