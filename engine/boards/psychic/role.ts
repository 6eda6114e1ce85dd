import { activeHolder, landed, livingSeats, narrate, player, seatPrompt } from '../../context.js';
import { hooks, type Knowledge } from '../../hooks.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { setInfo } from '../../prompts.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState, RoleId } from '../../types.js';

/** One night's inspection: who looked (`seat`), at whom, and the card he saw. */
export interface PsychicResult { night: number; seat: number; target: number; role: RoleId }

/**
 * What a seat saw as the Psychic. Keyed by the inspector's seat, so a Servant who later takes the
 * Psychic's role starts blind, as a fresh card does (docs/rules.md §10: her role's state is reset).
 */
export function psychicResultsOf(s: GameState, seat: number): PsychicResult[] {
  return (s.psychicResults ?? []).filter((r) => r.seat === seat);
}

/**
 * The card a Psychic reads on a player: the role he plays now, as the Seer's 'role' answer does
 * (an infected Villager is a Villager; the Hidden Wolf is the Hidden Wolf, docs/rules.md §13b: only
 * the Seer is fooled by him; the Mechanical Wolf is the Mechanical Wolf, §13).
 */
export function psychicReads(s: GameState, target: number): RoleId {
  return player(s, target).role;
}

/**
 * The Psychic 通灵师 (docs/rules.md §12–13b): right after the Seer each night he inspects one other
 * living player and learns his card, never a team. The step is called every night (fake when he is
 * absent, dead, cursed by the Elder or otherwise powerless), with the same words; what he learns
 * goes to his phone alone (an event for his seat, the prompt's info, his view's known roles).
 */
const psychicStep: StepModule<NoData> = {
  name: 'psychic',
  timing: 'night',
  // Between the Seer (50) and the Fox (52): §13b's Guard → Seer → Psychic → Fox.
  night: { order: 51, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.psychic.wake');
    const psychic = activeHolder(s, 'psychic');
    if (!psychic) return enterFake(step);
    const seats = livingSeats(s).filter((seat) => seat !== psychic.seat);
    step.prompts = [seatPrompt(psychic.seat, 'psychic.inspect', 'prompt.psychic.title', seats)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    // Shown and kept against the seat he chose; read on the card the look landed on (RULES.md §13b).
    const role = psychicReads(s, landed(s, target));
    // Replaced, never mutated: the clone shares it (engine/clone.ts).
    s.psychicResults = [...(s.psychicResults ?? []), { night: s.day, seat: prompt.seat, target, role }];
    setInfo(prompt, 'psychic.inspect', { target, role });
    ctx.emit({ type: 'psychicResult', audience: [prompt.seat], target, role });
    // What the inspection struck may strike back (the Evil Knight, RULES.md §13b): the seat it landed on.
    hooks.afterInspect(s, prompt.seat, landed(s, target), ctx);
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.psychic.sleep');
  },
};

export const psychic: RoleModule = {
  id: 'psychic',
  camp: 'village',
  villagePower: true,
  steps: [psychicStep],
  hooks: {
    // His answers are his alone: the cards he saw, as known roles in his own view only.
    knownBy(s, viewer) {
      const out: Record<string, Knowledge> = {};
      for (const r of psychicResultsOf(s, viewer)) out[r.target] = r.role;
      return out;
    },
    mySlice: (s, p, all) => ({ psychic: { results: all ? s.psychicResults ?? [] : psychicResultsOf(s, p.seat) } }),
  },
};

declare module '../../types.js' {
  interface RoleIds { psychic: true }
  interface StepNames { psychic: true }
  interface StepData { psychic: NoData }
  interface GameState {
    /** Every Psychic's inspections, in order (absent until the first). */
    psychicResults?: PsychicResult[];
  }
  interface GameEventMap {
    /** To the Psychic alone: the card of the player he inspected. */
    psychicResult: { target: number; role: RoleId };
  }
  interface PromptInfos {
    /** Set once answered: the card he saw. */
    'psychic.inspect': { target: number; role: RoleId };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** In games whose deck holds the Psychic: the cards this player saw as the Psychic (ghosts: every one). */
    psychic?: { results: PsychicResult[] };
  }
}
