import type { AnyStepModule } from '../steps/stepModule.js';
import { rulesOfCard, type CardHooks, type EventCard } from './card.js';
import { greatDistrust } from './cards/distrust.js';
import { executioner } from './cards/executioner.js';
import { fullMoonRising } from './cards/fullMoonRising.js';
import { influences } from './cards/influences.js';
import { littleRascal } from './cards/littleRascal.js';
import { miracle } from './cards/miracle.js';
import { nightmare } from './cards/nightmare.js';
import { burial, somnambulism } from './cards/permanent.js';
import { punishment } from './cards/punishment.js';
import { dissatisfaction, enthusiasm } from './cards/secondVote.js';
import { spiritualismCards, spiritualismSteps } from './cards/spiritualism.js';
import { backfire, specter } from './cards/transformations.js';
import { eclipse, goodManners, luncheonForSeniors, notMeNorWolf } from './cards/voteLoss.js';
import { bleakMonday } from './cards/vouching.js';

/** The New Moon deck (docs/rules.md §7), one entry per physical card. */
const deck: readonly EventCard[] = [
  miracle, bleakMonday, notMeNorWolf, ...spiritualismCards, luncheonForSeniors, goodManners, eclipse,
  greatDistrust, nightmare, punishment,
  influences, dissatisfaction, enthusiasm, backfire, specter, fullMoonRising, littleRascal,
  somnambulism, burial, executioner,
];
const byId = new Map(deck.map((c) => [c.id, c]));
const rulesById = new Map(deck.map((c) => [c.id, rulesOfCard(c)]));

export function eventCards(): readonly EventCard[] {
  return deck;
}

export function eventCard(id: string): EventCard {
  const card = byId.get(id);
  if (!card) throw new Error(`unknown event card ${id}`);
  return card;
}

/** The rule hooks of a card, as New Moon's `inPlay` hands them to the fold. */
export function eventCardRules(id: string): CardHooks {
  const rules = rulesById.get(id);
  if (!rules) throw new Error(`unknown event card ${id}`);
  return rules;
}

export function eventSteps(): AnyStepModule[] {
  return [...eventCards().flatMap((c) => c.steps ?? []), ...spiritualismSteps];
}
