import { hooks } from './hooks.js';
import type { GameState, PlayerState, Prompt } from './types.js';

/**
 * A deep copy of everything `apply` may change. Hand-written because it runs on every action
 * and structuredClone is an order of magnitude slower; `setup` is immutable and shared.
 * Arrays and objects that rules replace rather than mutate (votes, seerResults, spares…) are shared.
 * tests/engine/clone.test.ts checks that a clone equals its original on many random states.
 */
export function cloneState(s: GameState): GameState {
  const players = new Array<PlayerState>(s.players.length);
  for (let i = 0; i < players.length; i++) players[i] = clonePlayer(s.players[i]);
  const prompts = new Array<Prompt>(s.step.prompts.length);
  for (let i = 0; i < prompts.length; i++) prompts[i] = clonePrompt(s.step.prompts[i]);
  const copy = { ...s };
  copy.players = players;
  // A bare spread then plain stores: V8 copies a bare spread by its shape, while a spread followed
  // by fields redefines them one by one (the step is copied on every action).
  const step = { ...s.step };
  step.prompts = prompts;
  step.data = deepCopy(s.step.data);
  copy.step = step;
  copy.night = { ...s.night };
  // Every role's working memory (roles/roleData.ts), whichever rule set the role belongs to.
  if (s.roleData) copy.roleData = deepCopy(s.roleData);
  // Each rule set copies its own slice (Hooks.cloneSlice).
  hooks.cloneSlice(copy, s);
  return copy;
}

function clonePlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = {
    seat: p.seat, name: p.name, card: p.card, role: p.role, alive: p.alive, revealed: p.revealed,
    death: p.death, lover: p.lover, charmed: p.charmed, canVote: p.canVote, lives: p.lives,
  };
  if (p.turned !== undefined) copy.turned = p.turned;
  return copy;
}

function clonePrompt(p: Prompt): Prompt {
  const copy = { ...p };
  if (Array.isArray(p.current)) copy.current = p.current.slice();
  return copy;
}

export function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = deepCopy((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}
