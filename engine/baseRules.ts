import type { RuleSet } from './ruleBook.js';
import { cupid } from './roles/cupid.js';
import { guard } from './roles/guard.js';
import { littleGirl } from './roles/littleGirl.js';
import { piper } from './roles/piper.js';
import { seer } from './roles/seer.js';
import { elder, hunter, idiot, scapegoat, villager } from './roles/simple.js';
import { thief } from './roles/thief.js';
import { werewolf } from './roles/werewolf.js';
import { witch } from './roles/witch.js';
import { discussionStep, speechStep } from './steps/discussion.js';
import { hunterShotStep, scapegoatChoiceStep, sheriffSuccessionStep } from './steps/interrupts.js';
import { dawnStep, dayBreakStep, gameOverStep, nightfallStep } from './steps/phases.js';
import { deathPowerStep } from './steps/deathPower.js';
import { readyStep } from './steps/ready.js';
import { sheriffCandidacyStep, sheriffVoteStep } from './steps/sheriff.js';
import { voteStep } from './steps/vote.js';
import { BASE_VARIANTS } from './variants.js';

/** The base game (docs/rules.md §1–6): first in every game's list of rule sets (game.ts). */
export const baseRules: RuleSet = {
  id: 'base',
  roles: [werewolf, villager, seer, witch, hunter, cupid, littleGirl, guard, thief, idiot, elder, scapegoat, piper],
  steps: [
    readyStep, dawnStep, dayBreakStep, nightfallStep, gameOverStep, sheriffCandidacyStep, sheriffVoteStep, discussionStep,
    speechStep, voteStep, hunterShotStep, sheriffSuccessionStep, scapegoatChoiceStep, deathPowerStep,
  ],
  variants: BASE_VARIANTS,
};
