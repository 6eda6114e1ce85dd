import { activeHolder, hasPower, landed, livingSeats, player, seatPrompt } from '../../context.js';
import { hooks, type NightDeath } from '../../hooks.js';
import { pick } from '../../rng.js';
import { guardStep } from '../../roles/guard.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import type { RoleModule } from '../../roles/roleModule.js';
import type { Ctx, GameState, Prompt } from '../../types.js';

/**
 * One night's dream: who dreamed (`by`, the Dreamweaver's seat), the seat he chose, and the seat the
 * dream sits on (`on`: the chosen one, or his partner in the Magician's swap, RULES.md §13b). Keyed
 * by the dreamer's seat, so a Servant who takes the role starts afresh and a copied power
 * (the Mechanical Wolf's) keeps dreams of its own.
 */
export interface Dream { night: number; by: number; chosen: number; on: number }

export interface DreamweaverData { dreams: Dream[] }

/** What his own view keeps of a dream: the seat he chose. Where it sat (a swap) is told to nobody. */
export interface DreamSeen { night: number; chosen: number }

/**
 * Causes a dream does not stop (RULES.md §13–13b): the dream itself, the Evil Knight's reflection,
 * a Witcher's failed hunt (the dreamed Witcher still dies of it), and the held-over Blood Moon
 * Apostle's death at dawn (the vote's, put off, not a night's).
 */
// Plain strings: those causes are declared in their own roles' folders.
const NOT_STOPPED: ReadonlySet<string> = new Set(['dream', 'reflection', 'witcherFailed', 'bloodMoon']);

function dreams(s: GameState): Dream[] {
  return readRoleData<DreamweaverData>(s, 'dreamweaver').dreams ?? [];
}

/** The dream `by` had on night `night`, if any (none: he was absent, dead, powerless or terrified). */
export function dreamOf(s: GameState, by: number, night: number): Dream | undefined {
  return dreams(s).find((d) => d.by === by && d.night === night);
}

/**
 * Whether the dream of `by` holds now: he lives and his power works (RULES.md §13b: under the Elder's
 * curse or asleep — the Blood Moon, a terror: `suspends`, `passiveSleeps` — the link and the immunity sleep too).
 */
function linkHolds(s: GameState, by: number): boolean {
  const p = player(s, by);
  return p.alive && !hooks.suspends(s, by) && !hooks.passiveSleeps(s, by) && hasPower(s, p.role);
}

/** Tonight's dreams that hold. */
function tonight(s: GameState): Dream[] {
  return s.phase === 'night' ? dreams(s).filter((d) => d.night === s.day && linkHolds(s, d.by)) : [];
}

/**
 * His prompt, which joins the Guard's step (RULES.md §13b: one step, two private prompts): he must
 * choose another living player (min 1). Last night's choice is offered (a second night kills: the
 * phone warns, from the info), never disabled.
 */
export function dreamPrompt(s: GameState, by: number): Prompt {
  const seats = livingSeats(s).filter((seat) => seat !== by);
  const last = dreamOf(s, by, s.day - 1)?.chosen ?? null;
  return seatPrompt(by, 'dreamweaver.dream', 'prompt.dreamweaver.title', seats, 1, 1, {
    info: { last: last !== null && seats.includes(last) ? last : null },
  });
}

/** Records tonight's dream of `by` on `chosen` (where it sits read through the swap) and tells him alone. */
export function recordDream(s: GameState, by: number, chosen: number, ctx: Ctx, drawn: boolean): void {
  const data = roleData<DreamweaverData>(s, 'dreamweaver');
  // Replaced, never mutated in place: what a clone shares stays as it was.
  data.dreams = [...(data.dreams ?? []).filter((d) => !(d.by === by && d.night === s.day)), { night: s.day, by, chosen, on: landed(s, chosen) }];
  ctx.emit({ type: 'dreamweaverDream', audience: [by], target: chosen, drawn });
}

/**
 * The clock's choice for him (RULES.md §13b): a living player other than himself and other than
 * last night's dreamer, drawn with the game's seeded generator; last night's only if nobody else is left.
 */
export function drawDream(s: GameState, prompt: Prompt, ctx: Ctx): void {
  const last = dreamOf(s, prompt.seat, s.day - 1)?.chosen;
  const seats = prompt.seats ?? [];
  const pool = seats.filter((seat) => seat !== last);
  const from = pool.length > 0 ? pool : seats;
  if (from.length > 0) recordDream(s, prompt.seat, pick(s, from), ctx, true);
}

/**
 * The Dreamweaver 摄梦人 (RULES.md §12–13b): a god of the village who, each night, in the Guard's step,
 * must choose another living player as his dreamer. The dreamer cannot die that night (every night
 * death but the ones in NOT_STOPPED; the immunity wins over the Guard + Witch clash); if the
 * Dreamweaver dies that night, his dreamer dies with him (cause 'dream', even if immune); the same
 * dreamer two nights running dies at that dawn. A dream death gives no shot and, unless every death
 * has them, no last words; it passes the badge and sets off grief (the base chain). Voted out by
 * day, his last dreamer stays alive (only night deaths follow him). The dreamer is not told.
 */
export const dreamweaver: RoleModule = {
  id: 'dreamweaver',
  camp: 'village',
  villagePower: true,
  // He wakes in the Guard's step: he brings it, so a deck without a Guard still calls it (for him alone).
  steps: [guardStep],
  hooks: {
    // A terrified or otherwise powerless Dreamweaver is not asked: no dream tonight, and the
    // two-nights count restarts (no dream recorded for this night).
    stepPrompts(s, step) {
      if (step.name !== 'guard') return [];
      const dw = activeHolder(s, 'dreamweaver');
      return dw ? [dreamPrompt(s, dw.seat)] : [];
    },
    choose(s, step, prompt, choice, ctx) {
      if (prompt.id !== 'dreamweaver.dream') return undefined;
      const [target] = choice as number[];
      recordDream(s, prompt.seat, target, ctx, false);
      return null;
    },
    stepEnds(s, step, ctx) {
      for (const prompt of step.prompts) if (prompt.id === 'dreamweaver.dream' && !prompt.answered) drawDream(s, prompt, ctx);
    },
    // The step's lines name whom the deck calls (a deck fact, public): Guard and Dreamweaver, or him alone.
    narrationKey(s, key) {
      if (key !== 'narration.guard.wake' && key !== 'narration.guard.sleep') return key;
      const who = s.setup.fullDeck.includes('guard') ? 'guardDreamweaver' : 'dreamweaver';
      return key.replace('narration.guard.', `narration.${who}.`);
    },
    sparedAtNight: (s, seat, cause) => !NOT_STOPPED.has(cause) && tonight(s).some((d) => d.on === seat),
    // The same dreamer two nights running (the seats he chose, RULES.md §13b) dies at that dawn.
    nightDeaths(s) {
      const out: NightDeath[] = [];
      for (const d of tonight(s)) {
        if (dreamOf(s, d.by, s.day - 1)?.chosen === d.chosen) out.push({ seat: d.on, cause: 'dream' });
      }
      return out;
    },
    // A Dreamweaver who dies tonight (his lover's grief included: it is announced with the night's
    // deaths) takes his dreamer with him, immune or not; a rule that stops dreams (the Evil Knight's) still does.
    nightDeathsAfter(s, deaths) {
      const out: NightDeath[] = [];
      for (const d of tonight(s)) {
        const lover = player(s, d.by).lover;
        const dies = deaths.has(d.by) || (lover !== null && deaths.has(lover));
        if (!dies || d.on === d.by || deaths.has(d.on) || hooks.sparedAtNight(s, d.on, 'dream')) continue;
        out.push({ seat: d.on, cause: 'dream' });
      }
      return out;
    },
    silencesShot: (s, cause) => cause === 'dream',
    // RULES.md §13b: no last words for a dream death, like grief; when every death has them, it has too.
    leavesNoLastWords: (s, cause) => cause === 'dream' && s.setup.variants.lastWords !== 'always',
    // His own dreams, the seats he chose (never where a swap sat them); ghosts see every one.
    mySlice: (s, p, all) => ({
      dreamweaver: {
        dreams: dreams(s).filter((d) => all || d.by === p.seat).map((d): DreamSeen => ({ night: d.night, chosen: d.chosen })),
      },
    }),
  },
};

declare module '../../types.js' {
  interface RoleIds { dreamweaver: true }
  interface DeathCauses { dream: true }
  interface GameEventMap {
    /** To the Dreamweaver alone: tonight's dreamer (`drawn`: the clock chose him). */
    dreamweaverDream: { target: number; drawn: boolean };
  }
  interface PromptInfos {
    /** Last night's dreamer, if he lives: the phone warns that a second night kills him. */
    'dreamweaver.dream': { last: number | null };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** In games whose deck holds the Dreamweaver: the dreams this player had (ghosts: every one). */
    dreamweaver?: { dreams: DreamSeen[] };
  }
}
