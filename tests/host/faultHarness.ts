/**
 * The fault suites' shared moves (faults.test.ts, faults-tmpfs.test.ts): hosts on a given data
 * folder and file system, restarted on the same folder, phones coming back with their tokens.
 * Everything opened here is closed by `closeAll` (each suite's afterEach).
 */
import fs from 'node:fs';
import { expect } from 'vitest';
import { hostTv, joinPhones, startTestHost, TestClient, type StateMsg, type TestHost } from './helpers.js';
import type { FileSystem } from '../../electron/host/fileSystem.js';

const hosts: TestHost[] = [];
export const clients: TestClient[] = [];

export async function closeAll(): Promise<void> {
  for (const c of clients.splice(0)) c.terminate();
  for (const h of hosts.splice(0)) await h.close();
}

/** Forgets a host the test closed itself (to damage its files before the next start). */
export function forget(th: TestHost): void {
  const i = hosts.indexOf(th);
  if (i >= 0) hosts.splice(i, 1);
}

export async function start(dataDir: string, fileSystem?: FileSystem): Promise<TestHost> {
  const th = await startTestHost({ dataDir, testing: { manualClock: true, seed: 7, fileSystem, storageRetryMs: 50 } });
  hosts.push(th);
  return th;
}

export async function restart(th: TestHost, fileSystem?: FileSystem): Promise<TestHost> {
  await th.close();
  forget(th);
  return start(th.dataDir, fileSystem);
}

export function tokenOf(s: StateMsg): string {
  if (s.you.device !== 'phone' || !s.you.token) throw new Error('no token');
  return s.you.token;
}

/** A phone coming back with its token: its player id, or null when the token is refused. */
export async function reclaim(url: string, token: string): Promise<string | null> {
  const c = await TestClient.connect(url, 'back');
  clients.push(c);
  const s = await c.hello({ token });
  return s.you.device === 'phone' ? s.you.playerId : null;
}

export async function tvWith(th: TestHost): Promise<TestClient> {
  const tv = await hostTv(th.url, th.host.hostSecret);
  clients.push(tv);
  return tv;
}

export function noTempFiles(dir: string): void {
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
}

/** Deals a 6-player game; returns the TV (host) and the phones. */
export async function dealt(th: TestHost): Promise<{ tv: TestClient; phones: TestClient[] }> {
  const tv = await tvWith(th);
  const phones = await joinPhones(th.url, 6);
  clients.push(...phones);
  expect(await tv.host({ cmd: 'start' })).toBeNull();
  await tv.waitState((s) => s.game !== null);
  return { tv, phones };
}
