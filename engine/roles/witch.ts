import { activeHolder, confirmPrompt, landed, livingSeats, narrate, seatPrompt } from '../context.js';
import { hooks } from '../hooks.js';
import { enterFake, type NoData, type StepModule } from '../steps/stepModule.js';
import { guardedTonight, nightVictims } from '../deaths.js';
import type { Choice, GameState, Prompt } from '../types.js';
import type { RoleModule } from './roleModule.js';

declare module '../types.js' {
  interface StepData { witch: NoData }
  interface PromptInfos {
    /** The wolves' victim she may save. */
    'witch.heal': { victim: number };
    /** Two victims tonight (a loner hunting beside another, RULES.md §13b): she may save one of them. */
    'witch.healOne': { victims: number[] };
    /** The victim she was shown, if any (null: none, or hidden from her); every one when there are two. */
    'witch.poison': { victim: number | null; victims?: number[] };
  }
}

/**
 * Whom the Witch is shown (docs/rules.md §3): tonight's victims of the wolf camp, the pack's and the
 * loners' (§13b), lowest seat first, but not one guarded when the variant hides it.
 */
export function victimsShownToWitch(s: GameState): number[] {
  return nightVictims(s).filter((victim) => {
    // Shown as the seat chosen; guarded if the bite lands on the player the Guard protects (§13b).
    return !guardedTonight(s, landed(s, victim)) || s.setup.variants.witchSeesGuardedVictim;
  });
}

/**
 * docs/rules.md §9 `witchSelfHeal`: may she save herself tonight? A bite that lands on her is a bite
 * on herself, whatever seat it was aimed at (RULES.md §13b, the Magician's swap).
 */
function maySave(s: GameState, witch: number, victim: number): boolean {
  const rule = s.setup.variants.witchSelfHeal;
  return landed(s, victim) !== witch || rule === 'always' || (rule === 'firstNight' && s.day === 1);
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
    const seen = s.potions.heal || s.setup.variants.witchSeesVictimAfterHeal ? victimsShownToWitch(s) : [];
    const shown = seen[0] ?? null;
    s.night.witchShown = shown;
    step.prompts = [];
    const savable = s.potions.heal ? seen.filter((victim) => maySave(s, witch.seat, victim)) : [];
    if (seen.length > 1) {
      if (savable.length > 0) {
        step.prompts.push(seatPrompt(witch.seat, 'witch.healOne', 'prompt.witch.healOne', savable, 0, 1, { info: { victims: seen } }));
      }
    } else if (savable.length === 1) {
      step.prompts.push(confirmPrompt(witch.seat, 'witch.heal', 'prompt.witch.heal', { info: { victim: savable[0] } }));
    }
    if (s.potions.poison) {
      step.prompts.push(seatPrompt(witch.seat, 'witch.poison', 'prompt.witch.poison', livingSeats(s), 0, 1, {
        info: seen.length > 1 ? { victim: shown, victims: seen } : { victim: shown },
      }));
    }
    ctx.emit({
      type: 'witchShown', audience: [witch.seat], victim: shown, potions: { ...s.potions },
      ...(seen.length > 1 ? { victims: seen } : {}),
    });
    if (step.prompts.length === 0) step.fake = true;
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id === 'witch.heal' || prompt.id === 'witch.healOne') {
      const saved = prompt.id === 'witch.heal' ? (choice === true ? s.night.witchShown : null) : (choice as number[])[0] ?? null;
      if (saved !== null) {
        s.night.healed = true;
        s.night.healedSeat = saved;
        s.potions = { ...s.potions, heal: false };
        ctx.emit({ type: 'witchHealed', audience: [prompt.seat], target: saved });
        closeOtherPotion(s, step.prompts, 'witch.poison', []);
      }
      return null;
    }
    const [target] = choice as number[];
    if (target !== undefined) {
      s.night.poisoned = target;
      s.potions = { ...s.potions, poison: false };
      ctx.emit({ type: 'witchPoisoned', audience: [prompt.seat], target });
      // What the poison struck may strike back (the Evil Knight, RULES.md §13b): the seat it landed on.
      hooks.afterPoison(s, prompt.seat, landed(s, target), ctx);
      closeOtherPotion(s, step.prompts, 'witch.heal', false);
      closeOtherPotion(s, step.prompts, 'witch.healOne', []);
    }
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.witch.sleep');
  },
};

export const witch: RoleModule = { id: 'witch', camp: 'village', villagePower: true, steps: [witchStep] };
