/**
 * The base rules' extension points (engine/hooks.ts), through rule sets passed to the game
 * (engine/ruleBook.ts). This file imports the base engine directly, never engine/index.ts: the base
 * game must play with no rule set at all, and a dummy rule set must be called at the points the
 * base rules promise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Hooks, Knowledge } from '../../engine/hooks.js';
import { apply, checkSetup as checkSetupOf, createGame as createGameOf, defineRules, openPrompts } from '../../engine/game.js';
import type { RuleBook } from '../../engine/ruleBook.js';
import { viewFor } from '../../engine/views.js';
import type { Action, GameEvent, GameSetup, GameState, Prompt, RoleId, StepName } from '../../engine/types.js';

const DEAL: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager'];
const setup = (extra: Partial<GameSetup> = {}): GameSetup => ({
  players: DEAL.map((_, i) => `P${i + 1}`), deck: DEAL.slice(), deal: DEAL.slice(), preset: 'official', seed: 7, ...extra,
});

function act(s: GameState, action: Action, events: GameEvent[] = []): GameState {
  const result = apply(s, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.rejection.code}`);
  events.push(...result.events);
  return result.state;
}

/** Lets the clock run out on every step until `name` is the current step. */
function skipTo(s: GameState, name: StepName, events: GameEvent[] = []): GameState {
  for (let i = 0; i < 200 && s.step.name !== name; i++) s = act(s, { type: 'timeout', step: s.step.id }, events);
  expect(s.step.name).toBe(name);
  return s;
}

/** The same choice a plain player would make: the first seats offered, yes, the first option. */
function firstChoice(p: Prompt): Action {
  const choice = p.kind === 'confirm' ? true : p.kind === 'option' ? p.options![0].id : p.seats!.slice(0, Math.max(p.min, 1));
  return { type: 'choose', seat: p.seat, prompt: p.id, choice };
}

/** The rules of the games of one test: the base game, plus the dummy rule set `install` adds. */
let book: RuleBook = defineRules([]);
function install(rules: { id: string } & Partial<Hooks>): void {
  const { id, ...hooks } = rules;
  book = defineRules([{ id, hooks }]);
}
afterEach(() => {
  book = defineRules([]);
});
const createGame = (s: GameSetup) => createGameOf(s, book);
const checkSetup = (s: GameSetup) => checkSetupOf(book, s);

describe('the base engine with no rule set', () => {
  it('knows only the base game', () => {
    expect(book.sets.map((set) => set.id)).toEqual(['base']);
  });

  it('plays a whole game to its end', () => {
    let { state: s } = createGame(setup());
    let actions = 0;
    while (s.phase !== 'over' && actions++ < 2000) {
      const open = openPrompts(s).filter((p) => !p.answered);
      s = act(s, open.length ? firstChoice(open[0]) : { type: 'timeout', step: s.step.id });
    }
    expect(s.phase).toBe('over');
    expect(s.outcome?.winner).toBeDefined();
    // No rule set, no slice of its state: New Moon's `events` is New Moon's.
    expect((s as unknown as Record<string, unknown>).events).toBeUndefined();
  });

  it('refuses New Moon event cards in the setup, since no rule set of the game reads them', () => {
    expect(checkSetup(setup({ startingEvents: ['somnambulism'] }))).toEqual({ code: 'setup.unknownField', params: { field: 'startingEvents' } });
    expect(checkSetup(setup({ variants: { newMoon: 'eachDawn' }, eventDeck: ['miracle'] }))).toEqual({ code: 'setup.unknownField', params: { field: 'eventDeck' } });
    expect(checkSetup(setup())).toBeNull();
  });

  it('refuses a mark, since nothing takes it', () => {
    const { state } = createGame(setup());
    expect(apply(state, { type: 'mark', mark: 'anything', seats: [1] })).toMatchObject({ ok: false, rejection: { code: 'NOT_ALLOWED' } });
  });
});

describe('a rule set is called by the base rules', () => {
  it('extraVotes: two votes of a Raven-like contributor decide a day vote nobody voted in', () => {
    install({ id: 'raven', extraVotes: (s) => (s.phase === 'day' ? [{ seat: 6, votes: 2 }] : []) });
    let s = skipTo(createGame(setup()).state, 'vote');
    s = act(s, { type: 'timeout', step: s.step.id });
    expect(s.players[5]).toMatchObject({ alive: false, death: { cause: 'vote' } });
    expect(s.votes.at(-1)?.tally).toEqual([{ seat: 6, votes: 2 }]);
  });

  it('voteWeight and mayVote: the weight folds over the base Sheriff weight; a voter can be barred', () => {
    install({ id: 'weights', voteWeight: (s, seat, w) => (seat === 7 ? w * 5 : w), mayVote: (s, seat) => seat !== 8 });
    let s = skipTo(createGame(setup()).state, 'vote');
    expect(s.step.prompts.map((p) => p.seat)).not.toContain(8);
    s = act(s, { type: 'choose', seat: 7, prompt: 'vote', choice: [3] });
    s = act(s, { type: 'choose', seat: 6, prompt: 'vote', choice: [4] });
    s = act(s, { type: 'timeout', step: s.step.id });
    expect(s.votes.at(-1)?.tally).toEqual([{ seat: 3, votes: 5 }, { seat: 4, votes: 1 }]);
    expect(s.players[2].alive).toBe(false);
  });

  it('atNightfall, atDawn, beforeReveal and afterDeath are called at their points, in order', () => {
    const calls: string[] = [];
    install({
      id: 'recorder',
      atNightfall: (s) => void calls.push(`nightfall:${s.day}`),
      atDawn: (s) => void calls.push(`dawn:${s.day}`),
      beforeReveal: (s, p, cause) => void calls.push(`beforeReveal:${p.seat}:${cause}:${p.alive}`),
      afterDeath: (s, p, cause) => void calls.push(`afterDeath:${p.seat}:${cause}`),
      extraVotes: (s) => (s.phase === 'day' ? [{ seat: 6, votes: 1 }] : []),
    });
    let s = skipTo(createGame(setup()).state, 'vote');
    s = act(s, { type: 'timeout', step: s.step.id });
    s = skipTo(s, 'werewolves');
    expect(calls).toEqual(['dawn:1', 'beforeReveal:6:vote:false', 'afterDeath:6:vote', 'nightfall:1']);
  });

  it('hidesDeath keeps the dead card face down', () => {
    install({ id: 'shroud', hidesDeath: () => true, extraVotes: (s) => (s.phase === 'day' ? [{ seat: 6, votes: 1 }] : []) });
    const events: GameEvent[] = [];
    let s = skipTo(createGame(setup()).state, 'vote');
    s = act(s, { type: 'timeout', step: s.step.id }, events);
    expect(events.find((e) => e.type === 'death')).toMatchObject({ seat: 6, role: undefined });
    expect(s.players[5].revealed).toBe(false);
  });

  it('suspends: a suspended Seer is still called, but as a fake step', () => {
    install({ id: 'sleep', suspends: (s, seat) => seat === 3 });
    const s = skipTo(createGame(setup()).state, 'seer');
    expect(s.step.fake).toBe(true);
    expect(s.step.prompts).toEqual([]);
  });

  it('interceptWolfKill takes over the wolves\' attack at dawn', () => {
    install({ id: 'decoy', interceptWolfKill: () => ({ dies: 1, cause: 'event' as never }) });
    let s = skipTo(createGame(setup()).state, 'werewolves');
    for (const p of s.step.prompts) s = act(s, { type: 'choose', seat: p.seat, prompt: p.id, choice: [6] });
    s = skipTo(s, 'discussion');
    expect(s.players[5].alive).toBe(true);
    expect(s.players[0]).toMatchObject({ alive: false, death: { cause: 'event' } });
  });

  it('marks: only an extension that takes the mark now accepts it, after the seats are checked', () => {
    const marked: number[][] = [];
    install({ id: 'marker', marks: () => ['dummy'], onMark: (s, a) => (marked.push(a.seats), null) });
    const { state } = createGame(setup());
    expect(apply(state, { type: 'mark', mark: 'other', seats: [1] })).toMatchObject({ ok: false, rejection: { code: 'NOT_ALLOWED' } });
    expect(apply(state, { type: 'mark', mark: 'dummy', seats: [99] })).toMatchObject({ ok: false, rejection: { code: 'BAD_CHOICE' } });
    expect(apply(state, { type: 'mark', mark: 'dummy', seats: [2] })).toMatchObject({ ok: true });
    expect(marked).toEqual([[2]]);
  });

  it('checkSetup, initState and atStart run at game creation', () => {
    install({
      id: 'starter',
      checkSetup: (g) => (g.seed === 13 ? 'setup.unlucky' : null),
      initState: (s) => void ((s as unknown as Record<string, unknown>).started = 'init'),
      atStart: (s, ctx) => ctx.emit({ type: 'narration', audience: 'public', key: 'starter.hello' }),
    });
    expect(checkSetup(setup({ seed: 13 }))).toEqual({ code: 'setup.unlucky' });
    const { state, events } = createGame(setup());
    expect((state as unknown as Record<string, unknown>).started).toBe('init');
    expect(events.some((e) => e.type === 'narration' && e.key === 'starter.hello')).toBe(true);
  });
});

describe('extension points that shape the day and what a seat knows', () => {
  it('dayQueue and dayOpening: the day steps are what the extensions make of them', () => {
    install({
      id: 'noVote',
      dayOpening: () => [{ name: 'discussion', data: { opening: true } }],
      dayQueue: (s, queue) => queue.filter((q) => q.name !== 'vote'),
    });
    const s = skipTo(createGame(setup()).state, 'discussion');
    expect(s.step.data.opening).toBe(true);
    expect(s.queue.map((q) => q.name)).toEqual(['discussion', 'nightfall']);
  });

  it('knownBy: what an extension taught a seat shows in that seat view only', () => {
    install({ id: 'oracle', knownBy: (s, viewer): Record<string, Knowledge> => (viewer === 6 ? { 1: 'werewolf', 3: 'notWolf' } : {}) });
    const { state } = createGame(setup());
    const mine = viewFor(state, { kind: 'seat', seat: 6 });
    expect(mine.players[0].role).toBe('werewolf');
    expect(viewFor(state, { kind: 'seat', seat: 7 }).players[0].role).toBeNull();
  });
});

describe('composing rule sets', () => {
  it('refuses a rule set listed twice, and two roles or steps under one id', () => {
    expect(() => defineRules([{ id: 'twice' }, { id: 'twice' }])).toThrow(/listed twice/);
    expect(() => defineRules([{ id: 'again', roles: [{ id: 'seer', camp: 'village' }] }])).toThrow(/already defined/);
  });

  it('asks contributors in list order, a role only when the deck holds it', () => {
    const calls: string[] = [];
    const seen = (name: string) => (s: GameState) => void calls.push(`${name}:${s.day}`);
    book = defineRules([
      { id: 'first', hooks: { atDawn: seen('first') } },
      { id: 'second', hooks: { atDawn: seen('second') }, roles: [{ id: 'absent' as never, camp: 'village', hooks: { atDawn: seen('absent') } }] },
    ]);
    skipTo(createGame(setup()).state, 'discussion');
    expect(calls).toEqual(['first:1', 'second:1']);
  });
});
