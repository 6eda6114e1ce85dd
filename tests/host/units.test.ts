/** The host's small pure parts: LAN address choice, flood control, the log on disk, clock plans, names. */
import fs from 'node:fs';
import type os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_NIGHT_MIN_MS, planStep, StepClock } from '../../electron/host/clock.js';
import { safeJoin } from '../../electron/host/http.js';
import { padGroups, type Frame } from '../../electron/host/broadcaster.js';
import { TokenBucket } from '../../electron/host/limits.js';
import { bucket, padAll } from '../../electron/host/frame-padding.js';
import { isLoopbackAddress, isLoopbackHostname, lanCandidates } from '../../electron/host/network.js';
import { GameLog, type LogHeader } from '../../electron/host/persistence.js';
import { cleanName } from '../../electron/host/room.js';
import { DEFAULT_TIMINGS, parseClientMessage } from '../../protocol/protocol.js';
import { tempDir } from './helpers.js';

function nic(address: string, extra: Partial<os.NetworkInterfaceInfo> = {}): os.NetworkInterfaceInfo {
  return { address, netmask: '255.255.255.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: false, cidr: `${address}/24`, ...extra } as os.NetworkInterfaceInfo;
}

describe('LAN address', () => {
  it('prefers a private address on a Wi-Fi/Ethernet adapter and skips virtual ones', () => {
    const list = lanCandidates({
      lo: [nic('127.0.0.1', { internal: true })],
      'vEthernet (WSL)': [nic('172.20.16.1')],
      'VirtualBox Host-Only Network': [nic('192.168.56.1')],
      'VMware Network Adapter VMnet8': [nic('192.168.125.1')],
      docker0: [nic('172.17.0.1')],
      'br-3f2a1b': [nic('172.18.0.1')],
      tailscale0: [nic('100.101.102.103')],
      utun3: [nic('10.8.0.2')],
      ZeroTier: [nic('10.147.17.5')],
      'Wi-Fi': [nic('192.168.1.23'), nic('fe80::1', { family: 'IPv6' })],
      Ethernet: [nic('169.254.10.10')],
      eth1: [nic('203.0.113.9')],
    });
    expect(list[0]).toMatchObject({ address: '192.168.1.23', name: 'Wi-Fi' });
    expect(list.map((c) => c.address)).toEqual(['192.168.1.23', '203.0.113.9']);
  });

  it('ranks macOS and Linux names too', () => {
    const list = lanCandidates({ en0: [nic('10.0.0.5')], bridge100: [nic('192.168.2.1')], awdl0: [nic('10.1.1.1')], wlp3s0: [nic('192.168.0.7')] });
    expect(list.map((c) => c.address)).toEqual(['192.168.0.7', '10.0.0.5']);
  });

  it('knows loopback addresses and hostnames', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['192.168.1.2', '::ffff:10.0.0.1', '', undefined]) expect(isLoopbackAddress(a)).toBe(false);
    for (const h of ['localhost', 'LOCALHOST', '[::1]', '127.0.0.1']) expect(isLoopbackHostname(h)).toBe(true);
    for (const h of ['localhost.evil.com', '127.0.0.1.nip.io', 'example.com']) expect(isLoopbackHostname(h)).toBe(false);
  });
});

describe('flood control', () => {
  it('allows a burst, refills at the rate, warns sparingly and closes a flooder', () => {
    let now = 0;
    const bucket = new TokenBucket({ perSecond: 20, burst: 40, closeAfterDropped: 10, windowMs: 10_000 }, () => now);
    for (let i = 0; i < 40; i++) expect(bucket.take().verdict).toBe('ok');
    expect(bucket.take()).toEqual({ verdict: 'drop', warn: true });
    expect(bucket.take()).toEqual({ verdict: 'drop', warn: false });
    now += 100; // 2 tokens
    expect(bucket.take().verdict).toBe('ok');
    expect(bucket.take().verdict).toBe('ok');
    const verdicts = Array.from({ length: 10 }, () => bucket.take().verdict);
    expect(verdicts.at(-1)).toBe('close');
  });
});

describe('the write-ahead log', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const header: LogHeader = {
    kind: 'nightfall.game', version: 1, setup: { players: ['a'], deck: ['werewolf'], preset: 'official', seed: 1 }, seats: ['p1'], startedAt: 'now',
  };

  it('appends durably and reads back; a torn last line (crash mid-write) is dropped and repaired', () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = path.join(dir, 'current-game.jsonl');
    const log = new GameLog(file);
    log.write(header, []);
    log.append({ type: 'timeout', step: 1 });
    log.append({ type: 'choose', seat: 1, prompt: 'x', choice: [2] });
    log.close();
    expect(GameLog.read(file)).toEqual({ header, actions: [{ type: 'timeout', step: 1 }, { type: 'choose', seat: 1, prompt: 'x', choice: [2] }], repaired: false });
    fs.appendFileSync(file, '{"type":"choose","seat":1,"pro');
    const torn = GameLog.read(file)!;
    expect(torn.actions).toHaveLength(2);
    expect(torn.repaired).toBe(true);
    expect(GameLog.read(path.join(dir, 'missing.jsonl'))).toBeNull();
    fs.writeFileSync(path.join(dir, 'bad.jsonl'), 'garbage\n');
    expect(GameLog.read(path.join(dir, 'bad.jsonl'))).toBeNull();
  });
});

describe('clock plans', () => {
  it('real steps get their timer; fake night steps a random end in [7 s, night]; info steps the info timer', () => {
    const t = { ...DEFAULT_TIMINGS, night: 40 };
    expect(planStep('none', false, t, () => 0.5)).toBeNull();
    // Real and fake night steps draw their end from the same range (issue 11: timing tells).
    expect(planStep('night', false, t, () => 0.5)).toEqual(planStep('night', true, t, () => 0.5));
    expect(planStep('night', false, t, () => 0)).toEqual({ visibleMs: 40_000, endMs: FAKE_NIGHT_MIN_MS });
    expect(planStep('vote', false, t, () => 0.5)).toEqual({ visibleMs: 60_000, endMs: 60_000 });
    expect(planStep('night', true, t, () => 0)).toEqual({ visibleMs: 40_000, endMs: FAKE_NIGHT_MIN_MS });
    expect(planStep('night', true, t, () => 0.999999)!.endMs).toBeCloseTo(40_000, -1);
    expect(planStep('info', true, t, () => 0.3)).toEqual({ visibleMs: 8_000, endMs: 8_000 });
    expect(planStep('night', false, t, () => 0, 0.01)).toEqual({ visibleMs: 400, endMs: 70 });
  });

  it('pauses, resumes and extends without losing time', () => {
    let now = 1000;
    const ended: number[] = [];
    const clock = new StepClock(3, { visibleMs: 10_000, endMs: 6_000 }, (id) => ended.push(id), true, false, () => now);
    now += 2000;
    clock.pause();
    expect(clock.view()).toMatchObject({ paused: true, remaining: 8000, duration: 10_000, stepId: 3 });
    now += 60_000;
    expect(clock.view().remaining).toBe(8000);
    expect(clock.msUntilEnd()).toBe(4000);
    clock.extend(5000);
    clock.resume();
    expect(clock.view()).toMatchObject({ paused: false, remaining: 13_000, duration: 15_000, deadline: now + 13_000 });
    expect(clock.msUntilEnd()).toBe(9000);
    clock.stop();
  });
});

describe('small guards', () => {
  it('cleans names', () => {
    expect(cleanName('  Ada \t Lovelace  ')).toBe('Ada Lovelace');
    expect(cleanName('\u200bBo\u0000b\u202e')).toBe('Bob');
    expect(cleanName('Cafe\u0301')).toBe('Café');
  });

  it('keeps served paths inside their folder', () => {
    const root = path.resolve('/srv/pages');
    expect(safeJoin(root, 'app.js')).toBe(path.join(root, 'app.js'));
    expect(safeJoin(root, '../secret')).toBe(path.join(root, 'secret'));
    expect(safeJoin(root, '%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc/passwd'));
    expect(safeJoin(root, 'a%00b')).toBeNull();
    expect(safeJoin(root, '%E0%A4%A')).toBeNull();
  });

  it('refuses prototype keys and echoes a valid req on a malformed request', () => {
    expect(parseClientMessage('{"t":"ping","n":1,"__proto__":{"x":1}}')).toMatchObject({ ok: false, code: 'BAD_MESSAGE' });
    expect(parseClientMessage('{"t":"choose","step":"x","req":7}')).toMatchObject({ ok: false, code: 'BAD_MESSAGE', req: 7 });
    expect(parseClientMessage('{"t":"choose","step":"x","req":"7"}')).not.toHaveProperty('req');
    expect(parseClientMessage('nope')).toMatchObject({ ok: false, code: 'BAD_JSON' });
    // The full-view request (protocol 2): an optional integer `have`, nothing else.
    expect(parseClientMessage('{"t":"full","have":12}')).toEqual({ ok: true, msg: { t: 'full', have: 12 } });
    expect(parseClientMessage('{"t":"full"}')).toEqual({ ok: true, msg: { t: 'full' } });
    expect(parseClientMessage('{"t":"full","have":"12"}')).toMatchObject({ ok: false, code: 'BAD_MESSAGE' });
    expect(parseClientMessage('{"t":"full","have":1.5}')).toMatchObject({ ok: false, code: 'BAD_MESSAGE' });
  });
});

describe('frame padding', () => {
  it('rounds to whole KiB up to 16 KiB, then to powers of two', () => {
    expect(bucket(10)).toBe(1024);
    expect(bucket(1015)).toBe(1024);
    expect(bucket(1016)).toBe(2048);
    // A nightfall patch with the day's ballots: 5 KiB, not 8.
    expect(bucket(4100)).toBe(5 * 1024);
    expect(bucket(16 * 1024 - 9)).toBe(16 * 1024);
    expect(bucket(16 * 1024)).toBe(32 * 1024);
    expect(bucket(40_000)).toBe(64 * 1024);
  });

  it('pads every frame of a group to one size and keeps each a JSON object', () => {
    const frames = ['{"a":1}', '{"b":"' + 'x'.repeat(1500) + '"}'].map((t) => Buffer.from(t));
    const padded = padAll(frames);
    expect(padded.map((f) => f.length)).toEqual([2048, 2048]);
    expect(JSON.parse(padded[0].toString()).a).toBe(1);
  });

  it('groups seats by kind and telling; leaves devices without a seat and the end alone', () => {
    const frame = (seat: boolean, full: boolean, telling: 'own' | 'ghost' | 'over') =>
      ({ seat, full, bytes: Buffer.from('{}'), sent: { telling } }) as unknown as Frame;
    const living = [frame(true, false, 'own'), frame(true, false, 'own')];
    const ghosts = [frame(true, false, 'ghost')];
    const whole = [frame(true, true, 'own')];
    const groups = padGroups([...living, ...ghosts, ...whole, frame(false, false, 'own'), frame(true, true, 'over')]);
    expect(groups).toEqual([living, ghosts, whole]);
  });
});
