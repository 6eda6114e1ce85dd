import { activeHolder, confirmPrompt, isWolf, landed, livingSeats, narrate, player, seatPrompt } from '../../context.js';
import { kill, reveal } from '../../deaths.js';
import { hooks, type Knowledge, type NightDeath } from '../../hooks.js';
import { setInfo } from '../../prompts.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { inspect } from '../../roles/seer.js';
import { lastShotStep } from '../../steps/lastShot.js';
import { addSoloVictim, huntsAlone, soloHuntPrompt } from '../../steps/soloHunt.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { DeathCause, GameState, PlayerState, Prompt, RoleId } from '../../types.js';
import { dreamPrompt, drawDream, recordDream } from '../dreamweaver/role.js';
import { partnerIn } from '../magician/role.js';
import { psychicReads } from '../psychic/role.js';
import { huntDeath } from '../witcher/role.js';

/** The roles whose power he copies (RULES.md §13): every other card he learns copies nothing. */
const COPYABLE: ReadonlySet<RoleId> = new Set<RoleId>(['seer', 'psychic', 'guard', 'witch', 'hunter', 'witcher', 'dreamweaver', 'magician']);

/**
 * What one seat learned as the Mechanical Wolf, on the first night it held the card. Keyed by seat:
 * a Servant who takes the card of a voted-out Mechanical Wolf learns again the next night, and a
 * Thief who takes it learns on his first night (RULES.md §13b).
 */
export interface MechanicalPick {
  seat: number;
  night: number;
  /** The seat he chose; null: nothing chosen (the clock, a terror), nothing copied for good. */
  target: number | null;
  /** The card he learned ('wolf': a wolf-camp card teaches only the camp); null: nothing learned. */
  learned: Knowledge | null;
  /** The role whose power he uses from the next night on; null: none, for good. */
  copied: RoleId | null;
  /** A copied Witch: her poison, once. */
  poisonUsed?: boolean;
  /** A copied Guard: whom he chose last night (never the same two nights running: chosen seats). */
  guardLast?: number | null;
  /** Tonight's copied guard / poison: the seat chosen, and the seat it lands on (the Magician's swap). */
  guard?: { night: number; seat: number; on: number };
  poison?: { night: number; seat: number; on: number };
  /** A copied Witcher: tonight's hunt (it kills and fails at dawn as the Witcher's). */
  hunt?: { night: number; seat: number; on: number };
  /** A copied Magician: his swaps (each player once per game, a pool of his own: RULES.md §13b). */
  swaps?: { night: number; seats: [number, number] }[];
}

/** A pick as a view shows it: tonight's copied guard, poison and hunt by the seat chosen only. */
export type MechanicalPickSeen = Omit<MechanicalPick, 'guard' | 'poison' | 'hunt'> & {
  guard?: { night: number; seat: number };
  poison?: { night: number; seat: number };
  hunt?: { night: number; seat: number };
};

/** One night's copied inspection: the chosen seat and the answer its landed player gave. */
export interface MechanicalResult { night: number; seat: number; target: number; result: Knowledge; as: 'seer' | 'psychic' }

export interface MechanicalWolfData { picks?: MechanicalPick[]; results?: MechanicalResult[] }

function data(s: GameState): Partial<MechanicalWolfData> {
  return readRoleData<MechanicalWolfData>(s, 'mechanicalWolf');
}

/** What this seat learned as the Mechanical Wolf, if it has picked (or lost its pick). */
export function mechanicalPickOf(s: GameState, seat: number): MechanicalPick | undefined {
  return (data(s).picks ?? []).find((r) => r.seat === seat);
}

export function mechanicalResultsOf(s: GameState, seat: number): MechanicalResult[] {
  return (data(s).results ?? []).filter((r) => r.seat === seat);
}

/**
 * His pick as his own view shows it: where a power of his landed (`on`, a Magician's swap) is told
 * to nobody (RULES.md §13b), so only the seats he chose stay.
 */
function seenBy(pick: MechanicalPick): MechanicalPickSeen {
  const { guard, poison, hunt, ...rest } = pick;
  const chosen = (done: { night: number; seat: number }) => ({ night: done.night, seat: done.seat });
  return {
    ...rest,
    ...(guard ? { guard: chosen(guard) } : {}),
    ...(poison ? { poison: chosen(poison) } : {}),
    ...(hunt ? { hunt: chosen(hunt) } : {}),
  };
}

/** His pick, for writing (it exists: the step made it). */
function pickFor(s: GameState, seat: number): MechanicalPick {
  return roleData<MechanicalWolfData>(s, 'mechanicalWolf').picks!.find((r) => r.seat === seat)!;
}

function record(s: GameState, pick: MechanicalPick): void {
  const d = roleData<MechanicalWolfData>(s, 'mechanicalWolf');
  d.picks = [...(d.picks ?? []).filter((r) => r.seat !== pick.seat), pick];
}

/** The power he uses tonight: copied on an earlier night (never the night he learns it). */
function powerTonight(s: GameState, seat: number): RoleId | null {
  const pick = mechanicalPickOf(s, seat);
  return pick && pick.night < s.day ? pick.copied : null;
}

/**
 * What he learns of the player his pick lands on (RULES.md §13, §13b): a wolf-camp card teaches only
 * "wolf camp" and copies nothing; landing on himself (a swap) copies nothing; any other card is
 * learned, and copied if its power is one he can use.
 */
function learn(s: GameState, me: number, target: number): { learned: Knowledge; copied: RoleId | null } {
  const on = player(s, landed(s, target));
  if (on.seat === me) return { learned: on.role, copied: null };
  if (isWolf(s, on)) return { learned: 'wolf', copied: null };
  return { learned: on.role, copied: COPYABLE.has(on.role) ? on.role : null };
}

/** Tonight's prompts of his copied power (none for a Hunter, whose power is on dying). */
function powerPrompts(s: GameState, seat: number, pick: MechanicalPick): Prompt[] {
  const others = livingSeats(s).filter((q) => q !== seat);
  switch (powerTonight(s, seat)) {
    case 'seer':
    case 'psychic':
      return [seatPrompt(seat, 'mechanicalWolf.inspect', 'prompt.mechanicalWolf.inspect', others)];
    case 'guard': {
      const last = pick.guardLast ?? null;
      const seats = livingSeats(s).filter((q) => q !== last);
      const disabled = last !== null && livingSeats(s).includes(last) ? [{ seat: last, reason: 'prompt.guard.notTwice' }] : [];
      return [seatPrompt(seat, 'mechanicalWolf.protect', 'prompt.mechanicalWolf.protect', seats, 0, 1, { disabled })];
    }
    case 'dreamweaver':
      // He must choose (the clock draws for him), and his dreams are his own: the Dreamweaver's rules
      // read them by the dreamer's seat (immunity, two nights running, dying with him).
      return [dreamPrompt(s, seat)];
    case 'magician': {
      // As the Magician's step: "no swap tonight?" and the pair; his own pool of spent players.
      const spent = (pick.swaps ?? []).flatMap((w) => w.seats);
      const seats = livingSeats(s).filter((q) => !spent.includes(q));
      if (seats.length < 2) return [];
      const disabled = livingSeats(s).filter((q) => spent.includes(q)).map((q) => ({ seat: q, reason: 'prompt.mechanicalWolf.spent' }));
      return [
        confirmPrompt(seat, 'mechanicalWolf.skip', 'prompt.mechanicalWolf.skip'),
        seatPrompt(seat, 'mechanicalWolf.swap', 'prompt.mechanicalWolf.swap', seats, 2, 2, { disabled }),
      ];
    }
    case 'witcher':
      return [seatPrompt(seat, 'mechanicalWolf.witcherHunt', 'prompt.mechanicalWolf.witcherHunt', others, 0, 1)];
    case 'witch':
      // A poison only, and never the victim: he is shown nothing (RULES.md §13b).
      return pick.poisonUsed ? [] : [seatPrompt(seat, 'mechanicalWolf.poison', 'prompt.mechanicalWolf.poison', livingSeats(s), 0, 1)];
    default:
      return [];
  }
}

/**
 * His step (RULES.md §12 order: after the Gargoyle, before the Witch), called every night: on his first
 * night with the card he learns one other player's card; from the next night on he uses the copied
 * power; once no pack wolf lives he also chooses a victim alone. Absent, dead or terrified: a fake
 * step with the same words (terrified on his learning night, he copies nothing for good, §13b).
 */
const mechanicalWolfStep: StepModule<NoData> = {
  name: 'mechanicalWolf',
  timing: 'night',
  night: { order: 68, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.mechanicalWolf.wake');
    const card = s.players.find((p) => p.alive && p.role === 'mechanicalWolf');
    if (!card) return enterFake(step);
    const me = activeHolder(s, 'mechanicalWolf');
    const pick = mechanicalPickOf(s, card.seat);
    if (!me) {
      // His learning night lost (the Nightmare's terror): nothing is copied, for good.
      if (!pick) record(s, { seat: card.seat, night: s.day, target: null, learned: null, copied: null });
      return enterFake(step);
    }
    step.prompts = pick
      ? powerPrompts(s, me.seat, pick)
      : [seatPrompt(me.seat, 'mechanicalWolf.learn', 'prompt.mechanicalWolf.learn', livingSeats(s).filter((q) => q !== me.seat))];
    if (huntsAlone(s, me.seat)) step.prompts.push(soloHuntPrompt(s, me.seat, 'mechanicalWolf.hunt', 'prompt.mechanicalWolf.hunt'));
    if (step.prompts.length === 0) enterFake(step);
  },
  choose(s, step, prompt, choice, ctx) {
    // Every prompt of his takes seats but "no swap tonight?", a yes/no.
    const [target] = Array.isArray(choice) ? (choice as number[]) : [];
    const seat = prompt.seat;
    switch (prompt.id) {
      case 'mechanicalWolf.learn': {
        const got = learn(s, seat, target);
        record(s, { seat, night: s.day, target, ...got });
        setInfo(prompt, 'mechanicalWolf.learn', { target, ...got });
        ctx.emit({ type: 'mechanicalWolfLearned', audience: [seat], target, ...got });
        return null;
      }
      case 'mechanicalWolf.inspect': {
        // The copied Seer's answer is the Seer's (her variant, a card that fools her); the copied
        // Psychic's is the card. Both read the landed player, shown against the chosen seat.
        const as = powerTonight(s, seat) === 'seer' ? 'seer' : 'psychic';
        const on = landed(s, target);
        const result: Knowledge = as === 'seer' ? inspect(s, on) : psychicReads(s, on);
        const d = roleData<MechanicalWolfData>(s, 'mechanicalWolf');
        d.results = [...(d.results ?? []), { night: s.day, seat, target, result, as }];
        setInfo(prompt, 'mechanicalWolf.inspect', { target, result });
        ctx.emit({ type: 'mechanicalWolfInspected', audience: [seat], target, result });
        return null;
      }
      case 'mechanicalWolf.protect':
        if (target !== undefined) pickFor(s, seat).guard = { night: s.day, seat: target, on: landed(s, target) };
        ctx.emit({ type: 'mechanicalWolfProtected', audience: [seat], target: target ?? null });
        return null;
      case 'mechanicalWolf.poison':
        if (target !== undefined) {
          const pick = pickFor(s, seat);
          pick.poison = { night: s.day, seat: target, on: landed(s, target) };
          pick.poisonUsed = true;
          ctx.emit({ type: 'mechanicalWolfPoisoned', audience: [seat], target });
          // Poison for every rule: what it struck may strike back (the Evil Knight), as the Witch's.
          hooks.afterPoison(s, seat, pick.poison.on, ctx);
        }
        return null;
      case 'dreamweaver.dream':
        recordDream(s, seat, target, ctx, false);
        return null;
      case 'mechanicalWolf.skip':
        if (choice === true) closeOther(step.prompts, 'mechanicalWolf.swap', []);
        return null;
      case 'mechanicalWolf.swap': {
        const [a, b] = [...(choice as number[])].sort((x, y) => x - y);
        const pick = pickFor(s, seat);
        pick.swaps = [...(pick.swaps ?? []), { night: s.day, seats: [a, b] }];
        s.night.mechanicalSwapA = a;
        s.night.mechanicalSwapB = b;
        closeOther(step.prompts, 'mechanicalWolf.skip', false);
        ctx.emit({ type: 'mechanicalWolfSwapped', audience: [seat], seats: [a, b] });
        return null;
      }
      case 'mechanicalWolf.witcherHunt':
        if (target !== undefined) pickFor(s, seat).hunt = { night: s.day, seat: target, on: landed(s, target) };
        return null;
      case 'mechanicalWolf.hunt':
        // Recorded as the pack records its victim: the seat chosen (the Witch is shown it).
        if (target !== undefined) addSoloVictim(s, target);
        return null;
      default:
        return null;
    }
  },
  resolve(s, step, ctx, timedOut) {
    const learning = step.prompts.find((p) => p.id === 'mechanicalWolf.learn');
    // A copied Dreamweaver must choose: on the clock the Dreamweaver's draw chooses for him.
    for (const prompt of step.prompts) if (prompt.id === 'dreamweaver.dream' && !prompt.answered) drawDream(s, prompt, ctx);
    // On the clock, his learning night passes: nothing is copied, for good (RULES.md §13b).
    if (learning && !learning.answered && timedOut) {
      record(s, { seat: learning.seat, night: s.day, target: null, learned: null, copied: null });
    }
    const card = s.players.find((p) => p.alive && p.role === 'mechanicalWolf');
    const pick = card && mechanicalPickOf(s, card.seat);
    // A copied Guard's "never two nights running" compares the seats he chose; a night without a
    // protection (none chosen, terrified) frees him.
    if (pick && pick.copied === 'guard') pickFor(s, pick.seat).guardLast = pick.guard?.night === s.day ? pick.guard.seat : null;
    narrate(ctx, 'narration.mechanicalWolf.sleep');
  },
};

/**
 * A copied Hunter shoots when he dies, from day 1 (RULES.md §13b), as the Hunter would: not when
 * poisoned (a copied poison too), not of grief where the Hunter is silenced by it, nor of a death
 * that silences every shot; a Servant who took his card stops it.
 */
function copiedShot(s: GameState, p: PlayerState, cause: DeathCause): boolean {
  if (p.role !== 'mechanicalWolf' || mechanicalPickOf(s, p.seat)?.copied !== 'hunter') return false;
  if (cause === 'poison' || (cause === 'grief' && s.setup.variants.hunterShootsWhen === 'notPoisonedNotGrief')) return false;
  return !hooks.silencesShot(s, cause) && !hooks.powerTaken(s, p);
}

/** The dead Mechanical Wolf's copied shot: the Hunter's step shape and timer; his card shows when he shoots. */
export const mechanicalWolfShotStep = lastShotStep<{ nobody?: boolean }>({
  name: 'mechanicalWolfShot',
  promptId: 'mechanicalWolf.shoot',
  title: 'prompt.mechanicalWolf.shoot',
  narration: 'narration.mechanicalWolf.shoot',
  saysTimeUp: true,
  // With every hidden death asked, his copied shot looks like every other death's step (steps/deathPower.ts).
  shotOnDying: true,
  shoot(s, step, seat, target, ctx) {
    reveal(s, player(s, seat), ctx, 'ability');
    ctx.emit({ type: 'mechanicalWolfShot', audience: 'public', key: 'narration.mechanicalWolf.shot', seat, target });
    kill(s, target, 'mechanicalWolfShot', ctx);
  },
  noShot(s, step, ctx) {
    ctx.emit({ type: 'mechanicalWolfShot', audience: 'public', key: 'narration.mechanicalWolf.noShot', seat: step.actor!, target: null });
  },
});

/** A prompt still open closed as answered with `none` (one answer of the copied Magician settles both). */
function closeOther(prompts: Prompt[], id: string, none: boolean | number[]): void {
  const other = prompts.find((p) => p.id === id && !p.answered);
  if (other) {
    other.answered = true;
    other.current = none;
  }
}

/** Tonight's swap of a copied Magician, if any (kept with the night's facts, cleared at dawn). */
function swapTonight(s: GameState): [number, number] | undefined {
  const { mechanicalSwapA: a, mechanicalSwapB: b } = s.night;
  return a === undefined || b === undefined ? undefined : [a, b];
}

/** Tonight's copied guard or poison of every pick (one Mechanical Wolf a game, but a Servant may follow). */
function tonight(s: GameState, which: 'guard' | 'poison'): number[] {
  const out: number[] = [];
  for (const pick of data(s).picks ?? []) {
    const done = pick[which];
    if (done && done.night === s.day) out.push(done.on);
  }
  return out;
}

/**
 * The Mechanical Wolf 机械狼 (RULES.md §12–13b): wolf camp, alone (never in the pack, cannot
 * self-destruct). What he learned, copied and saw is his alone (an event for his seat, his view).
 */
export const mechanicalWolf: RoleModule = {
  id: 'mechanicalWolf',
  camp: 'wolves',
  wolfCard: true,
  loner: true,
  noSelfDestruct: true,
  // He may copy the Hunter: a deck with him asks every hidden death (deathPowerCall 'everyone').
  shootsOnDeath: true,
  steps: [mechanicalWolfStep, mechanicalWolfShotStep],
  hooks: {
    // A copied Magician redirects every target read after his step (the pack's bite, read at dawn,
    // included): the swap exists only once he made it, so what was read before stays as it was.
    landsOn: (s, seat) => partnerIn(swapTonight(s), seat),
    // A copied Guard is a Guard: his protection is read beside the Guard's (the clash applies).
    guardedAlso: (s) => tonight(s, 'guard'),
    // A copied poison is poison for every rule (cause 'poison': no shot, the Witcher's immunity…).
    poisonedAlso: (s) => tonight(s, 'poison'),
    // …but not the village's (RULES.md §13b): an Elder he poisons brings no curse.
    notByVillage: (s, p, cause) => cause === 'poison' && s.night.poisoned !== p.seat && tonight(s, 'poison').includes(p.seat),
    // A copied Witcher kills and dies like the real one (RULES.md §13b): the Witcher's own rule.
    nightDeaths(s) {
      const out: NightDeath[] = [];
      for (const pick of data(s).picks ?? []) {
        const hunt = pick.hunt;
        if (!hunt || hunt.night !== s.day || !player(s, pick.seat).alive || !player(s, hunt.on).alive) continue;
        out.push(huntDeath(s, pick.seat, hunt.on));
      }
      return out;
    },
    deathInterrupts: (s, p, cause) => (copiedShot(s, p, cause) ? [{ name: 'mechanicalWolfShot', actor: p.seat }] : []),
    seenByAll: (s, cause) => cause === 'mechanicalWolfShot',
    // As the Wolf King: his shot holds the win check while it may change it (some wolf camp lives).
    holdsWin: (s) => s.interrupts.some((q) => q.name === 'mechanicalWolfShot') && s.players.some((p) => p.alive && isWolf(s, p)),
    knownBy(s, viewer) {
      const out: Record<string, Knowledge> = {};
      const pick = mechanicalPickOf(s, viewer);
      if (pick && pick.target !== null && pick.learned !== null) out[pick.target] = pick.learned;
      for (const r of mechanicalResultsOf(s, viewer)) out[r.target] = r.result;
      return out;
    },
    mySlice: (s, p, all) => {
      const pick = mechanicalPickOf(s, p.seat);
      return {
        mechanicalWolf: {
          picks: all ? data(s).picks ?? [] : pick ? [seenBy(pick)] : [],
          results: all ? data(s).results ?? [] : mechanicalResultsOf(s, p.seat),
        },
      };
    },
  },
};

declare module '../../types.js' {
  interface RoleIds { mechanicalWolf: true }
  interface StepNames { mechanicalWolf: true; mechanicalWolfShot: true }
  interface StepData { mechanicalWolf: NoData; mechanicalWolfShot: { nobody?: boolean } }
  interface NightState {
    /** Tonight's swap by a copied Magician (lowest seat in A); absent: none. Flat, as the Magician's. */
    mechanicalSwapA?: number;
    mechanicalSwapB?: number;
  }
  interface DeathCauses {
    /** The dead Mechanical Wolf's copied Hunter's shot: seen by the table; not the village's (RULES.md §13b). */
    mechanicalWolfShot: true;
  }
  interface GameEventMap {
    /** To him alone: the card he learned (or 'wolf'), and the role he copies (null: none). */
    mechanicalWolfLearned: { target: number; learned: Knowledge; copied: RoleId | null };
    /** To him alone: a copied inspection's answer on the chosen seat. */
    mechanicalWolfInspected: { target: number; result: Knowledge };
    /** To him alone: his copied protection (null: nobody). */
    mechanicalWolfProtected: { target: number | null };
    /** To him alone: his copied poison. */
    mechanicalWolfPoisoned: { target: number };
    /** To him alone: the two players his copied Magician swapped tonight. */
    mechanicalWolfSwapped: { seats: [number, number] };
    /** Public: the dead Mechanical Wolf's copied shot (null: the clock ran out, no shot). */
    mechanicalWolfShot: { seat: number; target: number | null };
  }
  interface PromptInfos {
    /** Set once answered: what he learned and copied. */
    'mechanicalWolf.learn': { target: number; learned: Knowledge; copied: RoleId | null };
    /** Set once answered: the copied inspection's answer. */
    'mechanicalWolf.inspect': { target: number; result: Knowledge };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** In games whose deck holds the Mechanical Wolf: what this seat learned and saw as him (ghosts: every one). */
    mechanicalWolf?: { picks: MechanicalPickSeen[]; results: MechanicalResult[] };
  }
}
