import type {
  Action, Ctx, DeathCause, GameSetup, GameState, Outcome, PlayerState, Prompt, QueuedStep, Rejection, RoleId, AnyStepState,
  Choice, Viewer, VoteOutcome,
} from './types.js';

/** A rule set's answer to a standing prompt: a rejection, accepted (null), or accepted as deciding nothing. */
export type StandingAnswer = Rejection | null | 'unchanged';

/** What the wolves' attack turns into when something takes it over at dawn (Backfire, Specter). */
export type Interception = 'handled' | 'normal' | { dies: number; cause: DeathCause };

/** What a seat privately learned outside the base rules; views.ts shows it to that seat only. */
export type Knowledge = RoleId | 'wolf' | 'notWolf';

/** A death a role adds to the dawn announcement (the Big Bad Wolf's victim, tetanus…). */
export interface NightDeath { seat: number; cause: DeathCause }

/**
 * The points where a rule set bends the base rules (docs/design.md, "Rule sets"). A rule set, a
 * role of the deck and a New Moon card in play may each implement any of them; the base rules call
 * `hooks.<name>(s, …)`, which combines every contributor's answer by the hook's declared fold
 * (HOOK_FOLDS below). With no contributor a hook gives the base game's behaviour.
 */
export interface Hooks {
  // ── The game as a whole ──
  /** Lobby validation: the reason (an i18n key) this setup cannot start, or null. */
  checkSetup(setup: GameSetup): string | null;
  /** createGame, once the cards are dealt, before the first night is queued: the set's own state slice. */
  initState(s: GameState): void;
  /** The game's first steps instead of the first night (the Angel's day 0). */
  opening(s: GameState): QueuedStep[] | null;
  /** createGame, after the cards are dealt and announced. */
  atStart(s: GameState, ctx: Ctx): void;
  /** cloneState: copy deeply what of the set's slice `apply` may mutate (the rest is shared). */
  cloneSlice(copy: GameState, original: GameState): void;

  // ── Night ──
  /** Nightfall, before the night begins. */
  atNightfall(s: GameState, ctx: Ctx): void;
  /** Seats that wake with the wolves and choose with them tonight. */
  extraPack(s: GameState): number[];
  /** Extra prompts in the wolves' step. */
  wolvesPrompts(s: GameState, pack: number[]): Prompt[];
  /**
   * False when the pack has no victim tonight though it meets (RULES.md §13b: the Nightmare
   * terrified a pack wolf): its step is called as a fake one, with no victim prompt.
   */
  packHunts(s: GameState): boolean;
  /** The wolves' and the Guard's steps: a choice on a prompt the base step does not own (undefined: not mine). */
  choose(s: GameState, step: AnyStepState, prompt: Prompt, choice: Choice, ctx: Ctx): Rejection | null | undefined;
  /**
   * Prompts a rule set opens in a base night step beside the step's own (RULES.md §13b: the
   * Dreamweaver's in the Guard's step, two private prompts in one step): the step is real when any
   * prompt is open. Asked by the steps that take company (the Guard's); their answers come back
   * through `choose`, the step's end through `stepEnds`.
   */
  stepPrompts(s: GameState, step: AnyStepState): Prompt[];
  /** A step that takes company ends (answered or on the clock), before its own effect: what the company's prompts do then. */
  stepEnds(s: GameState, step: AnyStepState, ctx: Ctx, timedOut: boolean): void;
  /**
   * The narration key a step that takes company says, given its own (the Guard's wake and sleep
   * lines name the Dreamweaver too when the deck holds him: a deck fact, public).
   */
  narrationKey(s: GameState, key: string): string;
  /**
   * Where a night power aimed at `seat` lands tonight (RULES.md §13b, the Magician's swap): the seat
   * itself, or its partner. Every night effect reads its target through `landed` (context.ts); day
   * powers, dawn shots, grief and "dies with him" do not.
   */
  landsOn(s: GameState, seat: number): number;
  /** A role's power does not work now. */
  suspends(s: GameState, seat: number): boolean;
  /**
   * What the Seer is told of `target`, given the base answer (his card, or his team under `seerSees:
   * team`): a card that fools her says so (RULES.md §12: the Hidden Wolf is seen as a Villager, not a
   * wolf). Asked by the Seer's inspection (engine/roles/seer.ts `inspect`). No side effect.
   */
  seerSees(s: GameState, target: number, result: Knowledge): Knowledge;
  afterSeerResult(s: GameState, result: Knowledge, ctx: Ctx): void;
  /**
   * A night inspection struck `target` (the seat it landed on, through the Magician's swap): the
   * Seer's and the Psychic's, asked by their steps (RULES.md §13b: the Evil Knight reflects it onto
   * `inspector`). A copied inspection (the Mechanical Wolf's) does not ask it.
   */
  afterInspect(s: GameState, inspector: number, target: number, ctx: Ctx): void;
  /** The Witch's poison struck `target` (the seat it landed on), asked by her step (the Evil Knight's reflection). */
  afterPoison(s: GameState, witch: number, target: number, ctx: Ctx): void;

  // ── Dawn ──
  /**
   * Dawn, before the night's deaths are announced: true if a rule takes the dawn over and queues the
   * day itself (the Sheriff's election before the night's news, docs/rules.md §9).
   */
  holdsDawn(s: GameState, ctx: Ctx): boolean;
  /** Take over the wolves' deadly attack on `victim`. */
  interceptWolfKill(s: GameState, victim: number, ctx: Ctx): Interception;
  /** Deaths announced with the night's (no side effect: the Piper asks too). */
  nightDeaths(s: GameState): NightDeath[];
  /**
   * True when this player cannot die of `cause` tonight (RULES.md §12–13: the dreamer, the Evil
   * Knight, the Witcher and the poison): the night's death is dropped before it is announced. No side effect.
   */
  sparedAtNight(s: GameState, seat: number, cause: DeathCause): boolean;
  /** Seats protected tonight beside the Guard's (RULES.md §13b: a Mechanical Wolf's copied Guard is a Guard, the clash included). */
  guardedAlso(s: GameState): number[];
  /** Seats poisoned tonight beside the Witch's (RULES.md §13b: a copied poison is poison for every rule). */
  poisonedAlso(s: GameState): number[];
  /**
   * Deaths that follow from the night's others, announced with them (the Dreamweaver's dreamer dies
   * with him): given the night's deaths so far, the ones to add. No side effect.
   */
  nightDeathsAfter(s: GameState, deaths: ReadonlyMap<number, DeathCause>): NightDeath[];
  /** Once the night's deaths are resolved, before the night is forgotten. */
  atDawn(s: GameState, ctx: Ctx): void;
  /** After the night is forgotten and before the day is queued (New Moon's draw). */
  atDayStart(s: GameState, ctx: Ctx): void;

  // ── Day ──
  /**
   * The day the Sheriff is elected, given the day so far (the base: the `sheriffElection` variant's
   * day, or null for none): a rule set may move it or cancel it (the badge lost for good).
   */
  electionDay(s: GameState, day: number | null): number | null;
  /** After the candidacy: true if a rule takes the election over from here (the candidates' speeches, §9). */
  holdsElection(s: GameState, candidates: number[], ctx: Ctx): boolean;
  /** False when this title holder may not vote for Sheriff (a candidate, §9). */
  mayElect(s: GameState, seat: number): boolean;
  /** Steps before the election's revote among the tied (their speeches again, §9). */
  beforeElectionRevote(s: GameState, tied: number[]): QueuedStep[];
  /** True when a second election tie loses the badge instead of the seeded draw (§9). */
  tieLosesBadge(s: GameState): boolean;
  /** The Sheriff's vote is decided (elected, or the badge lost). */
  afterElectionVote(s: GameState, outcome: VoteOutcome, ctx: Ctx): void;
  /** Steps opening the day, after the Sheriff's election and before the discussion. */
  dayOpening(s: GameState): QueuedStep[];
  /** Change the day's discussion and vote steps (replace the vote, add a séance…). */
  dayQueue(s: GameState, queue: QueuedStep[]): QueuedStep[];
  /** True when today's debate goes in turn, whatever the `discussion` variant (Good Manners). */
  debateInTurn(s: GameState): boolean;
  /**
   * Today's speeches go in turn: true if a rule orders them itself and queues them (the Sheriff
   * chooses the direction, §9).
   */
  holdsRoundRobin(s: GameState, ctx: Ctx): boolean;
  /** Who starts the round robin when neither a death nor a Sheriff does (a drawn seat, §11); null: seat 1. */
  firstSpeaker(s: GameState): number | null;
  /** False when this living seat gets no speaking turn today (Luncheon for Seniors' away players). */
  maySpeak(s: GameState, seat: number): boolean;
  mayVote(s: GameState, seat: number): boolean;
  /** A voter's ballot weight, given the weight so far (the Sheriff's is the base). */
  voteWeight(s: GameState, seat: number, weight: number): number;
  /** Votes counted in a day vote on top of the ballots (the Raven's mark). */
  extraVotes(s: GameState): { seat: number; votes: number; reason?: string }[];
  /** A day vote's outcome is about to kill `seat`: true if a rule takes over that death (the Servant). */
  holdsElimination(s: GameState, seat: number, ctx: Ctx): boolean;
  /**
   * The vote is about to kill `seat` (no rule took the elimination over, or the Servant's step is
   * done): true if a rule keeps him alive though voted out (RULES.md §12: the Blood Moon Apostle,
   * the last wolf-camp player, lives through the next night). Asked by the vote and the Servant.
   */
  holdsVoteDeath(s: GameState, seat: number, ctx: Ctx): boolean;
  /**
   * Seats the vote of `day` put out of the game though they still live (RULES.md §13b: the held-over
   * Blood Moon Apostle): counted as voted out that day (the Gravekeeper's answer).
   */
  votedOutAlive(s: GameState, day: number): number[];
  afterVote(s: GameState, outcome: VoteOutcome, ctx: Ctx): void;
  /** Marks from the room (docs/rules.md §7) a contributor takes now. */
  marks(s: GameState): string[];
  /** A judgement from the room: undefined when the mark is not this contributor's. */
  onMark(s: GameState, action: Extract<Action, { type: 'mark' }>, ctx: Ctx): Rejection | null | undefined;
  /**
   * Prompts that belong to no step, open beside the step's own (the wolf's self-destruct, §9): no
   * step waits for them; views and `openPrompts` list them.
   */
  standingPrompts(s: GameState): Prompt[];
  /** An answer (its shape checked) to one of this contributor's standing prompts; undefined: not mine. */
  applyStanding(s: GameState, prompt: Prompt, choice: Choice, ctx: Ctx): StandingAnswer | undefined;
  /**
   * A wolf has self-destructed (§9 自爆): he is dead, the day's end queued. What his card does then
   * (the White Wolf King's claw, RULES.md §12), e.g. a step put first among the interrupts.
   * `unannounced`: seats the table still sees alive though the night killed them (its victims held
   * back for the election).
   */
  afterSelfDestruct(s: GameState, seat: number, unannounced: readonly number[], ctx: Ctx): void;

  // ── The death chain ──
  /** A player is dying: before the death is announced and the card shown (may change p.role). */
  beforeReveal(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void;
  /** True to keep this death's card face down for everyone. */
  hidesDeath(s: GameState, p: PlayerState, cause: DeathCause): boolean;
  /** True when the table saw a death of this cause happen: its cause is told even with the cards hidden (§11). */
  seenByAll(s: GameState, cause: DeathCause): boolean;
  /**
   * A death by this cause gives no shot, whatever the shooter's own rule (RULES.md §12–13b: the Wolf
   * Beauty's charm, a dream): the Hunter, the Wolf King and every copied shot ask it.
   */
  silencesShot(s: GameState, cause: DeathCause): boolean;
  /**
   * True while this player's passive village power sleeps (RULES.md §13b, the Blood Moon's night):
   * the Elder's second life, the Hunter's shot on dying. Kept apart from `suspends`, which New Moon's
   * cards answer for a night's away or joined players whose passive powers stay.
   */
  passiveSleeps(s: GameState, seat: number): boolean;
  /**
   * True when this death, of a cause the village kills by (vote, poison, the Hunter), is not the
   * village's (RULES.md §13b: the Mechanical Wolf's copied poison): no Elder's curse.
   */
  notByVillage(s: GameState, p: PlayerState, cause: DeathCause): boolean;
  /** A death by this cause leaves no time for last words, whatever the variant (the duel, the claw). */
  leavesNoLastWords(s: GameState, cause: DeathCause): boolean;
  /**
   * Steps the death chain owes this dead player (his last words, §9), queued as interrupts after the
   * base ones; each step's `chainOrder` (StepModule) places it in the chain.
   */
  deathInterrupts(s: GameState, p: PlayerState, cause: DeathCause): QueuedStep[];
  /** The dying Sheriff's choices beside naming a successor (tearing up the badge, §9). */
  badgePrompts(s: GameState, step: AnyStepState): Prompt[];
  /** True when the dying Sheriff's step is over before a successor is named (the badge torn up). */
  badgeDecided(s: GameState, step: AnyStepState): boolean;
  /** The dying Sheriff's step ends: true if a rule disposed of the badge instead of passing it on (§9). */
  disposesBadge(s: GameState, step: AnyStepState, ctx: Ctx, timedOut: boolean): boolean;
  afterDeath(s: GameState, p: PlayerState, cause: DeathCause, ctx: Ctx): void;
  /** True when the dead player's death power passed to someone else (the Servant took the Hunter). */
  powerTaken(s: GameState, p: PlayerState): boolean;
  /**
   * True while a death-chain decision still waiting may change who wins (the Wolf King's shot,
   * RULES.md §13): the win check and the day wait for it, as they do for the Hunter's shot.
   */
  holdsWin(s: GameState): boolean;

  // ── Winning (docs/rules.md §6, §11 order) ──
  /** A win that comes before the base ones (the Angel), checked first. */
  winFirst(s: GameState): Outcome | null;
  /** A win checked after the Piper's (the White Werewolf). */
  winAfterPiper(s: GameState): Outcome | null;
  /** False to hold back the wolves' win (the White Werewolf alive is not on their side). */
  wolvesMayWin(s: GameState): boolean;

  // ── What each viewer sees (views.ts) ──
  /** True while a dead seat's ghost view must wait (his last words still owed, §11). */
  ghostViewWaits(s: GameState, seat: number): boolean;
  /** Roles and teams this seat privately learned. */
  knownBy(s: GameState, viewer: number): Record<string, Knowledge>;
  /** The rule set's fields of a viewer's GameView (declared by merging into GameView). */
  viewSlice(s: GameState, viewer: Viewer, seesAll: boolean): object;
  /** The rule set's fields of a player's own MyView (declared by merging into MyView). */
  mySlice(s: GameState, p: PlayerState, seesAll: boolean): object;
}

export type HookName = keyof Hooks;

