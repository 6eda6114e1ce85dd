import { charactersZh } from './characters.zh-CN.js';
import { doctorZh } from './doctor.zh-CN.js';
import { eventsZh } from './events.zh-CN.js';
import { gameZh } from './game.zh-CN.js';
import { mergeStrings } from './merge.js';
import { phoneZh } from './phone.zh-CN.js';
import { tvZh } from './tv.zh-CN.js';

export const zhCN = mergeStrings(gameZh, phoneZh, tvZh, eventsZh, doctorZh, charactersZh);
