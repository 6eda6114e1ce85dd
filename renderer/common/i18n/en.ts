import { charactersEn } from './characters.en.js';
import { doctorEn } from './doctor.en.js';
import { eventsEn } from './events.en.js';
import { gameEn } from './game.en.js';
import { mergeStrings } from './merge.js';
import { modernEn } from './modern.en.js';
import { phoneEn } from './phone.en.js';
import { phoneStoryEn } from './phoneStory.en.js';
import { tvEn } from './tv.en.js';

export const en = mergeStrings(gameEn, phoneEn, phoneStoryEn, tvEn, eventsEn, doctorEn, charactersEn, modernEn);
