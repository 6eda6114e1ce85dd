import { deepCopy } from '../clone.js';
import type { Interception } from '../hooks.js';
import type { RuleSet } from '../ruleBook.js';
import type { GameState, QueuedStep } from '../types.js';
import './state.js';
import { PRESETS } from '../variants.js';
import type { EventCard } from './card.js';
import {
  checkEventDeck, checkStartingEvents, drawAtDawn, drawnToday, eventStep, expireFullMoons, initialEventsState,
  startEvents,
} from './deck.js';
import { knownBy } from './knowledge.js';
import { eventCard, eventSteps } from './registry.js';

/**
 * New Moon as a rule set (engine/ruleBook.ts): each rule hook asks the cards in play, in the
 * order they came into play. With no card in play every hook gives the base game's behaviour.
 */
function inPlay(s: GameState): EventCard[] {
  const cards: EventCard[] = [];
  for (const a of s.events.active) cards.push(eventCard(a.id));
  return cards;
}

export const NEW_MOON = 'newMoon';

export const newMoon: RuleSet = {
  id: NEW_MOON,
  setupFields: ['startingEvents', 'eventDeck'],
  steps: [eventStep, ...eventSteps()],
  hooks: {
  checkSetup(setup) {
    const startingProblem = checkStartingEvents(setup.startingEvents ?? []);
    if (startingProblem) return startingProblem;
    if (!setup.eventDeck) return null;
    const variant = setup.variants?.newMoon ?? PRESETS[setup.preset]?.newMoon;
    return checkEventDeck(setup.eventDeck, setup.startingEvents ?? [], variant);
  },
  initState(s) {
    s.events = initialEventsState(s);
  },
  atStart: startEvents,
  atDayStart(s, ctx) {
    drawAtDawn(s, ctx);
  },
  dayOpening(s): QueuedStep[] {
    const drawn = drawnToday(s);
    return drawn ? [{ name: 'event', data: { event: drawn } }] : [];
  },
  knownBy,
  cloneSlice(copy, s) {
    // The deck and the cards in play are replaced whole by the rules; their memory is mutated.
    copy.events = s.events.deck.length || s.events.active.length || s.events.drawn.length ? deepCopy(s.events) : { ...s.events, data: deepCopy(s.events.data) };
  },
  viewSlice(s) {
    return { newMoon: { active: s.events.active, drawn: s.events.drawn } };
  },

  dayQueue(s, base) {
    let queue = base;
    for (const c of inPlay(s)) if (c.dayQueue) queue = c.dayQueue(s, queue);
    return queue;
  },
  debateInTurn(s) {
    return inPlay(s).some((c) => c.debateInTurn?.(s) ?? false);
  },
  maySpeak(s, seat) {
    return inPlay(s).every((c) => c.maySpeak?.(s, seat) ?? true);
  },
  mayVote(s, seat) {
    return inPlay(s).every((c) => c.mayVote?.(s, seat) ?? true);
  },
  voteWeight(s, seat, base) {
    let weight = base;
    for (const c of inPlay(s)) if (c.voteWeight) weight = c.voteWeight(s, seat, weight);
    return weight;
  },
  extraVotes(s) {
    return inPlay(s).flatMap((c) => c.extraVotes?.(s) ?? []);
  },
  afterVote(s, outcome, ctx) {
    for (const c of inPlay(s)) c.afterVote?.(s, outcome, ctx);
  },
  beforeReveal(s, p, cause, ctx) {
    for (const c of inPlay(s)) c.beforeReveal?.(s, p, cause, ctx);
  },
  hidesDeath(s, p, cause) {
    return inPlay(s).some((c) => c.hidesDeath?.(s, p, cause) ?? false);
  },
  afterDeath(s, p, cause, ctx) {
    for (const c of inPlay(s)) c.afterDeath?.(s, p, cause, ctx);
  },
  interceptWolfKill(s, victim, ctx): Interception {
    for (const c of inPlay(s)) {
      const caught = c.interceptWolfKill?.(s, victim, ctx) ?? 'normal';
      if (caught !== 'normal') return caught;
    }
    return 'normal';
  },
  afterSeerResult(s, result, ctx) {
    for (const c of inPlay(s)) c.afterSeerResult?.(s, result, ctx);
  },
  extraPack(s) {
    return inPlay(s).flatMap((c) => c.extraPack?.(s) ?? []);
  },
  wolvesPrompts(s, pack) {
    return inPlay(s).flatMap((c) => c.wolvesPrompts?.(s, pack) ?? []);
  },
  choose(s, step, prompt, choice, ctx) {
    for (const c of inPlay(s)) {
      const result = c.choose?.(s, step, prompt, choice, ctx);
      if (result !== undefined) return result;
    }
    return undefined;
  },
  suspends(s, seat) {
    return inPlay(s).some((c) => c.suspends?.(s, seat) ?? false);
  },
  atNightfall(s, ctx) {
    for (const c of inPlay(s)) c.atNightfall?.(s, ctx);
    // Full Moon cards last one day and one night: they leave play once their cards have spoken.
    expireFullMoons(s, ctx);
  },
  atDawn(s, ctx) {
    for (const c of inPlay(s)) c.atDawn?.(s, ctx);
  },

  marks(s) {
    return inPlay(s).flatMap((c) => (c.onMark ? [...c.marks ?? []] : []));
  },
  onMark(s, action, ctx) {
    const card = inPlay(s).find((c) => c.onMark && c.marks?.includes(action.mark));
    return card ? card.onMark!(s, action, ctx) : undefined;
  },
  },
};
