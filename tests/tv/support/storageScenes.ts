/**
 * The TV when saving is in trouble: the states the host sends while it cannot save
 * (`room.storage`) and after restore found damage (`room.recovery`), for the screenshots
 * (scripts/screenshots-tv-storage.ts) and the layout test (tests/e2e/tv-storage.test.ts).
 */
import type { Lang, RoomView, ServerMessage } from '../../../protocol/protocol.js';
import { roomView, scriptedGame, tableState } from './scenario.js';

type Extra = Pick<RoomView, 'storage' | 'recovery'>;

function withRoom(msg: ServerMessage, extra: Extra): ServerMessage {
  return msg.t === 'state' ? { ...msg, room: { ...msg.room, ...extra } } : msg;
}

export function storageLobby(lang: Lang, extra: Extra): ServerMessage {
  const now = Date.now();
  return {
    t: 'state', you: { device: 'tv', host: true }, room: { ...roomView(lang, { phase: 'lobby', addresses: true }), ...extra },
    game: null, timer: null, events: [], fresh: true, serverNow: now,
  };
}

export function storageDay(lang: Lang, extra: Extra): ServerMessage {
  const d = scriptedGame(lang);
  return withRoom(tableState(d, d.snaps.get('day1.discussion')!, lang, { host: true }), extra);
}

const DAMAGED_LOG = 'current-game.jsonl.damaged-2026-12-01T23-40-12-345Z';
const DAMAGED_ROOM = 'room.json.damaged-2026-12-01T23-40-12-346Z';

export const STORAGE_SCENES: { name: string; state(lang: Lang): ServerMessage }[] = [
  { name: 'full-lobby', state: (lang) => storageLobby(lang, { storage: { problem: 'full' } }) },
  { name: 'full-day', state: (lang) => storageDay(lang, { storage: { problem: 'full' } }) },
  {
    name: 'recovered-day',
    state: (lang) => storageDay(lang, { recovery: { roomLost: false, gameLost: false, actionsRecovered: 41, linesLost: 3, keptAs: [DAMAGED_LOG] } }),
  },
  {
    name: 'readonly-lost-lobby',
    state: (lang) => storageLobby(lang, {
      storage: { problem: 'readonly' },
      recovery: { roomLost: true, gameLost: true, actionsRecovered: 0, linesLost: 0, keptAs: [DAMAGED_ROOM, DAMAGED_LOG] },
    }),
  },
];

