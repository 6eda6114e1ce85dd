/**
 * Scripted games for the secrecy tests: a scenario setup played step by step, and what one viewer
 * sees of it. The secrecy tests compare two such games that differ only in one secret choice, so
 * every viewer but the chooser must get the same `seenBy` from both.
 */
import { apply, createGame, eventsFor, viewFor, type Choice, type GameEvent, type GameState, type Viewer } from '../../engine/index.js';
import { scenarioSetup, type ScenarioSetup } from '../../engine/scenario.js';

/**
 * One action: `[seat, choice]` answers that seat's first open prompt; `[seat, choice, promptId]`
 * names the prompt, for a seat holding two at once (the Witch's heal and poison, a role's own prompt
 * beside the pack's); 'timeout' runs the step's clock out.
 */
export type Step = [seat: number, choice: Choice, prompt?: string] | 'timeout';

/** A game so far: its state and every event it has emitted, in order (the input of `eventsFor`). */
export interface Played {
  state: GameState;
  events: GameEvent[];
}

/**
 * Plays `steps` from the setup and returns every game along the way, the start first: a secret must
 * hold at every moment, not only at the end. Throws at the first rejected step, naming it, so a
 * script that no longer fits the rules fails loudly instead of comparing two stalled games.
 */
export function playEach(setup: ScenarioSetup, steps: Step[]): Played[] {
  const created = createGame(scenarioSetup(setup));
  let s = created.state;
  const events = created.events.slice();
  const out: Played[] = [{ state: s, events: events.slice() }];
  for (const step of steps) {
    const prompt = step === 'timeout' ? null : s.step.prompts.find((p) => p.seat === step[0] && !p.answered && (step[2] === undefined || p.id === step[2]));
    const r = apply(s, step === 'timeout' ? { type: 'timeout' } : { type: 'choose', seat: step[0], prompt: prompt?.id ?? '?', choice: step[1] });
    if (!r.ok) throw new Error(`${JSON.stringify(step)}: ${r.rejection.message}`);
    s = r.state;
    events.push(...r.events);
    out.push({ state: s, events: events.slice() });
  }
  return out;
}

/** Plays `steps` from the setup; the game at the end (see `playEach`). */
export function play(setup: ScenarioSetup, steps: Step[]): Played {
  const each = playEach(setup, steps);
  return each[each.length - 1];
}

export const seat = (n: number): Viewer => ({ kind: 'seat', seat: n });
export const TABLE: Viewer = { kind: 'table' };

/** What `viewer` is shown of the game: the view and the events sent to that screen. */
export const seenBy = (g: Played, viewer: Viewer) => ({ view: viewFor(g.state, viewer), events: eventsFor(g.state, g.events, viewer) });
