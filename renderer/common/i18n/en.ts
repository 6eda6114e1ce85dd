import { gameEn } from './game.en.js';
import { phoneEn } from './phone.en.js';
import { tvEn } from './tv.en.js';

export const en = { ...gameEn, ...phoneEn, ...tvEn };
