/**
 * New Moon facts the pages need and that the state knows, so that no page rebuilds them by
 * scanning the event log (issue "One shape for every rule": facts come in the view). Pure
 * functions of the state; New Moon's `viewSlice` and `mySlice` (engine/newMoon/index.ts) carry
 * them: the public ones in every viewer's `GameView.newMoon`, a player's own in `MyView.newMoon`.
 */
import type { PlayerState, RoleId } from '../types.js';
import type { GameState } from '../types.js';
import { peekCardData } from './card.js';
import type { ExecutionerData } from './cards/executioner.js';
import type { RascalData } from './cards/littleRascal.js';
import type { SeanceData } from './cards/spiritualism.js';
import type { TurningData } from './cards/transformations.js';
import type { VoteLossData } from './cards/voteLoss.js';
import { eventCard } from './registry.js';

/** What every viewer is told (all of it was said aloud, or is on the table). */
export interface NewMoonFacts {
  /** The Executioner's seat while the card is in play: public, he is elected in the open. */
  executioner: number | null;
  /**
   * The seats each judged card in play has marked, by card id (the VIP's marks: vote losses,
   * "away", the Little Rascal), [] for a card not yet marked. A Full Moon card lasts its one day,
   * so these are today's.
   */
  marked: Record<string, number[]>;
  /** The Little Rascal while his card is in play, once marked: his seat and the day he went away. */
  rascal: { seat: number; day: number } | null;
  /** The séance under way: the medium, the ghost he calls, his question and whom he pointed at. */
  seance: { medium: number | null; ghost: number | null; question: string | null; pointed: number[] } | null;
}

/** GameView.newMoon: the cards and the facts. */
export interface NewMoonView extends NewMoonFacts {
  active: { id: string; since: number }[];
  drawn: { id: string; day: number }[];
}

/** MyView.newMoon: what only this player (or whoever sees all) may know. */
export interface NewMoonMine {
  /** The voted-out cards he was shown as the Executioner, in order (everyone's to who sees all). */
  executionerSaw: { seat: number; role: RoleId }[];
  /** The card that turned him into a werewolf since the last nightfall (Backfire, the Specter), or null. */
  becameWolf: 'backfire' | 'specter' | null;
}

export function newMoonFacts(s: GameState): NewMoonFacts {
  const inPlay = new Set(s.events?.active.map((a) => a.id) ?? []);
  const exec = peekCardData<ExecutionerData>(s, 'executioner')?.seat;
  const r = peekCardData<RascalData>(s, 'littleRascal');
  const rascal = inPlay.has('littleRascal') && r?.seat !== undefined && r.day !== undefined ? { seat: r.seat, day: r.day } : null;
  const marked: Record<string, number[]> = {};
  for (const id of inPlay) {
    if (!eventCard(id).marks?.length) continue;
    marked[id] = id === 'littleRascal' ? (rascal ? [rascal.seat] : []) : (peekCardData<VoteLossData>(s, id)?.seats ?? []).slice();
  }
  return {
    executioner: inPlay.has('executioner') && typeof exec === 'number' ? exec : null,
    marked,
    rascal,
    seance: seanceOf(s),
  };
}

function seanceOf(s: GameState): NewMoonFacts['seance'] {
  if (s.step.name !== 'seance') return null;
  const data = s.step.data as Partial<SeanceData>;
  return { medium: s.step.actor, ghost: data.ghost ?? null, question: data.question ?? null, pointed: (data.pointed ?? []).slice() };
}

export function newMoonSecrets(s: GameState, p: PlayerState, seesAll: boolean): NewMoonMine {
  const seen = peekCardData<ExecutionerData>(s, 'executioner')?.seen ?? [];
  let becameWolf: NewMoonMine['becameWolf'] = null;
  for (const id of ['backfire', 'specter'] as const) {
    const turned = peekCardData<TurningData>(s, id)?.turned;
    if (turned && turned.seat === p.seat && turned.day === s.day) becameWolf = id;
  }
  return {
    executionerSaw: seen.filter((x) => seesAll || x.by === p.seat).map(({ seat, role }) => ({ seat, role })),
    becameWolf,
  };
}
