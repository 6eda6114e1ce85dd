import { apply, createGame, openPrompts } from '../../engine/index.js';
import { eventCard } from '../../engine/newMoon/registry.js';
import { random, randomInt, type HasRng } from '../../engine/rng.js';
import type { Action, Choice, GameEvent, GameSetup, GameState, Prompt } from '../../engine/index.js';

/** A random legal choice for a prompt, drawn from a generator separate from the game's. */
export function randomChoice(rng: HasRng, prompt: Prompt): Choice {
  if (prompt.kind === 'confirm') return random(rng) < 0.5;
  if (prompt.kind === 'option') return prompt.options![randomInt(rng, prompt.options!.length)].id;
  const pool = prompt.seats!.slice();
  const count = prompt.min + randomInt(rng, prompt.max - prompt.min + 1);
  const out: number[] = [];
  for (let i = 0; i < count && pool.length; i++) out.push(pool.splice(randomInt(rng, pool.length), 1)[0]);
  return out;
}

/**
 * Picks the next action as a table of random players would: usually someone answers an open
 * prompt; sometimes the clock runs out. Wolves converge on one victim so nights end.
 */
export function randomAction(rng: HasRng, s: GameState, timeoutChance = 0.08): Action {
  const marks = s.events.active.flatMap((a) => eventCard(a.id).marks ?? []);
  if (marks.length > 0 && random(rng) < 0.05) {
    const living = s.players.filter((p) => p.alive).map((p) => p.seat);
    return { type: 'mark', mark: marks[randomInt(rng, marks.length)], seats: [living[randomInt(rng, living.length)]] };
  }
  const open = openPrompts(s).filter((p) => !p.answered);
  if (open.length === 0 || random(rng) < timeoutChance) return { type: 'timeout', step: s.step.id };
  const prompt = open[randomInt(rng, open.length)];
  let choice = randomChoice(rng, prompt);
  if (prompt.id === 'wolves.victim') {
    const leader = s.step.prompts.find((p) => p.id === 'wolves.victim' && Array.isArray(p.current));
    const lead = leader && (leader.current as number[])[0];
    if (lead !== undefined && prompt.seats!.includes(lead) && random(rng) < 0.8) choice = [lead];
  }
  // A self-destruct "no" decides nothing (it is not an action: the host drops it); the wolf lets the time run.
  if (prompt.id === 'wolf.selfDestruct' && choice === false) return { type: 'timeout', step: s.step.id };
  return { type: 'choose', seat: prompt.seat, prompt: prompt.id, choice };
}

export interface PlayedGame {
  setup: GameSetup;
  state: GameState;
  actions: Action[];
  events: GameEvent[];
  states: GameState[];
}

/** Plays a whole game with random legal actions; throws if it does not end within the budget. */
export function playRandomGame(setup: GameSetup, playSeed: number, opts: { keepStates?: boolean; maxActions?: number } = {}): PlayedGame {
  const rng = { rng: playSeed >>> 0 };
  const created = createGame(setup);
  let state = created.state;
  const events = created.events.slice();
  const actions: Action[] = [];
  const states: GameState[] = opts.keepStates ? [state] : [];
  const max = opts.maxActions ?? 5000;
  while (state.phase !== 'over') {
    if (actions.length >= max) throw new Error(`game did not end after ${max} actions (seed ${setup.seed})`);
    const action = randomAction(rng, state);
    const result = apply(state, action);
    if (!result.ok && action.type === 'mark') continue; // a judgement the card refuses (already marked…)
    if (!result.ok) throw new Error(`random legal action rejected: ${JSON.stringify(action)} ${result.rejection.code} ${result.rejection.message}`);
    actions.push(action);
    events.push(...result.events);
    state = result.state;
    if (opts.keepStates) states.push(state);
  }
  return { setup, state, actions, events, states };
}
