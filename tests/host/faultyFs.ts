/**
 * A FileSystem (electron/host/fileSystem.ts) over the real disk that can be told to misbehave:
 * a full disk (writes come up short, then ENOSPC), a read-only folder (EACCES on anything that
 * writes), a one-off failure of a given call, or a file deleted under the host's feet.
 */
import { errnoError, nodeFileSystem, type FileSystem, type FileStat } from '../../electron/host/fileSystem.js';

type Op = keyof FileSystem;

export interface OneFault {
  op: Op;
  /** An errno code, or SHORT: the write puts down only half of its bytes and says so. */
  code: string;
  /** Only calls whose path (or fd's path) contains this. */
  match?: string;
  times?: number;
}

const WRITING_OPS = new Set<Op>(['rename', 'copyFile', 'unlink', 'mkdir', 'ftruncate']);

export class FaultyFs implements FileSystem {
  /** Writes come up short, then fail with ENOSPC (a disk that just filled). */
  diskFull = false;
  /** Anything that would change the folder fails with EACCES. */
  readOnly = false;
  private faults: OneFault[] = [];
  private paths = new Map<number, string>();
  /** How many calls of each kind went through (tests check what the host did). */
  readonly counts = new Map<Op, number>();

  inject(fault: OneFault): void {
    this.faults.push({ times: 1, ...fault });
  }

  clear(): void {
    this.faults = [];
    this.diskFull = false;
    this.readOnly = false;
  }

  /** Throws the injected error, or returns true for an injected SHORT write. */
  private check(op: Op, file: string | undefined): boolean {
    this.counts.set(op, (this.counts.get(op) ?? 0) + 1);
    if (this.readOnly && (WRITING_OPS.has(op) || op === 'write')) throw errnoError('EACCES', op, file);
    const i = this.faults.findIndex((f) => f.op === op && (!f.match || (file ?? '').includes(f.match)));
    if (i < 0) return false;
    const fault = this.faults[i];
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) this.faults.splice(i, 1);
    if (fault.code === 'SHORT') return true;
    throw errnoError(fault.code, op, file);
  }

  open(file: string, flags: string, mode?: number): number {
    this.check('open', file);
    if (this.readOnly && flags !== 'r') throw errnoError('EACCES', 'open', file);
    const fd = nodeFileSystem.open(file, flags, mode);
    this.paths.set(fd, file);
    return fd;
  }

  write(fd: number, data: Buffer, offset: number, length: number, position: number | null): number {
    if (this.check('write', this.paths.get(fd)) && length > 1) {
      return nodeFileSystem.write(fd, data, offset, Math.floor(length / 2), position);
    }
    if (this.diskFull) {
      // The first write that hits the full disk gets part of its bytes down, the next gets none.
      if (length > 1 && !this.shortDone.has(fd)) {
        this.shortDone.add(fd);
        return nodeFileSystem.write(fd, data, offset, Math.floor(length / 2), position);
      }
      throw errnoError('ENOSPC', 'write', this.paths.get(fd));
    }
    return nodeFileSystem.write(fd, data, offset, length, position);
  }

  private shortDone = new Set<number>();

  fsync(fd: number): void {
    this.check('fsync', this.paths.get(fd));
    nodeFileSystem.fsync(fd);
  }

  ftruncate(fd: number, length: number): void {
    this.check('ftruncate', this.paths.get(fd));
    nodeFileSystem.ftruncate(fd, length);
  }

  fstat(fd: number): FileStat {
    this.check('fstat', this.paths.get(fd));
    return nodeFileSystem.fstat(fd);
  }

  close(fd: number): void {
    this.paths.delete(fd);
    this.shortDone.delete(fd);
    nodeFileSystem.close(fd);
  }

  stat(file: string): FileStat {
    this.check('stat', file);
    return nodeFileSystem.stat(file);
  }

  readFile(file: string): Buffer {
    this.check('readFile', file);
    return nodeFileSystem.readFile(file);
  }

  rename(from: string, to: string): void {
    this.check('rename', from);
    nodeFileSystem.rename(from, to);
  }

  copyFile(from: string, to: string): void {
    this.check('copyFile', from);
    if (this.diskFull) throw errnoError('ENOSPC', 'copyFile', to);
    nodeFileSystem.copyFile(from, to);
  }

  unlink(file: string): void {
    this.check('unlink', file);
    nodeFileSystem.unlink(file);
  }

  mkdir(dir: string): void {
    if (this.readOnly && nodeFileSystem.exists(dir)) return;
    this.check('mkdir', dir);
    nodeFileSystem.mkdir(dir);
  }

  readdir(dir: string): string[] {
    this.check('readdir', dir);
    return nodeFileSystem.readdir(dir);
  }

  exists(file: string): boolean {
    return nodeFileSystem.exists(file);
  }
}
