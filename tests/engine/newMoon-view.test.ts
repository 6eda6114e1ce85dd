/**
 * New Moon's facts come in the view (engine/newMoon/view.ts), not from a page's scan of the log:
 * over random New Moon games, after every action, each fact in the view is what the phone used to
 * rebuild from the events it was sent (the scans below are those pages' old ones), for every viewer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, viewFor, type GameEvent, type GameState } from '../../engine/index.js';
import { eventCard } from '../../engine/newMoon/registry.js';
import { canSee } from '../../engine/views.js';
import { setupArb } from '../support/arbitraries.js';
import { randomAction } from '../support/randomPlayer.js';

const lastIndex = (events: readonly GameEvent[], type: GameEvent['type']) => events.map((e) => e.type).lastIndexOf(type);

/** Index of the last dawn, or 0 before the first (renderer/phone/game/NewMoon.tsx's todayStart). */
function todayStart(events: readonly GameEvent[]): number {
  return Math.max(lastIndex(events, 'dawn'), 0);
}

function executionerFromLog(events: readonly GameEvent[]): number | null {
  let seat: number | null = null;
  for (const e of events) {
    if (e.type === 'executionerElected' && typeof e.seat === 'number') seat = e.seat;
    if (e.type === 'executionerPassed') seat = e.to;
  }
  return seat;
}

/** Today's `voteLost` seats of a card (the VIP's mark panel and the player's notice). */
function markedFromLog(events: readonly GameEvent[], card: string): number[] {
  const seats = events.slice(todayStart(events)).flatMap((e) => (e.type === 'voteLost' && e.event === card ? e.seats : []));
  return [...new Set(seats)].sort((a, b) => a - b);
}

/** The Little Rascal's seat and the day of the last dawn before he went away. */
function rascalFromLog(events: readonly GameEvent[]): { seat: number; day: number } | null {
  const i = lastIndex(events, 'rascalAway');
  if (i < 0) return null;
  const e = events[i] as Extract<GameEvent, { type: 'rascalAway' }>;
  const dawn = events.slice(0, i + 1).filter((x): x is Extract<GameEvent, { type: 'dawn' }> => x.type === 'dawn').pop();
  return { seat: e.seat, day: dawn?.day ?? 0 };
}

describe("New Moon's facts in the view", () => {
  it('say what the pages rebuilt from the log, each to whom the log told it', () => {
    let checked = 0;
    const seen = { executioner: 0, marked: 0, rascal: 0, saw: 0, becameWolf: 0, seance: 0 };
    for (const [i, setup] of fc.sample(setupArb, { numRuns: 30, seed: 7 }).entries()) {
      const variants = { ...setup.variants, newMoon: 'eachDawn' as const };
      // Every third game draws a fixed deck, so the rarer facts (the Little Rascal, a turned wolf) come up.
      const eventDeck = i % 3 ? undefined : ['littleRascal', 'specter', 'backfire', 'notMeNorWolf', 'spiritualism1', 'luncheonForSeniors'];
      let state: GameState = createGame({ ...setup, startingEvents: i % 2 ? ['executioner'] : [], variants, eventDeck }).state;
      const events: GameEvent[] = [];
      const rng = { rng: i + 1 };
      for (let n = 0; state.phase !== 'over' && n < 3000; n++) {
        const r = apply(state, randomAction(rng, state));
        if (!r.ok) continue;
        state = r.state;
        events.push(...r.events);
        const active = state.events.active.map((a) => a.id);
        const table = viewFor(state, { kind: 'table' }).newMoon;

        expect(table.executioner).toBe(active.includes('executioner') ? executionerFromLog(events) : null);
        if (table.executioner !== null) seen.executioner++;
        for (const card of active.filter((id) => id !== 'littleRascal' && eventCard(id).marks?.length)) {
          expect(table.marked[card], card).toEqual(markedFromLog(events, card));
          if (table.marked[card].length) seen.marked++;
        }
        expect(table.rascal).toEqual(active.includes('littleRascal') ? rascalFromLog(events) : null);
        if (table.rascal) {
          expect(table.marked.littleRascal).toEqual([table.rascal.seat]);
          seen.rascal++;
        }
        if (state.step.name === 'seance') {
          const asked = events.slice(lastIndex(events, 'stepStarted')).filter((e) => e.type === 'seanceQuestion').pop();
          expect(table.seance?.question ?? null).toBe(asked?.type === 'seanceQuestion' ? asked.question : null);
          expect(table.seance?.medium).toBe(state.step.actor);
          seen.seance++;
        } else expect(table.seance).toBeNull();

        for (const p of state.players) {
          const viewer = { kind: 'seat', seat: p.seat } as const;
          const view = viewFor(state, viewer);
          // Public facts are the same for everyone.
          expect({ ...view.newMoon }).toEqual({ ...table });
          const mine = view.me!.newMoon;
          // What the Executioner was shown: the private events this seat may see, in order.
          const told = events.filter((e) => e.type === 'executionerSees' && canSee(state, e, viewer))
            .map((e) => e.type === 'executionerSees' && { seat: e.seat, role: e.role });
          expect(mine.executionerSaw, `seat ${p.seat}`).toEqual(told);
          seen.saw += mine.executionerSaw.length;
          // Turned into a wolf since the last nightfall (the phone's notice).
          const turned = lastIndex(events, 'becameWolf');
          const became = turned > lastIndex(events, 'nightFell') ? events[turned] : null;
          expect(mine.becameWolf, `seat ${p.seat}`).toBe(became?.type === 'becameWolf' && became.seat === p.seat ? became.event : null);
          if (mine.becameWolf) seen.becameWolf++;
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    // Every fact was met, not only its empty value.
    for (const [fact, count] of Object.entries(seen)) expect(count, fact).toBeGreaterThan(0);
  }, 120_000);
});
