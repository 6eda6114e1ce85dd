import { activeHolder, inPack, landed, livingSeats, livingWolves, narrate, player, seatPrompt } from '../../context.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import { stepModule } from '../../roles/facts.js';
import { wolvesStep } from '../../roles/werewolf.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';

/** One night's terror: the night and the seat the Nightmare chose (the seat he chose, RULES.md §13b). */
/** `seat`: the seat he chose; `on`: the player it landed on through the Magician's swap, when another. */
export interface Terror { night: number; seat: number; on?: number }

/** The Nightmare's memory: every terror, in order (replaced whole, never mutated: states share it until cloned). */
export interface NightmareData { terrors?: Terror[] }

/** Tonight's terrified player, if the Nightmare chose one tonight: where the terror landed (RULES.md §13b). */
export function terrifiedTonight(s: GameState): number | undefined {
  const terror = readRoleData<NightmareData>(s, 'nightmareWolf').terrors?.find((t) => t.night === s.day);
  return terror && (terror.on ?? terror.seat);
}

/** The seat he chose last night: never twice running ("compares chosen seats", RULES.md §13b). */
function lastNightsSeat(s: GameState): number | undefined {
  return readRoleData<NightmareData>(s, 'nightmareWolf').terrors?.find((t) => t.night === s.day - 1)?.seat;
}

/**
 * The terror holds during tonight's steps only: his power "does nothing tonight" (RULES.md §12), so a
 * step called after his is fake, but what happens at dawn is no night power — a terrified Hunter or
 * Wolf King still shoots when he dies, and a passive immunity read while the night's deaths are
 * resolved still holds (§13b). The dawn is a step of no night order, so it ends the terror.
 */
function terrifiedNow(s: GameState, seat: number): boolean {
  if (s.phase !== 'night' || terrifiedTonight(s) !== seat) return false;
  return stepModule(s, s.step.name).night !== undefined;
}

/**
 * The Nightmare 噩梦之影 (RULES.md §12, §13 "Nightmare", §13b): a wolf of the pack who wakes before
 * every other power of the night (after the first-night steps and the Magician; on night 1 before
 * meeting the pack) and may terrify one other living player, never the seat he chose last night.
 * That player's step is called as usual but fake (hook `suspends`), and only his phone is told; a
 * terrified packmate calls the pack's hunt off for tonight (hook `packHunts`), each pack phone told.
 */
const nightmareStep: StepModule<NoData> = {
  name: 'nightmareWolf',
  timing: 'night',
  night: { order: 35, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.nightmareWolf.wake');
    const nightmare = activeHolder(s, 'nightmareWolf');
    if (!nightmare) return enterFake(step);
    const last = lastNightsSeat(s);
    const others = livingSeats(s).filter((seat) => seat !== nightmare.seat);
    const disabled = last !== undefined && others.includes(last) ? [{ seat: last, reason: 'prompt.nightmareWolf.notTwice' }] : [];
    // Optional: on the clock, nobody is terrified.
    step.prompts = [seatPrompt(nightmare.seat, 'nightmareWolf.terrify', 'prompt.nightmareWolf.title',
      others.filter((seat) => seat !== last), 0, 1, { disabled })];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    if (target === undefined) return null;
    const data = roleData<NightmareData>(s, 'nightmareWolf');
    // The Magician's swap, made before his step, moves the terror (§13b: every effect lands on the partner).
    const on = landed(s, target);
    data.terrors = [...(data.terrors ?? []), { night: s.day, seat: target, ...(on !== target ? { on } : {}) }];
    // The terrified phone alone learns its power sleeps tonight (RULES.md §13: nobody else is told).
    ctx.emit({ type: 'nightmareTerrified', audience: [on], night: s.day, seat: on });
    // A terrified packmate: the pack meets with no victim tonight, and each of its phones says so.
    if (inPack(s, player(s, on))) ctx.emit({ type: 'nightmareNoHunt', audience: livingWolves(s), night: s.day });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.nightmareWolf.sleep');
  },
};

export const nightmareWolf: RoleModule = {
  id: 'nightmareWolf',
  camp: 'wolves',
  wolfCard: true,
  steps: [nightmareStep, wolvesStep],
  hooks: {
    suspends: (s, seat) => terrifiedNow(s, seat),
    packHunts(s) {
      const seat = terrifiedTonight(s);
      return seat === undefined || s.phase !== 'night' || !inPack(s, player(s, seat));
    },
    // RULES.md §13 says his last protected player "stays the one before"; §13b, which wins, that a
    // terrified Guard "may protect anyone the next night": so his last protection is forgotten.
    atDawn(s) {
      const seat = terrifiedTonight(s);
      if (seat !== undefined && player(s, seat).role === 'guard') s.guardLast = null;
    },
    mySlice: (s, p, all) => ({
      nightmareWolf: {
        terrors: all || p.role === 'nightmareWolf' ? readRoleData<NightmareData>(s, 'nightmareWolf').terrors ?? [] : [],
      },
    }),
  },
};

declare module '../../types.js' {
  interface RoleIds { nightmareWolf: true }
  interface StepNames { nightmareWolf: true }
  interface StepData { nightmareWolf: NoData }
  interface GameEventMap {
    /** To the terrified player alone: his night power sleeps tonight. */
    nightmareTerrified: { night: number; seat: number };
    /** To the living pack: a packmate is terrified, the pack has no victim tonight. */
    nightmareNoHunt: { night: number };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** In games whose deck holds the Nightmare: the Nightmare's own terrors (his view, ghosts': every one). */
    nightmareWolf?: { terrors: Terror[] };
  }
}
