/**
 * The host's file primitives, below everything that saves (persistence.ts, gameLog.ts): checked
 * atomic writes, folder fsyncs, JSON reads that say what they found, damaged files kept aside.
 * Imports nothing of the host but the file-system seam, so the modules above it never import each
 * other in a cycle (one did: a module read while the other was still loading).
 */
import path from 'node:path';
import { nodeFileSystem, storageProblemOf, writeAll, type FileSystem } from './fileSystem.js';

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

export function unlinkQuietly(fsys: FileSystem, file: string): void {
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

/**
 * Keeps a damaged file aside *before* it is rewritten: a durable copy, the original left in place
 * until its rewrite replaces it atomically, so no crash in between finds no file at all. When the
 * copy cannot be made (a full disk) the file is moved aside instead (a rename needs no space).
 * Returns where the damaged content now is.
 */
export function setAside(file: string, fsys: FileSystem = nodeFileSystem): string {
  const target = damagedName(file, new Date(), fsys);
  let fd: number | null = null;
  try {
    fsys.copyFile(file, target);
    fd = fsys.open(target, 'r');
    fsys.fsync(fd);
  } catch {
    unlinkQuietly(fsys, target);
    return keepAside(file, fsys);
  } finally {
    if (fd !== null) closeQuietly(fsys, fd);
  }
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
