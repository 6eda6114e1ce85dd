import type { StepModule } from './steps/stepModule.js';
import type {
  Action, Ctx, DeathCause, GameSetup, GameState, PlayerState, Prompt, QueuedStep, Rejection, RoleId, StepState,
  Choice, VoteOutcome,
} from './types.js';

/**
 * The base rules' extension points. The base engine calls `hooks.*` at fixed points of the game;
 * every installed extension (New Moon, and later expansion roles) may contribute. With nothing
 * installed, or nothing of an extension in play, every hook gives the base game's behaviour.
 * The base rules import only this module, never an extension: the extensions import the base.
 */

/**
 * New Moon's extension id. The base setup carries its event-card fields (startingEvents,
 * eventDeck), so the base refuses them when New Moon is not installed.
 */
export const NEW_MOON = 'newMoon';

/** What the wolves' attack turns into when something takes it over at dawn (Backfire, Specter). */
export type Interception = 'handled' | 'normal' | { dies: number };

/** What a seat privately learned outside the base rules; views.ts shows it to that seat only. */
export type Knowledge = RoleId | 'wolf' | 'notWolf';

/**
 * The ways to bend the base rules. Each is optional; `s` is the draft state. An extension asks the
 * state whether it is in play (New Moon: the cards in play; a role: whether it is dealt).
 */
export interface RuleHooks {
  /** Change the day's discussion and vote steps (replace the vote, add a séance…). */
  dayQueue?(s: GameState, queue: QueuedStep[]): QueuedStep[];
  /** True when today's debate goes in turn, whatever the `discussion` variant (Good Manners). */
  debateInTurn?(s: GameState): boolean;
  /** False when this living seat gets no speaking turn today (Luncheon for Seniors' away players). */
  maySpeak?(s: GameState, seat: number): boolean;
  mayVote?(s: GameState, seat: number): boolean;
  /** A voter's ballot weight, given the weight so far (the Sheriff's is the base). */
  voteWeight?(s: GameState, seat: number, weight: number): number;
  /** Votes counted in a day vote on top of the ballots (e.g. the Raven's two). */
  extraVotes?(s: GameState): { seat: number; votes: number }[];
  afterVote?(s: GameState, outcome: VoteOutcome, ctx: Ctx): void;
  /** A player is dying: before the death is announced and the card shown (may change p.role). */
  beforeReveal?(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void;
  /** True to keep this death's card face down for everyone. */
  hidesDeath?(s: GameState, p: PlayerState, cause: DeathCause): boolean;
  afterDeath?(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void;
  /** Dawn: take over the wolves' deadly attack on `victim`. */
  interceptWolfKill?(s: GameState, victim: number, ctx: Ctx): Interception;
  afterSeerResult?(s: GameState, result: Knowledge, ctx: Ctx): void;
  /** Night: seats that wake with the wolves and choose with them tonight. */
  extraPack?(s: GameState): number[];
  /** Night: extra prompts in the wolves' step. */
  wolvesPrompts?(s: GameState, pack: number[]): Prompt[];
  /** The wolves' step: a choice on a prompt the base step does not own (undefined: not mine). */
  choose?(s: GameState, step: StepState, prompt: Prompt, choice: Choice, ctx: Ctx): Rejection | null | undefined;
  /** A role's power does not work now. */
  suspends?(s: GameState, seat: number): boolean;
  /** Nightfall, before the night begins. */
  atNightfall?(s: GameState, ctx: Ctx): void;
  /** Dawn, once the night's deaths are resolved, before the night is forgotten. */
  atDawn?(s: GameState, ctx: Ctx): void;
}

/** One installed extension: its rule hooks plus what it brings to the game as a whole. */
export interface Extension extends RuleHooks {
  id: string;
  /** The steps it brings (looked up by name after the base steps). */
  steps?: readonly StepModule[];
  /** Lobby validation: the reason (an i18n key) this setup cannot start, or null. */
  checkSetup?(setup: GameSetup): string | null;
  /** createGame, once the cards are dealt, before the first night is queued (may use the RNG). */
  initState?(s: GameState): void;
  /** createGame, after the cards are dealt and announced. */
  atStart?(s: GameState, ctx: Ctx): void;
  /** Dawn, after the night is forgotten and before the day is queued (New Moon's draw). */
  atDayStart?(s: GameState, ctx: Ctx): void;
  /** Steps opening the day, after the Sheriff's election and before the discussion. */
  dayOpening?(s: GameState): QueuedStep[];
  /** Marks from the room (docs/rules.md §7) this extension takes now. */
  marks?(s: GameState): readonly string[];
  onMark?(s: GameState, action: Extract<Action, { type: 'mark' }>, ctx: Ctx): Rejection | null;
  knownBy?(s: GameState, viewer: number): Record<string, Knowledge>;
}

/**
 * The installed extensions, in installation order (which is the order they are asked in).
 * engine/index.ts installs New Moon once at load; tests may install their own and remove them.
 */
const installed: Extension[] = [];

export function installExtension(ext: Extension): () => void {
  const same = installed.find((e) => e.id === ext.id);
  if (same && same !== ext) throw new Error(`another extension is installed as ${ext.id}`);
  if (!same) installed.push(ext);
  return () => {
    const at = installed.indexOf(ext);
    if (at >= 0) installed.splice(at, 1);
  };
}

export function installedExtensions(): readonly Extension[] {
  return installed;
}

export function extensionStep(name: string): StepModule | undefined {
  for (const e of installed) {
    const step = e.steps?.find((st) => st.name === name);
    if (step) return step;
  }
  return undefined;
}

/** The extension points as the base rules call them: each folds over the installed extensions. */
export const hooks = {
  dayQueue(s: GameState, base: QueuedStep[]): QueuedStep[] {
    let queue = base;
    for (const e of installed) if (e.dayQueue) queue = e.dayQueue(s, queue);
    return queue;
  },
  debateInTurn(s: GameState): boolean {
    return installed.some((e) => e.debateInTurn?.(s) ?? false);
  },
  maySpeak(s: GameState, seat: number): boolean {
    return installed.every((e) => e.maySpeak?.(s, seat) ?? true);
  },
  mayVote(s: GameState, seat: number): boolean {
    return installed.every((e) => e.mayVote?.(s, seat) ?? true);
  },
  voteWeight(s: GameState, seat: number, base: number): number {
    let weight = base;
    for (const e of installed) if (e.voteWeight) weight = e.voteWeight(s, seat, weight);
    return weight;
  },
  extraVotes(s: GameState): { seat: number; votes: number }[] {
    return installed.flatMap((e) => e.extraVotes?.(s) ?? []);
  },
  afterVote(s: GameState, outcome: VoteOutcome, ctx: Ctx): void {
    for (const e of installed) e.afterVote?.(s, outcome, ctx);
  },
  beforeReveal(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void {
    for (const e of installed) e.beforeReveal?.(s, p, cause, ctx);
  },
  hidesDeath(s: GameState, p: PlayerState, cause: DeathCause): boolean {
    return installed.some((e) => e.hidesDeath?.(s, p, cause) ?? false);
  },
  afterDeath(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void {
    for (const e of installed) e.afterDeath?.(s, p, cause, ctx);
  },
  interceptWolfKill(s: GameState, victim: number, ctx: Ctx): Interception {
    for (const e of installed) {
      const caught = e.interceptWolfKill?.(s, victim, ctx) ?? 'normal';
      if (caught !== 'normal') return caught;
    }
    return 'normal';
  },
  afterSeerResult(s: GameState, result: Knowledge, ctx: Ctx): void {
    for (const e of installed) e.afterSeerResult?.(s, result, ctx);
  },
  extraPack(s: GameState): number[] {
    return installed.flatMap((e) => e.extraPack?.(s) ?? []);
  },
  wolvesPrompts(s: GameState, pack: number[]): Prompt[] {
    return installed.flatMap((e) => e.wolvesPrompts?.(s, pack) ?? []);
  },
  choose(s: GameState, step: StepState, prompt: Prompt, choice: Choice, ctx: Ctx): Rejection | null {
    for (const e of installed) {
      const result = e.choose?.(s, step, prompt, choice, ctx);
      if (result !== undefined) return result;
    }
    return null;
  },
  suspends(s: GameState, seat: number): boolean {
    return installed.some((e) => e.suspends?.(s, seat) ?? false);
  },
  atNightfall(s: GameState, ctx: Ctx): void {
    for (const e of installed) e.atNightfall?.(s, ctx);
  },
  atDawn(s: GameState, ctx: Ctx): void {
    for (const e of installed) e.atDawn?.(s, ctx);
  },
  checkSetup(setup: GameSetup): string | null {
    for (const e of installed) {
      const problem = e.checkSetup?.(setup) ?? null;
      if (problem) return problem;
    }
    return null;
  },
  initState(s: GameState): void {
    for (const e of installed) e.initState?.(s);
  },
  atStart(s: GameState, ctx: Ctx): void {
    for (const e of installed) e.atStart?.(s, ctx);
  },
  atDayStart(s: GameState, ctx: Ctx): void {
    for (const e of installed) e.atDayStart?.(s, ctx);
  },
  dayOpening(s: GameState): QueuedStep[] {
    return installed.flatMap((e) => e.dayOpening?.(s) ?? []);
  },
  /** The extension that takes this mark now, if any. */
  markTaker(s: GameState, mark: string): Extension | undefined {
    return installed.find((e) => e.onMark && (e.marks?.(s) ?? []).includes(mark));
  },
  knownBy(s: GameState, viewer: number): Record<string, Knowledge> {
    let known: Record<string, Knowledge> = {};
    for (const e of installed) if (e.knownBy) known = { ...known, ...e.knownBy(s, viewer) };
    return known;
  },
};
