/** New Moon's events (engine/newMoon/deck.ts, card.ts, cards/), merged into the game's union. */
import type { Ballot, RoleId, SeerResult } from '../types.js';
import type { MoonClass } from './card.js';

type Tally = { seat: number; votes: number }[];

export interface NewMoonEvents {
  // The deck.
  eventInPlay: { event: string; moonClass: MoonClass };
  eventDrawn: { event: string; moonClass: MoonClass; day: number };
  eventEnded: { event: string };
  // Executioner.
  executionerElected: { seat: number | null; ballots: Ballot[]; tally: Tally };
  executionerPassed: { from: number; to: number | null };
  /** `announced`: the card he said (he may lie), or null when he kept silent. */
  executionerAnnounced: { seat: number | null; target: number; announced: unknown };
  /** Private to the Executioner: the voted-out card. */
  executionerSees: { seat: number; role: RoleId };
  // Great Distrust.
  distrustRevealed: { choices: { seat: number; friends: number[] }[]; seats: number[] };
  // Spiritualism.
  seanceQuestion: { question: string; medium: number | null };
  seancePointed: { seats: number[]; medium: number | null };
  /** `answer` null: no ghost to ask. */
  seanceAnswer: {
    answer: boolean | null; medium: number | null; ghost: number | null;
    question?: string; pointed?: number[]; by?: 'engine' | 'ghost';
  };
  // Transformations.
  becameWolf: { seat: number; event: string };
  backfire: { seat: number | null };
  specter: {};
  specterStrikes: { seat: number };
  // Nightmare, Punishment, Bleak Monday.
  accusation: { seat: number; target: number };
  accusationsCounted: { tally: Tally; seat: number | null };
  punishNamed: { seat: number | null; target: number };
  punishVouched: { seat: number | null; vouchers: number[] };
  vouched: { seat: number | null; for: number; standing: number[] };
  lastStanding: { seat: number };
  // The other cards.
  voteLost: { event: string; seats: number[] };
  rascalAway: { seat: number };
  miracle: { seat: number | null; role?: 'villager' };
  wolfInspected: { target: number; result: SeerResult['result'] };
  somnambulism: { result: SeerResult['result'] };
  publicBallot: { voter: number; target: number; weight: number };
  secondVote: { event: string };
}

declare module '../baseEvents.js' {
  interface VoteCastKinds { executioner: true; distrust: true }
}

declare module '../types.js' {
  interface GameEventMap extends NewMoonEvents {}
}
