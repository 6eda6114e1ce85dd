/**
 * Everything the host keeps on disk, in `dataDir`:
 *   settings.json        the port and the chosen LAN address, kept between runs
 *   room.json            players, tokens, seats, lobby settings, VIP (atomic: temp file + rename)
 *   current-game.jsonl   write-ahead log of the game in progress: line 1 the setup (seed included)
 *                        and the seat of every player id, then one accepted action per line,
 *                        each appended and fsync'ed BEFORE anyone hears about it
 *   games/<iso>.json     finished (or abandoned) games: setup, actions, outcome — recap and replays
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Action, GameSetup, Outcome } from '../../engine/index.js';
import type { Avatar, Lang, RoomSettings } from '../../renderer/common/protocol.js';

export const ROOM_FILE = 'room.json';
export const SETTINGS_FILE = 'settings.json';
export const LOG_FILE = 'current-game.jsonl';
export const GAMES_DIR = 'games';

export function ensureDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
}

function fsyncDir(dir: string): void {
  // Makes the rename durable on POSIX; directories cannot be opened like this on Windows.
  let fd: number | null = null;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // best effort
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}

let tmpCounter = 0;

/** Writes a whole file so that a crash leaves either the old or the new content, never half. */
export function writeFileAtomic(file: string, data: string): void {
  const tmp = `${file}.${process.pid}.${++tmpCounter}.tmp`;
  // Owner-only: room.json holds the players' tokens.
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, file);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
  fsyncDir(path.dirname(file));
}

export function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
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

export function readRoomFile(dataDir: string): RoomFile | null {
  return readJson<RoomFile>(path.join(dataDir, ROOM_FILE));
}

/** Replaces room.json as a whole (atomic); throws when the disk refuses. */
export function writeRoomFile(dataDir: string, file: RoomFile): void {
  writeFileAtomic(path.join(dataDir, ROOM_FILE), JSON.stringify(file, null, 1));
}

/** First line of the write-ahead log. */
export interface LogHeader {
  kind: 'nightfall.game';
  version: 1;
  setup: GameSetup;
  /** Player id of each seat, seat 1 first. */
  seats: string[];
  startedAt: string;
}

export interface LogContents {
  header: LogHeader;
  actions: Action[];
  /** A torn last line (crash mid-write) was dropped. */
  repaired: boolean;
}

/**
 * The write-ahead log of the game in progress. `append` returns only once the line is on disk,
 * so an action the devices have heard of is never lost by a crash.
 */
export class GameLog {
  private fd: number | null = null;

  constructor(readonly file: string) {}

  static read(file: string): LogContents | null {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    let header: LogHeader | null = null;
    try {
      header = JSON.parse(lines[0] ?? '') as LogHeader;
    } catch {
      return null;
    }
    if (!header || header.kind !== 'nightfall.game' || !header.setup || !Array.isArray(header.seats)) return null;
    const actions: Action[] = [];
    let repaired = false;
    for (let i = 1; i < lines.length; i++) {
      try {
        actions.push(JSON.parse(lines[i]) as Action);
      } catch {
        // Only the last line can be torn (a crash mid-append); it was never acknowledged.
        repaired = true;
        break;
      }
    }
    return { header, actions, repaired };
  }

  /** Starts (or restarts after undo/repair) the log with exactly these contents. */
  write(header: LogHeader, actions: readonly Action[]): void {
    this.close();
    const body = [header, ...actions].map((x) => JSON.stringify(x)).join('\n') + '\n';
    writeFileAtomic(this.file, body);
    this.fd = fs.openSync(this.file, 'a');
  }

  /** Opens an existing log for appending (after a restore). */
  open(): void {
    if (this.fd === null) this.fd = fs.openSync(this.file, 'a');
  }

  /** Appends one accepted action and waits until it is on disk. */
  append(action: Action): void {
    if (this.fd === null) this.open();
    fs.writeSync(this.fd!, JSON.stringify(action) + '\n');
    fs.fsyncSync(this.fd!);
  }

  close(): void {
    if (this.fd !== null) {
      try {
        fs.closeSync(this.fd);
      } catch {
        // already closed
      }
      this.fd = null;
    }
  }

  remove(): void {
    this.close();
    fs.rmSync(this.file, { force: true });
    fsyncDir(path.dirname(this.file));
  }
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

/** Stores a finished game under games/<iso-time>.json; returns the file name. */
export function archiveGame(dataDir: string, archive: GameArchive): string {
  const dir = path.join(dataDir, GAMES_DIR);
  ensureDir(dir);
  const stamp = archive.endedAt.replace(/:/g, '-');
  let name = `${stamp}.json`;
  for (let i = 2; fs.existsSync(path.join(dir, name)); i++) name = `${stamp}-${i}.json`;
  writeFileAtomic(path.join(dir, name), JSON.stringify(archive, null, 1));
  return name;
}

export function readArchive(dataDir: string, name: string): GameArchive | null {
  if (!/^[\w.-]+\.json$/.test(name)) return null;
  return readJson<GameArchive>(path.join(dataDir, GAMES_DIR, name));
}

export function removeArchive(dataDir: string, name: string): void {
  if (!/^[\w.-]+\.json$/.test(name)) return;
  fs.rmSync(path.join(dataDir, GAMES_DIR, name), { force: true });
}
