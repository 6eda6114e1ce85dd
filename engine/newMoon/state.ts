import type { NewMoonMine, NewMoonView } from './view.js';

/** New Moon's slice of the state (docs/rules.md §7): the deck, the cards in play, their memory. */
export interface EventsState {
  deck: string[];
  active: { id: string; since: number }[];
  drawn: { id: string; day: number }[];
  /**
   * Each card's working memory by card id (typed by the card: cardData<T>), and `known`, what
   * seats learned through the cards (knowledge.ts). Serializable.
   */
  data: Record<string, object>;
}

declare module '../types.js' {
  interface GameSetup {
    /** New Moon permanent cards put in play at the start by the host. */
    startingEvents?: string[];
    /**
     * Fixed New Moon deck for tests, top card first (like `deal` fixes the cards): exactly these
     * event card ids, each at most once, instead of the seeded shuffle. Needs `newMoon: 'eachDawn'`.
     */
    eventDeck?: string[];
  }
  interface ResolvedSetup {
    startingEvents?: string[];
    eventDeck?: string[];
  }
  interface GameState {
    events: EventsState;
  }
  interface StepNames {
    event: true; vouch: true; seance: true; distrust: true; accuse: true; punish: true; punishVouch: true;
    influencesStart: true; turnVote: true; specterChoice: true; executionerVote: true; executionerSuccession: true;
    executionerAnnounce: true; miracle: true;
  }
  interface DeathCauses {
    /** Killed by an event card (Backfire's wolf, Punishment, the Specter's victim…). */
    event: true;
  }
}

declare module '../views.js' {
  interface GameView {
    newMoon: NewMoonView;
  }
  interface MyView {
    newMoon: NewMoonMine;
  }
}
