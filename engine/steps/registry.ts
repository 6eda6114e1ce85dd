import { extensionStep } from '../extensions.js';
import { ROLES } from '../roles/registry.js';
import type { StepName } from '../types.js';
import { discussionStep, speechStep } from './discussion.js';
import { hunterShotStep, scapegoatChoiceStep, sheriffSuccessionStep } from './interrupts.js';
import { dawnStep, dayBreakStep, gameOverStep, nightfallStep } from './phases.js';
import { readyStep } from './ready.js';
import { sheriffCandidacyStep, sheriffVoteStep } from './sheriff.js';
import type { StepModule } from './stepModule.js';
import { voteStep } from './vote.js';

const steps = new Map<StepName, StepModule>();
for (const role of Object.values(ROLES)) for (const step of role.steps ?? []) steps.set(step.name, step);
for (const step of [
  readyStep, dawnStep, dayBreakStep, nightfallStep, gameOverStep, sheriffCandidacyStep, sheriffVoteStep, discussionStep, speechStep,
  voteStep, hunterShotStep, sheriffSuccessionStep, scapegoatChoiceStep,
]) steps.set(step.name, step);

export function stepModule(name: StepName): StepModule {
  const step = steps.get(name) ?? extensionStep(name);
  if (!step) throw new Error(`no step module for ${name}`);
  return step;
}
