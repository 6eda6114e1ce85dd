/**
 * The one seam between the host's persistence and the disk. Everything the host saves goes
 * through a `FileSystem`, so tests can make a write short, fail it with ENOSPC/EACCES, or delete
 * a file under the host's feet (tests/host/faultyFs.ts) and check that nothing acknowledged is lost.
 * The methods mirror node:fs's synchronous calls: the host saves before it acknowledges, and a
 * synchronous write keeps that order obvious.
 */
import fs from 'node:fs';

export interface FileStat {
  ino: number;
  nlink: number;
  size: number;
}

export interface FileSystem {
  open(file: string, flags: string, mode?: number): number;
  /** Writes at `position` (or at the file position when null); returns the bytes written. */
  write(fd: number, data: Buffer, offset: number, length: number, position: number | null): number;
  fsync(fd: number): void;
  ftruncate(fd: number, length: number): void;
  fstat(fd: number): FileStat;
  close(fd: number): void;
  stat(file: string): FileStat;
  readFile(file: string): Buffer;
  rename(from: string, to: string): void;
  copyFile(from: string, to: string): void;
  unlink(file: string): void;
  mkdir(dir: string): void;
  readdir(dir: string): string[];
  exists(file: string): boolean;
}

export const nodeFileSystem: FileSystem = {
  open: (file, flags, mode) => fs.openSync(file, flags, mode),
  write: (fd, data, offset, length, position) => fs.writeSync(fd, data, offset, length, position),
  fsync: (fd) => fs.fsyncSync(fd),
  ftruncate: (fd, length) => fs.ftruncateSync(fd, length),
  fstat: (fd) => fs.fstatSync(fd),
  close: (fd) => fs.closeSync(fd),
  stat: (file) => fs.statSync(file),
  readFile: (file) => fs.readFileSync(file),
  rename: (from, to) => fs.renameSync(from, to),
  copyFile: (from, to) => fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL),
  unlink: (file) => fs.unlinkSync(file),
  mkdir: (dir) => {
    fs.mkdirSync(dir, { recursive: true });
  },
  readdir: (dir) => fs.readdirSync(dir),
  exists: (file) => fs.existsSync(file),
};

/** Why saving failed, in the words the TV uses. */
export type StorageProblem = 'full' | 'readonly' | 'missing' | 'other';

export function storageProblemOf(error: unknown): StorageProblem {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') return 'full';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'readonly';
  if (code === 'ENOENT') return 'missing';
  return 'other';
}

export function errnoError(code: string, syscall: string, file?: string): NodeJS.ErrnoException {
  const error = new Error(`${code}: ${syscall}${file ? ` '${file}'` : ''}`) as NodeJS.ErrnoException;
  error.code = code;
  error.syscall = syscall;
  if (file) error.path = file;
  return error;
}

/**
 * Writes all of `data` from `position` on. A short write is continued where it stopped (a disk
 * that just filled answers the next call with ENOSPC); a write that makes no progress is ENOSPC.
 * Nobody may believe data is saved unless this returned and an fsync followed.
 */
export function writeAll(fsys: FileSystem, fd: number, data: Buffer, position: number | null): void {
  let done = 0;
  while (done < data.length) {
    const n = fsys.write(fd, data, done, data.length - done, position === null ? null : position + done);
    if (!(n > 0)) throw errnoError('ENOSPC', 'write');
    done += n;
  }
}
