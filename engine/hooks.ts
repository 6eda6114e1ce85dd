import {
  callerTable, contributors, hookCallers, inPlayNow, rulesOf, type CallerTable, type HookCallers, type RuleBook,
} from './ruleBook.js';
import type { HookName, Hooks } from './hookTypes.js';
import type { GameSetup, GameState } from './types.js';

export type { HookName, Hooks, Interception, Knowledge, NightDeath, StandingAnswer } from './hookTypes.js';

/**
 * How each hook's answers combine, in contributor order (rule sets in the game's list; in each,
 * its own hooks, then its roles in the deck, then what it has in play):
 * - `each`: every contributor is called (effects); `every` / `some`: boolean and / or;
 * - `concat`: the lists joined; `merge`: the objects spread together, later ones winning;
 * - `pipe`: the last argument threaded through every contributor (a queue, a weight);
 * - `first`: the first answer that is not one of `skip` (null and undefined by default).
 */
type Fold =
  | { kind: 'each' } | { kind: 'every' } | { kind: 'some' } | { kind: 'concat' } | { kind: 'merge' } | { kind: 'pipe' }
  | { kind: 'first'; skip: readonly unknown[]; otherwise: unknown };

const each = { kind: 'each' } as const;
const every = { kind: 'every' } as const;
const some = { kind: 'some' } as const;
const concat = { kind: 'concat' } as const;
const merge = { kind: 'merge' } as const;
const pipe = { kind: 'pipe' } as const;
const firstOf = (otherwise: unknown, skip: readonly unknown[] = [null, undefined]) => ({ kind: 'first', skip, otherwise }) as const;

export const HOOK_FOLDS: { readonly [K in HookName]: Fold } = {
  checkSetup: firstOf(null),
  initState: each,
  opening: firstOf(null),
  atStart: each,
  cloneSlice: each,
  atNightfall: each,
  extraPack: concat,
  wolvesPrompts: concat,
  packHunts: every,
  // null is an answer (accepted); only undefined passes the choice on.
  choose: firstOf(null, [undefined]),
  stepPrompts: concat,
  stepEnds: each,
  narrationKey: pipe,
  landsOn: pipe,
  suspends: some,
  seerSees: pipe,
  afterSeerResult: each,
  afterInspect: each,
  afterPoison: each,
  holdsDawn: some,
  interceptWolfKill: firstOf('normal', ['normal', undefined]),
  nightDeaths: concat,
  sparedAtNight: some,
  nightDeathsAfter: concat,
  guardedAlso: concat,
  poisonedAlso: concat,
  atDawn: each,
  atDayStart: each,
  electionDay: pipe,
  holdsElection: some,
  mayElect: every,
  beforeElectionRevote: concat,
  tieLosesBadge: some,
  afterElectionVote: each,
  dayOpening: concat,
  dayQueue: pipe,
  debateInTurn: some,
  holdsRoundRobin: some,
  firstSpeaker: firstOf(null),
  maySpeak: every,
  mayVote: every,
  voteWeight: pipe,
  extraVotes: concat,
  holdsElimination: some,
  holdsVoteDeath: some,
  votedOutAlive: concat,
  afterVote: each,
  marks: concat,
  onMark: firstOf(undefined, [undefined]),
  standingPrompts: concat,
  // A standing prompt nobody claims decides nothing.
  applyStanding: firstOf('unchanged', [undefined]),
  afterSelfDestruct: each,
  beforeReveal: each,
  hidesDeath: some,
  seenByAll: some,
  leavesNoLastWords: some,
  silencesShot: some,
  passiveSleeps: some,
  notByVillage: some,
  deathInterrupts: concat,
  badgePrompts: concat,
  badgeDecided: some,
  disposesBadge: some,
  afterDeath: each,
  powerTaken: some,
  holdsWin: some,
  winFirst: firstOf(null),
  winAfterPiper: firstOf(null),
  wolvesMayWin: every,
  ghostViewWaits: some,
  knownBy: merge,
  viewSlice: merge,
  mySlice: merge,
};

/** Calls one hook on every contributor of this game and folds the answers by HOOK_FOLDS. */
function runHook(name: HookName, list: readonly Partial<Hooks>[], args: unknown[]): unknown {
  const fold = HOOK_FOLDS[name];
  switch (fold.kind) {
    case 'each':
      for (const c of list) (c[name] as (...a: unknown[]) => void)(...args);
      return undefined;
    case 'every':
      for (const c of list) if (!(c[name] as (...a: unknown[]) => boolean)(...args)) return false;
      return true;
    case 'some':
      for (const c of list) if ((c[name] as (...a: unknown[]) => boolean)(...args)) return true;
      return false;
    case 'concat': {
      const out: unknown[] = [];
      for (const c of list) out.push(...(c[name] as (...a: unknown[]) => unknown[])(...args));
      return out;
    }
    case 'merge': {
      let out: object = {};
      for (const c of list) out = { ...out, ...(c[name] as (...a: unknown[]) => object)(...args) };
      return out;
    }
    case 'pipe': {
      const head = args.slice(0, -1);
      let value = args[args.length - 1];
      for (const c of list) value = (c[name] as (...a: unknown[]) => unknown)(...head, value);
      return value;
    }
    case 'first':
      for (const c of list) {
        const answer = (c[name] as (...a: unknown[]) => unknown)(...args);
        if (!fold.skip.includes(answer)) return answer;
      }
      return fold.otherwise;
  }
}

/**
 * One hook's caller, made once per hook. The hot hooks run thousands of times a game, so the caller
 * avoids what the generic fold costs: it remembers the contributors' functions for the last deck
 * it saw (one identity check per call), and passes its arguments as fixed parameters rather than a
 * rest array (no hook has more than five; the ones a caller leaves out arrive as undefined, which
 * is what a contributor would see anyway: none uses `arguments`, a rest parameter, or `this`).
 */
type Fn = (...a: unknown[]) => unknown;
function callerOf(name: Exclude<HookName, 'checkSetup'>): Fn {
  const fold = HOOK_FOLDS[name];
  let lastTable: CallerTable | null = null;
  let callers!: HookCallers;
  let fixedFns: Fn[] = [];
  const fnsNow = (s: GameState): Fn[] => {
    const table = callerTable(s, rulesOf(s));
    if (table !== lastTable) {
      callers = hookCallers(table, name);
      fixedFns = callers.fixed.map((c) => c[name] as Fn);
      lastTable = table;
    }
    const list = inPlayNow(s, callers, name);
    // Only a card in play that answers makes a new list (ruleBook.ts inPlayNow).
    return list === callers.fixed ? fixedFns : list.map((c) => c[name] as Fn);
  };
  switch (fold.kind) {
    case 'each':
      return (s, a, b, c, d) => {
        const fns = fnsNow(s as GameState);
        for (let i = 0; i < fns.length; i++) fns[i](s, a, b, c, d);
        return undefined;
      };
    case 'every':
      return (s, a, b, c, d) => {
        const fns = fnsNow(s as GameState);
        for (let i = 0; i < fns.length; i++) if (!fns[i](s, a, b, c, d)) return false;
        return true;
      };
    case 'some':
      return (s, a, b, c, d) => {
        const fns = fnsNow(s as GameState);
        for (let i = 0; i < fns.length; i++) if (fns[i](s, a, b, c, d)) return true;
        return false;
      };
    case 'first':
      return (s, a, b, c, d) => {
        const fns = fnsNow(s as GameState);
        for (let i = 0; i < fns.length; i++) {
          const answer = fns[i](s, a, b, c, d);
          if (!fold.skip.includes(answer)) return answer;
        }
        return fold.otherwise;
      };
    case 'concat':
      return (s, a, b, c, d) => {
        const fns = fnsNow(s as GameState);
        const out: unknown[] = [];
        for (let i = 0; i < fns.length; i++) for (const x of fns[i](s, a, b, c, d) as unknown[]) out.push(x);
        return out;
      };
    default:
      // merge and pipe (views, a few day hooks): the generic fold, on the same contributors.
      return (...args: unknown[]) => {
        const s = args[0] as GameState;
        return runHook(name, contributors(s, rulesOf(s), name), args);
      };
  }
}

/**
 * The hooks as the base rules call them. `checkSetup` runs before any game exists, so its first
 * argument is the game's rule book (ruleBook.ts); every other hook finds the book through the state.
 */
export const hooks = Object.fromEntries((Object.keys(HOOK_FOLDS) as HookName[]).map((name) => [
  name,
  name === 'checkSetup'
    ? (book: RuleBook, setup: GameSetup) => runHook(name, contributors(null, book, name), [setup])
    : callerOf(name),
])) as unknown as { [K in Exclude<HookName, 'checkSetup'>]: Hooks[K] } & {
  checkSetup(book: RuleBook, setup: GameSetup): string | null;
};
