import { inPack, livingSeats, livingWolves, narrate, player, seatPrompt } from '../context.js';
import { enterFake } from '../steps/stepModule.js';
import { hooks } from '../hooks.js';
import type { StepModule } from '../steps/stepModule.js';
import type { AnyStepState, GameState } from '../types.js';
import { applyPeek, littleGirlPrompt } from './littleGirl.js';
import type { RoleModule } from './roleModule.js';

export interface WolvesData {
  /** Tonight's pack, set on entering: who hears the picks and the choice. */
  pack: number[];
  /** Tonight's hunt was called off (hook `packHunts`): the step lasts as a real one, to the clock. */
  calledOff?: boolean;
}

declare module '../types.js' {
  interface StepData { werewolves: WolvesData }
  interface PromptInfos {
    /** Tonight's pack; the Little Girl's seat once they caught her peeking (littleGirl.ts). */
    'wolves.victim': { pack: number[]; caughtLittleGirl?: number };
  }
}

function wolfPrompts(step: AnyStepState) {
  return step.prompts.filter((p) => p.id === 'wolves.victim');
}

/** docs/rules.md §3: unanimous agreement, or a strict plurality of the picks ('majority'). */
export function agreedVictim(s: GameState, step: AnyStepState): number | null {
  const picks = wolfPrompts(step).map((p) => (Array.isArray(p.current) ? p.current[0] : undefined));
  if (s.setup.variants.wolfAgreement === 'unanimous') {
    const first = picks[0];
    return first !== undefined && picks.every((t) => t === first) ? first : null;
  }
  const counts = new Map<number, number>();
  for (const t of picks) if (t !== undefined) counts.set(t, (counts.get(t) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  let tied = false;
  for (const [seat, count] of counts) {
    if (count > bestCount) { best = seat; bestCount = count; tied = false; } else if (count === bestCount) tied = true;
  }
  return tied ? null : best;
}

/** The pack's step: every wolf card brings it (a deck may have no plain Werewolf). */
export const wolvesStep: StepModule<WolvesData> = {
  name: 'werewolves',
  timing: 'night',
  night: { order: 60, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.werewolves.wake');
    // New Moon may add players to tonight's pack, or send a wolf away (Little Rascal).
    const wolves = [...livingWolves(s).filter((w) => !hooks.suspends(s, w)), ...hooks.extraPack(s)];
    step.data.pack = wolves;
    // With the pack dead the loners hunt alone in their own steps: this one is called as a fake one.
    if (wolves.length === 0) return enterFake(step);
    // A rule may call tonight's hunt off (a terrified pack wolf, RULES.md §13b): the pack meets, no victim.
    if (!hooks.packHunts(s)) {
      step.data.calledOff = true;
      return enterFake(step);
    }
    // Any living player outside the pack, the loners included (RULES.md §13b), never a packmate.
    const victims = livingSeats(s).filter((seat) => !inPack(s, player(s, seat)) && !wolves.includes(seat));
    step.prompts = wolves.map((w) => {
      const lover = player(s, w).lover;
      return seatPrompt(w, 'wolves.victim', 'prompt.wolves.title', victims.filter((v) => v !== lover), 1, 1, {
        changeable: true, info: { pack: wolves },
      });
    }).filter((p) => p.seats!.length > 0); // a wolf whose only prey is his lover abstains
    step.prompts.push(...hooks.wolvesPrompts(s, wolves));
    const girl = littleGirlPrompt(s);
    if (girl) step.prompts.push(girl);
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id === 'littleGirl.peek') {
      applyPeek(s, step, prompt.seat, choice === true, ctx);
      return null;
    }
    if (prompt.id !== 'wolves.victim') return hooks.choose(s, step, prompt, choice, ctx) ?? null;
    const [target] = choice as number[];
    ctx.emit({ type: 'wolfPick', audience: step.data.pack, seat: prompt.seat, target });
    return null;
  },
  isComplete(s, step) {
    // Called off, or with no pack wolf alive (the loners hunt in their own steps), it is a fake step
    // and lasts as a hunting pack's would: the table cannot tell (RULES.md §13b). Without this, under
    // 'majority' an empty step would count as agreed and end at once.
    if (step.fake || step.data.calledOff === true) return false;
    const wolves = wolfPrompts(step);
    if (!wolves.every((p) => p.answered) || step.prompts.some((p) => !p.answered)) return false;
    return s.setup.variants.wolfAgreement === 'majority' || agreedVictim(s, step) !== null;
  },
  resolve(s, step, ctx, timedOut) {
    const victim = agreedVictim(s, step);
    s.night.wolfVictim = victim;
    ctx.emit({ type: 'wolvesChose', audience: step.data.pack, victim });
    // The wolves who picked but never agreed are told why nobody dies by their hand tonight.
    const picked = wolfPrompts(step).filter((p) => p.answered).map((p) => p.seat);
    if (timedOut && victim === null && picked.length > 0) {
      ctx.emit({ type: 'timedOut', audience: picked, step: step.name, stepId: step.id, reason: 'noAgreement' });
    }
    narrate(ctx, 'narration.werewolves.sleep');
  },
};

export const werewolf: RoleModule = { id: 'werewolf', camp: 'wolves', wolfCard: true, repeatable: true, steps: [wolvesStep] };
