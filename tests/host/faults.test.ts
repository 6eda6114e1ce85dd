/**
 * Disk faults against the real host, through its file-system seam (tests/host/faultyFs.ts): a
 * full disk, a read-only folder, a log deleted while the game runs, damage found at restart. For
 * each: no acknowledged join, action or command is lost, the host keeps running, and the fault is
 * visible (STORAGE to the sender, `room.storage` / `room.recovery` to the TV). The real full
 * disk (a tiny tmpfs, as root) is in faults-tmpfs.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { joinPhones, startTestHost, tempDir, TestClient } from './helpers.js';
import { parseLog } from '../../electron/host/gameLog.js';
import { AVATARS } from '../../protocol/protocol.js';
import { FaultyFs } from './faultyFs.js';
import { clients, closeAll, dealt, forget, noTempFiles, reclaim, restart, start, tokenOf, tvWith } from './faultHarness.js';

afterEach(closeAll);

describe('a full disk', () => {
  it('refuses a join with STORAGE, shows the banner, keeps every seat, and recovers when space is back', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const tv = await tvWith(th);
    const phones = await joinPhones(th.url, 10);
    clients.push(...phones);
    const tokens = phones.map((p) => tokenOf(p.lastState()!));
    const ids = phones.map((p) => p.lastState()!.you.device === 'phone' ? (p.lastState()!.you as { playerId: string }).playerId : '');

    fsys.diskFull = true;
    const late = await TestClient.connect(th.url, 'late');
    clients.push(late);
    await late.hello();
    await expect(late.join('Late')).rejects.toMatchObject({ code: 'STORAGE' });
    const banner = await tv.waitState((s) => s.room.storage?.problem === 'full');
    expect(banner.room.players).toHaveLength(10);
    noTempFiles(th.dataDir);
    // The host keeps answering.
    late.send({ t: 'ping', n: 1 });
    await late.next((m) => m.t === 'pong');

    fsys.diskFull = false;
    await tv.waitState((s) => s.room.storage === undefined, 3000);
    await late.join('Late');

    const again = await restart(th, new FaultyFs());
    for (let i = 0; i < tokens.length; i++) expect(await reclaim(again.url, tokens[i])).toBe(ids[i]);
  });

  it('refuses an action it cannot log and loses none it acknowledged', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const { tv } = await dealt(th);
    expect(await tv.host({ cmd: 'skip' })).toBeNull();
    expect(await tv.host({ cmd: 'skip' })).toBeNull();
    const seq = (await tv.waitState((s) => s.game!.seq > 0)).game!.seq;
    const acked = tv.lastState()!.game!.seq;

    fsys.diskFull = true;
    expect(await tv.host({ cmd: 'skip' })).toBe('STORAGE');
    const seen = await tv.waitState((s) => s.room.storage?.problem === 'full');
    expect(seen.game!.seq).toBe(acked);
    fsys.diskFull = false;
    await tv.waitState((s) => s.room.storage === undefined, 3000);
    expect(await tv.host({ cmd: 'skip' })).toBeNull();
    const final = (await tv.waitState((s) => s.game!.seq > acked)).game!;

    const again = await restart(th, new FaultyFs());
    const tv2 = await tvWith(again);
    expect(tv2.lastState()!.game!.seq).toBe(final.seq);
    expect(tv2.lastState()!.game!.step.id).toBe(final.step.id);
    expect(seq).toBeGreaterThan(0);
  });

  it('keeps the banner up mid-game for as long as taps are refused, through broadcasts that write nothing', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const { tv, phones } = await dealt(th);
    fsys.diskFull = true;
    expect(await tv.host({ cmd: 'skip' })).toBe('STORAGE');
    await tv.waitState((s) => s.room.storage?.problem === 'full');
    // Comings and goings: each one a broadcast (and a fsync that has nothing to do).
    const seat = (p: number) => (s: { room: { players: { connected: boolean }[] } }) => s.room.players[p].connected;
    for (let round = 0; round < 3; round++) {
      phones[round].terminate();
      const gone = await tv.waitState((s) => !seat(round)(s));
      expect(gone.room.storage?.problem).toBe('full');
      const back = await TestClient.connect(th.url, `back${round}`);
      clients.push(back);
      await back.hello({ token: tokenOf(phones[round].lastState()!) });
      const returned = await tv.waitState((s) => seat(round)(s));
      expect(returned.room.storage?.problem).toBe('full');
      expect(await tv.host({ cmd: 'skip' })).toBe('STORAGE');
    }
    expect(tv.lastState()!.room.storage?.problem).toBe('full');
    fsys.diskFull = false;
    await tv.waitState((s) => s.room.storage === undefined, 3000);
    expect(await tv.host({ cmd: 'skip' })).toBeNull();
  });

  it('refuses a pause it cannot save, and the clock does not stop either', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const { tv } = await dealt(th);
    expect(tv.lastState()!.timer?.paused).toBe(false);
    fsys.diskFull = true;
    expect(await tv.host({ cmd: 'pause' })).toBe('STORAGE');
    const seen = await tv.waitState((s) => s.room.storage?.problem === 'full');
    // What the TV shows is what a restart would bring back: a game that is not paused.
    expect(seen.room.paused).toBe(false);
    expect(seen.timer?.paused).toBe(false);
    fsys.diskFull = false;
    await tv.waitState((s) => s.room.storage === undefined, 3000);
    expect(await tv.host({ cmd: 'pause' })).toBeNull();
    expect((await tv.waitState((s) => s.room.paused)).timer?.paused).toBe(true);
  });

  it('refuses a kick it cannot save; the kicked token works only until a kick is saved', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const tv = await tvWith(th);
    const phones = await joinPhones(th.url, 3);
    clients.push(...phones);
    const victim = phones[2].lastState()!.you as { playerId: string; token: string };

    fsys.diskFull = true;
    expect(await tv.host({ cmd: 'kick', playerId: victim.playerId })).toBe('STORAGE');
    expect(phones[2].closed).toBeNull();
    expect(await tv.host({ cmd: 'lock', locked: true })).toBe('STORAGE');
    expect(tv.lastState()!.room.locked).toBe(false);
    fsys.diskFull = false;
    await tv.waitState((s) => s.room.storage === undefined, 3000);

    let again = await restart(th, new FaultyFs());
    expect(await reclaim(again.url, victim.token)).toBe(victim.playerId);
    const tv2 = await tvWith(again);
    expect(await tv2.host({ cmd: 'kick', playerId: victim.playerId })).toBeNull();
    again = await restart(again, new FaultyFs());
    expect(await reclaim(again.url, victim.token)).toBeNull();
  });
});

describe('a seat handover', () => {
  it('is acknowledged only once the new token is on disk; refused with STORAGE (the code kept) when it is not', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const tv = await tvWith(th);
    const [old] = await joinPhones(th.url, 1);
    clients.push(old);
    const seat = old.lastState()!.you as { playerId: string; token: string };
    expect(await tv.host({ cmd: 'handover', playerId: seat.playerId })).toBeNull();
    const code = (tv.msgs.filter((m) => m.t === 'handover').at(-1) as { code: string }).code;

    // The disk is full: the new device gets no seat and a STORAGE error; the old one keeps it.
    fsys.diskFull = true;
    const refused = await TestClient.connect(th.url, 'new-phone');
    clients.push(refused);
    const first = await refused.hello({ handover: code });
    expect(first.you.device === 'phone' && first.you.playerId).toBeFalsy();
    await refused.sync();
    expect(refused.msgs.some((m) => m.t === 'error' && m.code === 'STORAGE')).toBe(true);
    expect(old.closed).toBeNull();
    expect(JSON.parse(fs.readFileSync(path.join(th.dataDir, 'room.json'), 'utf8')).players[0].token).toBe(seat.token);

    // Space is back: the same code still works, and the seat it gives survives a restart.
    fsys.diskFull = false;
    await tv.waitState((s) => s.room.storage === undefined, 3000);
    const fresh = await TestClient.connect(th.url, 'new-phone-2');
    clients.push(fresh);
    const taken = await fresh.hello({ handover: code });
    const you = taken.you as { playerId: string; token: string };
    expect(you.playerId).toBe(seat.playerId);
    expect((await old.waitClosed()).code).toBeGreaterThan(0);

    const again = await restart(th, new FaultyFs());
    expect(await reclaim(again.url, you.token)).toBe(seat.playerId);
    expect(await reclaim(again.url, seat.token)).toBeNull();
  });

  it('whose new token was acknowledged survives a crash right after it', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const tv = await tvWith(th);
    const [old] = await joinPhones(th.url, 1);
    clients.push(old);
    const seat = old.lastState()!.you as { playerId: string };
    expect(await tv.host({ cmd: 'handover', playerId: seat.playerId })).toBeNull();
    const code = (tv.msgs.filter((m) => m.t === 'handover').at(-1) as { code: string }).code;
    const fresh = await TestClient.connect(th.url, 'new-phone');
    clients.push(fresh);
    const you = (await fresh.hello({ handover: code })).you as { playerId: string; token: string };
    // Read at once, as a crash would find it: the token the phone was given is already there.
    const onDisk = JSON.parse(fs.readFileSync(path.join(th.dataDir, 'room.json'), 'utf8'));
    expect(onDisk.players[0].token).toBe(you.token);
  });
});

describe('profile changes', () => {
  it('are saved together; when the disk refuses they are undone and the banner shows', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const tv = await tvWith(th);
    const [phone] = await joinPhones(th.url, 1);
    clients.push(phone);
    const writesBefore = fsys.counts.get('fsync') ?? 0;
    for (const avatar of ['fox', 'deer', 'moon', 'fox'] as const) phone.send({ t: 'profile', avatar });
    await tv.waitState((s) => s.room.players[0]?.avatar === 'fox');
    // Four changes, one save: the temp file's fsync (no folder fsync for a profile change).
    expect((fsys.counts.get('fsync') ?? 0) - writesBefore).toBe(1);
    expect(JSON.parse(fs.readFileSync(path.join(th.dataDir, 'room.json'), 'utf8')).players[0].avatar).toBe('fox');

    fsys.diskFull = true;
    phone.send({ t: 'profile', avatar: 'deer' });
    const after = await tv.waitState((s) => s.room.storage?.problem === 'full');
    expect(after.room.players[0].avatar).toBe('fox');
    fsys.diskFull = false;
    await tv.waitState((s) => s.room.storage === undefined, 3000);
    expect(JSON.parse(fs.readFileSync(path.join(th.dataDir, 'room.json'), 'utf8')).players[0].avatar).toBe('fox');
  });
});

describe('what the TV shows', () => {
  it('is on disk first: a profile change waiting for its shared save is saved before any broadcast shows it', async () => {
    const th = await start(tempDir(), new FaultyFs());
    const tv = await tvWith(th);
    const [a, b] = await joinPhones(th.url, 2);
    clients.push(a, b);
    const taken = new Set(a.lastState()!.room.players.map((p) => p.avatar));
    const avatar = AVATARS.find((x) => !taken.has(x))!;
    a.send({ t: 'profile', avatar });
    // Its pong comes after the host took the change (one socket, in order), long before the 250 ms save.
    a.send({ t: 'ping', n: 1 });
    await a.next((m) => m.t === 'pong');
    // A phone leaving: a broadcast a moment later, for a reason of its own.
    b.terminate();
    const seen = await tv.waitState((s) => s.room.players[1]?.connected === false);
    const onDisk = JSON.parse(fs.readFileSync(path.join(th.dataDir, 'room.json'), 'utf8')).players[0].avatar;
    // What a kill -9 right now would bring back is what the TV shows.
    expect(seen.room.players[0].avatar).toBe(avatar);
    expect(onDisk).toBe(avatar);
  });
});

describe('the game log', () => {
  it('is written again when it is deleted while the game runs', async () => {
    const th = await start(tempDir(), new FaultyFs());
    const { tv } = await dealt(th);
    expect(await tv.host({ cmd: 'skip' })).toBeNull();
    fs.unlinkSync(path.join(th.dataDir, 'current-game.jsonl'));
    expect(await tv.host({ cmd: 'skip' })).toBeNull();
    const final = (await tv.waitState((s) => s.game!.seq > 0)).game!;
    await tv.sync();
    const seq = tv.lastState()!.game!.seq;
    const again = await restart(th, new FaultyFs());
    expect(again.host.restoredGame).toBe(true);
    const tv2 = await tvWith(again);
    expect(tv2.lastState()!.game!.seq).toBe(seq);
    expect(final.seq).toBeLessThanOrEqual(seq);
  });

  it('after a failed fsync of an action writes the log again whole, then acknowledges it', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const { tv } = await dealt(th);
    const fsyncs = fsys.counts.get('fsync') ?? 0;
    const renames = fsys.counts.get('rename') ?? 0;
    fsys.inject({ op: 'fsync', code: 'EIO', match: 'current-game' });
    expect(await tv.host({ cmd: 'skip' })).toBeNull();
    // Before the ack: the failed fsync, then the whole log written to a temp file (fsynced) and renamed.
    expect((fsys.counts.get('fsync') ?? 0) - fsyncs).toBeGreaterThanOrEqual(2);
    expect((fsys.counts.get('rename') ?? 0) - renames).toBe(1);
    const seq = (await tv.waitState((s) => s.game!.seq > 0)).game!.seq;
    expect(tv.lastState()!.room.storage).toBeUndefined();
    const again = await restart(th, new FaultyFs());
    expect((await tvWith(again)).lastState()!.game!.seq).toBe(seq);
  });

  it('when neither the fsync nor the rewrite works: UNSAVED to the sender, the action stands and is saved once the disk takes it', async () => {
    const fsys = new FaultyFs();
    const th = await start(tempDir(), fsys);
    const { tv } = await dealt(th);
    // The line is written; its fsync fails, and so does the whole log's rewrite (its temp file's fsync).
    fsys.inject({ op: 'fsync', code: 'EIO', match: 'current-game', times: 2 });
    expect(await tv.host({ cmd: 'skip' })).toBe('UNSAVED');
    // The TV had shown it: it stands. (The storage's retry, every 50 ms here, may clear the banner
    // before the TV is sent it.)
    const shown = await tv.waitState((s) => s.game!.seq > 0);
    await tv.waitState((s) => s.room.storage === undefined, 3000);
    noTempFiles(th.dataDir);
    const again = await restart(th, new FaultyFs());
    expect((await tvWith(again)).lastState()!.game!.seq).toBe(shown.game!.seq);
  });

  it('with a read-only folder and a torn last line: the host starts, says it cannot save, and plays on once it can', async () => {
    const th = await start(tempDir(), new FaultyFs());
    const { tv } = await dealt(th);
    expect(await tv.host({ cmd: 'skip' })).toBeNull();
    const seq = (await tv.waitState((s) => s.game!.seq > 0)).game!.seq;
    await tv.sync();
    const acked = tv.lastState()!.game!.seq;
    await th.close();
    forget(th);
    fs.appendFileSync(path.join(th.dataDir, 'current-game.jsonl'), '{"type":"timeo');
    const ro = new FaultyFs();
    ro.readOnly = true;
    const again = await start(th.dataDir, ro);
    expect(again.host.restoredGame).toBe(true);
    const tv2 = await tvWith(again);
    expect(tv2.lastState()!.room.storage?.problem).toBe('readonly');
    expect(tv2.lastState()!.game!.seq).toBe(acked);
    expect(await tv2.host({ cmd: 'skip' })).toBe('STORAGE');
    ro.readOnly = false;
    await tv2.waitState((s) => s.room.storage === undefined, 3000);
    expect(await tv2.host({ cmd: 'skip' })).toBeNull();
    expect(seq).toBeGreaterThan(0);
  });

  it('damaged in the middle: recovered up to the last good entry, the file kept aside, the TV told', async () => {
    const th = await start(tempDir(), new FaultyFs());
    const { tv } = await dealt(th);
    for (let i = 0; i < 3; i++) expect(await tv.host({ cmd: 'skip' })).toBeNull();
    await th.close();
    forget(th);
    const file = path.join(th.dataDir, 'current-game.jsonl');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines[2] = '{"type": garbage';
    const damaged = lines.join('\n');
    fs.writeFileSync(file, damaged);
    const again = await start(th.dataDir, new FaultyFs());
    expect(again.host.restoredGame).toBe(true);
    const tv2 = await tvWith(again);
    const notice = tv2.lastState()!.room.recovery!;
    expect(notice).toMatchObject({ actionsRecovered: 1, linesLost: 2, gameLost: false });
    expect(notice.keptAs).toHaveLength(1);
    expect(fs.readFileSync(path.join(th.dataDir, notice.keptAs[0]), 'utf8')).toBe(damaged);
  });

  it('cut mid-line while the host was stopped: the TV and the host log say what came back, the cut file kept aside', async () => {
    const th = await start(tempDir(), new FaultyFs());
    const { tv } = await dealt(th);
    for (let i = 0; i < 30; i++) expect(await tv.host({ cmd: 'skip' })).toBeNull();
    await th.close();
    forget(th);
    const file = path.join(th.dataDir, 'current-game.jsonl');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(32);
    // The header, 10 actions, and half of the 11th: the 20 after it are gone with the cut.
    const cut = lines.slice(0, 11).join('\n') + '\n' + lines[11].slice(0, Math.floor(lines[11].length / 2));
    fs.writeFileSync(file, cut);
    const logged: string[] = [];
    const again = await startTestHost({ dataDir: th.dataDir, log: (l) => logged.push(l), testing: { manualClock: true, seed: 7 } });
    try {
      expect(again.host.restoredGame).toBe(true);
      const tv2 = await tvWith(again);
      expect(tv2.lastState()!.game!.seq).toBe(10);
      const notice = tv2.lastState()!.room.recovery!;
      expect(notice).toMatchObject({ actionsRecovered: 10, gameLost: false, cut: true });
      expect(notice.keptAs).toHaveLength(1);
      expect(fs.readFileSync(path.join(th.dataDir, notice.keptAs[0]), 'utf8')).toBe(cut);
      expect(logged.some((l) => l.includes('current-game.jsonl') && l.includes('10 action') && l.includes(notice.keptAs[0]))).toBe(true);
      // The log goes on from the last whole entry.
      expect(await tv2.host({ cmd: 'skip' })).toBeNull();
      expect(parseLog(fs.readFileSync(file, 'utf8'))).toMatchObject({ tornTail: false, lostLines: 0 });
    } finally {
      await again.close();
    }
  });

  it('an empty log sends the game to the lobby with a notice, never silently', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'current-game.jsonl'), '');
    const th = await start(dir, new FaultyFs());
    const tv = await tvWith(th);
    expect(tv.lastState()!.room.recovery).toMatchObject({ gameLost: true });
    expect(fs.readdirSync(dir).some((f) => f.startsWith('current-game.jsonl.damaged-'))).toBe(true);
  });
});
