/**
 * Step length tells nothing (issue "Nobody is found out by his phone", point 11): over a long
 * evening, the moment a night step ends — as the table sees it, on the TV's countdown — has the
 * same distribution for a real step (the later of its drawn end and its actor's answer, zero when
 * he never answers) as for a fake one (planStep with the stand-in answer of pacing.ts), steps
 * that reach zero included. Simulated with the host's own planStep and NightPacing, as the game
 * runner uses them, on a seeded generator.
 */
import { describe, expect, it } from 'vitest';
import { planStep } from '../../electron/host/clock.js';
import { NightPacing } from '../../electron/host/pacing.js';
import { seeded } from '../../renderer/common/art/random.js';
import { DEFAULT_TIMINGS } from '../../protocol/protocol.js';

interface Table {
  /** An actor's answer, as a fraction of the full timer; 1 = he never answers. */
  answer: (r: () => number) => number;
}

const TABLES: Record<string, Table> = {
  // Most answer within the first half; one in five falls asleep and times out.
  sleepy: { answer: (r) => (r() < 0.2 ? 1 : 0.05 + r() * 0.55) },
  // Quick players who never time out: fake steps must not time out either.
  quick: { answer: (r) => 0.05 + r() * 0.25 },
  // Slow thinkers: many answer after most drawn ends.
  slow: { answer: (r) => (r() < 0.1 ? 1 : 0.5 + r() * 0.5) },
};

/** Table-visible end of each night step, as a fraction of the full timer, by kind. */
function evening(table: Table, steps: number, seed: number): { real: number[]; fake: number[] } {
  const random = seeded(seed);
  const pacing = new NightPacing();
  const timings = DEFAULT_TIMINGS;
  const full = timings.night * 1000;
  const real: number[] = [];
  const fake: number[] = [];
  for (let i = 0; i < steps; i++) {
    const isFake = random() < 0.35;
    const fakeAnswer = isFake ? pacing.drawAnswer(random) : 0;
    const plan = planStep('night', isFake, timings, random, 1, fakeAnswer)!;
    if (isFake) {
      fake.push(plan.endMs / full);
      continue;
    }
    const answer = table.answer(random);
    pacing.record(answer);
    real.push(Math.max(plan.endMs / full, answer));
  }
  return { real, fake };
}

/** Two-sample Kolmogorov–Smirnov statistic: the largest gap between the two step-length CDFs. */
function ks(a: number[], b: number[]): number {
  const xs = [...new Set([...a, ...b])].sort((x, y) => x - y);
  const cdf = (s: number[], x: number) => s.filter((v) => v <= x).length / s.length;
  let d = 0;
  for (const x of xs) d = Math.max(d, Math.abs(cdf(a, x) - cdf(b, x)));
  return d;
}

/** The best a watcher does who calls a step "real" when it lasts past some threshold (or below). */
function bestThresholdAccuracy(real: number[], fake: number[]): number {
  const all = [...real.map((v) => ({ v, real: true })), ...fake.map((v) => ({ v, real: false }))].sort((x, y) => x.v - y.v);
  let best = Math.max(real.length, fake.length) / all.length;
  let realBelow = 0;
  let fakeBelow = 0;
  for (let i = 0; i < all.length; i++) {
    if (all[i].real) realBelow++;
    else fakeBelow++;
    // A watcher sees lengths only: no threshold falls between two steps of the same length.
    if (i + 1 < all.length && all[i + 1].v === all[i].v) continue;
    const longIsReal = (fakeBelow + (real.length - realBelow)) / all.length;
    const longIsFake = (realBelow + (fake.length - fakeBelow)) / all.length;
    best = Math.max(best, longIsReal, longIsFake);
  }
  return best;
}

const atZero = (xs: number[]) => xs.filter((v) => v >= 0.9999).length / xs.length;

describe('night step length', () => {
  for (const [name, table] of Object.entries(TABLES)) {
    it(`a ${name} table cannot tell a fake step from a real one by its length`, () => {
      const { real, fake } = evening(table, 3000, 7);
      expect(fake.length).toBeGreaterThan(800);
      // Steps that reach zero: as often for fake steps as for real ones.
      expect(Math.abs(atZero(real) - atZero(fake)), `at zero: real ${atZero(real)}, fake ${atZero(fake)}`).toBeLessThan(0.035);
      expect(ks(real, fake)).toBeLessThan(0.06);
      const base = Math.max(real.length, fake.length) / (real.length + fake.length);
      expect(bestThresholdAccuracy(real, fake) - base).toBeLessThan(0.03);
    });
  }

  it('before the table has answered, the prior lets a fake step run to zero now and then', () => {
    const pacing = new NightPacing();
    const random = seeded(3);
    const ends = Array.from({ length: 600 }, () => planStep('night', true, DEFAULT_TIMINGS, random, 1, pacing.drawAnswer(random))!.endMs / (DEFAULT_TIMINGS.night * 1000));
    expect(atZero(ends)).toBeGreaterThan(0.08);
    expect(atZero(ends)).toBeLessThan(0.3);
  });
});
