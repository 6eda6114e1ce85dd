/**
 * HostStorage: the host's one door to the disk. It saves room.json and the game log through the
 * FileSystem seam, knows whether saving currently works (the TV's "Can't save the game" banner),
 * retries on its own until it does, and remembers what restore found (the TV's recovery notice).
 *
 * The promise it helps the room keep: a change is acknowledged only after it is on disk; when
 * saving fails the caller refuses the change (STORAGE) and keeps the state it had.
 */
import path from 'node:path';
import type { Action } from '../../engine/index.js';
import { nodeFileSystem, storageProblemOf, type FileSystem, type StorageProblem } from './fileSystem.js';
import { GameLog, LOG_FILE, type LogHeader, type LogRecovery } from './gameLog.js';
import {
  archiveGame, cleanTemps, ensureDir, keepAside, readArchive, readJsonFile, removeArchive, ROOM_FILE, writeFileAtomic,
  type GameArchive,
} from './persistence.js';
import type { RecoveryNotice } from '../../protocol/protocol.js';

export type { RecoveryNotice } from '../../protocol/protocol.js';

type Channel = 'room' | 'log' | 'archive';

const RETRY_MS = 2000;

export class HostStorage {
  readonly log: GameLog;
  readonly roomFile: string;
  private problems = new Map<Channel, StorageProblem>();
  /** The newest room.json content that could not be written yet. */
  private pendingRoom: string | null = null;
  /** room.json is damaged and still in place: it must be moved aside before it is overwritten. */
  private roomAsideNeeded = false;
  /** A finished game's log, to remove once room.json (naming its archive) is on disk. */
  private logToRemove = false;
  private retryTimer: ReturnType<typeof setInterval> | null = null;
  /** What restore found and could not fully bring back (shown on the TV until the next game). */
  notice: RecoveryNotice | null = null;
  /** Called when `problem` changes (the room broadcasts the banner). */
  onChange: () => void = () => {};

  constructor(
    readonly dataDir: string,
    readonly fsys: FileSystem = nodeFileSystem,
    private readonly note: (line: string) => void = () => {},
    private readonly retryMs = RETRY_MS,
  ) {
    try {
      ensureDir(dataDir, fsys);
    } catch (error) {
      this.fail('room', error);
    }
    cleanTemps(dataDir, fsys);
    this.roomFile = path.join(dataDir, ROOM_FILE);
    this.log = new GameLog(path.join(dataDir, LOG_FILE), fsys, note);
  }

  /** Why saving does not work right now; null when it does. */
  get problem(): StorageProblem | null {
    for (const p of this.problems.values()) return p;
    return null;
  }

  // ---------------------------------------------------------------------------------------------
  // room.json
  // ---------------------------------------------------------------------------------------------

  /** Reads room.json; a damaged one is moved aside (never overwritten) and noted. */
  loadRoom<T>(valid: (x: unknown) => boolean): T | null {
    const r = readJsonFile<T>(this.roomFile, this.fsys, valid);
    if (r.status === 'ok') return r.data;
    if (r.status === 'missing') return null;
    this.note(`${ROOM_FILE} could not be read (${r.error})`);
    let keptAs: string | null = null;
    try {
      keptAs = keepAside(this.roomFile, this.fsys);
    } catch (error) {
      this.roomAsideNeeded = true;
      this.fail('room', error);
    }
    this.addNotice({ roomLost: true, keptAs: keptAs ? [path.basename(keptAs)] : [] });
    return null;
  }

  /**
   * Saves room.json now; throws when it is not on disk (the caller refuses the change).
   * `durable: false` skips the folder fsync (changes a power cut may lose without harm).
   */
  saveRoom(json: string, opts: { durable?: boolean } = {}): void {
    this.guard('room', () => {
      this.moveDamagedRoomAside();
      writeFileAtomic(this.roomFile, json, this.fsys, { durableRename: opts.durable !== false });
    });
    this.pendingRoom = null;
    this.removeFinishedLog();
  }

  /** Saves room.json when it can; otherwise keeps the content and retries until it works. */
  saveRoomLater(json: string): boolean {
    try {
      this.saveRoom(json);
      return true;
    } catch (error) {
      this.pendingRoom = json;
      this.note(`could not save ${ROOM_FILE}: ${String(error)}`);
      return false;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The game log and the archive
  // ---------------------------------------------------------------------------------------------

  /** Restore's reading of the log; records what could not be brought back for the TV. */
  recoverLog(): LogRecovery {
    const r = this.log.recover();
    if (r.problem && r.problem !== 'missing') this.fail('log', Object.assign(new Error(r.problem), { code: codeOf(r.problem) }));
    if (r.status === 'damaged' || r.status === 'unreadable') {
      this.addNotice({
        gameLost: r.header === null, actionsRecovered: r.actions.length, linesLost: r.lostLines, cut: r.tornTail,
        keptAs: r.keptAs ? [path.basename(r.keptAs)] : [],
      });
    }
    return r;
  }

  /** Appends an action's line and waits for its fsync; throws when it is not on disk. */
  appendAction(action: Action): void {
    this.guard('log', () => this.log.append(action));
  }

  /**
   * Writes an action's line without its fsync (`flushLog` follows once the TV has its frame);
   * throws when the line is not written.
   */
  writeAction(action: Action): void {
    this.guard('log', () => this.log.appendPending(action));
  }

  /**
   * Makes the written actions durable; throws when they are not (the retry writes the log again).
   * With no line waiting it touches nothing, and so proves nothing: it must not clear the banner
   * while the next tap would still be refused (every broadcast comes through here).
   */
  flushLog(): void {
    if (!this.log.pending) return;
    this.guard('log', () => this.log.flush());
  }

  writeLog(header: LogHeader, actions: readonly Action[]): void {
    this.guard('log', () => this.log.write(header, actions));
    this.logToRemove = false;
  }

  removeLog(): void {
    this.guard('log', () => this.log.remove());
  }

  /**
   * A finished game's log goes once room.json names its archive: at once when room.json is on
   * disk, else after the retry has written it. Until then the log stays the record (a restart
   * finds the game over and ends it again, under the same archive), so a crash never finds the
   * end the TV showed in neither file.
   */
  removeLogOnceRoomSaved(): void {
    this.logToRemove = true;
    if (this.pendingRoom === null) this.removeFinishedLog();
  }

  private removeFinishedLog(): void {
    if (!this.logToRemove) return;
    this.logToRemove = false;
    try {
      this.removeLog();
    } catch (error) {
      this.note(`could not remove the finished game's log: ${String(error)}`);
    }
  }

  archive(archive: GameArchive): string {
    return this.guard('archive', () => archiveGame(this.dataDir, archive, this.fsys));
  }

  readArchive(name: string): GameArchive | null {
    return readArchive(this.dataDir, name, this.fsys);
  }

  removeArchive(name: string): void {
    removeArchive(this.dataDir, name, this.fsys);
  }

  addNotice(part: Partial<RecoveryNotice>): void {
    const n = this.notice ?? { roomLost: false, gameLost: false, actionsRecovered: 0, linesLost: 0, keptAs: [] };
    this.notice = {
      roomLost: n.roomLost || !!part.roomLost,
      gameLost: n.gameLost || !!part.gameLost,
      actionsRecovered: part.actionsRecovered ?? n.actionsRecovered,
      linesLost: n.linesLost + (part.linesLost ?? 0),
      ...(n.cut || part.cut ? { cut: true } : {}),
      keptAs: [...n.keptAs, ...(part.keptAs ?? [])],
    };
  }

  /**
   * Tries the disk (a small probe file: a full disk refuses it even when nothing else is
   * pending), then every pending write; true when saving works again.
   */
  retry(): boolean {
    try {
      this.probe();
      this.moveDamagedRoomAside();
      if (this.pendingRoom !== null) writeFileAtomic(this.roomFile, this.pendingRoom, this.fsys);
      this.pendingRoom = null;
      if (this.logToRemove) {
        this.log.remove();
        this.logToRemove = false;
      }
      if (this.log.active) this.log.sync();
      this.problems.clear();
      this.noteLateAside();
    } catch (error) {
      // Still failing: the same channels, the latest reason; the timer tries again.
      const problem = storageProblemOf(error);
      for (const channel of this.problems.keys()) this.problems.set(channel, problem === 'missing' ? 'other' : problem);
    }
    this.changed();
    return this.problem === null;
  }

  close(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
    this.log.close();
  }

  private probe(): void {
    const file = path.join(this.dataDir, `.probe.${process.pid}.0.tmp`);
    writeFileAtomic(file, 'ok', this.fsys, { durableRename: false });
    this.fsys.unlink(file);
  }

  private moveDamagedRoomAside(): void {
    if (!this.roomAsideNeeded) return;
    const keptAs = keepAside(this.roomFile, this.fsys);
    this.roomAsideNeeded = false;
    this.addNotice({ keptAs: [path.basename(keptAs)] });
  }

  /** A damaged log that could only be moved aside once the folder took writes again: the TV names it. */
  private noteLateAside(): void {
    const late = this.log.keptAsideLate;
    if (!late) return;
    this.log.keptAsideLate = null;
    this.addNotice({ keptAs: [path.basename(late)] });
    this.onChange();
  }

  private guard<T>(channel: Channel, fn: () => T): T {
    try {
      const result = fn();
      if (channel === 'log') this.noteLateAside();
      if (this.problems.delete(channel)) this.changed();
      return result;
    } catch (error) {
      this.fail(channel, error);
      throw error;
    }
  }

  private lastReported: StorageProblem | null = null;

  private changed(): void {
    const now = this.problem;
    if (now === null && this.retryTimer) {
      clearInterval(this.retryTimer);
      this.retryTimer = null;
    }
    if (now !== this.lastReported) {
      this.lastReported = now;
      this.note(now ? `saving does not work (${now}); retrying every ${this.retryMs / 1000} s` : 'saving works again');
      this.onChange();
    }
  }

  private fail(channel: Channel, error: unknown): void {
    const problem = storageProblemOf(error);
    // A file that vanished is written again from memory; the folder itself missing is a real problem.
    this.problems.set(channel, problem === 'missing' ? 'other' : problem);
    if (!this.retryTimer) {
      this.retryTimer = setInterval(() => this.retry(), this.retryMs);
      this.retryTimer.unref?.();
    }
    this.changed();
  }
}

function codeOf(problem: StorageProblem): string {
  return problem === 'full' ? 'ENOSPC' : problem === 'readonly' ? 'EACCES' : 'EIO';
}
