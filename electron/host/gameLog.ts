/**
 * current-game.jsonl, the write-ahead log of the game in progress: line 1 the setup (seed
 * included) and the seat of every player id, then one accepted action per line. `append` returns
 * only once the whole line is written (checked) and fsynced, so an action the devices have heard
 * of is never lost. The log keeps its own copy of what it holds, so when the file vanished while
 * the host ran, or a write failed halfway, it can put the whole file back from memory.
 *
 * Restore (`recover`) never deletes the only copy: any damage, a torn last line included, moves the
 * file aside as `current-game.jsonl.damaged-<time>`, the game comes back up to its last good
 * entry, and the TV and the host log say so. A torn last line is what a crash mid-append leaves
 * (never acknowledged), but it is also what a file cut short looks like, with any number of
 * acknowledged lines gone after the cut: the host cannot tell the two apart, so it never cuts
 * one silently.
 */
import path from 'node:path';
import type { Action, GameSetup } from '../../engine/index.js';
import { nodeFileSystem, storageProblemOf, writeAll, type FileSystem, type StorageProblem } from './fileSystem.js';
import { closeQuietly, copyAside, fsyncDir, keepAside, setAside, writeFileAtomic } from './files.js';

export const LOG_FILE = 'current-game.jsonl';

/** First line of the write-ahead log. */
export interface LogHeader {
  kind: 'nightfall.game';
  version: 1;
  setup: GameSetup;
  /** Player id of each seat, seat 1 first. */
  seats: string[];
  startedAt: string;
}

/** What restore found in the log, for the room and for the TV's notice. */
export interface LogRecovery {
  /** none: no game in progress; ok: all of it; damaged: part of it (or none) could be read. */
  status: 'none' | 'ok' | 'damaged' | 'unreadable';
  header: LogHeader | null;
  /** Every action up to the last good entry. */
  actions: Action[];
  /** The file ended mid-line: that line, and whatever once followed it, is not recovered. */
  tornTail: boolean;
  /** Complete lines after the first unreadable one (not recovered; they are in `keptAs`). */
  lostLines: number;
  /** Where the damaged file was kept aside, when it was. */
  keptAs: string | null;
  problem: StorageProblem | null;
}

function isHeader(x: unknown): x is LogHeader {
  const h = x as LogHeader | null;
  return !!h && typeof h === 'object' && h.kind === 'nightfall.game' && !!h.setup && typeof h.setup === 'object' &&
    Array.isArray(h.seats) && Array.isArray(h.setup.players);
}

function isAction(x: unknown): x is Action {
  return !!x && typeof x === 'object' && !Array.isArray(x) && typeof (x as { type?: unknown }).type === 'string';
}

/** Parses the log text: every complete line up to the first bad one. Pure. */
export function parseLog(text: string): { header: LogHeader | null; actions: Action[]; goodBytes: number; tornTail: boolean; lostLines: number } {
  const parts = text.split('\n');
  // A last part without its newline was cut mid-write: it was never fsynced, never acknowledged.
  const tail = parts.pop() ?? '';
  const tornTail = tail.length > 0;
  let header: LogHeader | null = null;
  const actions: Action[] = [];
  let goodBytes = 0;
  let i = 0;
  for (; i < parts.length; i++) {
    let value: unknown;
    try {
      value = JSON.parse(parts[i]);
    } catch {
      break;
    }
    if (i === 0 ? !isHeader(value) : !isAction(value)) break;
    if (i === 0) header = value as LogHeader;
    else actions.push(value as Action);
    goodBytes += Buffer.byteLength(parts[i]) + 1;
  }
  return { header, actions, goodBytes, tornTail, lostLines: parts.length - i };
}

export class GameLog {
  private fd: number | null = null;
  private header: LogHeader | null = null;
  private lines: Buffer[] = [];
  /** Bytes of good content in the open file; the next line goes exactly there. */
  private size = 0;
  /** The file on disk does not hold what memory holds: put it back before the next append. */
  private rewriteNeeded = false;
  /** A failed append may have left part of a line after `size`. */
  private truncateNeeded = false;
  /** The last line is written but not yet fsynced (`appendPending`, then `flush`). */
  private pendingFsync = false;
  /** A damaged file that could not be moved aside yet: no write may replace it before it is. */
  private asideNeeded = false;
  /** Where the damaged file went once it was moved aside late. */
  keptAsideLate: string | null = null;

  constructor(readonly file: string, private readonly fsys: FileSystem = nodeFileSystem, private readonly note: (line: string) => void = () => {}) {}

  /** True while a game's log is held (open or waiting to be rewritten). */
  get active(): boolean {
    return this.header !== null;
  }

  /** A written line waits for its fsync (`flush` has something to do). */
  get pending(): boolean {
    return this.pendingFsync;
  }

  /** True when the file on disk is behind memory (a failed write, a vanished or read-only file). */
  get behind(): boolean {
    return this.active && (this.rewriteNeeded || this.fd === null);
  }

  /**
   * Reads the log at start-up. Any damage (a torn tail too) keeps the file aside and writes back
   * the good part; the log is then open for appending (or waiting to be rewritten when the folder
   * cannot be written). Never throws.
   */
  recover(): LogRecovery {
    const none: LogRecovery = { status: 'none', header: null, actions: [], tornTail: false, lostLines: 0, keptAs: null, problem: null };
    let text: string;
    try {
      text = this.fsys.readFile(this.file).toString('utf8');
    } catch (error) {
      const problem = storageProblemOf(error);
      if (problem === 'missing') return none;
      // Cannot even read it: move it aside untouched if possible, so a new game cannot overwrite it.
      let keptAs: string | null = null;
      try {
        keptAs = keepAside(this.file, this.fsys);
      } catch {
        this.asideNeeded = true;
      }
      this.note(`could not read ${path.basename(this.file)}: ${String(error)}`);
      return { ...none, status: 'unreadable', keptAs, problem };
    }
    const parsed = parseLog(text);
    if (parsed.header === null || parsed.lostLines > 0 || parsed.tornTail) {
      let keptAs: string | null = null;
      let problem: StorageProblem | null = null;
      try {
        // With a header the good part is written back over it: a copy first (no moment without
        // a log); without one there is nothing to write back and the file just moves out of the way.
        keptAs = parsed.header ? setAside(this.file, this.fsys) : keepAside(this.file, this.fsys);
      } catch (error) {
        problem = storageProblemOf(error);
        this.asideNeeded = true;
      }
      this.note(`${path.basename(this.file)} is damaged: ${parsed.actions.length} action(s) recovered, ${parsed.lostLines} line(s) not` +
        (parsed.tornTail ? ', and it ends mid-line (whatever followed that line is lost)' : '') + '; ' +
        (keptAs ? `kept as ${path.basename(keptAs)}` : 'left in place (the folder cannot be written)'));
      const result: LogRecovery = {
        status: 'damaged', header: parsed.header, actions: parsed.actions, tornTail: parsed.tornTail, lostLines: parsed.lostLines, keptAs, problem,
      };
      // Nothing to play on without a header; the damaged file stays until it can be moved.
      if (parsed.header === null) return result;
      this.adopt(parsed.header, parsed.actions);
      this.rewriteNeeded = true;
      if (keptAs) this.tryRewrite();
      return result;
    }
    this.adopt(parsed.header, parsed.actions);
    this.size = parsed.goodBytes;
    try {
      this.fd = this.fsys.open(this.file, 'r+');
    } catch (error) {
      // Read-only: play on from memory, nothing can be saved until the folder is writable again.
      if (this.fd !== null) closeQuietly(this.fsys, this.fd);
      this.fd = null;
      this.rewriteNeeded = true;
      return { status: 'ok', header: parsed.header, actions: parsed.actions, tornTail: false, lostLines: 0, keptAs: null, problem: storageProblemOf(error) };
    }
    return { status: 'ok', header: parsed.header, actions: parsed.actions, tornTail: false, lostLines: 0, keptAs: null, problem: null };
  }

  /**
   * Starts the log with exactly these contents (a new game, an undo). Atomic: on failure the
   * previous log and its open file stay as they were, and this throws.
   */
  write(header: LogHeader, actions: readonly Action[]): void {
    const lines = actions.map((a) => Buffer.from(JSON.stringify(a) + '\n'));
    const fd = this.writeWhole(header, lines);
    this.closeFd();
    this.fd = fd;
    this.header = header;
    this.lines = lines;
    this.size = lines.reduce((n, l) => n + l.length, Buffer.byteLength(JSON.stringify(header)) + 1);
    this.rewriteNeeded = false;
    this.truncateNeeded = false;
    this.pendingFsync = false;
  }

  /**
   * Keeps a copy of the current file aside, then writes these contents (restore dropped actions the
   * engine no longer accepts). When the copy cannot be made the file is left alone.
   */
  replaceKeepingCopy(header: LogHeader, actions: readonly Action[]): string | null {
    const copy = copyAside(this.file, this.fsys);
    this.write(header, actions);
    return copy;
  }

  /** Appends one accepted action and returns once it is on disk; throws when it is not. */
  append(action: Action): void {
    this.appendPending(action);
    this.flush();
  }

  /**
   * Writes one accepted action's line, checked, without waiting for its fsync: the host shows the
   * action on the TV while `flush` makes it durable, and no phone hears of it before (docs/protocol.md,
   * "Latency"). A line the OS has is safe from a crash of the host; only the fsync keeps it through a
   * power cut. At most one line ever waits: a pending one is flushed before the next is written.
   * Throws when the line is not written (nothing of it is kept).
   */
  appendPending(action: Action): void {
    if (!this.header) throw new Error('no game log is open');
    this.flush();
    const line = Buffer.from(JSON.stringify(action) + '\n');
    this.sync();
    try {
      writeAll(this.fsys, this.fd!, line, this.size);
    } catch (error) {
      this.truncateNeeded = true;
      this.tryTruncate();
      throw error;
    }
    this.size += line.length;
    this.lines.push(line);
    this.pendingFsync = true;
  }

  /**
   * Makes the written lines durable. After a failed fsync nobody knows what the disk kept (the
   * kernel may drop the pages it could not write), so the whole log is written again from memory;
   * throws when that fails too, and the storage's retry writes it again until it works.
   */
  flush(): void {
    if (!this.pendingFsync) return;
    // Once an fsync failed, a later one may succeed without the lost pages: only a rewrite will do.
    if (!this.rewriteNeeded && this.fd !== null) {
      try {
        this.fsys.fsync(this.fd);
        this.pendingFsync = false;
        return;
      } catch (error) {
        this.note(`fsync of ${path.basename(this.file)} failed (${String(error)}); writing it again`);
        this.rewriteNeeded = true;
      }
    }
    this.sync();
  }

  /**
   * Makes the file on disk hold exactly what memory holds: rewrites it when it vanished, was
   * replaced, or is behind; cuts a half-written line. Throws when the disk still refuses.
   */
  sync(): void {
    if (!this.header) return;
    if (!this.rewriteNeeded && this.fd !== null && !this.sameFile()) {
      this.note(`${path.basename(this.file)} disappeared while the game ran; writing it again`);
      this.rewriteNeeded = true;
    }
    if (this.rewriteNeeded || this.fd === null) {
      const fd = this.writeWhole(this.header, this.lines);
      this.closeFd();
      this.fd = fd;
      this.size = this.lines.reduce((n, l) => n + l.length, Buffer.byteLength(JSON.stringify(this.header)) + 1);
      this.rewriteNeeded = false;
      this.truncateNeeded = false;
      this.pendingFsync = false;
    }
    if (this.truncateNeeded) {
      this.fsys.ftruncate(this.fd!, this.size);
      this.fsys.fsync(this.fd!);
      this.truncateNeeded = false;
    }
  }

  /**
   * The log cannot be played (restore failed on it): it is kept aside, never deleted, and the log
   * forgets it. Returns where it went (null: still in place, moved before the next write).
   */
  abandon(): string | null {
    this.forget();
    try {
      return keepAside(this.file, this.fsys);
    } catch (error) {
      if (storageProblemOf(error) !== 'missing') this.asideNeeded = true;
      return null;
    }
  }

  /** Closes the file; a line still waiting for its fsync gets it first, when the disk allows. */
  close(): void {
    try {
      this.flush();
    } catch (error) {
      this.note(`could not save ${path.basename(this.file)} before closing: ${String(error)}`);
    }
    this.closeFd();
  }

  private closeFd(): void {
    if (this.fd !== null) closeQuietly(this.fsys, this.fd);
    this.fd = null;
  }

  private forget(): void {
    this.closeFd();
    this.header = null;
    this.lines = [];
    this.rewriteNeeded = false;
    this.truncateNeeded = false;
    this.pendingFsync = false;
  }

  /** The game ended (archived): forget it and remove the file. Throws when it cannot be removed. */
  remove(): void {
    this.forget();
    try {
      this.fsys.unlink(this.file);
    } catch (error) {
      if (storageProblemOf(error) !== 'missing') throw error;
    }
    fsyncDir(path.dirname(this.file), this.fsys);
  }

  /** Old entry points, kept until the room uses `recover` (read-only look; then open = recover). */
  static read(file: string, fsys: FileSystem = nodeFileSystem): { header: LogHeader; actions: Action[]; repaired: boolean } | null {
    let text: string;
    try {
      text = fsys.readFile(file).toString('utf8');
    } catch {
      return null;
    }
    const parsed = parseLog(text);
    return parsed.header ? { header: parsed.header, actions: parsed.actions, repaired: parsed.tornTail || parsed.lostLines > 0 } : null;
  }

  open(): void {
    if (!this.header) this.recover();
  }

  private adopt(header: LogHeader, actions: Action[]): void {
    this.header = header;
    this.lines = actions.map((a) => Buffer.from(JSON.stringify(a) + '\n'));
  }

  private tryRewrite(): void {
    try {
      this.sync();
    } catch (error) {
      this.note(`could not write ${path.basename(this.file)} yet: ${String(error)}`);
    }
  }

  private tryTruncate(): void {
    try {
      this.fsys.ftruncate(this.fd!, this.size);
      this.fsys.fsync(this.fd!);
      this.truncateNeeded = false;
    } catch {
      // The next append (or sync) tries again before writing anything.
    }
  }

  private sameFile(): boolean {
    try {
      const open = this.fsys.fstat(this.fd!);
      if (open.nlink === 0) return false;
      return this.fsys.stat(this.file).ino === open.ino;
    } catch {
      return false;
    }
  }

  private writeWhole(header: LogHeader, lines: readonly Buffer[]): number {
    if (this.asideNeeded) {
      this.keptAsideLate = setAside(this.file, this.fsys);
      this.asideNeeded = false;
    }
    const body = Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), ...lines]);
    writeFileAtomic(this.file, body, this.fsys);
    return this.fsys.open(this.file, 'r+');
  }
}
