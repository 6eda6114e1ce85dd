/**
 * New Moon facts the pages need and that the state knows, so that no page rebuilds them by
 * scanning the event log (issue "One shape for every rule": facts come in the view). Pure
 * functions of the state; the view's `newMoon` slice (engine/newMoon/index.ts) is meant to carry
 * them to every viewer.
 */
import type { GameState } from '../types.js';

export interface NewMoonFacts {
  /** The Executioner's seat while the card is in play: public, he is elected in the open. */
  executioner: number | null;
  /**
   * The seats each judged card in play has marked (the VIP's marks: vote losses, "away", the
   * Little Rascal). A Full Moon card lasts its one day, so these are today's.
   */
  marked: Record<string, number[]>;
  /** The Little Rascal, once marked, and the day he went away. */
  rascal: { seat: number; day: number } | null;
}

export function newMoonFacts(s: GameState): NewMoonFacts {
  const data = (s.events?.data ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const inPlay = new Set(s.events?.active.map((a) => a.id) ?? []);
  const exec = data.executioner?.seat;
  const marked: Record<string, number[]> = {};
  for (const [id, d] of Object.entries(data)) {
    if (!inPlay.has(id) || !d || !Array.isArray(d.seats)) continue;
    marked[id] = (d.seats as unknown[]).filter((x): x is number => typeof x === 'number');
  }
  const r = data.littleRascal;
  const rascal = r && typeof r.seat === 'number' && typeof r.day === 'number' ? { seat: r.seat, day: r.day } : null;
  if (rascal && inPlay.has('littleRascal')) marked.littleRascal = [rascal.seat];
  return { executioner: inPlay.has('executioner') && typeof exec === 'number' ? exec : null, marked, rascal };
}
