/**
 * Scenarios: a game written down as data (docs/scenarios.md). A setup with a fixed deal, the
 * actions in order, and expectations checked inline or at the end. Used by `npm run scenario`
 * and by the engine's own scenario tests, so a rules bug report can be a JSON file.
 */
import { apply, createGame, openPrompts } from './index.js';
import { viewFor } from './views.js';
import type { Action, Choice, GameEvent, GameSetup, GameState, PresetId, RoleId, Variants } from './types.js';

export interface ScenarioSetup {
  /** Player names, or how many players (named P1, P2…). Defaults to the deal's length. */
  players?: string[] | number;
  preset?: PresetId;
  variants?: Partial<Variants>;
  /** The chosen deck; defaults to the deal (less the Thief's two extra Villagers). */
  deck?: RoleId[];
  /** A card per seat, in seat order. */
  deal: RoleId[];
  /** With the Thief: the two undealt cards. */
  spares?: RoleId[];
  seed?: number;
  /** New Moon permanent cards in play from the start. */
  startingEvents?: string[];
  /** New Moon: a fixed event deck, top card first (needs variants.newMoon 'eachDawn'). */
  eventDeck?: string[];
  /** The ready moment before the first night (step 'ready'). */
  readyCheck?: boolean;
}

export type ScenarioStep =
  | { seat: number; prompt?: string; choose: Choice; reject?: string; note?: string }
  | { timeout: true; reject?: string; note?: string }
  | { mark: string; seats: number[]; reject?: string; note?: string }
  | { expect: Expectation; note?: string };

export interface Expectation {
  phase?: GameState['phase'];
  day?: number;
  step?: string;
  alive?: number[];
  dead?: number[];
  sheriff?: number | null;
  roles?: Record<string, RoleId>;
  revealed?: number[];
  unrevealed?: number[];
  outcome?: { winner?: string; winners?: number[] } | null;
  /** Each must match (as a subset of fields) some event so far. */
  events?: Record<string, unknown>[];
  /** None may match any event so far. */
  noEvents?: Record<string, unknown>[];
  /** Open prompts that must exist, as {seat, id}. */
  prompts?: { seat: number; id: string; seats?: number[] }[];
  /** Seats that must have no open prompt. */
  noPrompt?: number[];
  /** What a viewer's view says of a seat's role: null = unknown to that viewer. */
  knows?: { viewer: number | 'table'; seat: number; role: RoleId | null }[];
  /** Free-form state fields, compared as subsets (e.g. {"potions": {"heal": false}}). */
  state?: Record<string, unknown>;
}

export interface Scenario {
  name?: string;
  setup: ScenarioSetup;
  actions: ScenarioStep[];
  expect?: Expectation;
}

export interface ScenarioReport {
  name: string;
  events: (GameEvent & { afterAction: number })[];
  rejected: { index: number; action: Action; code: string; message: string }[];
  openPrompts: { seat: number; id: string; kind: string; seats?: number[]; options?: string[] }[];
  result: { phase: string; day: number; step: string; alive: number[]; outcome: GameState['outcome'] };
  /** The first expectation that failed, or null when all held. */
  failure: string | null;
}

export function scenarioSetup(setup: ScenarioSetup): GameSetup {
  const count = typeof setup.players === 'number' ? setup.players : setup.players?.length ?? setup.deal.length;
  const names = Array.isArray(setup.players) ? setup.players : Array.from({ length: count }, (_, i) => `P${i + 1}`);
  const deal = [...setup.deal, ...(setup.spares ?? [])];
  let deck = setup.deck;
  if (!deck) {
    deck = deal.slice();
    if (deck.includes('thief')) {
      for (let removed = 0; removed < 2; removed++) deck.splice(deck.lastIndexOf('villager'), 1);
    }
  }
  return {
    players: names, deck, preset: setup.preset ?? 'official', variants: setup.variants, seed: setup.seed ?? 1,
    deal, startingEvents: setup.startingEvents, ...(setup.eventDeck ? { eventDeck: setup.eventDeck } : {}),
    ...(setup.readyCheck ? { readyCheck: true } : {}),
  };
}

function toAction(step: ScenarioStep, s: GameState): Action | null {
  if ('expect' in step) return null;
  if ('timeout' in step) return { type: 'timeout' };
  if ('mark' in step) return { type: 'mark', mark: step.mark, seats: step.seats };
  let prompt = step.prompt;
  if (!prompt) {
    const mine = openPrompts(s).filter((p) => p.seat === step.seat);
    prompt = mine.length === 1 ? mine[0].id : mine.length === 0 ? '(none open)' : '(ambiguous: name the prompt)';
  }
  return { type: 'choose', seat: step.seat, prompt, choice: step.choose };
}

/** Does `actual` contain every field of `expected` (recursively, arrays compared whole)? */
export function matches(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return actual === expected;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matches(actual[i], e));
  }
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v));
}

const sorted = (xs: number[]) => xs.slice().sort((a, b) => a - b);
const same = (a: number[], b: number[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

export function checkExpectation(s: GameState, events: GameEvent[], e: Expectation): string | null {
  const alive = s.players.filter((p) => p.alive).map((p) => p.seat);
  if (e.phase !== undefined && s.phase !== e.phase) return `phase is ${s.phase}, expected ${e.phase}`;
  if (e.day !== undefined && s.day !== e.day) return `day is ${s.day}, expected ${e.day}`;
  if (e.step !== undefined && s.step.name !== e.step) return `step is ${s.step.name}, expected ${e.step}`;
  if (e.alive && !same(alive, e.alive)) return `alive are [${alive}], expected [${e.alive}]`;
  if (e.dead) for (const seat of e.dead) if (s.players[seat - 1].alive) return `seat ${seat} is alive, expected dead`;
  if (e.sheriff !== undefined && s.sheriff !== e.sheriff) return `sheriff is ${s.sheriff}, expected ${e.sheriff}`;
  if (e.roles) {
    for (const [seat, role] of Object.entries(e.roles)) {
      const actual = s.players[Number(seat) - 1].role;
      if (actual !== role) return `seat ${seat} plays ${actual}, expected ${role}`;
    }
  }
  if (e.revealed) for (const seat of e.revealed) if (!s.players[seat - 1].revealed) return `seat ${seat} is not revealed`;
  if (e.unrevealed) for (const seat of e.unrevealed) if (s.players[seat - 1].revealed) return `seat ${seat} is revealed`;
  if (e.outcome !== undefined) {
    if (e.outcome === null) {
      if (s.outcome) return `game ended (${s.outcome.winner}), expected it to go on`;
    } else if (!s.outcome) {
      return `game has not ended, expected ${JSON.stringify(e.outcome)}`;
    } else {
      if (e.outcome.winner && s.outcome.winner !== e.outcome.winner) return `winner is ${s.outcome.winner}, expected ${e.outcome.winner}`;
      if (e.outcome.winners && !same(s.outcome.winners, e.outcome.winners)) return `winners are [${s.outcome.winners}], expected [${e.outcome.winners}]`;
    }
  }
  for (const wanted of e.events ?? []) {
    if (!events.some((ev) => matches(ev, wanted))) return `no event matching ${JSON.stringify(wanted)}`;
  }
  for (const unwanted of e.noEvents ?? []) {
    const found = events.find((ev) => matches(ev, unwanted));
    if (found) return `unexpected event ${JSON.stringify(found)}`;
  }
  const open = openPrompts(s);
  for (const wanted of e.prompts ?? []) {
    const p = open.find((q) => q.seat === wanted.seat && q.id === wanted.id);
    if (!p) return `no open prompt ${wanted.id} for seat ${wanted.seat} (open: ${open.map((q) => `${q.seat}:${q.id}`).join(', ') || 'none'})`;
    if (wanted.seats && !same(p.seats ?? [], wanted.seats)) return `prompt ${wanted.id} of seat ${wanted.seat} offers [${p.seats}], expected [${wanted.seats}]`;
  }
  for (const seat of e.noPrompt ?? []) {
    const p = open.find((q) => q.seat === seat && !q.answered);
    if (p) return `seat ${seat} has an open prompt ${p.id}`;
  }
  for (const k of e.knows ?? []) {
    const view = viewFor(s, k.viewer === 'table' ? { kind: 'table' } : { kind: 'seat', seat: k.viewer });
    const role = view.players[k.seat - 1].role;
    if (role !== k.role) return `viewer ${k.viewer} sees seat ${k.seat} as ${role}, expected ${k.role}`;
  }
  if (e.state && !matches(s, e.state)) return `state does not match ${JSON.stringify(e.state)}`;
  return null;
}

export function runScenario(scenario: Scenario): ScenarioReport {
  const name = scenario.name ?? 'scenario';
  const created = createGame(scenarioSetup(scenario.setup));
  let state = created.state;
  const all: GameEvent[] = created.events.slice();
  const events: ScenarioReport['events'] = created.events.map((e) => ({ ...e, afterAction: 0 }));
  const rejected: ScenarioReport['rejected'] = [];
  let failure: string | null = null;
  let actionIndex = 0;

  scenario.actions.forEach((step, i) => {
    if (failure) return;
    const label = `step ${i + 1}${step.note ? ` (${step.note})` : ''}`;
    if ('expect' in step) {
      const problem = checkExpectation(state, all, step.expect);
      if (problem) failure = `${label}: ${problem}`;
      return;
    }
    const action = toAction(step, state)!;
    actionIndex += 1;
    const result = apply(state, action);
    if (!result.ok) {
      rejected.push({ index: i, action, code: result.rejection.code, message: result.rejection.message });
      if (step.reject === undefined) failure = `${label}: ${JSON.stringify(action)} was rejected: ${result.rejection.code} ${result.rejection.message}`;
      else if (step.reject !== result.rejection.code) failure = `${label}: rejected with ${result.rejection.code}, expected ${step.reject}`;
      return;
    }
    if (step.reject !== undefined) {
      failure = `${label}: ${JSON.stringify(action)} was accepted, expected rejection ${step.reject}`;
      return;
    }
    state = result.state;
    all.push(...result.events);
    events.push(...result.events.map((e) => ({ ...e, afterAction: actionIndex })));
  });
  if (!failure && scenario.expect) {
    const problem = checkExpectation(state, all, scenario.expect);
    if (problem) failure = `final: ${problem}`;
  }
  return {
    name,
    events,
    rejected,
    openPrompts: openPrompts(state).map((p) => ({
      seat: p.seat, id: p.id, kind: p.kind, seats: p.seats, options: p.options?.map((o) => o.id),
    })),
    result: {
      phase: state.phase, day: state.day, step: state.step.name,
      alive: state.players.filter((p) => p.alive).map((p) => p.seat), outcome: state.outcome,
    },
    failure,
  };
}
