import { activeHolder, hasPower, isWolf, landed, livingSeats, narrate, player, seatPrompt } from '../../context.js';
import { hooks, type NightDeath } from '../../hooks.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';

/**
 * One night's hunt: on night `night` the Witcher at `seat` chose `target`; his hunt landed on
 * `landed` (the same seat unless the Magician swapped it, RULES.md §13b: the step records the seat
 * chosen, the effect reads the landed one).
 */
export interface WitcherHunt { night: number; seat: number; target: number; landed: number }

/** The Witcher's memory (roles/roleData.ts, copied by cloneState): every hunt, in order. */
export interface WitcherData { hunts?: WitcherHunt[] }

/** Every hunt of any Witcher, in order. */
export function witcherHunts(s: GameState): WitcherHunt[] {
  return readRoleData<WitcherData>(s, 'witcher').hunts ?? [];
}

/** What a seat hunted as the Witcher, keyed by the hunter's seat (a Servant who takes the role starts with none). */
export function witcherHuntsOf(s: GameState, seat: number): WitcherHunt[] {
  return witcherHunts(s).filter((h) => h.seat === seat);
}

/**
 * The death a hunt brings at dawn (RULES.md §12–13b): the hunted player, if he is of the wolf camp
 * (`isWolf`: a loner, an infected or turned player alike), dies of the Witcher's hunt; anyone else →
 * the hunter dies of his failed hunt, however the target is protected. Exported so that a copied
 * Witcher (the Mechanical Wolf, §13b: "kills and dies like the real one") can read the same rule.
 * No side effect: the Piper asks for the night's deaths too.
 */
export function huntDeath(s: GameState, hunter: number, landedOn: number): NightDeath {
  return isWolf(s, player(s, landedOn)) ? { seat: landedOn, cause: 'witcher' } : { seat: hunter, cause: 'witcherFailed' };
}

/**
 * The Witcher 猎魔人 (RULES.md §12–13b): after the Witch (step `witcher`, order 73, before the
 * Gravekeeper), from night 2, he may hunt one other living player. What it does is only known at
 * dawn, through the deaths (`nightDeaths` below): at night he is told only whom he hunts, and nobody
 * (him included) what comes of it.
 *
 * The step is called every night with the same words: as a fake one on night 1 (his power starts on
 * night 2), and when he is absent, dead, cursed by the Elder, terrified by the Nightmare or asleep
 * under the Blood Moon (`activeHolder` is undefined then) — terrified, he hunts nobody and risks
 * nothing. Optional: the clock's end (or "nobody") is no hunt.
 */
const witcherStep: StepModule<NoData> = {
  name: 'witcher',
  timing: 'night',
  // After the Witch (70), before the Gravekeeper (76): §13b's Witch → Witcher → Gravekeeper.
  night: { order: 73, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.witcher.wake');
    const witcher = activeHolder(s, 'witcher');
    if (!witcher || s.day < 2) return enterFake(step);
    const seats = livingSeats(s).filter((seat) => seat !== witcher.seat);
    step.prompts = [seatPrompt(witcher.seat, 'witcher.hunt', 'prompt.witcher.title', seats, 0, 1)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    if (target === undefined) return null;
    const hunt: WitcherHunt = { night: s.day, seat: prompt.seat, target, landed: landed(s, target) };
    const data = roleData<WitcherData>(s, 'witcher');
    data.hunts = [...(data.hunts ?? []), hunt];
    // To him alone, and only what he chose: the outcome waits for the dawn.
    ctx.emit({ type: 'witcherHunt', audience: [prompt.seat], target });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.witcher.sleep');
  },
};

export const witcher: RoleModule = {
  id: 'witcher',
  camp: 'village',
  villagePower: true,
  steps: [witcherStep],
  hooks: {
    // Tonight's hunt, read from what his step recorded: neither the Guard nor the Witch stops it
    // (they protect from the wolves; resolveNight applies them to the wolves' victims only). A
    // dreamer's immunity to 'witcher' is the Dreamweaver's `sparedAtNight`; nothing spares 'witcherFailed'.
    nightDeaths(s) {
      const out: NightDeath[] = [];
      for (const hunt of witcherHunts(s)) {
        if (hunt.night !== s.day || !player(s, hunt.seat).alive || !player(s, hunt.landed).alive) continue;
        out.push(huntDeath(s, hunt.seat, hunt.landed));
      }
      return out;
    },
    // Poison does nothing to him (whose ever: a copied poison is poison too) while his power holds:
    // lost under the Elder's curse (`hasPower`), asleep with every passive village power under the
    // Blood Moon (`passiveSleeps`, RULES.md §13b). A terror takes his night's hunt only: the
    // immunity is no step of his (the Nightmare's `suspends` holds during tonight's steps).
    sparedAtNight(s, seat, cause) {
      if (cause !== 'poison') return false;
      const p = player(s, seat);
      return p.alive && p.role === 'witcher' && hasPower(s, 'witcher') && !hooks.passiveSleeps(s, seat);
    },
    mySlice: (s, p, all) => ({ witcher: { hunts: all ? witcherHunts(s) : witcherHuntsOf(s, p.seat) } }),
  },
};

declare module '../../types.js' {
  interface RoleIds { witcher: true }
  interface StepNames { witcher: true }
  interface StepData { witcher: NoData }
  interface DeathCauses {
    /** The wolf-camp player the Witcher hunted, at dawn; told like the night's other deaths. */
    witcher: true;
    /** The Witcher himself, at dawn, after hunting a player outside the wolf camp. */
    witcherFailed: true;
  }
  interface GameEventMap {
    /** To the Witcher alone: whom he hunts tonight (what comes of it is told by the dawn). */
    witcherHunt: { target: number };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** In games whose deck holds the Witcher: this player's hunts as the Witcher (ghosts: every one). */
    witcher?: { hunts: WitcherHunt[] };
  }
}
