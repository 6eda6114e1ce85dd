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
import type { Avatar, Lang, RoomSettings } from '../../renderer/common/protocol.js';
import { nodeFileSystem, storageProblemOf, writeAll, type FileSystem } from './fileSystem.js';

export { GameLog, LOG_FILE, type LogHeader, type LogRecovery } from './gameLog.js';

export const ROOM_FILE = 'room.json';
export const SETTINGS_FILE = 'settings.json';
export const GAMES_DIR = 'games';
const TMP_SUFFIX = '.tmp';

export function ensureDir(dir: string, fsys: FileSystem = nodeFileSystem): void {
  fsys.mkdir(dir);
}

export function fsyncDir(dir: string, fsys: FileSystem = nodeFileSystem): void {
  // Makes a rename durable on POSIX; directories cannot be opened like this on Windows.
  let fd: number | null = null;
  try {
    fd = fsys.open(dir, 'r');
    fsys.fsync(fd);
  } catch {
    // best effort
  } finally {
    if (fd !== null) closeQuietly(fsys, fd);
  }
}

export function closeQuietly(fsys: FileSystem, fd: number): void {
  try {
    fsys.close(fd);
  } catch {
    // already closed
  }
}

function unlinkQuietly(fsys: FileSystem, file: string): void {
  try {
    fsys.unlink(file);
  } catch {
    // gone already, or the folder is read-only: cleanTemps retries at the next start
  }
}

let tmpCounter = 0;

export interface AtomicWriteOptions {
  /**
   * fsync the folder after the rename so the new name survives a power cut. Off for changes
   * that may be lost to a power cut without harm (an avatar): one fsync instead of two.
   */
  durableRename?: boolean;
}

/**
 * Writes a whole file so that a crash or a full disk leaves either the old or the new content,
 * never half: the temp file is written in full (checked), fsynced, and only then renamed over
 * the old one. On any failure the temp file is removed and the old file is untouched.
 */
export function writeFileAtomic(file: string, data: string | Buffer, fsys: FileSystem = nodeFileSystem, opts: AtomicWriteOptions = {}): void {
  const tmp = `${file}.${process.pid}.${++tmpCounter}${TMP_SUFFIX}`;
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let fd: number | null = null;
  try {
    // Owner-only: room.json holds the players' tokens.
    fd = fsys.open(tmp, 'w', 0o600);
    writeAll(fsys, fd, buf, 0);
    fsys.fsync(fd);
    fsys.close(fd);
    fd = null;
    fsys.rename(tmp, file);
  } catch (error) {
    if (fd !== null) closeQuietly(fsys, fd);
    unlinkQuietly(fsys, tmp);
    throw error;
  }
  if (opts.durableRename !== false) fsyncDir(path.dirname(file), fsys);
}

/** Removes temp files a crash or a failed write left behind (never anything else). */
export function cleanTemps(dir: string, fsys: FileSystem = nodeFileSystem): void {
  let names: string[];
  try {
    names = fsys.readdir(dir);
  } catch {
    return;
  }
  for (const name of names) if (/\.\d+\.\d+\.tmp$/.test(name)) unlinkQuietly(fsys, path.join(dir, name));
}

/** Where a damaged file is kept aside: `<file>.damaged-<iso time>` (never overwritten). */
export function damagedName(file: string, now = new Date(), fsys: FileSystem = nodeFileSystem): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let name = `${file}.damaged-${stamp}`;
  for (let i = 2; fsys.exists(name); i++) name = `${file}.damaged-${stamp}-${i}`;
  return name;
}

/** Moves a damaged file aside (a rename: works on a full disk); returns the new path. */
export function keepAside(file: string, fsys: FileSystem = nodeFileSystem): string {
  const target = damagedName(file, new Date(), fsys);
  fsys.rename(file, target);
  fsyncDir(path.dirname(file), fsys);
  return target;
}

/** Copies a damaged file aside, leaving the original in place; returns the copy's path. */
export function copyAside(file: string, fsys: FileSystem = nodeFileSystem): string {
  const target = damagedName(file, new Date(), fsys);
  fsys.copyFile(file, target);
  return target;
}

export type JsonRead<T> =
  | { status: 'missing' }
  | { status: 'ok'; data: T }
  /** The file is there but is not the JSON expected (torn, truncated, garbled). */
  | { status: 'damaged'; error: string }
  /** The file could not be read at all (permissions, I/O error). */
  | { status: 'unreadable'; error: string };

/** Reads a JSON file and says exactly what was found; never throws. */
export function readJsonFile<T>(file: string, fsys: FileSystem = nodeFileSystem, valid: (x: unknown) => boolean = () => true): JsonRead<T> {
  let buf: Buffer;
  try {
    buf = fsys.readFile(file);
  } catch (error) {
    if (storageProblemOf(error) === 'missing') return { status: 'missing' };
    return { status: 'unreadable', error: String(error) };
  }
  try {
    const data = JSON.parse(buf.toString('utf8')) as unknown;
    if (!valid(data)) return { status: 'damaged', error: 'unexpected content' };
    return { status: 'ok', data: data as T };
  } catch (error) {
    return { status: 'damaged', error: String(error) };
  }
}

export function readJson<T>(file: string, fsys: FileSystem = nodeFileSystem): T | null {
  const r = readJsonFile<T>(file, fsys);
  return r.status === 'ok' ? r.data : null;
}

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
