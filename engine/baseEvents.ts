/**
 * The base game's events, as the rules emit them (engine/game.ts, deaths.ts, roles/, steps/).
 * Each rule set adds its own in engine/<set>/events.ts by merging into `GameEventMap`; a page reads
 * them through `GameEvent` (the union) and narrows by `type`.
 */
import type { ToldCause } from './deaths.js';
import type {
  Ballot, Choice, Outcome, RoleId, SeerResult, StepName, StepTiming, VoteOutcome, VoteRecord,
} from './types.js';
import type { EventOf, GameEvent, GameEventMap } from './types.js';

type Tally = { seat: number; votes: number }[];

/** The kinds of ballot a `voteCast` may be for; a rule set with its own votes adds its kind. */
export interface VoteCastKinds { day: true; sheriff: true }

/** Fields of `speakingOrder`; a rule set that orders speeches its own way adds fields. */
export interface SpeakingOrderFields { order: number[] }

/** Fields of `sheriffCandidates`; a rule set with a longer election adds fields. */
export interface SheriffCandidatesFields { seats: number[] }

export interface BaseEvents {
  // The game's frame (engine/game.ts, steps/ready.ts, steps/phases.ts).
  gameStarted: { players: number };
  roleDealt: { seat: number; role: RoleId };
  /** A ready check's count ("3 of 8 ready"). */
  playerReady: { ready: number; players: number };
  readyCut: { ready: number; players: number };
  dayZero: {};
  /** `key` only when the event is the night's line itself (the first night). */
  nightFell: { night: number };
  stepStarted: { step: StepName; id: number; actor: number | null; timing: StepTiming };
  promptAnswered: { prompt: string; choice: Choice | undefined };
  /** A line the narrator says (engine/context.ts `narrate`). */
  narration: { key: string };
  /** The game opens with the Sheriff's election before the night's news (a modern table's day 1). */
  dawnBeforeDeaths: { day: number };
  dawn: { day: number; deaths: number[] };
  gameOver: { outcome: Outcome | null; roles: { seat: number; card: RoleId; role: RoleId; alive: boolean }[] };
  // Deaths and cards (engine/deaths.ts).
  death: { seat: number; cause: ToldCause; day: number; phase: 'night' | 'day'; role: RoleId | undefined };
  /** `reason`: 'death', 'ability' (the Hunter's shot), 'idiot', or a rule set's own. */
  reveal: { seat: number; role: RoleId; reason: string };
  elderCurse: { seat: number };
  // The clock (engine/timeUp.ts, roles/werewolf.ts).
  /** Private: the seat's own prompts ran out (`reason: 'noAgreement'`: the pack never agreed). */
  timedOut: { step: StepName; stepId: number; prompts?: string[]; reason?: 'noAgreement' };
  timeUp: { step: StepName; seats: number[] };
  // The night's roles (engine/roles/), private to the role.
  thiefChose: { seat: number; role: RoleId; kept: boolean; forced?: true };
  loversChosen: { lovers: number[] };
  loverInfo: { seat: number; partner: number; partnerIsWolf: boolean | undefined };
  guardProtected: { target: number | null };
  seerResult: { target: number; result: SeerResult['result'] };
  wolfPick: { seat: number; target: number };
  wolvesChose: { victim: number | null };
  /** `victims`: every victim she was shown, when the loners' hunt gave more than one (§13b). */
  witchShown: { victim: number | null; potions: { heal: boolean; poison: boolean }; victims?: number[] };
  witchHealed: { target: number | null };
  witchPoisoned: { target: number };
  piperCharmed: { seats: number[] };
  charmedList: { seats: number[]; tonight: number[] };
  littleGirlPeek: { wolf: number | null };
  littleGirlCaught: { seat: number };
  // The day (engine/steps/).
  speakingOrder: SpeakingOrderFields;
  sheriffCandidates: SheriffCandidatesFields;
  sheriffNone: {};
  sheriffElected: { seat: number; by: 'plurality' | 'random' | 'alone' };
  sheriffPassed: { from: number; to: number; random: boolean };
  sheriffLost: { seat: number };
  voteCast: { seat: number; vote: keyof VoteCastKinds };
  votesRevealed: { kind: VoteRecord['kind']; day: number; ballots: Ballot[]; tally: Tally };
  voteOutcome: { kind: VoteRecord['kind']; outcome: VoteOutcome };
  idiotRevealed: { seat: number };
  hunterShot: { seat: number | null; target: number | null };
  /** Public: a hidden death's step ended with no shot (steps/deathPower.ts), whoever the dead was. */
  deathPowerUnused: { seat: number };
  scapegoatChose: { seat: number | null; voters: number[]; day: number };
}

declare module './types.js' {
  interface GameEventMap extends BaseEvents {}
}

/** Narrows an event to one type, for `filter` and `find` over a log. */
export function isEvent<K extends keyof GameEventMap>(type: K): (e: GameEvent) => e is EventOf<K> {
  return (e): e is EventOf<K> => e.type === type;
}
