import { gameZh } from './game.zh-CN.js';
import { phoneZh } from './phone.zh-CN.js';
import { tvZh } from './tv.zh-CN.js';

export const zhCN = { ...gameZh, ...phoneZh, ...tvZh };
