import { inPack, isWolf } from './context.js';
import { hooks } from './hooks.js';
import { campOf, isWolfCard, stepModule } from './roles/facts.js';
import { rulesOf } from './ruleBook.js';
import { toldCause, type ToldCause } from './deaths.js';
import { wolvesStep } from './roles/werewolf.js';
import { dataOf } from './steps/stepModule.js';
import { publicStepName } from './steps/deathPower.js';

const WOLVES_ORDER = wolvesStep.night!.order;
import type {
  Audience, Camp, Death, GameEvent, GameState, Outcome, Prompt, RoleId, SeerResult, StepName, StepTiming,
  Variants, Viewer,
} from './types.js';

export interface PlayerView {
  seat: number;
  name: string;
  alive: boolean;
  /** The role, only when this viewer may know it. */
  role: RoleId | null;
  /** The role is public. */
  revealed: boolean;
  /** What this viewer knows short of the role (the Seer's team result, the Little Girl's peek). */
  team: 'wolf' | 'notWolf' | null;
  sheriff: boolean;
  canVote: boolean;
  /** How the player died, as the table was told it: `untold` hides a cause (docs/rules.md §11). */
  death: ToldDeath | null;
  /** Known to this viewer only: the viewer's partner, the charmed. */
  lover: boolean;
  charmed: boolean;
}

export interface ToldDeath extends Omit<Death, 'cause'> {
  cause: ToldCause;
}

export interface MyView {
  seat: number;
  role: RoleId;
  card: RoleId;
  camp: Camp;
  alive: boolean;
  /** Dead with `ghostsSeeAll`: sees every role and every night. */
  ghost: boolean;
  partner: number | null;
  partnerIsWolf: boolean | null;
  pack: { seat: number; pick: number | null }[];
  charmed: number[];
  seerResults: SeerResult[];
  littleGirlSeen: number[];
  potions: { heal: boolean; poison: boolean } | null;
  guardLast: number | null;
  spares: RoleId[];
  lovers: number[];
  // Each rule set adds its own fields by merging into this interface (the Characters' `characters`).
}

export interface GameView {
  viewer: Viewer;
  seq: number;
  phase: GameState['phase'];
  day: number;
  step: { id: number; name: StepName; timing: StepTiming; actor: number | null };
  players: PlayerView[];
  deck: RoleId[];
  preset: GameState['setup']['preset'];
  variants: Variants;
  sheriff: number | null;
  villagePowersLost: boolean;
  /**
   * No vote records here: every revealed vote is in the viewer's events (`votesRevealed`, with its
   * ballots and tally), and sending it twice doubled a nightfall's patch (docs/protocol.md, Bytes).
   */
  /** While a vote is open: who may vote and who has voted (never for whom). */
  voting: { voters: number[]; voted: number[] } | null;
  /** The ready moment before the first night: how many are ready (never who holds what). */
  ready: { ready: number; players: number } | null;
  speakingOrder: number[] | null;
  allowedVoters: number[] | null;
  me: MyView | null;
  prompts: Prompt[];
  outcome: Outcome | null;
  /** Everything secret, for ghosts only. */
  secrets: GhostSecrets | null;
  // Each rule set adds its own fields by merging into this interface (New Moon's `newMoon`…).
}

export interface GhostSecrets {
  night: GameState['night'];
  potions: GameState['potions'];
  spares: RoleId[];
  guardLast: number | null;
  seerResults: SeerResult[];
}

/**
 * A dead player still making his own last decisions (the Hunter's shot, the Sheriff's or the
 * Executioner's successor, the Scapegoat's voters): until they are made he knows exactly what he
 * knew alive (docs/rules.md §4: when the ghost view begins). Every such decision is a
 * death-chain step whose public actor is the dead player, open now or still queued.
 */
export function decidingAfterDeath(s: GameState, seat: number): boolean {
  const p = s.players[seat - 1];
  if (!p || p.alive || s.phase === 'over') return false;
  if (s.step.actor === seat && s.step.prompts.some((q) => q.seat === seat && !q.answered)) return true;
  // A hidden death's step with nothing to decide keeps him as a shooter's keeps the Hunter (steps/deathPower.ts).
  if (s.step.actor === seat && s.step.name === 'deathPower') return true;
  return s.interrupts.some((q) => q.actor === seat);
}

/** Knows what a living player knows: alive, or dead but still making his last decisions. */
function knowsAsAlive(s: GameState, seat: number): boolean {
  return s.players[seat - 1].alive || decidingAfterDeath(s, seat);
}

export function isGhost(s: GameState, seat: number): boolean {
  const p = s.players[seat - 1];
  return !!p && !p.alive && s.setup.variants.ghostsSeeAll && !decidingAfterDeath(s, seat) && !hooks.ghostViewWaits(s, seat);
}

/** May this viewer see everything (a ghost, or anyone once the game is over)? */
function seesAll(s: GameState, viewer: Viewer): boolean {
  if (s.phase === 'over') return true;
  return viewer.kind === 'seat' && isGhost(s, viewer.seat);
}

const VOTE_STEPS: ReadonlySet<StepName> = new Set(['vote', 'sheriffVote']);

/**
 * Everything one viewer may know, and nothing more (docs/design.md, "Secrets": secrets never leave the
 * host). Every message the host sends to a device is built from this.
 */
export function viewFor(s: GameState, viewer: Viewer): GameView {
  const all = seesAll(s, viewer);
  const book = rulesOf(s);
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const me = seat !== null ? s.players[seat - 1] : null;
  const iAmWolf = !!me && knowsAsAlive(s, me.seat) && inPack(s, me);
  const knownTeams = new Map<number, 'wolf' | 'notWolf'>();
  const knownRoles = new Map<number, RoleId>();

  if (me) {
    knownRoles.set(me.seat, me.role);
    if (me.role === 'seer' || me.card === 'seer') {
      for (const r of s.seerResults) {
        if (r.result === 'wolf' || r.result === 'notWolf') knownTeams.set(r.target, r.result);
        else knownRoles.set(r.target, r.result);
      }
    }
    if (me.role === 'littleGirl') for (const w of s.littleGirlSeen) knownRoles.set(w, 'werewolf');
    if (iAmWolf) {
      // The pack knows its members as wolves, not their cards (the White Werewolf, an infected Seer…).
      for (const p of s.players) if (inPack(s, p) && p.seat !== me.seat && packHasMet(s, p)) knownRoles.set(p.seat, 'werewolf');
      if (s.littleGirlExposed !== null) knownRoles.set(s.littleGirlExposed, 'littleGirl');
    }
    for (const [target, what] of Object.entries(hooks.knownBy(s, me.seat))) {
      if (what === 'wolf' || what === 'notWolf') knownTeams.set(Number(target), what);
      else knownRoles.set(Number(target), what);
    }
    if (me.lover !== null && s.setup.variants.loversSeeTeam && loversInformed(s)) {
      knownTeams.set(me.lover, isWolf(s, s.players[me.lover - 1]) ? 'wolf' : 'notWolf');
    }
  }
  const iSeeCharmed = !!me && (all || me.role === 'piper' || (me.charmed && knowsAsAlive(s, me.seat)));
  const myPartner = me && me.lover !== null && loversInformed(s) ? me.lover : null;
  const iAmCupid = !!me && me.role === 'cupid';

  const players: PlayerView[] = s.players.map((p) => {
    const role = all || p.revealed ? p.role : knownRoles.get(p.seat) ?? null;
    return {
      seat: p.seat,
      name: p.name,
      alive: p.alive,
      role,
      revealed: p.revealed,
      team: role ? (isWolfCard(book, role) || (all && isWolf(s, p)) ? 'wolf' : 'notWolf') : knownTeams.get(p.seat) ?? null,
      sheriff: s.sheriff === p.seat,
      canVote: p.canVote,
      // Those who see everything (ghosts, the end) are told every cause; the rest what the table saw.
      death: p.death && (all ? p.death : { ...p.death, cause: toldCause(s, p.death.cause) }),
      lover: (all || iAmCupid) ? p.lover !== null : (me !== null && (p.seat === me.seat ? myPartner !== null : p.seat === myPartner)),
      charmed: iSeeCharmed ? p.charmed : false,
    };
  });

  const voting = VOTE_STEPS.has(s.step.name)
    ? {
      voters: s.step.prompts.map((p) => p.seat),
      voted: s.step.prompts.filter((p) => p.answered).map((p) => p.seat),
    }
    : null;

  const view: GameView = {
    viewer,
    seq: s.seq,
    phase: s.phase,
    day: s.day,
    // The dead shooter himself sees his own step; the others its public name (steps/deathPower.ts).
    step: { id: s.step.id, name: seat !== null && seat === s.step.actor ? s.step.name : publicStepName(s, s.step), timing: s.step.timing, actor: s.step.actor },
    players,
    deck: s.setup.fullDeck.slice(),
    preset: s.setup.preset,
    variants: s.setup.variants,
    sheriff: s.sheriff,
    villagePowersLost: s.villagePowersLost,
    voting,
    ready: s.step.name === 'ready'
      ? { ready: s.step.prompts.filter((p) => p.answered).length, players: s.step.prompts.length }
      : null,
    speakingOrder: s.step.name === 'speech' || s.step.name === 'discussion' ? speakingOrderOf(s) : null,
    allowedVoters: s.allowedVotersDay === s.day ? s.allowedVoters : null,
    me: me ? myView(s, me.seat, all) : null,
    prompts: me ? [...s.step.prompts, ...hooks.standingPrompts(s)].filter((p) => p.seat === me.seat) : [],
    outcome: s.outcome,
    secrets: all && viewer.kind === 'seat'
      ? { night: s.night, potions: s.potions, spares: s.spares, guardLast: s.guardLast, seerResults: s.seerResults }
      : null,
  } as GameView;
  // Each rule set's own fields of the view (its slice, declared by merging into GameView).
  return Object.assign(view, hooks.viewSlice(s, viewer, all));
}

/** Night 1 before the pack first wakes: a step that comes before the wolves' in the waking order (§3, §10). */
function beforeFirstPack(s: GameState): boolean {
  if (s.day !== 1 || s.phase !== 'night') return false;
  const order = stepModule(s, s.step.name).night?.order;
  return order !== undefined && order < WOLVES_ORDER;
}

/** A wild Wolf-Hound is met by the pack at its first waking, not when he chooses. */
function packHasMet(s: GameState, p: GameState['players'][number]): boolean {
  return p.turned !== 'hound' || !beforeFirstPack(s);
}

/** Lovers learn of each other at the Lovers' step; before it, not even they know. */
function loversInformed(s: GameState): boolean {
  return s.day > 1 || s.phase !== 'night' || !['thief', 'cupid'].includes(s.step.name);
}

function speakingOrderOf(s: GameState): number[] | null {
  const order: number[] = [];
  if (s.step.name === 'speech' && s.step.actor !== null) order.push(s.step.actor);
  for (const q of s.interrupts) if (q.name === 'speech' && q.actor) order.push(q.actor);
  return order.length ? order : null;
}

function myView(s: GameState, seat: number, all: boolean): MyView {
  const p = s.players[seat - 1];
  const tonightsPack = dataOf(s.step, 'werewolves')?.pack;
  const asAlive = knowsAsAlive(s, seat);
  const packNow = asAlive && (tonightsPack ? tonightsPack.includes(seat) : inPack(s, p));
  const wolf = inPack(s, p) && asAlive;
  const packPicks = new Map<number, number | null>();
  // Only the pack sees its live picks: a ghost sees the pack, not a choice still open (§4).
  if (packNow && s.step.name === 'werewolves') {
    for (const q of s.step.prompts) {
      if (q.id === 'wolves.victim') packPicks.set(q.seat, Array.isArray(q.current) ? q.current[0] ?? null : null);
    }
  }
  const informed = loversInformed(s);
  const mine: MyView = {
    seat,
    role: p.role,
    card: p.card,
    camp: campOf(s, p),
    alive: p.alive,
    ghost: isGhost(s, seat),
    partner: informed ? p.lover : null,
    partnerIsWolf: informed && p.lover !== null && s.setup.variants.loversSeeTeam
      ? isWolf(s, s.players[p.lover - 1]) : null,
    pack: tonightsPack && (packNow || all)
      ? tonightsPack.map((q) => ({ seat: q, pick: packPicks.get(q) ?? null }))
      : wolf || all
        ? s.players.filter((q) => inPack(s, q) && (q.seat === seat || all || packHasMet(s, q))).map((q) => ({ seat: q.seat, pick: packPicks.get(q.seat) ?? null }))
        : [],
    charmed: p.role === 'piper' || (p.charmed && asAlive) || all ? s.players.filter((q) => q.charmed).map((q) => q.seat) : [],
    seerResults: p.role === 'seer' || p.card === 'seer' || all ? s.seerResults : [],
    littleGirlSeen: p.role === 'littleGirl' || all ? s.littleGirlSeen : [],
    potions: p.role === 'witch' || all ? s.potions : null,
    guardLast: p.role === 'guard' || all ? s.guardLast : null,
    spares: p.card === 'thief' || all ? s.spares : [],
    lovers: p.role === 'cupid' || all ? s.players.filter((q) => q.lover !== null).map((q) => q.seat) : [],
  } as MyView;
  return Object.assign(mine, hooks.mySlice(s, p, all));
}

/** May this viewer see this event? Ghosts (when `ghostsSeeAll`) and the game's end see all. */
export function canSee(s: GameState, event: { audience: Audience }, viewer: Viewer): boolean {
  if (event.audience === 'public') return true;
  if (viewer.kind === 'table') return s.phase === 'over';
  return event.audience.includes(viewer.seat) || seesAll(s, viewer);
}

/**
 * The events of `events` this viewer may see. `events` is the log's tail up to `s` (the whole log,
 * or what happened since a device's cursor). A ghost sees other seats' secret events only once
 * their step is over (docs/rules.md §4: ghosts learn the past, never the present): a ballot, a wolf's
 * pick or the Seer's answer in the step still open is held back; the host sends a ghost those
 * events when that step ends (electron/host/shown.ts, `eventsBetween`: the same events, with a
 * step's held-back ones placed at its end).
 */
export function eventsFor(s: GameState, events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  if (viewer.kind !== 'seat' || !isGhost(s, viewer.seat) || s.phase === 'over') {
    return events.filter((e) => canSee(s, e, viewer));
  }
  const current = currentStepStart(events);
  return events.filter((e, i) => canSee(s, e, viewer)
    && (i < current || e.audience === 'public' || e.audience.includes(viewer.seat)));
}

/** Index of the first event of the step in progress: after the tail's last `stepStarted`. */
function currentStepStart(events: readonly GameEvent[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (events[i].type === 'stepStarted') return i + 1;
  return 0;
}
