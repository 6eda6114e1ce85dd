/** New Moon's story (engine/newMoon/events.ts): the cards' own lines are in i18n/events.*.ts. */
import type { NewMoonEvents } from '../../../engine/newMoon/events.js';
import { eventCard } from '../../../engine/newMoon/registry.js';
import type { MoonClass } from '../../../engine/newMoon/card.js';
import { engineLine, labels, phoneEngineLine, phoneLine } from './common.js';
import { SILENT, type EventStory, type PhoneLine, type PhoneWords, type StoryOf, type TvWords } from './types.js';
import type { GameEvent } from '../../../engine/types.js';

/** Lines whose spoken version is longer than the caption (a New Moon card is read in full). */
export const SPOKEN = new Map<string, string>();

function moonClassOf(id: string): MoonClass {
  try {
    return eventCard(id).moonClass;
  } catch {
    return 'full'; // a card this page does not know
  }
}

/** A card drawn or in play: its title and text on the TV (read in full), one line on the phone. */
function cardCaption(e: { event: string }, w: TvWords): string {
  const id = e.event;
  const title = w.t(`event.${id}.title`, { defaultValue: id });
  const text = w.t(`event.${id}.text`, { defaultValue: '' });
  const caption = text ? w.t('tv.eventCaption', { title, text }) : title;
  const read = w.t(`event.${id}.read`, { defaultValue: '' });
  if (read) SPOKEN.set(caption, w.t('tv.eventSpoken', { title, read }));
  return caption;
}

function cardLine(e: GameEvent & { event: string; type: 'eventDrawn' | 'eventInPlay' }, g: PhoneWords): PhoneLine {
  return phoneLine(e, g.t(`phone.recap.${e.type}`, { card: g.t(`event.${e.event}.title`), moon: g.t(`event.class.${moonClassOf(e.event)}`) }), 'head');
}

/** A card's own line (its `key`), on the TV and on the phone alike. */
function engineStory<E extends GameEvent>(kind: PhoneLine['kind'] = 'day'): EventStory<E> {
  return { caption: engineLine, tvRecap: SILENT, phone: (e, g) => phoneEngineLine(e, g, kind) };
}

export const newMoonStory: StoryOf<keyof NewMoonEvents> = {
  eventInPlay: { caption: cardCaption, tvRecap: SILENT, phone: cardLine },
  eventDrawn: { caption: cardCaption, tvRecap: SILENT, phone: cardLine },
  eventEnded: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.eventEnded', { card: g.t(`event.${e.event}.title`) }), 'day'),
  },
  executionerElected: engineStory(),
  executionerPassed: engineStory(),
  executionerAnnounced: engineStory(),
  executionerSees: {
    caption: SILENT, // his alone
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.executionerSees', { seat: g.label(e.seat), role: e.role }), 'day'),
  },
  distrustRevealed: engineStory(),
  seanceQuestion: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.seanceQuestion', { seat: e.medium !== null ? g.label(e.medium) : '', question: g.t(String(e.key)) }), 'day'),
  },
  seancePointed: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.seancePointed', { seats: labels(g, e.seats) }), 'day'),
  },
  seanceAnswer: engineStory(),
  becameWolf: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.fmt('phone.recap.becameWolf', { seat: e.seat, card: g.t(`event.${e.event}.title`) }), 'night'),
  },
  backfire: engineStory(),
  specter: engineStory(),
  specterStrikes: engineStory('death'),
  accusation: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.fmt('phone.recap.accusation', { seat: e.seat, target: e.target }), 'vote'),
  },
  accusationsCounted: engineStory(),
  punishNamed: engineStory(),
  punishVouched: engineStory(),
  vouched: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.vouched', { seat: e.seat !== null ? g.label(e.seat) : '', target: g.label(e.for) }), 'day'),
  },
  lastStanding: engineStory('death'),
  voteLost: engineStory(),
  rascalAway: engineStory(),
  miracle: engineStory(),
  wolfInspected: {
    caption: SILENT, // the pack's alone
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.wolfInspected', { seat: g.label(e.target), role: String(e.result) }), 'night'),
  },
  somnambulism: engineStory(),
  publicBallot: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.fmt(e.weight === 1 ? 'phone.recap.publicBallot' : 'phone.recap.publicBallotWeight', { seat: e.voter, target: e.target, weight: e.weight }), 'vote'),
  },
  secondVote: engineStory(),
};
