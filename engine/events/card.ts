import type { Ctx } from '../context.js';
import type { StepModule } from '../steps/stepModule.js';
import type {
  Action, Choice, DeathCause, GameState, PlayerState, Prompt, QueuedStep, Rejection, RoleId, StepState, VoteOutcome,
} from '../types.js';

export type MoonClass = 'full' | 'crescent' | 'new';

/**
 * What the wolves' attack turns into when a card intercepts it at dawn: the base kill ('normal'),
 * nothing more ('handled'), or another night death announced with the others (Backfire's wolf).
 */
export type Interception = 'handled' | 'normal' | { dies: number };

/**
 * A New Moon event card (docs/rules.md §7): data plus the hooks through which it bends the base
 * rules. Every hook is optional; engine/events/hooks.ts calls the hooks of the cards in play.
 * One file per card (or per family of identical mechanics); registered in registry.ts.
 */
export interface EventCard {
  id: string;
  moonClass: MoonClass;
  /** How many copies are in the deck (Spiritualism has five). */
  copies: number;
  /** Drawn at dawn (or put in play at the start): set up what it needs. */
  onDraw?(s: GameState, ctx: Ctx): void;
  /** Change today's steps (replace the vote, add a séance…). Only for cards in play today. */
  dayQueue?(s: GameState, queue: QueuedStep[]): QueuedStep[];
  mayVote?(s: GameState, seat: number): boolean;
  voteWeight?(s: GameState, seat: number, weight: number): number;
  afterVote?(s: GameState, outcome: VoteOutcome, ctx: Ctx): void;
  /** True to keep this death's card face down for everyone. */
  hidesDeath?(s: GameState, p: PlayerState, cause: DeathCause): boolean;
  afterDeath?(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void;
  /** Dawn: take over the wolves' deadly attack on `victim` (Backfire, Specter). */
  interceptWolfKill?(s: GameState, victim: number, ctx: Ctx): Interception;
  afterSeerResult?(s: GameState, result: RoleId | 'wolf' | 'notWolf', ctx: Ctx): void;
  /** Night: seats that wake with the wolves and choose with them tonight. */
  extraPack?(s: GameState): number[];
  /** Night: extra prompts in the wolves' step (Full Moon Rising's inspections). */
  wolvesPrompts?(s: GameState, pack: number[]): Prompt[];
  choose?(s: GameState, step: StepState, prompt: Prompt, choice: Choice, ctx: Ctx): Rejection | null;
  /** A role's power does not work tonight / today (Full Moon Rising, Little Rascal away). */
  suspends?(s: GameState, seat: number): boolean;
  /** Marks from the room this card accepts (docs/rules.md §7 "marked by the host"). */
  marks?: readonly string[];
  onMark?(s: GameState, action: Extract<Action, { type: 'mark' }>, ctx: Ctx): Rejection | null;
  atNightfall?(s: GameState, ctx: Ctx): void;
  /** Dawn, before the draw: cards of the night end here. */
  atDawn?(s: GameState, ctx: Ctx): void;
  /** Extra steps this card brings (vouching, accusations, the séance…). */
  steps?: StepModule[];
}

export interface ActiveCard { id: string; since: number }

/** The card's working memory inside the state (serializable). */
export function cardData<T extends Record<string, any>>(s: GameState, id: string): T {
  s.events.data[id] ??= {};
  return s.events.data[id] as T;
}
