import type { StepModule } from '../steps/stepModule.js';
import type { EventCard } from './card.js';
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

/**
 * The New Moon deck (docs/rules.md §7), one entry per physical card. Built on first use: card modules
 * import the base rules, which ask the cards in play through this registry, so building the list
 * while those modules are still loading would see half-initialised cards.
 */
let deck: readonly EventCard[] | null = null;
let byId: Map<string, EventCard> | null = null;

export function eventCards(): readonly EventCard[] {
  deck ??= [
    miracle, bleakMonday, notMeNorWolf, ...spiritualismCards, luncheonForSeniors, goodManners, eclipse,
    greatDistrust, nightmare, punishment,
    influences, dissatisfaction, enthusiasm, backfire, specter, fullMoonRising, littleRascal,
    somnambulism, burial, executioner,
  ];
  return deck;
}

export function eventCard(id: string): EventCard {
  byId ??= new Map(eventCards().map((c) => [c.id, c]));
  const card = byId.get(id);
  if (!card) throw new Error(`unknown event card ${id}`);
  return card;
}

export function eventSteps(): StepModule[] {
  return [...eventCards().flatMap((c) => c.steps ?? []), ...spiritualismSteps];
}
