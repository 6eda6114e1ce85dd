import { activeHolder, landed, livingSeats, narrate, seatPrompt } from '../../context.js';
import type { Knowledge } from '../../hooks.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { setInfo } from '../../prompts.js';
import { addSoloVictim, huntsAlone, soloHuntPrompt } from '../../steps/soloHunt.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState, RoleId } from '../../types.js';
import { psychicReads } from '../psychic/role.js';

/** One night's inspection: who looked (`seat`), at whom (the seat he chose), and the card he saw. */
export interface GargoyleResult { night: number; seat: number; target: number; role: RoleId }

/**
 * What a seat saw as the Gargoyle. Keyed by the inspector's seat, so a Servant who later takes the
 * Gargoyle's role starts blind, as a fresh card does (docs/rules.md §10: her role's state is reset).
 */
export function gargoyleResultsOf(s: GameState, seat: number): GargoyleResult[] {
  return (s.gargoyleResults ?? []).filter((r) => r.seat === seat);
}

/**
 * The Gargoyle 石像鬼 (RULES.md §12–13b): a wolf-camp loner who never meets the pack. Each night,
 * after the Wolf Beauty (order 67), he inspects one other living player and learns his card, read as
 * the Psychic reads it (the Hidden Wolf reads "Hidden Wolf"). From the first night that begins with no
 * pack wolf alive he also chooses the night's victim in the same step (optional; engine/steps/soloHunt.ts):
 * shown to the Witch as the wolves', guarded, announced at dawn (cause 'wolves').
 * Called every night with the same words, as a fake step when he is absent, dead or powerless
 * (terrified by the Nightmare: `activeHolder` asks `hooks.suspends`). On the clock: he learns
 * nothing, and kills nobody.
 */
const gargoyleStep: StepModule<NoData> = {
  name: 'gargoyle',
  timing: 'night',
  // After the Wolf Beauty (66), before the Mechanical Wolf (68): RULES.md §13b's night order.
  night: { order: 67, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.gargoyle.wake');
    const gargoyle = activeHolder(s, 'gargoyle');
    if (!gargoyle) return enterFake(step);
    // Never himself, never the dead (RULES.md §13b).
    const seats = livingSeats(s).filter((seat) => seat !== gargoyle.seat);
    step.prompts = [seatPrompt(gargoyle.seat, 'gargoyle.inspect', 'prompt.gargoyle.title', seats)];
    if (huntsAlone(s, gargoyle.seat)) {
      step.prompts.push(soloHuntPrompt(s, gargoyle.seat, 'gargoyle.victim', 'prompt.gargoyle.victim'));
    }
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id === 'gargoyle.victim') {
      const [victim] = choice as number[];
      // The seat he chose, as the pack's victim is kept (deaths.ts nightVictims reads both alike).
      if (victim !== undefined) addSoloVictim(s, victim);
      return null;
    }
    const [target] = choice as number[];
    // Shown against the seat he chose, read on the player the power landed on (RULES.md §13b, the swap).
    const role = psychicReads(s, landed(s, target));
    // Replaced, never mutated: the clone shares it (engine/clone.ts).
    s.gargoyleResults = [...(s.gargoyleResults ?? []), { night: s.day, seat: prompt.seat, target, role }];
    setInfo(prompt, 'gargoyle.inspect', { target, role });
    ctx.emit({ type: 'gargoyleResult', audience: [prompt.seat], target, role });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.gargoyle.sleep');
  },
};

export const gargoyle: RoleModule = {
  id: 'gargoyle',
  camp: 'wolves',
  // Wolf camp for every win check and every team answer (the Seer sees "wolf"), never in the pack.
  wolfCard: true,
  loner: true,
  noSelfDestruct: true,
  steps: [gargoyleStep],
  hooks: {
    // His answers are his alone: the cards he saw, as known roles in his own view only.
    knownBy(s, viewer) {
      const out: Record<string, Knowledge> = {};
      for (const r of gargoyleResultsOf(s, viewer)) out[r.target] = r.role;
      return out;
    },
    mySlice: (s, p, all) => ({ gargoyle: { results: all ? s.gargoyleResults ?? [] : gargoyleResultsOf(s, p.seat) } }),
  },
};

declare module '../../types.js' {
  interface RoleIds { gargoyle: true }
  interface StepNames { gargoyle: true }
  interface StepData { gargoyle: NoData }
  interface GameState {
    /** Every Gargoyle's inspections, in order (absent until the first). */
    gargoyleResults?: GargoyleResult[];
  }
  interface GameEventMap {
    /** To the Gargoyle alone: the card of the player he inspected. */
    gargoyleResult: { target: number; role: RoleId };
  }
  interface PromptInfos {
    /** Set once answered: the card he saw. */
    'gargoyle.inspect': { target: number; role: RoleId };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** In games whose deck holds the Gargoyle: the cards this player saw as the Gargoyle (ghosts: every one). */
    gargoyle?: { results: GargoyleResult[] };
  }
}
