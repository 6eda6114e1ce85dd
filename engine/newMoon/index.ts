import { deepCopy } from '../clone.js';
import type { Hooks } from '../hooks.js';
import type { RuleSet } from '../ruleBook.js';
import { queued } from '../steps/stepModule.js';
import type { GameState, QueuedStep } from '../types.js';
import './state.js';
import { NEW_MOON_PRESETS as PRESETS, NEW_MOON_VARIANTS } from './variants.js';
import {
  checkEventDeck, checkStartingEvents, drawAtDawn, drawnToday, eventStep, expireFullMoons, initialEventsState,
  startEvents,
} from './deck.js';
import { knownBy } from './knowledge.js';
import { eventCard, eventCardRules, eventSteps } from './registry.js';
import { newMoonFacts, newMoonSecrets } from './view.js';

/**
 * New Moon's own rules that must speak after every card in play has (the fold asks a set's own
 * hooks before its contributors in play, so they come last in `inPlay`).
 */
const afterTheCards: Partial<Hooks> = {
  // Full Moon cards last one day and one night: they leave play once the cards in play have had
  // their say at nightfall.
  atNightfall: expireFullMoons,
};
const noCard: readonly Partial<Hooks>[] = [afterTheCards];

/**
 * The cards in play, in the order they came into play: the generic fold (engine/hooks.ts) asks
 * each of them every hook it implements. With no card in play every hook gives the base game's
 * behaviour. Before `initState` (createGame asks it) there is no deck yet.
 */
function inPlay(s: GameState): readonly Partial<Hooks>[] {
  const active = s.events?.active;
  if (!active?.length) return noCard;
  const out: Partial<Hooks>[] = [];
  for (const a of active) out.push(eventCardRules(a.id));
  out.push(afterTheCards);
  return out;
}

export const NEW_MOON = 'newMoon';

export const newMoon: RuleSet = {
  id: NEW_MOON,
  setupFields: ['startingEvents', 'eventDeck'],
  variants: NEW_MOON_VARIANTS,
  steps: [eventStep, ...eventSteps()],
  inPlay,
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
      return drawn ? [queued('event', { event: drawn })] : [];
    },
    knownBy,
    cloneSlice(copy, s) {
      // The deck and the cards in play are replaced whole by the rules; their memory is mutated.
      if (s.events.deck.length || s.events.active.length || s.events.drawn.length) copy.events = deepCopy(s.events);
      else {
        // A bare spread then a store: cheaper than a spread with a field (engine/clone.ts says why).
        const events = { ...s.events };
        events.data = deepCopy(s.events.data);
        copy.events = events;
      }
    },
    viewSlice(s) {
      return { newMoon: { active: s.events.active, drawn: s.events.drawn, ...newMoonFacts(s) } };
    },
    mySlice(s, p, all) {
      return { newMoon: newMoonSecrets(s, p, all) };
    },
    // The marks a card takes are its data (the VIP's panel reads them too), not a hook of its own:
    // the set lists those of the cards in play that judge them, in the order they came into play.
    marks(s) {
      return s.events.active.flatMap((a) => {
        const card = eventCard(a.id);
        return card.onMark ? [...card.marks ?? []] : [];
      });
    },
  },
};
