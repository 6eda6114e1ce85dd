/**
 * The engine's data model. Everything here is plain, serializable data: the host persists
 * `GameRecord`s, replays them, and sends `GameView`s built for one viewer at a time.
 */

/**
 * Every role id, as a key of this interface: the base game's here, each rule set adds its own by
 * declaration merging (`declare module '../types.js' { interface RoleIds { fox: true } }` in
 * engine/<set>/ruleSet.ts). The list at run time is the game's (`RuleBook.roleIds`).
 */
export interface RoleIds {
  werewolf: true; villager: true; seer: true; witch: true; hunter: true; cupid: true; littleGirl: true;
  guard: true; thief: true; idiot: true; elder: true; scapegoat: true; piper: true;
}
export type RoleId = keyof RoleIds & string;
export type Camp = 'village' | 'wolves' | 'alone';

export type PresetId = 'official' | 'classic-cn' | 'modern-cn';

/**
 * The table's rule variants (docs/rules.md §8): the base game's here, the Witch's limits included
 * (her rules are the base game's, engine/roles/witch.ts). A rule set adds its own by declaration
 * merging from engine/<set>/variants.ts, and gives their values per preset and their allowed values
 * in `RuleSet.variants` (composed by engine/variants.ts; the game's are `RuleBook.variants`).
 */
export interface Variants {
  loversSeeTeam: boolean;
  guardWitchClash: boolean;
  seerSees: 'role' | 'team';
  wolfAgreement: 'unanimous' | 'majority';
  littleGirlCatchChance: number;
  witchSeesGuardedVictim: boolean;
  revealOnDeath: 'always' | 'never' | 'abilityOnly';
  /**
   * Who is asked after a death whose card stays hidden: only a player who may shoot ('shooters', the
   * step naming his card), or every such death the same way ('everyone', RULES.md §13b: the boards).
   */
  deathPowerCall: 'shooters' | 'everyone';
  ghostsSeeAll: boolean;
  hunterShootsWhen: 'always' | 'notPoisonedNotGrief' | 'notPoisoned';
  /** Day on which the Sheriff is elected, 'off', or a moment a rule set names (SheriffElectionMoments). */
  sheriffElection: number | 'off' | (keyof SheriffElectionMoments & string);
  discussion: 'free' | 'roundRobin';
  sheriffVoteWeight: number;
  loversMayVoteEachOther: boolean;
  sheriffBreaksTie: boolean;
  tieRule: 'none' | 'revote' | 'revoteUntil';
  wolfWin: 'all' | 'sides';
  witchSelfHeal: 'always' | 'firstNight' | 'never';
  witchOnePotionPerNight: boolean;
  /** Once her heal is spent, is the Witch still shown the wolves' victim? */
  witchSeesVictimAfterHeal: boolean;
}

/**
 * Named moments of the Sheriff's election beyond a day number; a rule set adds its own by
 * declaration merging (modern-cn's 'day1BeforeDeaths', engine/modern/variants.ts).
 */
export interface SheriffElectionMoments {}

/** What the lobby hands to `createGame`. */
export interface GameSetup {
  /** Player names in seat order (seat 1 first). */
  players: string[];
  /** The chosen deck, one card per player; the engine adds two Villagers when the Thief is in it. */
  deck: RoleId[];
  preset: PresetId;
  variants?: Partial<Variants>;
  seed: number;
  /** Fixed deal for tests: a card per seat, then (with the Thief) the two spare cards. */
  deal?: RoleId[];
  /**
   * Table flow, not a rule: before the first night every player looks at his card and taps Ready
   * (step 'ready'); the host turns it on for real tables. Off by default.
   */
  readyCheck?: boolean;
}

/** Causes of death; rule sets add theirs by declaration merging (as RoleIds). */
export interface DeathCauses {
  wolves: true; poison: true; vote: true; hunter: true; grief: true; scapegoat: true; elderCurse: true;
}
export type DeathCause = keyof DeathCauses & string;

export interface Death {
  cause: DeathCause;
  day: number;
  phase: 'night' | 'day';
}

export interface PlayerState {
  seat: number;
  name: string;
  /** The card dealt to this seat. */
  card: RoleId;
  /** The role played now (differs from `card` after the Thief swaps). */
  role: RoleId;
  alive: boolean;
  /** The role is public (revealed on death, the Idiot's reveal, game end). */
  revealed: boolean;
  death: Death | null;
  lover: number | null;
  charmed: boolean;
  /** False for good once the Idiot is revealed. */
  canVote: boolean;
  /** The Elder's remaining lives against wolves. */
  lives: number;
  /** Joined the wolves without a wolf card (docs/rules.md §10): infected, a wild Wolf-Hound, a grown Wild Child. */
  turned?: 'infected' | 'hound' | 'wildChild';
}

export type Choice = number[] | string | boolean;

export type PromptKind = 'seats' | 'option' | 'confirm';

export interface PromptOption {
  id: string;
  /** Message key for the option's label. */
  label: string;
  role?: RoleId;
}

/** A decision the engine waits for: rendered generically by the phone. */
export interface Prompt {
  /** Unique per seat while open, e.g. 'seer.inspect'. */
  id: string;
  seat: number;
  kind: PromptKind;
  /** Message key of the question. */
  title: string;
  min: number;
  max: number;
  /** Seats that may be chosen ('seats'). */
  seats?: number[];
  /** Seats shown but not choosable, with a reason key (the Guard's last target). */
  disabled?: { seat: number; reason: string }[];
  options?: PromptOption[];
  /** Extra facts for this decision only (the Witch's victim, the Thief's cards…), typed by id in `PromptInfos`. */
  info?: AnyPromptInfo;
  /** The current choice when a choice may still change (wolves' pick, votes). */
  current?: Choice;
  /** Once answered the prompt stays visible as done, unless it can still change. */
  answered: boolean;
  /** True when choosing again is allowed until the step ends. */
  changeable: boolean;
}

/**
 * The facts a prompt carries (`Prompt.info`), by prompt id. The base steps declare theirs next to
 * the step (`declare module '../types.js' { interface PromptInfos { 'witch.heal': { victim: number } } }`),
 * a rule set in its prompts.ts. A prompt id missing here carries no info (the prompt builders in
 * context.ts refuse one); the phone reads info only through `infoOf` (engine/prompts.ts).
 */
export interface PromptInfos {}
export type PromptWithInfo = keyof PromptInfos & string;
/** The info a prompt of this id may carry: none (`never`) for an id without an entry. */
export type PromptInfoOf<Id extends string> = Id extends PromptWithInfo ? PromptInfos[Id] : never;
/** Any declared info, as `Prompt.info` holds it on the wire. */
export type AnyPromptInfo = PromptInfos[PromptWithInfo];

/** Step names; rule sets add theirs by declaration merging (as RoleIds). */
export interface StepNames {
  thief: true; cupid: true; lovers: true; guard: true; seer: true; werewolves: true; witch: true; piper: true;
  charmed: true; ready: true; dawn: true; dayBreak: true; sheriffCandidacy: true; sheriffVote: true;
  discussion: true; speech: true; vote: true; hunterShot: true; sheriffSuccession: true; scapegoatChoice: true;
  nightfall: true; gameOver: true;
}
export type StepName = keyof StepNames & string;

/** How the host paces a step: which timer range applies. */
export type StepTiming = 'night' | 'info' | 'discussion' | 'speech' | 'vote' | 'decision' | 'none';

export interface StepState<Data = Record<string, unknown>> {
  id: number;
  name: StepName;
  timing: StepTiming;
  /** The rules' own limit for this step (seconds), instead of the table's timer for `timing`. */
  seconds?: number;
  /** A called step for a role that is absent, dead or powerless. Never leaves the host. */
  fake: boolean;
  /** The seat this step is about (hunter shooting, speaker, successor…), public. */
  actor: number | null;
  prompts: Prompt[];
  /** Step-specific working data (votes, candidates, revote round…), typed by the step (StepModule<Data>). */
  data: Data;
}

/** A step of any data, for code that reads none of it (its prompts, its actor): a typed step passes as one. */
export type AnyStepState = StepState<object>;

/**
 * A step's working data (`StepState.data`, which starts as its `QueuedStep.data`), by step name: each
 * step declares its own beside its module (`declare module '../types.js' { interface StepData { vote:
 * VoteData } }`), a rule set's steps in their own files. A step without an entry takes an open record.
 */
export interface StepData {}
export type StepDataOf<N extends StepName> = N extends keyof StepData ? StepData[N] : Record<string, unknown>;

export interface QueuedStep {
  name: StepName;
  actor?: number | null;
  /** Checked against the step's `StepData` when written with `queued` (engine/steps/stepModule.ts). */
  data?: Record<string, unknown>;
}

export interface Ballot { voter: number; target: number | null; weight: number }

export interface VoteRecord {
  kind: 'vote' | 'revote' | 'sheriff' | 'sheriffRevote' | 'event';
  day: number;
  ballots: Ballot[];
  tally: { seat: number; votes: number }[];
  outcome: VoteOutcome;
  /** Votes that no ballot cast (the Raven's mark), shown with the tally. */
  extra?: { seat: number; votes: number; reason?: string }[];
}

export type VoteOutcome =
  | { type: 'eliminated'; seat: number; by: 'plurality' | 'sheriff' }
  | { type: 'idiotRevealed'; seat: number }
  | { type: 'scapegoat'; seat: number }
  | { type: 'tie'; seats: number[]; next: 'none' | 'revote' }
  | { type: 'noVotes' }
  | { type: 'elected'; seat: number; by: 'plurality' | 'random' | 'alone' }
  | { type: 'noCandidates' }
  | { type: 'badgeLost'; seats: number[] };

export interface SeerResult { night: number; target: number; result: RoleId | 'wolf' | 'notWolf' }

/** Who may win; rule sets add theirs by declaration merging (as RoleIds). */
export interface Winners { village: true; wolves: true; piper: true; lovers: true; nobody: true }

export interface Outcome {
  winner: keyof Winners & string;
  winners: number[];
  reason: string;
}

/** Night facts while the night lasts; cleared at dawn. */
export interface NightState {
  guardTarget: number | null;
  seerTarget: number | null;
  /** The pack's victim. */
  wolfVictim: number | null;
  /**
   * Victims chosen tonight by loners hunting alone (RULES.md §13: the Gargoyle, the Hidden Wolf, the
   * Mechanical Wolf once no pack wolf lives), in the order chosen; replaced whole, never pushed to.
   * Shown to the Witch, guarded and announced like the pack's (deaths.ts `nightVictims`).
   */
  soloVictims: number[];
  healed: boolean;
  /** The victim the heal saved (the only one shown, or the one she picked of two). */
  healedSeat: number | null;
  poisoned: number | null;
  witchShown: number | null;
  charmedTonight: number[];
  littleGirlPeeked: boolean;
  littleGirlCaught: boolean;
}

export interface GameState {
  setup: ResolvedSetup;
  rng: number;
  /** Number of accepted actions so far. */
  seq: number;
  stepCounter: number;
  phase: 'night' | 'day' | 'over';
  /** Night N is followed by day N. */
  day: number;
  step: StepState;
  queue: QueuedStep[];
  /** Death-chain steps (hunter, successor, scapegoat's choice) run before the queue. */
  interrupts: QueuedStep[];
  players: PlayerState[];
  spares: RoleId[];
  sheriff: number | null;
  villagePowersLost: boolean;
  potions: { heal: boolean; poison: boolean };
  guardLast: number | null;
  night: NightState;
  seerResults: SeerResult[];
  littleGirlSeen: number[];
  /** The Little Girl's seat once the wolves caught her peeking: they know her from then on. */
  littleGirlExposed: number | null;
  /** Seats allowed to vote today, set by the Scapegoat; null = everyone. */
  allowedVoters: number[] | null;
  allowedVotersDay: number | null;
  lastNightDeaths: number[];
  /** The most recent and the first player killed by the wolves (New Moon: Miracle, Spiritualism). */
  lastWolfVictim: number | null;
  firstWolfVictim: number | null;
  /** The most recent player eliminated by day vote. */
  lastEliminated: number | null;
  /** The most recent death of any kind (New Moon: 'left of the last dead'). */
  lastDead: number | null;
  votes: VoteRecord[];
  outcome: Outcome | null;
  // Each rule set declares its own slice of the state by merging into this interface
  // (New Moon's `events`, the Characters' `roleData`, modern-cn's `modern`): see engine/<set>/ruleSet.ts.
}

export interface ResolvedSetup {
  /** The rule sets this game plays, in order (engine/ruleBook.ts): the base game first. */
  ruleSets: string[];
  players: string[];
  deck: RoleId[];
  /** Deck as dealt, with the Thief's two extra Villagers. */
  fullDeck: RoleId[];
  preset: PresetId;
  variants: Variants;
  seed: number;
  deal?: RoleId[];
  readyCheck?: boolean;
}

export type Action =
  | { type: 'choose'; seat: number; prompt: string; choice: Choice }
  /** The host's clock ran out for the current step (or the host skips it). */
  | { type: 'timeout'; step?: number }
  /** A judgement from the room, made by the VIP (New Moon events). */
  | { type: 'mark'; mark: string; seats: number[] };

export type RejectionCode =
  | 'GAME_OVER' | 'NOT_YOUR_TURN' | 'NO_SUCH_PROMPT' | 'ALREADY_ANSWERED' | 'DEAD_PLAYER'
  | 'BAD_CHOICE' | 'TOO_FEW' | 'TOO_MANY' | 'NOT_ALLOWED' | 'STALE_STEP' | 'UNKNOWN_SEAT' | 'BAD_ACTION';

export interface Rejection { code: RejectionCode; message: string }

/** Who may see an event: everybody (TV included), or these seats only. Ghosts may see all. */
export type Audience = 'public' | number[];

/** Fields of every event type; each rule set adds its own by declaration merging (engine/<set>/events.ts). */
export interface GameEventMap {}

/** What every event carries: who may see it, and the narration or caption key with its parameters. */
export interface EventEnvelope { audience: Audience; key?: string; params?: Record<string, unknown> }

/** Every event the rules emit: one member per key of `GameEventMap` (base: engine/baseEvents.ts). */
export type GameEvent = { [K in keyof GameEventMap]: EventEnvelope & { type: K } & GameEventMap[K] }[keyof GameEventMap];

export type GameEventType = keyof GameEventMap;
export type EventOf<K extends keyof GameEventMap> = Extract<GameEvent, { type: K }>;

export type ApplyResult =
  /**
   * `unchanged`: the action was allowed but decides nothing (a self-destruct "no", an answer given
   * again as it stands): `state` is the state given, no event. The host neither logs nor sends it.
   */
  | { ok: true; state: GameState; events: GameEvent[]; unchanged?: true }
  | { ok: false; rejection: Rejection };

export type Viewer = { kind: 'seat'; seat: number } | { kind: 'table' };

/** What a rule function may do besides reading and changing the draft state. */
export interface Ctx {
  emit(event: GameEvent): void;
}
