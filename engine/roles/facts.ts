import { rulesOf, type RuleBook } from '../ruleBook.js';
import type { AnyStepModule } from '../steps/stepModule.js';
import type { Camp, GameState, PlayerState, RoleId, StepName } from '../types.js';

/** A wolf from the deal (docs/rules.md §10: the lobby counts these as wolves). */
export function isWolfCard(book: RuleBook, role: RoleId): boolean {
  return book.roles[role]?.wolfCard === true;
}

/** The camp a player plays for now: a turned player is a wolf whatever his card (docs/rules.md §10). */
export function campOf(s: GameState, p: PlayerState): Camp {
  return p.turned !== undefined ? 'wolves' : rulesOf(s).roles[p.role].camp;
}

/** The night's steps for a configured deck, in waking order (docs/rules.md §3). */
export function nightSteps(book: RuleBook, deck: readonly RoleId[], firstNight: boolean): AnyStepModule[] {
  const steps: AnyStepModule[] = [];
  for (const role of new Set(deck)) {
    for (const step of book.roles[role].steps ?? []) {
      // Several roles may bring one step (every wolf card brings the pack's): it is called once.
      if (step.night && (firstNight || !step.night.firstNightOnly) && !steps.includes(step)) steps.push(step);
    }
  }
  return steps.sort((a, b) => a.night!.order - b.night!.order);
}

export function stepModule(s: GameState, name: StepName): AnyStepModule {
  const step = rulesOf(s).steps.get(name);
  if (!step) throw new Error(`no step module for ${name} in this game's rule sets`);
  return step;
}
