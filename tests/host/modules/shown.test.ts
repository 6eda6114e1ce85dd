/**
 * shown.ts alone: which moment each device is shown under the host's holds, and the order in
 * which a ghost gets a step's held-back secrets (at the step's end, whatever the slices).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, eventsFor, isGhost, type GameEvent, type GameState, type Viewer } from '../../../engine/index.js';
import { eventsBetween, shownTo } from '../../../electron/host/shown.js';
import { setupArb } from '../../support/arbitraries.js';
import { randomAction } from '../../support/randomPlayer.js';
import { gameModel } from './fakes.js';

describe('shownTo', () => {
  it('a held night step: its own players see past it, every other device sees it as it was', () => {
    const m = gameModel(6);
    const g = m.game!;
    const then = g.state;
    g.held = { state: then, events: g.events.length, seats: [2] };
    g.events = g.events.concat([{ type: 'narration', audience: 'public', key: 'later' } as GameEvent]);
    g.state = { ...then, seq: then.seq + 1 };
    expect(shownTo(g, { kind: 'seat', seat: 2 }, 'phone')).toEqual({ state: g.state, events: g.events.length, held: false });
    for (const [viewer, device] of [[{ kind: 'seat', seat: 3 }, 'phone'], [{ kind: 'table' }, 'tv'], [{ kind: 'table' }, 'phone']] as const) {
      expect(shownTo(g, viewer, device)).toEqual({ state: then, events: g.events.length - 1, held: true });
    }
  });

  it('a reveal hold: the TVs see the outcome, phones (but the held step\'s own players) the moment before', () => {
    const m = gameModel(6);
    const g = m.game!;
    const then = g.state;
    g.held = { state: then, events: 0, seats: [4], table: true };
    expect(shownTo(g, { kind: 'table' }, 'tv').held).toBe(false);
    expect(shownTo(g, { kind: 'table' }, 'phone').held).toBe(true);
    expect(shownTo(g, { kind: 'seat', seat: 1 }, 'phone').held).toBe(true);
    expect(shownTo(g, { kind: 'seat', seat: 4 }, 'phone').held).toBe(false);
    delete g.held;
    expect(shownTo(g, { kind: 'seat', seat: 1 }, 'phone').held).toBe(false);
  });
});

/** Random games up to a moment where some seat is a ghost, the game still on: that state, its log. */
function ghostMoments(setup: Parameters<typeof createGame>[0], seed: number): { s: GameState; log: GameEvent[]; ghost: number }[] {
  const rng = { rng: seed >>> 0 };
  const created = createGame(setup);
  let s = created.state;
  const log = created.events.slice();
  const out: { s: GameState; log: GameEvent[]; ghost: number }[] = [];
  for (let n = 0; n < 3000 && s.phase !== 'over'; n++) {
    const r = apply(s, randomAction(rng, s));
    if (!r.ok) continue;
    s = r.state;
    log.push(...r.events);
    const ghost = s.players.find((p) => s.phase !== 'over' && isGhost(s, p.seat));
    if (ghost && n % 11 === 0 && out.length < 4) out.push({ s, log: log.slice(), ghost: ghost.seat });
  }
  return out;
}

describe('eventsBetween', () => {
  it('a ghost\'s events, slice by slice, are in order those of the whole log; the open step\'s secrets wait for its end', () => {
    let checked = 0;
    fc.assert(fc.property(setupArb, fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (setup, seed, cuts) => {
      for (const { s, log, ghost } of ghostMoments({ ...setup, variants: { ...setup.variants, ghostsSeeAll: true } }, seed)) {
        const viewer: Viewer = { kind: 'seat', seat: ghost };
        const whole = eventsBetween(s, log, 0, log.length, viewer);
        // The same events as the engine's eventsFor (held back: the open step's secrets), reordered.
        const byEngine = eventsFor(s, log, viewer);
        expect(new Set(whole)).toEqual(new Set(byEngine));
        expect(whole).toHaveLength(byEngine.length);
        // Any slicing gives the same sequence.
        const points = [...new Set(cuts.map((c) => c % (log.length + 1)))].sort((a, b) => a - b);
        const bounds = [0, ...points, log.length];
        const pieces = bounds.slice(1).flatMap((to, i) => eventsBetween(s, log, bounds[i], to, viewer));
        expect(pieces).toEqual(whole);
        // Every other seat's secret comes after its step's own open events, before the next step.
        for (const [i, e] of whole.entries()) {
          const secret = e.audience !== 'public' && !e.audience.includes(ghost);
          if (secret) {
            const next = whole.findIndex((x, j) => j > i && x.type === 'stepStarted');
            expect(next, 'a secret of the open step was sent').toBeGreaterThan(i);
            const open = whole.slice(i + 1, next).filter((x) => x.audience === 'public' || x.audience.includes(ghost));
            expect(open, 'an open event after a secret of its step').toEqual([]);
          }
        }
        checked++;
      }
    }), { numRuns: 8 });
    expect(checked).toBeGreaterThan(0);
  });

  it('the living and the table get exactly what they may see, in log order', () => {
    const m = gameModel(8, 5);
    const g = m.game!;
    for (const viewer of [{ kind: 'table' }, { kind: 'seat', seat: 1 }, { kind: 'seat', seat: 5 }] as Viewer[]) {
      expect(eventsBetween(g.state, g.events, 0, g.events.length, viewer)).toEqual(eventsFor(g.state, g.events, viewer));
      expect(eventsBetween(g.state, g.events, 2, g.events.length, viewer)).toEqual(eventsFor(g.state, g.events.slice(2), viewer));
    }
  });
});
