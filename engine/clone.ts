import type { GameState, PlayerState, Prompt } from './types.js';

/**
 * A deep copy of everything `apply` may change. Hand-written because it runs on every action
 * and structuredClone is an order of magnitude slower; `setup` is immutable and shared.
 */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    step: {
      ...s.step,
      prompts: s.step.prompts.map(clonePrompt),
      data: deepCopy(s.step.data),
    },
    queue: s.queue.slice(),
    interrupts: s.interrupts.slice(),
    players: s.players.map((p): PlayerState => ({ ...p })),
    night: { ...s.night },
    events: deepCopy(s.events),
  };
}

function clonePrompt(p: Prompt): Prompt {
  return { ...p, current: Array.isArray(p.current) ? p.current.slice() : p.current };
}

function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = deepCopy((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}
