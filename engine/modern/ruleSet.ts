import type { RuleSet } from '../ruleBook.js';
import { candidateSpeechStep, sheriffWithdrawStep } from './election.js';
import { nightReportStep } from './nightReport.js';
import { lastWordsStep, speechDirectionStep } from './speeches.js';
import './state.js';
import { MODERN_VARIANTS } from './variants.js';

/**
 * The modern Chinese tables (docs/rules.md §9, §11): the candidates' speeches and withdrawal, the
 * election before the night's deaths, last words, the Sheriff's order of speeches, the self-destruct.
 */
export const modernCn: RuleSet = {
  id: 'modernCn',
  steps: [candidateSpeechStep, sheriffWithdrawStep, nightReportStep, lastWordsStep, speechDirectionStep],
  variants: MODERN_VARIANTS,
};
