/**
 * Seeded random numbers kept inside the game state (mulberry32), so that the same seed and
 * the same actions always give the same game. The engine draws every random number from here.
 */
export interface HasRng { rng: number }

export function seedRng(seed: number): number {
  return (seed ^ 0x9e3779b9) >>> 0;
}

/** A float in [0, 1); advances the state's generator. */
export function random(s: HasRng): number {
  s.rng = (s.rng + 0x6d2b79f5) >>> 0;
  let t = s.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function randomInt(s: HasRng, n: number): number {
  return Math.floor(random(s) * n);
}

export function pick<T>(s: HasRng, items: readonly T[]): T {
  return items[randomInt(s, items.length)];
}

export function shuffle<T>(s: HasRng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
