import { charactersZh } from './characters.zh-CN.js';
import { doctorZh } from './doctor.zh-CN.js';
import { eventsZh } from './events.zh-CN.js';
import { gameZh } from './game.zh-CN.js';
import { mergeStrings } from './merge.js';
import { modernZh } from './modern.zh-CN.js';
import { phoneZh } from './phone.zh-CN.js';
import { ROLE_STRINGS_ZH } from './roleStrings.js';
import { phoneStoryZh } from './phoneStory.zh-CN.js';
import { tvZh } from './tv.zh-CN.js';

/** Every area's strings, then the rule sets', then every role folder's (roleStrings.ts). */
export const zhCN = mergeStrings(gameZh, phoneZh, phoneStoryZh, tvZh, eventsZh, doctorZh, charactersZh, modernZh, ...ROLE_STRINGS_ZH);
