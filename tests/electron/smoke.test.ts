/**
 * The `--smoke` pieces without Electron: launch options, the packaged app's path per OS, and the
 * phone check against the real host (a real WebSocket join on 127.0.0.1).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EventEmitter } from 'node:events';
import { launchOptions, phoneCanJoin, smokeCheck, socketUrlFor, type SmokePage } from '../../electron/shell/smoke.js';
import { packagedExecutable } from '../../scripts/smoke-packaged.js';
import { useRealHost } from '../host/helpers.js';

describe('launch options', () => {
  it('a normal start: LAN host, dialogs, the usual user data', () => {
    expect(launchOptions(['electron', 'out'], {})).toEqual({ smoke: false, userData: null, loopbackHost: false, quiet: false });
  });

  it('--smoke: loopback host, no dialogs', () => {
    expect(launchOptions(['Nightfall.exe', '--smoke'], {})).toEqual({ smoke: true, userData: null, loopbackHost: true, quiet: true });
  });

  it('the end-to-end test’s variables', () => {
    const env = { NIGHTFALL_USER_DATA: '/tmp/u', NIGHTFALL_HOST_LOOPBACK: '1', NIGHTFALL_QUIET: '1' };
    expect(launchOptions(['electron', 'out'], env)).toEqual({ smoke: false, userData: '/tmp/u', loopbackHost: true, quiet: true });
  });
});

describe('the packaged app electron-builder leaves in dist/', () => {
  const only = (file: string) => (f: string) => f === file;
  it('per OS and architecture', () => {
    const win = path.join('dist', 'win-unpacked', 'Nightfall.exe');
    expect(packagedExecutable('win32', 'x64', 'dist', only(win))).toBe(win);
    const arm = path.join('dist', 'mac-arm64', 'Nightfall.app', 'Contents', 'MacOS', 'Nightfall');
    const intel = path.join('dist', 'mac', 'Nightfall.app', 'Contents', 'MacOS', 'Nightfall');
    expect(packagedExecutable('darwin', 'arm64', 'dist', (f) => f === arm || f === intel)).toBe(arm);
    expect(packagedExecutable('darwin', 'x64', 'dist', (f) => f === arm || f === intel)).toBe(intel);
    expect(packagedExecutable('linux', 'x64', 'dist', only(path.join('dist', 'linux-unpacked', 'nightfall')))).toBe(path.join('dist', 'linux-unpacked', 'nightfall'));
    expect(packagedExecutable('win32', 'x64', 'dist', () => false)).toBeNull();
  });
});

describe('the smoke check’s phone, against the real host', () => {
  const real = useRealHost('nf-smoke-');

  it('takes a seat in the lobby', async () => {
    expect(socketUrlFor(real.host.tvUrl)).toBe(`ws://127.0.0.1:${real.host.port}/ws`);
    expect(await phoneCanJoin((url) => new WebSocket(url), socketUrlFor(real.host.tvUrl))).toBeNull();
  });

  function fakePage(title: string, state: 'loaded' | 'loading' | 'fails' | 'hangs'): SmokePage {
    const events = new EventEmitter();
    let url = state === 'loaded' ? real.host.tvUrl : '';
    if (state === 'loading') setTimeout(() => ((url = real.host.tvUrl), events.emit('did-finish-load')), 50);
    if (state === 'fails') setTimeout(() => events.emit('did-fail-load', {}, -102, 'ERR_CONNECTION_REFUSED'), 50);
    return {
      isLoading: () => !url,
      getURL: () => url,
      once: (event: string, listener: (...args: any[]) => void) => events.once(event, listener),
      executeJavaScript: async () => title,
    } as SmokePage;
  }
  const ws = (url: string) => new WebSocket(url);

  it('the whole check: the TV page loads, a phone joins → exit 0', async () => {
    expect(await smokeCheck(fakePage('Nightfall · TV', 'loaded'), real.host.tvUrl, ws)).toEqual({
      code: 0,
      line: `ok (host ${real.host.tvUrl}, TV window "Nightfall · TV", a phone joined)`,
    });
    expect((await smokeCheck(fakePage('Nightfall · TV', 'loading'), real.host.tvUrl, ws)).code).toBe(0);
  });

  it('fails with the reason: another page, a failed load, no answer in time', async () => {
    expect(await smokeCheck(fakePage('Nightfall', 'loaded'), real.host.tvUrl, ws)).toEqual({ code: 1, line: 'FAILED: the window shows "Nightfall", not the TV page' });
    expect((await smokeCheck(fakePage('x', 'fails'), real.host.tvUrl, ws)).line).toBe('FAILED: the TV page failed to load: ERR_CONNECTION_REFUSED (-102)');
    expect((await smokeCheck(fakePage('x', 'hangs'), real.host.tvUrl, ws, 300)).line).toBe('FAILED: not done within 0.3 s');
  });

  it('reports a host that is not there, without throwing', async () => {
    const problem = await phoneCanJoin((url) => new WebSocket(url), 'ws://127.0.0.1:1/ws', 3000);
    expect(problem).toMatch(/socket error|closed/);
  });
});
