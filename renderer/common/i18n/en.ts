import { charactersEn } from './characters.en.js';
import { doctorEn } from './doctor.en.js';
import { eventsEn } from './events.en.js';
import { gameEn } from './game.en.js';
import { mergeStrings } from './merge.js';
import { modernEn } from './modern.en.js';
import { phoneEn } from './phone.en.js';
import { ROLE_STRINGS_EN } from './roleStrings.js';
import { phoneStoryEn } from './phoneStory.en.js';
import { tvEn } from './tv.en.js';

/** Every area's strings, then the rule sets', then every role folder's (roleStrings.ts). */
export const en = mergeStrings(gameEn, phoneEn, phoneStoryEn, tvEn, eventsEn, doctorEn, charactersEn, modernEn, ...ROLE_STRINGS_EN);
