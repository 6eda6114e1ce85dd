/**
 * Everything the host keeps on disk, in `dataDir`:
 *   settings.json        the port and the chosen LAN address, kept between runs
 *   room.json            players, tokens, seats, lobby settings, VIP (atomic: temp file + rename)
 *   current-game.jsonl   write-ahead log of the game in progress (electron/host/gameLog.ts)
 *   games/<iso>.json     finished (or abandoned) games, named by their start: setup, actions, outcome
 *   *.damaged-<time>     a file restore could not fully read, kept aside untouched for a human
 * Every write goes through the FileSystem seam and is checked: a short or failed write throws and
 * never replaces the previous good copy.
 */
import path from 'node:path';
import type { Action, GameSetup, Outcome } from '../../engine/index.js';
import type { Avatar, Lang, RoomSettings } from '../../protocol/protocol.js';
import { nodeFileSystem, type FileSystem } from './fileSystem.js';
import { ensureDir, readJson, unlinkQuietly, writeFileAtomic } from './files.js';

// What the host keeps on disk, from one place: the log (gameLog.ts) and the file primitives (files.ts).
export { GameLog, LOG_FILE, type LogHeader, type LogRecovery } from './gameLog.js';
export {
  cleanTemps, closeQuietly, copyAside, damagedName, ensureDir, fsyncDir, keepAside, readJson, readJsonFile, writeFileAtomic,
  type AtomicWriteOptions, type JsonRead,
} from './files.js';

export const ROOM_FILE = 'room.json';
export const SETTINGS_FILE = 'settings.json';
export const GAMES_DIR = 'games';

/** One player of the room, as room.json keeps it. */
export interface PlayerRecord {
  id: string;
  name: string;
  avatar: Avatar;
  lang: Lang;
  /** Secret that brings a device back to this seat; null once kicked or handed over mid-game. */
  token: string | null;
  /** Kicked while a game was running: keeps the seat's name until the next lobby. */
  kicked?: boolean;
}

/** room.json: everything about the room that outlives a restart, except the game itself. */
export interface RoomFile {
  kind: 'nightfall.room';
  version: 1;
  players: PlayerRecord[];
  vip: string | null;
  settings: RoomSettings;
  deckAuto: boolean;
  locked: boolean;
  paused: boolean;
  /** The finished game still on show (phase 'ended'), in games/. */
  lastGame: string | null;
}

export function isRoomFile(x: unknown): x is RoomFile {
  const f = x as RoomFile | null;
  return !!f && typeof f === 'object' && f.kind === 'nightfall.room' && Array.isArray(f.players);
}

/** A finished or abandoned game, as stored in games/. */
export interface GameArchive {
  kind: 'nightfall.finishedGame';
  version: 1;
  setup: GameSetup;
  seats: string[];
  actions: Action[];
  outcome: Outcome | null;
  /** True when the host ended the game before anyone won. */
  aborted: boolean;
  startedAt: string;
  endedAt: string;
}

/** The archive's file name: the game's own start time (its id in the log's header). */
export function archiveName(startedAt: string): string {
  return `${startedAt.replace(/:/g, '-')}.json`;
}

/**
 * Stores a finished game under games/<start time>.json; returns the file name. Idempotent: the
 * name comes from the game, not from the moment of archiving, so a host killed after the archive
 * but before the log went archives the same game again under the same name (atomically replacing
 * it: the same game, as complete), never a second copy.
 */
export function archiveGame(dataDir: string, archive: GameArchive, fsys: FileSystem = nodeFileSystem): string {
  const dir = path.join(dataDir, GAMES_DIR);
  ensureDir(dir, fsys);
  const name = archiveName(archive.startedAt);
  writeFileAtomic(path.join(dir, name), JSON.stringify(archive, null, 1), fsys);
  return name;
}

export function readArchive(dataDir: string, name: string, fsys: FileSystem = nodeFileSystem): GameArchive | null {
  if (!/^[\w.-]+\.json$/.test(name)) return null;
  return readJson<GameArchive>(path.join(dataDir, GAMES_DIR, name), fsys);
}

export function removeArchive(dataDir: string, name: string, fsys: FileSystem = nodeFileSystem): void {
  if (!/^[\w.-]+\.json$/.test(name)) return;
  unlinkQuietly(fsys, path.join(dataDir, GAMES_DIR, name));
}
