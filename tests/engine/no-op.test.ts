/**
 * A choice that decides nothing (issue 27, point 13) — a self-destruct "no", a changeable answer
 * given again as it stands — comes back from `apply` as `unchanged`: the very state it was given,
 * no event, so the host can drop it (no log line, nothing for the undo). A different answer, or
 * the first one, is a real action.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, openPrompts, type Action, type GameState } from '../../engine/index.js';

function game(): GameState {
  return createGame({
    players: Array.from({ length: 9 }, (_, i) => `P${i + 1}`), preset: 'modern-cn', variants: {}, seed: 3,
    deck: ['werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager'],
  }).state;
}

function act(s: GameState, action: Action): GameState {
  const r = apply(s, action);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

function until(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 60 && !done(s); i++) s = act(s, { type: 'timeout', step: s.step.id });
  expect(done(s)).toBe(true);
  return s;
}

describe('apply: a choice that decides nothing', () => {
  it('a self-destruct "no" is unchanged: the same state, no event; "yes" is an action', () => {
    const s = until(game(), (x) => openPrompts(x).some((p) => p.id === 'wolf.selfDestruct'));
    const wolf = openPrompts(s).find((p) => p.id === 'wolf.selfDestruct')!.seat;
    const no = apply(s, { type: 'choose', seat: wolf, prompt: 'wolf.selfDestruct', choice: false });
    expect(no).toEqual({ ok: true, state: s, events: [], unchanged: true });
    expect(no.ok && no.state).toBe(s);
    const yes = apply(s, { type: 'choose', seat: wolf, prompt: 'wolf.selfDestruct', choice: true });
    expect(yes.ok && yes.unchanged).toBeFalsy();
    expect(yes.ok && yes.state.players[wolf - 1].alive).toBe(false);
  });

  it('a wolf\'s pick given again as it stands is unchanged; another pick is an action', () => {
    const s0 = until(game(), (x) => x.step.name === 'werewolves');
    const prompt = s0.step.prompts.find((p) => p.id === 'wolves.victim')!;
    const [a, b] = prompt.seats!;
    const s1 = act(s0, { type: 'choose', seat: prompt.seat, prompt: 'wolves.victim', choice: [a] });
    const again = apply(s1, { type: 'choose', seat: prompt.seat, prompt: 'wolves.victim', choice: [a] });
    expect(again).toEqual({ ok: true, state: s1, events: [], unchanged: true });
    const other = apply(s1, { type: 'choose', seat: prompt.seat, prompt: 'wolves.victim', choice: [b] });
    expect(other.ok && other.unchanged).toBeFalsy();
    expect(other.ok && other.events.length).toBeGreaterThan(0);
  });
});
