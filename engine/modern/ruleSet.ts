import type { RuleSet } from '../ruleBook.js';
import { badgeTorn, tearBadge, tearPrompt } from './badge.js';
import { STANDARD_BOARDS } from './boards.js';
import {
  afterCandidacy, candidateSpeechStep, loseBadge, mayElect, sheriffWithdrawStep, tiedSpeakAgain, tieLosesBadge,
} from './election.js';
import { electionFirst, nightReportStep } from './nightReport.js';
import { answerSelfDestruct, selfDestructSeen, standingPrompts } from './selfDestruct.js';
import { drawnSpeaker, lastWordsOwed, lastWordsStep, owedLastWords, sheriffOrders, speechDirectionStep } from './speeches.js';
import { electionDay } from './state.js';
import { MODERN_VARIANTS } from './variants.js';

/**
 * The modern Chinese tables (docs/rules.md §9, §11): the candidates' speeches and withdrawal, the
 * election before the night's deaths, last words, the Sheriff's order of speeches, tearing up the
 * badge, the self-destruct. Each rule is a `Variants` field (the `modern-cn` preset turns them all
 * on) that its hook reads: with the variant off the hook gives the base game's answer.
 */
export const modernCn: RuleSet = {
  id: 'modernCn',
  steps: [candidateSpeechStep, sheriffWithdrawStep, nightReportStep, lastWordsStep, speechDirectionStep],
  boards: STANDARD_BOARDS,
  variants: MODERN_VARIANTS,
  hooks: {
    // The election: its day, before the night's news, the candidates' speeches, the lost badge.
    electionDay,
    holdsDawn: electionFirst,
    holdsElection: afterCandidacy,
    mayElect,
    beforeElectionRevote: tiedSpeakAgain,
    tieLosesBadge,
    afterElectionVote: loseBadge,
    // The day's speeches in the Sheriff's order.
    holdsRoundRobin: sheriffOrders,
    firstSpeaker: drawnSpeaker,
    // Last words, and the badge torn up by the dying Sheriff.
    deathInterrupts: lastWordsOwed,
    ghostViewWaits: owedLastWords,
    badgePrompts: tearPrompt,
    badgeDecided: badgeTorn,
    disposesBadge: tearBadge,
    // The wolf's self-destruct.
    standingPrompts,
    applyStanding: answerSelfDestruct,
    seenByAll: selfDestructSeen,
  },
};
