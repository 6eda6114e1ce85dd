/**
 * The persistence layer under disk faults, through the FileSystem seam: checked writes, atomic
 * files that never take a short temp file, a log that survives a full disk, a vanished file and
 * damage at restore without ever deleting the only copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetDeck, type Action } from '../../engine/index.js';
import { GameLog, parseLog, type LogHeader } from '../../electron/host/gameLog.js';
import { writeFileAtomic } from '../../electron/host/persistence.js';
import { HostStorage } from '../../electron/host/storage.js';
import { FaultyFs } from './faultyFs.js';
import { tempDir } from './helpers.js';

const header: LogHeader = {
  kind: 'nightfall.game', version: 1, seats: ['a', 'b', 'c', 'd', 'e', 'f'], startedAt: '2026-01-01T00:00:00.000Z',
  setup: { players: ['A', 'B', 'C', 'D', 'E', 'F'], deck: presetDeck(6), preset: 'official', variants: {}, seed: 1 },
};
const act = (step: number): Action => ({ type: 'timeout', step });

function files(dir: string): string[] {
  return fs.readdirSync(dir).sort();
}

describe('writeFileAtomic', () => {
  it('keeps the old file and leaves no temp file when the disk fills mid-write', () => {
    const dir = tempDir();
    const file = path.join(dir, 'room.json');
    const fsys = new FaultyFs();
    writeFileAtomic(file, '{"old":true}', fsys);
    fsys.diskFull = true;
    expect(() => writeFileAtomic(file, JSON.stringify({ big: 'x'.repeat(10_000) }), fsys)).toThrow(/ENOSPC/);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"old":true}');
    expect(files(dir)).toEqual(['room.json']);
  });

  it('finishes a write that came up short once', () => {
    const dir = tempDir();
    const file = path.join(dir, 'x.json');
    const fsys = new FaultyFs();
    fsys.inject({ op: 'write', code: 'SHORT' });
    writeFileAtomic(file, 'abcdefghij', fsys);
    expect(fs.readFileSync(file, 'utf8')).toBe('abcdefghij');
  });

  it('never renames when fsync fails', () => {
    const dir = tempDir();
    const file = path.join(dir, 'x.json');
    const fsys = new FaultyFs();
    writeFileAtomic(file, 'old', fsys);
    fsys.inject({ op: 'fsync', code: 'EIO' });
    expect(() => writeFileAtomic(file, 'new', fsys)).toThrow(/EIO/);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(files(dir)).toEqual(['x.json']);
  });
});

describe('GameLog', () => {
  it('refuses an append on a full disk, leaves no half line, and takes the next one when space is back', () => {
    const dir = tempDir();
    const fsys = new FaultyFs();
    const log = new GameLog(path.join(dir, 'log.jsonl'), fsys);
    log.write(header, [act(1)]);
    fsys.diskFull = true;
    expect(() => log.append(act(2))).toThrow(/ENOSPC/);
    fsys.diskFull = false;
    log.append(act(3));
    const parsed = parseLog(fs.readFileSync(log.file, 'utf8'));
    expect(parsed.actions).toEqual([act(1), act(3)]);
    expect(parsed.tornTail).toBe(false);
    expect(parsed.lostLines).toBe(0);
  });

  it('writes a pending line at once and fsyncs it only on flush (or before the next line)', () => {
    const dir = tempDir();
    const fsys = new FaultyFs();
    const log = new GameLog(path.join(dir, 'log.jsonl'), fsys);
    log.write(header, [act(1)]);
    const fsyncs = () => fsys.counts.get('fsync') ?? 0;
    const before = fsyncs();
    log.appendPending(act(2));
    expect(parseLog(fs.readFileSync(log.file, 'utf8')).actions).toEqual([act(1), act(2)]);
    expect(fsyncs()).toBe(before);
    log.flush();
    expect(fsyncs()).toBe(before + 1);
    log.flush();
    expect(fsyncs()).toBe(before + 1);
    // A line left pending is made durable before the next one is written.
    log.appendPending(act(3));
    log.appendPending(act(4));
    expect(fsyncs()).toBe(before + 2);
    log.close();
    expect(fsyncs()).toBe(before + 3);
    expect(parseLog(fs.readFileSync(log.file, 'utf8')).actions).toEqual([act(1), act(2), act(3), act(4)]);
  });

  it('after a failed fsync writes the whole log again from memory; when that fails too, the retry does', () => {
    const dir = tempDir();
    const fsys = new FaultyFs();
    const log = new GameLog(path.join(dir, 'log.jsonl'), fsys);
    log.write(header, [act(1)]);
    log.appendPending(act(2));
    fsys.inject({ op: 'fsync', code: 'EIO' });
    const renames = fsys.counts.get('rename') ?? 0;
    log.flush();
    // Written again whole (a temp file renamed over it), not trusted to the failed fsync.
    expect(fsys.counts.get('rename')).toBe(renames + 1);
    expect(parseLog(fs.readFileSync(log.file, 'utf8')).actions).toEqual([act(1), act(2)]);

    log.appendPending(act(3));
    fsys.inject({ op: 'fsync', code: 'EIO', times: 2 });
    expect(() => log.flush()).toThrow(/EIO/);
    // The line stays in memory, and the next write puts the whole log back first.
    log.sync();
    log.appendPending(act(4));
    log.flush();
    const parsed = parseLog(fs.readFileSync(log.file, 'utf8'));
    expect(parsed.actions).toEqual([act(1), act(2), act(3), act(4)]);
    expect(parsed.lostLines).toBe(0);
    expect(files(dir)).toEqual(['log.jsonl']);
  });

  it('writes the whole log again when the file is deleted while the game runs', () => {
    const dir = tempDir();
    const log = new GameLog(path.join(dir, 'log.jsonl'), new FaultyFs());
    log.write(header, [act(1)]);
    log.append(act(2));
    fs.unlinkSync(log.file);
    log.append(act(3));
    expect(parseLog(fs.readFileSync(log.file, 'utf8')).actions).toEqual([act(1), act(2), act(3)]);
  });

  it('cuts a torn last line, never silently: the file kept aside, the host log told, appends after it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'log.jsonl');
    const original = [header, act(1), act(2)].map((x) => JSON.stringify(x)).join('\n') + '\n{"type":"time';
    fs.writeFileSync(file, original);
    const noted: string[] = [];
    const log = new GameLog(file, new FaultyFs(), (l) => noted.push(l));
    const r = log.recover();
    // A torn tail looks the same whether a crash tore the last line or the file was cut short.
    expect(r).toMatchObject({ status: 'damaged', tornTail: true, lostLines: 0 });
    expect(r.actions).toEqual([act(1), act(2)]);
    expect(fs.readFileSync(r.keptAs!, 'utf8')).toBe(original);
    expect(noted.join('\n')).toMatch(/2 action\(s\) recovered.*ends mid-line.*kept as log\.jsonl\.damaged-/);
    log.append(act(3));
    expect(parseLog(fs.readFileSync(file, 'utf8')).actions).toEqual([act(1), act(2), act(3)]);
    expect(files(dir)).toEqual(['log.jsonl', path.basename(r.keptAs!)]);
  });

  it('recovers up to a corrupt middle line and keeps the damaged file aside', () => {
    const dir = tempDir();
    const file = path.join(dir, 'log.jsonl');
    const original = [JSON.stringify(header), JSON.stringify(act(1)), '{garbage', JSON.stringify(act(3))].join('\n') + '\n';
    fs.writeFileSync(file, original);
    const r = new GameLog(file, new FaultyFs()).recover();
    expect(r.status).toBe('damaged');
    expect(r.actions).toEqual([act(1)]);
    expect(r.lostLines).toBe(2);
    expect(r.keptAs).toMatch(/log\.jsonl\.damaged-/);
    expect(fs.readFileSync(r.keptAs!, 'utf8')).toBe(original);
    expect(parseLog(fs.readFileSync(file, 'utf8')).actions).toEqual([act(1)]);
  });

  it('a host killed while it puts a damaged log right still finds the game at the next start', () => {
    const dir = tempDir();
    const file = path.join(dir, 'current-game.jsonl');
    const original = [header, act(1), act(2)].map((x) => JSON.stringify(x)).join('\n') + '\n{"type":"ti';
    fs.writeFileSync(file, original);
    // Dies at the rewrite's last step, its temp file about to replace the log: nothing more happens.
    const dying = new FaultyFs();
    dying.inject({ op: 'rename', code: 'EIO', match: '.tmp' });
    const first = new GameLog(file, dying);
    expect(first.recover().actions).toEqual([act(1), act(2)]);
    const r = new GameLog(file, new FaultyFs()).recover();
    expect(r.header).toEqual(header);
    expect(r.actions).toEqual([act(1), act(2)]);
    // And the damaged file was kept whole, whatever came after.
    const kept = files(dir).filter((f) => f.includes('.damaged-'));
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(fs.readFileSync(path.join(dir, kept[0]), 'utf8')).toBe(original);
  });

  it('keeps an empty log or a garbled header aside instead of forgetting it', () => {
    for (const content of ['', 'not json\n{"type":"timeout","step":1}\n']) {
      const dir = tempDir();
      const file = path.join(dir, 'log.jsonl');
      fs.writeFileSync(file, content);
      const r = new GameLog(file, new FaultyFs()).recover();
      expect(r.status).toBe('damaged');
      expect(r.header).toBeNull();
      expect(r.keptAs).not.toBeNull();
      expect(fs.readFileSync(r.keptAs!, 'utf8')).toBe(content);
    }
  });

  it('with a read-only folder and a torn tail: no throw, nothing deleted, saving reported as impossible', () => {
    const dir = tempDir();
    const file = path.join(dir, 'current-game.jsonl');
    const original = [header, act(1)].map((x) => JSON.stringify(x)).join('\n') + '\n{"ty';
    fs.writeFileSync(file, original);
    const fsys = new FaultyFs();
    fsys.readOnly = true;
    const storage = new HostStorage(dir, fsys);
    const r = storage.recoverLog();
    expect(r.actions).toEqual([act(1)]);
    expect(storage.problem).toBe('readonly');
    expect(fs.readFileSync(file, 'utf8')).toBe(original);
    expect(() => storage.appendAction(act(2))).toThrow(/EACCES/);
    fsys.readOnly = false;
    expect(storage.retry()).toBe(true);
    // Moved aside only now, before the good part was written back: the notice names it.
    expect(storage.notice).toMatchObject({ cut: true, actionsRecovered: 1 });
    expect(storage.notice!.keptAs).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, storage.notice!.keptAs[0]), 'utf8')).toBe(original);
    storage.appendAction(act(2));
    expect(parseLog(fs.readFileSync(file, 'utf8')).actions).toEqual([act(1), act(2)]);
    storage.close();
  });

  it('moves an unreadable log aside before a new game could overwrite it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'current-game.jsonl');
    fs.writeFileSync(file, [header, act(1)].map((x) => JSON.stringify(x)).join('\n') + '\n');
    const fsys = new FaultyFs();
    fsys.inject({ op: 'readFile', code: 'EACCES', match: 'current-game' });
    fsys.inject({ op: 'rename', code: 'EACCES', match: 'current-game' });
    const storage = new HostStorage(dir, fsys);
    expect(storage.recoverLog().status).toBe('unreadable');
    storage.writeLog(header, []);
    const aside = files(dir).filter((f) => f.includes('damaged'));
    expect(aside).toHaveLength(1);
    expect(parseLog(fs.readFileSync(path.join(dir, aside[0]), 'utf8')).actions).toEqual([act(1)]);
    storage.close();
  });
});

describe('HostStorage room file', () => {
  it('keeps a damaged room.json aside and notes it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'room.json'), '{"kind":"nightfall.room","players":[{"id":');
    const storage = new HostStorage(dir, new FaultyFs());
    expect(storage.loadRoom(() => true)).toBeNull();
    expect(storage.notice).toMatchObject({ roomLost: true });
    expect(storage.notice!.keptAs[0]).toMatch(/^room\.json\.damaged-/);
    storage.close();
  });

  it('reports a full disk and clears it once a retry succeeds', () => {
    const dir = tempDir();
    const fsys = new FaultyFs();
    const storage = new HostStorage(dir, fsys);
    let changes = 0;
    storage.onChange = () => changes++;
    fsys.diskFull = true;
    expect(storage.saveRoomLater('{"a":1}')).toBe(false);
    expect(storage.problem).toBe('full');
    expect(files(dir)).toEqual([]);
    fsys.diskFull = false;
    expect(storage.retry()).toBe(true);
    expect(storage.problem).toBeNull();
    expect(fs.readFileSync(path.join(dir, 'room.json'), 'utf8')).toBe('{"a":1}');
    expect(changes).toBe(2);
    storage.close();
  });
});
