import { narrate, player } from '../context.js';
import { rulesOf } from '../ruleBook.js';
import { stepModule } from '../roles/facts.js';
import type { Ctx, GameState, PlayerState, StepName, StepState } from '../types.js';
import type { NoData, StepModule } from './stepModule.js';

declare module '../types.js' {
  interface StepData { deathPower: NoData }
  interface StepNames { deathPower: true }
}

/**
 * "Every death is asked" (variant `deathPowerCall: 'everyone'`, RULES.md §13b: with the cards hidden
 * the table must not learn who holds a shot from a step that opens for him alone). Under it every
 * death whose card stays face down, in a deck with a card that shoots on dying (the Hunter, the Wolf
 * King, the Mechanical Wolf), is followed by the same public step: the narrator asks the dead player
 * whether he uses his power, the same clock runs, and it ends with the same line when nobody is shot.
 * A real shot step is shown to the others under this one's name (`publicStepName`), with its words.
 */
export function asksEveryDeath(s: GameState): boolean {
  if (s.setup.variants.deathPowerCall !== 'everyone') return false;
  const roles = rulesOf(s).roles;
  return s.setup.fullDeck.some((r) => roles[r]?.shootsOnDeath === true);
}

/** Is this step a shot on dying whose holder's card the table has not seen (it then looks like the rest)? */
export function hiddenShot(s: GameState, step: { name: StepName; actor: number | null }): boolean {
  if (!asksEveryDeath(s) || step.actor === null || stepModule(s, step.name).shotOnDying !== true) return false;
  return !player(s, step.actor).revealed;
}

/** The name the table is told for a step (a hidden shot goes by `deathPower`). */
export function publicStepName(s: GameState, step: { name: StepName; actor: number | null }): StepName {
  return hiddenShot(s, step) ? 'deathPower' : step.name;
}

/** kill(): the step every hidden death owes under `deathPowerCall: 'everyone'`, unless his own shot is queued. */
export function owesDeathPower(s: GameState, p: PlayerState): boolean {
  if (!asksEveryDeath(s) || p.revealed) return false;
  return !s.interrupts.some((q) => q.actor === p.seat && stepModule(s, q.name).shotOnDying === true);
}

/**
 * A death whose card the rules turn over right after it (a self-destruct, a duel) was still hidden
 * when kill() queued its step: the step is dropped before anything is decided, so a card the table
 * sees is not asked about.
 */
export function dropShownDeaths(s: GameState): void {
  if (!s.interrupts.some((q) => q.name === 'deathPower' && player(s, q.actor!).revealed)) return;
  s.interrupts = s.interrupts.filter((q) => q.name !== 'deathPower' || !player(s, q.actor!).revealed);
}

/** What the narrator says when a hidden death's step opens, and when it ends with no shot. */
export function askDeathPower(ctx: Ctx, seat: number): void {
  narrate(ctx, 'narration.deathPower.ask', { seat });
}

export function noDeathPower(ctx: Ctx, seat: number): void {
  ctx.emit({ type: 'deathPowerUnused', audience: 'public', key: 'narration.deathPower.none', seat });
}

/** The step of a dead player with no shot: nothing to decide, the shot's clock, the shot's words. */
export const deathPowerStep: StepModule<NoData> = {
  name: 'deathPower',
  timing: 'decision',
  chainOrder: 0,
  decidedByTheDead: true,
  tableCountdown: true,
  saysTimeUp: true,
  enter(s, step: StepState<NoData>, ctx) {
    askDeathPower(ctx, step.actor!);
    step.fake = true;
    step.prompts = [];
  },
  // Only the clock ends it, as a real shot nobody fires.
  isComplete: () => false,
  resolve(s, step, ctx) {
    noDeathPower(ctx, step.actor!);
  },
};
