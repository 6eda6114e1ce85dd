import { isWolf, livingWolfCamp, narrate, player } from '../../context.js';
import { kill } from '../../deaths.js';
import { hooks } from '../../hooks.js';
import { campOf } from '../../roles/facts.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import { rulesOf } from '../../ruleBook.js';
import { wolvesStep } from '../../roles/werewolf.js';
import type { NoData, StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';

/** The Apostle's memory: the night his self-destruct puts the village to sleep, and his held-over night. */
export interface BloodMoonData {
  /** The night after his self-destruct: every village-camp power sleeps (RULES.md §12). */
  sleepNight?: number;
  /** Voted out as the last wolf-camp player: he lives through `night` and dies at its dawn. */
  heldOver?: { seat: number; night: number };
}

function data(s: GameState): Partial<BloodMoonData> {
  return readRoleData<BloodMoonData>(s, 'bloodMoon');
}

/**
 * Whether this player's power sleeps now: a village-camp player during the night after the Apostle's
 * self-destruct, its dawn's deaths included (they happen at night: a Hunter killed in it gets no shot,
 * an Elder eaten in it has no second life, RULES.md §13b). The sleep ends with the night: by day (the
 * Knight's duel, the Hunter shot by day) nothing sleeps. Wolf-camp players never sleep (the
 * Mechanical Wolf's copy stays awake).
 */
export function asleep(s: GameState, seat: number): boolean {
  if (data(s).sleepNight !== s.day || s.phase !== 'night') return false;
  const p = player(s, seat);
  // Not only the living: a Hunter dying in it is asked as he dies (deaths.ts).
  return !isWolf(s, p) && campOf(s, p) === 'village';
}

/** The held-over Apostle, during his night and until he dies at its dawn. */
function heldOverTonight(s: GameState): number | undefined {
  const held = data(s).heldOver;
  return held && held.night === s.day && player(s, held.seat).alive ? held.seat : undefined;
}

/**
 * The Blood Moon's nightfall (no wake-up of his own): the first thing of the sleeping night, before
 * any step asks a holder. The room hears the blood moon rise, and each village-camp phone is told,
 * by an event for its seat alone, that its power sleeps tonight. Every other night it passes at once
 * and says nothing (it lasts no time, so it shows the table nothing).
 */
const bloodMoonStep: StepModule<NoData> = {
  name: 'bloodMoon',
  timing: 'none',
  night: { order: 1, firstNightOnly: false },
  enter(s, step, ctx) {
    step.fake = true;
    step.prompts = [];
    if (data(s).sleepNight !== s.day) return;
    narrate(ctx, 'narration.bloodMoon.rises');
    // One event per seat: a list would tell each sleeper who else is of the village.
    for (const p of s.players) if (p.alive && asleep(s, p.seat)) ctx.emit({ type: 'bloodMoonSleep', audience: [p.seat], night: s.day });
  },
  isComplete: () => true,
  resolve() {},
};

/** The dawn of his held-over night, once its deaths are told and the win checked with him alive: he dies. */
const bloodMoonDawnStep: StepModule<NoData> = {
  name: 'bloodMoonDawn',
  timing: 'none',
  enter(s, step, ctx) {
    step.prompts = [];
    if (step.actor !== null && player(s, step.actor).alive) kill(s, step.actor, 'bloodMoon', ctx);
  },
  isComplete: () => true,
  resolve() {},
};

/**
 * The Blood Moon Apostle 血月使徒 (RULES.md §12, §13, §13b): a wolf of the pack. When he
 * self-destructs, every village-camp power sleeps during the following night (hooks `suspends` and
 * `passiveSleeps`: their steps are fake, their passive powers do nothing). Voted out as the last
 * living wolf-camp player (loners count; a PK vote-out counts), he is voted out as usual — the badge
 * passes, he speaks his last words — but lives through the next night (hook `holdsVoteDeath`; a Servant who takes his role stops it), hunting alone in the pack's
 * step (the whole pack is he), and dies at its dawn ('bloodMoon'): the win is checked once his
 * victim has died with him alive, then again when he dies.
 */
export const bloodMoon: RoleModule = {
  id: 'bloodMoon',
  camp: 'wolves',
  wolfCard: true,
  steps: [wolvesStep, bloodMoonStep, bloodMoonDawnStep],
  hooks: {
    afterSelfDestruct(s, seat) {
      const p = player(s, seat);
      if (p.role === 'bloodMoon' && !hooks.powerTaken(s, p)) roleData<BloodMoonData>(s, 'bloodMoon').sleepNight = s.day + 1;
    },
    suspends: (s, seat) => asleep(s, seat),
    passiveSleeps: (s, seat) => asleep(s, seat),
    // Asked once no rule took the elimination over, or once the Servant chose: if she took his role,
    // his power is hers and he dies by the vote as anyone (RULES.md §13b: no hold-over).
    holdsVoteDeath(s, seat) {
      const p = player(s, seat);
      const camp = livingWolfCamp(s);
      if (p.role !== 'bloodMoon' || hooks.powerTaken(s, p) || camp.length !== 1 || camp[0] !== seat) return false;
      roleData<BloodMoonData>(s, 'bloodMoon').heldOver = { seat, night: s.day + 1 };
      // Out of the day's game as any voted-out player: no ballot, no badge for himself.
      p.canVote = false;
      // What a vote-out owes him now, as the death chain would: the badge passes, then his last words
      // (RULES.md §13b: he speaks after his vote-out, not at dawn).
      if (s.sheriff === seat) s.interrupts = [...s.interrupts, { name: 'sheriffSuccession', actor: seat }];
      if (rulesOf(s).steps.has('lastWords') && s.setup.variants.lastWords !== 'none') {
        s.interrupts = [...s.interrupts, { name: 'lastWords', actor: seat }];
      }
      return true;
    },
    // Voted out, though alive: the Gravekeeper reads him (as a wolf) the next night (RULES.md §13b).
    votedOutAlive(s, day) {
      const held = data(s).heldOver;
      return held && held.night === day + 1 ? [held.seat] : [];
    },
    // Nobody may strike him in his held-over night: whatever lands on him (a poison, a hunt) does nothing.
    sparedAtNight: (s, seat) => heldOverTonight(s) === seat,
    atDawn(s) {
      const seat = heldOverTonight(s);
      if (seat === undefined) return;
      // After what the dawn's dead decide (a shot, the badge: they may still change who wins while he
      // lives), before their last words: once he is gone the village may have won already.
      const words = s.interrupts.findIndex((q) => q.name === 'lastWords');
      const at = words < 0 ? s.interrupts.length : words;
      s.interrupts = [...s.interrupts.slice(0, at), { name: 'bloodMoonDawn', actor: seat }, ...s.interrupts.slice(at)];
    },
    seenByAll: (s, cause) => cause === 'bloodMoon',
    leavesNoLastWords: (s, cause) => cause === 'bloodMoon',
    // Public (the room heard the blood moon rise): the TV tints its forest for the sleeping night.
    viewSlice: (s) => ({ bloodMoon: { risen: s.phase === 'night' && data(s).sleepNight === s.day } }),
  },
};

declare module '../../types.js' {
  interface RoleIds { bloodMoon: true }
  interface StepNames { bloodMoon: true; bloodMoonDawn: true }
  interface StepData { bloodMoon: NoData; bloodMoonDawn: NoData }
  interface DeathCauses {
    /** The held-over Blood Moon Apostle, at the dawn of the night he lived through after his vote-out. */
    bloodMoon: true;
  }
  interface GameEventMap {
    /** To one village-camp player: the blood moon is up, his power sleeps tonight. */
    bloodMoonSleep: { night: number };
  }
}

declare module '../../views.js' {
  interface GameView {
    /** In games whose deck holds the Blood Moon Apostle: tonight is his sleeping night (public). */
    bloodMoon?: { risen: boolean };
  }
}
