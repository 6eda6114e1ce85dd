/** The Characters' story (engine/characters/events.ts, docs/rules.md §10). */
import type { CharacterEvents } from '../../../engine/characters/events.js';
import { engineLine, phoneLine } from './common.js';
import { SILENT, type StoryOf } from './types.js';

/** What a Character learned alone: no line anywhere but his own screen (its prompt says it). */
const own = { caption: SILENT, tvRecap: SILENT, phone: SILENT } as const;

export const charactersStory: StoryOf<keyof CharacterEvents> = {
  wolfHoundChose: own,
  infectionFailed: own,
  infected: { caption: SILENT, tvRecap: SILENT, phone: (e, g) => phoneLine(e, g.t('phone.know.infected'), 'night') },
  wolfFatherInfected: own,
  ravenMarked: own,
  ravenMark: { caption: engineLine, tvRecap: SILENT, phone: (e, g) => phoneLine(e, g.fmt('phone.story.ravenMark', { seat: e.seat }), 'day') },
  foxResult: own,
  servantRevealed: { caption: engineLine, tvRecap: SILENT, phone: (e, g) => phoneLine(e, g.fmt('phone.story.servant', { seat: e.seat }), 'day') },
  servantTook: own,
  wildChildModel: own,
  wildChildTurned: { caption: SILENT, tvRecap: SILENT, phone: (e, g) => phoneLine(e, g.t('phone.know.wildChildTurned'), 'night') },
  bearGrowled: { caption: engineLine, tvRecap: SILENT, phone: (e, g) => phoneLine(e, g.t('phone.story.bear'), 'day') },
  whiteWerewolfChose: own,
  angelFell: own,
  bigBadWolfChose: own,
};
