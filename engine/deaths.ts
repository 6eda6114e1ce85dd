import { hasPower, landed, player, type Ctx } from './context.js';
import { hooks } from './hooks.js';
import { stepModule } from './roles/facts.js';
import { owesDeathPower } from './steps/deathPower.js';
import type { DeathCause, GameState, PlayerState, QueuedStep } from './types.js';

/** Causes by which the village kills (docs/rules.md terms): these trigger the Elder's curse. */
const BY_VILLAGE: ReadonlySet<DeathCause> = new Set(['vote', 'poison', 'hunter']);

/**
 * Tonight's victims of the wolf camp, each once, lowest seat first: the pack's and those of the
 * loners hunting alone (RULES.md §13b: both are shown to the Witch, guarded and announced together).
 */
export function nightVictims(s: GameState): number[] {
  const out = s.night.wolfVictim === null ? [] : [s.night.wolfVictim];
  for (const seat of s.night.soloVictims) if (!out.includes(seat)) out.push(seat);
  return out.sort((a, b) => a - b);
}

/**
 * Whether a Guard protects this player tonight: the Guard's, or a rule set's (hook `guardedAlso`, a
 * copied Guard); never the Little Girl (docs/rules.md §3). `seat` is the player an attack struck
 * (where it landed): the Guard's shield sits on the player his choice landed on (RULES.md §13b).
 */
export function guardedTonight(s: GameState, seat: number): boolean {
  const guarded = s.night.guardTarget !== null && landed(s, s.night.guardTarget) === seat;
  return (guarded || hooks.guardedAlso(s).includes(seat)) && player(s, seat).role !== 'littleGirl';
}

/**
 * Tonight's poisoned players: the Witch's (the player her choice landed on, RULES.md §13b) and a
 * rule set's (hook `poisonedAlso`, a copied poison).
 */
export function poisonedTonight(s: GameState): number[] {
  const also = hooks.poisonedAlso(s);
  return s.night.poisoned === null ? also : [landed(s, s.night.poisoned), ...also];
}

/**
 * Whether a victim of the wolf camp is protected tonight (guard or potion, docs/rules.md §3).
 * `victim` is the seat chosen (as the Witch is shown it); the Guard protects the player the bite
 * lands on, the heal saves him whatever seat the bite was aimed at (RULES.md §13b, the swap).
 */
export function victimProtected(s: GameState, victim: number | null = s.night.wolfVictim): boolean {
  if (victim === null) return false;
  const guarded = guardedTonight(s, landed(s, victim));
  const healed = s.night.healed && (s.night.healedSeat ?? s.night.wolfVictim) === victim;
  if (guarded && healed && s.setup.variants.guardWitchClash) return false;
  return guarded || healed;
}

/**
 * Whether a wolf-camp attack on this chosen victim kills tonight (not protected, not spared by a
 * rule set — a dream, the Evil Knight — and not an Elder's spare life): the player it lands on dies.
 */
export function nightVictimDies(s: GameState, victim: number | null = s.night.wolfVictim): boolean {
  if (victim === null || victimProtected(s, victim)) return false;
  return biteKills(s, landed(s, victim));
}

/** Whether a bite that is not stopped kills `victim`, the player it struck (no immunity, no spare life). */
function biteKills(s: GameState, victim: number): boolean {
  if (hooks.sparedAtNight(s, victim, 'wolves')) return false;
  return !elderSpareLife(s, player(s, victim));
}

/** The Elder's second life holds against this night attack (docs/rules.md §4.4), unless it sleeps (hook `passiveSleeps`). */
function elderSpareLife(s: GameState, p: PlayerState): boolean {
  return p.role === 'elder' && p.lives > 1 && !hooks.passiveSleeps(s, p.seat);
}

/**
 * What the table saw happen (docs/rules.md §11): with the cards hidden (`revealOnDeath=never`) the
 * cause of every other death is told to nobody but the ghosts and, at the end, everyone.
 */
const SEEN_BY_ALL: ReadonlySet<DeathCause> = new Set(['vote', 'scapegoat', 'hunter']);

/** A death's cause as the table is told it: the cause, or `untold` (docs/rules.md §11). */
export type ToldCause = DeathCause | 'untold';

/** Whether the whole table saw a death of this cause happen: the base's, or a rule set's (hook `seenByAll`). */
export function seenByTable(s: GameState, cause: DeathCause): boolean {
  return SEEN_BY_ALL.has(cause) || hooks.seenByAll(s, cause);
}

export function toldCause(s: GameState, cause: DeathCause): ToldCause {
  return s.setup.variants.revealOnDeath !== 'never' || seenByTable(s, cause) ? cause : 'untold';
}

function revealsOnDeath(s: GameState): boolean {
  return s.setup.variants.revealOnDeath === 'always';
}

export function reveal(s: GameState, p: PlayerState, ctx: Ctx, reason: string): void {
  if (p.revealed) return;
  p.revealed = true;
  ctx.emit({ type: 'reveal', audience: 'public', seat: p.seat, role: p.role, reason });
}

function hunterShoots(s: GameState, p: PlayerState, cause: DeathCause): boolean {
  if (p.role !== 'hunter' || !hasPower(s, 'hunter') || hooks.powerTaken(s, p) || hooks.silencesShot(s, cause)) return false;
  // A Hunter killed while his power sleeps (the Blood Moon's night, RULES.md §13b) gets no shot.
  if (hooks.passiveSleeps(s, p.seat)) return false;
  if (s.setup.variants.hunterShootsWhen === 'notPoisonedNotGrief') return cause !== 'poison' && cause !== 'grief';
  if (s.setup.variants.hunterShootsWhen === 'notPoisoned') return cause !== 'poison';
  return true;
}

function queueInterrupt(s: GameState, step: QueuedStep): void {
  s.interrupts = [...s.interrupts, step];
  // Each step's place in the chain is its own (StepModule.chainOrder); the sort keeps equals in order.
  const rank = (q: QueuedStep) => stepModule(s, q.name).chainOrder ?? 2;
  s.interrupts.sort((a, b) => rank(a) - rank(b));
}

/**
 * A shot is still to come in the death chain (the Hunter's, or a rule set's: the Wolf King's): wins
 * are checked, and a dawn's day begins, only after it (docs/rules.md §4.2, §6).
 */
export function shotPending(s: GameState): boolean {
  // A hidden death's step holds them as the Hunter's would (steps/deathPower.ts): the same day follows.
  return s.interrupts.some((q) => q.name === 'hunterShot' || q.name === 'deathPower') || hooks.holdsWin(s);
}

/**
 * Kills a player and runs the immediate part of the death chain (docs/rules.md §4): grief,
 * the Elder's curse; queues what needs a decision (the Hunter's shot, the Sheriff's successor).
 */
export function kill(s: GameState, seat: number, cause: DeathCause, ctx: Ctx): void {
  const p = player(s, seat);
  if (!p.alive) return;
  p.alive = false;
  p.death = { cause, day: s.day, phase: s.phase === 'night' ? 'night' : 'day' };
  s.lastDead = seat;
  hooks.beforeReveal(s, p, cause, ctx);
  const shown = revealsOnDeath(s) && !hooks.hidesDeath(s, p, cause);
  // A public event: it carries the cause only when the table may be told it.
  const told = toldCause(s, cause);
  ctx.emit({
    type: 'death', audience: 'public', key: `death.${told}`, seat, cause: told,
    day: s.day, phase: p.death.phase, role: shown ? p.role : undefined,
  });
  if (shown) reveal(s, p, ctx, 'death');

  if (p.lover !== null) {
    const partner = player(s, p.lover);
    if (partner.alive) kill(s, partner.seat, 'grief', ctx);
  }
  if (hunterShoots(s, p, cause)) queueInterrupt(s, { name: 'hunterShot', actor: seat });
  if (s.sheriff === seat) queueInterrupt(s, { name: 'sheriffSuccession', actor: seat });
  for (const owed of hooks.deathInterrupts(s, p, cause)) queueInterrupt(s, owed);
  // A hidden death is asked as a shooter's is, so no step names the card (variant deathPowerCall).
  if (owesDeathPower(s, p)) queueInterrupt(s, { name: 'deathPower', actor: seat });
  hooks.afterDeath(s, p, cause, ctx);
  if (p.role === 'elder' && BY_VILLAGE.has(cause) && !s.villagePowersLost && !hooks.notByVillage(s, p, cause)) {
    s.villagePowersLost = true;
    ctx.emit({ type: 'elderCurse', audience: 'public', key: 'narration.elderCurse', seat });
    const idiot = s.players.find((q) => q.alive && q.role === 'idiot' && q.revealed && !q.canVote);
    if (idiot) kill(s, idiot.seat, 'elderCurse', ctx);
  }
}

/**
 * Dawn (docs/rules.md §4): the night's deaths, announced together, then the chain. Returns the
 * seats the dawn announced, lowest first.
 */
export function resolveNight(s: GameState, ctx: Ctx): number[] {
  const deaths = new Map<number, DeathCause>();
  // What a rule set makes a player immune to tonight (a dream, the Evil Knight, the Witcher's poison).
  const spared = (seat: number, cause: DeathCause) => hooks.sparedAtNight(s, seat, cause);
  // Each bite is chosen against a seat and strikes the player it lands on (RULES.md §13b, the swap).
  for (const chosen of nightVictims(s)) {
    const victim = landed(s, chosen);
    if (victimProtected(s, chosen) || spared(victim, 'wolves')) continue;
    const p = player(s, victim);
    if (elderSpareLife(s, p)) p.lives -= 1;
    else {
      const caught = hooks.interceptWolfKill(s, victim, ctx);
      if (caught === 'normal') deaths.set(victim, 'wolves');
      else if (caught !== 'handled') deaths.set(caught.dies, caught.cause); // New Moon: Backfire's wolf
    }
  }
  for (const poisoned of poisonedTonight(s)) if (!spared(poisoned, 'poison')) deaths.set(poisoned, 'poison');
  // The Characters' deaths (docs/rules.md §10): the Big Bad Wolf's victim, the White Werewolf's, tetanus.
  for (const extra of hooks.nightDeaths(s)) {
    if (deaths.has(extra.seat) || spared(extra.seat, extra.cause)) continue;
    const p = player(s, extra.seat);
    if (extra.cause === 'wolves' && elderSpareLife(s, p)) p.lives -= 1;
    else deaths.set(extra.seat, extra.cause);
  }
  // Deaths that follow from the night's others (the Dreamweaver's dreamer), announced with them.
  for (const extra of hooks.nightDeathsAfter(s, deaths)) if (!deaths.has(extra.seat)) deaths.set(extra.seat, extra.cause);
  const seats = [...deaths.keys()].filter((seat) => player(s, seat).alive).sort((a, b) => a - b);
  const eaten = [s.night.wolfVictim, ...s.night.soloVictims].map((v) => (v === null ? null : landed(s, v))).find((v) => v !== null && deaths.get(v) === 'wolves');
  if (eaten !== undefined && eaten !== null) {
    s.lastWolfVictim = eaten;
    s.firstWolfVictim ??= eaten;
  }
  // The announcement names every death of the night, a lover's grief included (it follows at once).
  const announced = [...seats];
  for (const seat of seats) {
    const lover = player(s, seat).lover;
    if (lover !== null && player(s, lover).alive && !announced.includes(lover)) announced.push(lover);
  }
  announced.sort((a, b) => a - b);
  ctx.emit({ type: 'dawn', audience: 'public', key: announced.length ? 'narration.dawn.deaths' : 'narration.dawn.noDeaths', day: s.day, deaths: announced });
  // Deaths announced together happen together: an Elder killed by the village among them brings
  // his curse only after the others (and their grief) have died, whatever the seat numbers — so a
  // Hunter eaten the night the Elder is poisoned still shoots (docs/rules-decisions.md).
  const elderLast = [...seats].sort((a, b) => Number(player(s, a).role === 'elder') - Number(player(s, b).role === 'elder'));
  for (const seat of elderLast) kill(s, seat, deaths.get(seat)!, ctx);
  // "Died last night" (the speaking order, docs/rules.md §11) is what the dawn announced.
  return announced;
}

