/**
 * electron/main.ts's wiring, with 'electron' and the host replaced at their boundaries
 * (vi.mock): single instance, first-run help before the host binds, the window's security
 * settings, CSP and request filtering on the session, IPC sender checks, navigation, quitting
 * during a game, the restored-game notice and the no-phone help.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testTempDir } from '../support/temp.js';
import type { HostOptions, RunningHost } from '../../electron/host/api.js';
import { IPC } from '../../electron/shell/ipc.js';
import { createFakeElectron, fakeDisplay, fakeEvent, type FakeElectron, type FakeOptions } from './fixtures/fake-electron.js';

const h = vi.hoisted(() => ({
  fake: null as unknown as { module: unknown },
  startHost: null as unknown as (options: HostOptions) => Promise<RunningHost>,
}));

// Mocks are registered once per file; each launch swaps the fake behind these getters.
vi.mock('electron', () => {
  const current = () => h.fake.module as Record<string, unknown>;
  const names = ['app', 'screen', 'BrowserWindow', 'Notification', 'dialog', 'ipcMain', 'Menu', 'powerSaveBlocker', 'session', 'shell'];
  return Object.defineProperties({}, Object.fromEntries(names.map((name) => [name, { enumerable: true, get: () => current()[name] }])));
});
vi.mock('../../electron/host/index.js', () => ({ startHost: (options: HostOptions) => h.startHost(options) }));

const ORIGIN = 'http://127.0.0.1:4321';

interface HostControl {
  host: RunningHost;
  options: HostOptions[];
  gameInProgress: boolean;
  phones: number;
  closed: number;
}

function hostControl(extra: Partial<RunningHost> = {}): HostControl {
  const control: HostControl = {
    options: [],
    gameInProgress: false,
    phones: 0,
    closed: 0,
    host: null as unknown as RunningHost,
  };
  control.host = {
    port: 4321,
    tvUrl: `${ORIGIN}/tv`,
    joinUrl: 'http://192.168.1.20:4321/',
    hostSecret: 's3cret',
    hasGameInProgress: () => control.gameInProgress,
    connectedPhoneCount: () => control.phones,
    close: async () => {
      control.closed += 1;
    },
    ...extra,
  };
  return control;
}

let fake: FakeElectron;
let control: HostControl;
/** vi.waitFor's own 1 s is short on a loaded machine (seen failing with two other test files running). */
const WAIT = { timeout: 10_000 };

async function launch(options: Partial<FakeOptions> = {}, hostExtra: Partial<RunningHost> = {}) {
  const appData = testTempDir('nf-main-');
  fake = createFakeElectron({ appData, ...options });
  h.fake = fake;
  control = hostControl(hostExtra);
  h.startHost = async (opts) => {
    fake.log.push('startHost');
    control.options.push(opts);
    return control.host;
  };
  vi.resetModules();
  const main = await import('../../electron/main.js');
  const handle = await main.shellStarted;
  return { handle, appData };
}

function ipcEvent(win: FakeElectron['windows'][number], url = `${ORIGIN}/tv`, isMainFrame = true) {
  return { sender: { id: win.webContents.id }, senderFrame: { url, parent: isMainFrame ? null : {} } };
}

// No skip condition: the suite always runs. (It used to skip itself when a cwd-relative path to
// electron/host/index.ts did not exist, so a run from another folder passed with 18 skipped.)
describe('electron/main.ts', () => {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('quits when another instance holds the lock, before starting anything', async () => {
    const { handle } = await launch({ lock: false });
    expect(handle).toBeNull();
    expect(fake.state.quitCalls).toBe(1);
    expect(fake.log).not.toContain('startHost');
    expect(fake.windows).toHaveLength(0);
  });

  it('explains the firewall once, before the host binds, and remembers it', async () => {
    const { appData } = await launch();
    const firewall = fake.log.indexOf('dialog Nightfall uses your local network');
    expect(firewall).toBeGreaterThanOrEqual(0);
    expect(firewall).toBeLessThan(fake.log.indexOf('startHost'));
    const settingsFile = path.join(appData, 'Nightfall-dev', 'shell-settings.json');
    expect(JSON.parse(readFileSync(settingsFile, 'utf8')).firewallHelpShown).toBe(true);

    // Second launch with the same user data: no dialog.
    fake = createFakeElectron({ appData });
    h.fake = fake;
    vi.resetModules();
    await (await import('../../electron/main.js')).shellStarted;
    expect(fake.dialogs).toHaveLength(0);
    expect(fake.log).toContain('startHost');
  });

  it('starts the host with the data, pages and sounds folders', async () => {
    const { appData } = await launch();
    expect(fake.state.sandboxEnabled).toBe(true);
    expect(control.options).toEqual([
      {
        dataDir: path.join(appData, 'Nightfall-dev', 'data'),
        staticDir: path.join('/repo/out', 'renderer'),
        audioDir: path.join('/repo', 'assets', 'audio'),
        log: expect.any(Function),
      },
    ]);
  });

  it('opens the TV page in a locked-down window, windowed on a lone laptop screen', async () => {
    const { handle } = await launch();
    expect(handle?.hostOrigin).toBe(ORIGIN);
    const [win] = fake.windows;
    expect(win.loadedUrl).toBe(`${ORIGIN}/tv`);
    expect(win.loadedUrl).not.toContain('s3cret');
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      preload: path.join('/repo/out', 'electron', 'preload.cjs'),
    });
    win.emit('ready-to-show');
    expect(win.visible).toBe(true);
    expect(win.fullScreen).toBe(false);
    expect(fake.state.powerSave).toEqual(['prevent-display-sleep']);
  });

  it('goes full screen on the TV when one is connected', async () => {
    await launch({ displays: [fakeDisplay(1, 0, 1440, 900, true), fakeDisplay(2, 1440, 3840, 2160, false)], primaryId: 1 });
    const [win] = fake.windows;
    expect(win.bounds.x).toBeGreaterThanOrEqual(1440);
    win.emit('ready-to-show');
    expect(win.fullScreen).toBe(true);
  });

  it('moves the TV to the next display on request and remembers it', async () => {
    const { appData } = await launch({ displays: [fakeDisplay(1, 0, 1440, 900, true), fakeDisplay(2, 1440, 3840, 2160, false)], primaryId: 1 });
    const [win] = fake.windows;
    win.emit('ready-to-show');
    fake.ipcListeners.get(IPC.moveToNextDisplay)!(ipcEvent(win));
    await vi.waitFor(() => expect(win.bounds.x).toBeLessThan(1440), WAIT);
    expect(win.fullScreen).toBe(false); // the laptop's own screen: a window
    fake.ipcListeners.get(IPC.moveToNextDisplay)!(ipcEvent(win));
    await vi.waitFor(() => expect(win.fullScreen).toBe(true), WAIT);
    expect(win.bounds.x).toBeGreaterThanOrEqual(1440);
    await vi.waitFor(() => {
      const saved = JSON.parse(readFileSync(path.join(appData, 'Nightfall-dev', 'shell-settings.json'), 'utf8'));
      expect(saved.preferredDisplayId).toBe(2);
    }, WAIT);
  });

  it('sets the CSP on the host’s responses and cancels requests elsewhere', async () => {
    await launch();
    const headers = fake.state.webRequest.headersReceived!;
    let result: { responseHeaders?: Record<string, string[]> } = {};
    headers({ url: `${ORIGIN}/tv`, responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => (result = r as typeof result));
    expect(result.responseHeaders?.['Content-Security-Policy']?.[0]).toContain("script-src 'self'");
    expect(result.responseHeaders?.['Content-Type']).toEqual(['text/html']);

    const before = fake.state.webRequest.beforeRequest!;
    const verdicts: Array<boolean | undefined> = [];
    before({ url: `${ORIGIN}/assets/tv.js` }, (r) => verdicts.push(r.cancel));
    before({ url: 'https://example.com/x.js' }, (r) => verdicts.push(r.cancel));
    expect(verdicts).toEqual([false, true]);

    const granted: boolean[] = [];
    fake.state.permissionRequest!({}, 'media', (g) => granted.push(g), { requestingUrl: `${ORIGIN}/tv` });
    fake.state.permissionRequest!({}, 'fullscreen', (g) => granted.push(g), { requestingUrl: `${ORIGIN}/tv` });
    expect(granted).toEqual([false, true]);
    expect(fake.state.permissionCheck!({}, 'geolocation', ORIGIN)).toBe(false);
    expect(fake.state.deviceHandler!()).toBe(false);
  });

  it('hands the host secret only to the TV page’s top frame on the loopback origin', async () => {
    await launch();
    const [win] = fake.windows;
    const handler = fake.ipcHandlers.get(IPC.getHostSecret)!;
    expect(await handler(ipcEvent(win))).toBe('s3cret');
    expect(() => handler(ipcEvent(win, 'https://evil.example/'))).toThrow();
    expect(() => handler(ipcEvent(win, `${ORIGIN}/tv`, false))).toThrow();
    expect(() => handler({ sender: { id: 999 }, senderFrame: { url: `${ORIGIN}/tv`, parent: null } })).toThrow();
    expect(() => handler({ sender: { id: win.webContents.id }, senderFrame: null })).toThrow();
    expect([...fake.ipcHandlers.keys(), ...fake.ipcListeners.keys()].sort()).toEqual(Object.values(IPC).sort());
  });

  it('ignores window commands from anywhere but the TV page', async () => {
    await launch();
    const [win] = fake.windows;
    fake.ipcListeners.get(IPC.toggleFullscreen)!(ipcEvent(win, 'http://192.168.1.20:4321/tv'));
    expect(win.fullScreen).toBe(false);
    fake.ipcListeners.get(IPC.toggleFullscreen)!(ipcEvent(win));
    expect(win.fullScreen).toBe(true);
    fake.ipcListeners.get(IPC.openDataFolder)!(ipcEvent(win));
    expect(fake.openedPaths).toHaveLength(1);
    expect(existsSync(fake.openedPaths[0])).toBe(true);
  });

  it('denies navigation away from the host, new windows and webviews', async () => {
    await launch();
    const contents = fake.windows[0].webContents;
    const away = fakeEvent({ url: 'https://example.com/' });
    contents.emit('will-navigate', away);
    expect(away.defaultPrevented).toBe(true);
    const local = fakeEvent({ url: `${ORIGIN}/tv?again` });
    contents.emit('will-navigate', local);
    expect(local.defaultPrevented).toBe(false);
    const redirect = fakeEvent({ url: 'http://192.168.1.20:4321/' });
    contents.emit('will-redirect', redirect);
    expect(redirect.defaultPrevented).toBe(true);
    expect(contents.windowOpenHandler!({ url: `${ORIGIN}/tv` })).toEqual({ action: 'deny' });
    const webview = fakeEvent();
    contents.emit('will-attach-webview', webview);
    expect(webview.defaultPrevented).toBe(true);
  });

  it('asks before closing during a game; closes without asking otherwise', async () => {
    await launch({ responses: [0, 1, 0] }); // firewall OK, then "Keep Playing", then "Quit"
    const [win] = fake.windows;
    const idle = fakeEvent();
    win.emit('close', idle);
    expect(idle.defaultPrevented).toBe(false);

    control.gameInProgress = true;
    const first = fakeEvent();
    win.emit('close', first);
    expect(first.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(fake.dialogs.at(-1)?.title).toBe('A game is in progress'), WAIT);
    await Promise.resolve();
    expect(fake.state.quitCalls).toBe(0); // kept playing

    const second = fakeEvent();
    win.emit('close', second);
    expect(second.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(fake.state.quitCalls).toBe(1), WAIT);
    const third = fakeEvent();
    win.emit('close', third); // the quit that follows the "Quit" answer
    expect(third.defaultPrevented).toBe(false);
  });

  it('closes the host before the app exits', async () => {
    await launch();
    const willQuit = fakeEvent();
    fake.app.emit('will-quit', willQuit);
    expect(willQuit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(control.closed).toBe(1), WAIT);
    await vi.waitFor(() => expect(fake.state.quitCalls).toBe(1), WAIT);
    const again = fakeEvent();
    fake.app.emit('will-quit', again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('focuses the running window when the app is launched again', async () => {
    await launch();
    const [win] = fake.windows;
    win.minimized = true;
    fake.app.emit('second-instance');
    expect(win.minimized).toBe(false);
    expect(win.visible).toBe(true);
    expect(fake.log.at(-1)).toBe('focus');
  });

  it('says so when the host restored a game in progress', async () => {
    await launch({}, { restoredGame: true });
    fake.windows[0].webContents.emit('did-finish-load');
    expect(fake.notifications).toEqual([{ title: 'Nightfall', body: expect.stringMatching(/restored/) }]);
  });

  it('shows the connection help when no phone joined within a minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    await launch();
    const before = fake.dialogs.length;
    await vi.advanceTimersByTimeAsync(55_000);
    expect(fake.dialogs).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.dialogs).toHaveLength(before + 1);
    expect(fake.dialogs.at(-1)?.message).toContain('http://192.168.1.20:4321/');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fake.dialogs).toHaveLength(before + 1);
  });

  it('does not nag once a phone is connected', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    await launch();
    const before = fake.dialogs.length;
    control.phones = 1;
    await vi.advanceTimersByTimeAsync(10_000);
    control.phones = 0;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fake.dialogs).toHaveLength(before);
  });

  it('reports a host that cannot start and exits', async () => {
    const appData = testTempDir('nf-main-');
    fake = createFakeElectron({ appData });
    h.fake = fake;
    h.startHost = async () => {
      throw new Error('EADDRINUSE');
    };
    vi.resetModules();
    const handle = await (await import('../../electron/main.js')).shellStarted;
    expect(handle).toBeNull();
    expect(fake.errorBoxes[0][1]).toContain('EADDRINUSE');
    expect(fake.state.exitCode).toBe(1);
    expect(fake.windows).toHaveLength(0);
  });

  it('speaks Chinese to a Chinese system', async () => {
    await launch({ locale: 'zh-CN' });
    expect(fake.dialogs[0].title).toBe('Nightfall 需要使用局域网');
  });
});
