import { activeHolder, confirmPrompt, livingSeats, narrate, player, seatPrompt } from '../context.js';
import { enterFake, type NoData, type StepModule } from '../steps/stepModule.js';
import type { Choice, GameState, Prompt } from '../types.js';
import type { RoleModule } from './roleModule.js';

declare module '../types.js' {
  interface StepData { witch: NoData }
  interface PromptInfos {
    /** The wolves' victim she may save. */
    'witch.heal': { victim: number };
    /** The victim she was shown, if any (null: none, or hidden from her). */
    'witch.poison': { victim: number | null };
  }
}

/** Whom the Witch is shown (docs/rules.md §3): the victim, unless guarded and the variant hides it. */
export function victimShownToWitch(s: GameState): number | null {
  const victim = s.night.wolfVictim;
  if (victim === null) return null;
  const guarded = s.night.guardTarget === victim && player(s, victim).role !== 'littleGirl';
  if (guarded && !s.setup.variants.witchSeesGuardedVictim) return null;
  return victim;
}

/** docs/rules.md §9 `witchSelfHeal`: may she save herself tonight? */
function maySave(s: GameState, witch: number, victim: number): boolean {
  const rule = s.setup.variants.witchSelfHeal;
  return victim !== witch || rule === 'always' || (rule === 'firstNight' && s.day === 1);
}

/** docs/rules.md §9 `witchOnePotionPerNight`: one potion used closes the other for tonight. */
function closeOtherPotion(s: GameState, prompts: Prompt[], id: string, none: Choice): void {
  if (!s.setup.variants.witchOnePotionPerNight) return;
  const other = prompts.find((p) => p.id === id && !p.answered);
  if (other) {
    other.answered = true;
    other.current = none;
  }
}

const witchStep: StepModule<NoData> = {
  name: 'witch',
  timing: 'night',
  night: { order: 70, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.witch.wake');
    const witch = activeHolder(s, 'witch');
    if (!witch || (!s.potions.heal && !s.potions.poison)) return enterFake(step);
    // docs/rules.md §9 `witchSeesVictimAfterHeal`: once the heal is spent she may no longer be shown the victim.
    const shown = s.potions.heal || s.setup.variants.witchSeesVictimAfterHeal ? victimShownToWitch(s) : null;
    s.night.witchShown = shown;
    step.prompts = [];
    if (s.potions.heal && shown !== null && maySave(s, witch.seat, shown)) {
      step.prompts.push(confirmPrompt(witch.seat, 'witch.heal', 'prompt.witch.heal', { info: { victim: shown } }));
    }
    if (s.potions.poison) {
      step.prompts.push(seatPrompt(witch.seat, 'witch.poison', 'prompt.witch.poison', livingSeats(s), 0, 1, {
        info: { victim: shown },
      }));
    }
    ctx.emit({ type: 'witchShown', audience: [witch.seat], victim: shown, potions: { ...s.potions } });
    if (step.prompts.length === 0) step.fake = true;
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id === 'witch.heal') {
      if (choice === true) {
        s.night.healed = true;
        s.potions = { ...s.potions, heal: false };
        ctx.emit({ type: 'witchHealed', audience: [prompt.seat], target: s.night.witchShown });
        closeOtherPotion(s, step.prompts, 'witch.poison', []);
      }
      return null;
    }
    const [target] = choice as number[];
    if (target !== undefined) {
      s.night.poisoned = target;
      s.potions = { ...s.potions, poison: false };
      ctx.emit({ type: 'witchPoisoned', audience: [prompt.seat], target });
      closeOtherPotion(s, step.prompts, 'witch.heal', false);
    }
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.witch.sleep');
  },
};

export const witch: RoleModule = { id: 'witch', camp: 'village', villagePower: true, steps: [witchStep] };
