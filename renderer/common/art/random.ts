/** Small deterministic PRNG (mulberry32) so layouts are identical on every render. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Round to 1 decimal place — keeps generated SVG markup short and stable. */
export function r1(n: number): number {
  return Math.round(n * 10) / 10;
}
