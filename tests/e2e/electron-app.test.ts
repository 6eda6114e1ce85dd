/**
 * The real desktop app, end to end, with Playwright's Electron support: the built app (out/) in
 * the Electron binary, its main window must be the TV page, phone pages (Chromium) join it, a
 * night step is narrated on the TV, and closing the window mid-game asks first.
 *
 * Runs wherever the Electron binary is installed (`npx install-electron`) and, on Linux, a display
 * exists; elsewhere it is skipped and says why. NIGHTFALL_REQUIRE_ELECTRON=1 (the release
 * workflow) turns the skip into a failure.
 */
import path from 'node:path';
import type { Browser, ElectronApplication, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../scripts/build-app.js';
import { detectRuntime } from '../../scripts/start.js';
import { testTempDir } from '../support/temp.js';
import { launchBrowser, Phone } from './phone/harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const runtime = detectRuntime();
const headlessLinux = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
const skipReason = !runtime.found
  ? `the Electron binary is not installed (${runtime.reason}); \`npx install-electron\` gets it`
  : headlessLinux
    ? 'no display on this Linux machine (DISPLAY and WAYLAND_DISPLAY unset; run under xvfb-run)'
    : null;

if (skipReason) {
  if (process.env.NIGHTFALL_REQUIRE_ELECTRON === '1') throw new Error(`The desktop app test must run here, but ${skipReason}.`);
  console.log(`SKIPPED the real desktop app test (tests/e2e/electron-app.test.ts): ${skipReason}.`);
}

const NAMES = ['Alice', 'Bob', '陈晨', 'Dana', 'Eve', 'Fang'];

describe.skipIf(skipReason !== null)(`the real desktop app in Electron${skipReason ? ` — skipped: ${skipReason}` : ''}`, () => {
  let app: ElectronApplication;
  let tv: Page;
  let browser: Browser;
  const phones: Phone[] = [];
  // Made when the suite runs (not at collection, where a skipped suite would leave it behind).
  let userData = '';

  beforeAll(async () => {
    userData = testTempDir('nightfall-electron-e2e-');
    await buildApp({ root: ROOT, log: () => undefined });
    const { _electron } = await import('playwright');
    const executablePath = runtime.found ? runtime.executable : '';
    // Electron refuses to run as root without this (containers).
    const rootArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
    app = await _electron.launch({
      executablePath,
      args: [path.join(ROOT, 'out'), ...rootArgs],
      env: {
        ...process.env,
        // Own settings and games, the host on 127.0.0.1 and a free port, no first-run dialogs.
        NIGHTFALL_USER_DATA: userData,
        NIGHTFALL_HOST_LOOPBACK: '1',
        NIGHTFALL_QUIET: '1',
      },
      timeout: 60_000,
    });
    tv = await app.firstWindow();
    await tv.waitForLoadState('load');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(phones.map((p) => p.close().catch(() => undefined)));
    await browser?.close();
    await app?.close().catch(() => undefined);
  });

  it('opens one window, and it is the TV page with the desktop bridge', async () => {
    expect(app.windows()).toHaveLength(1);
    expect(new URL(tv.url()).pathname).toBe('/tv');
    expect(new URL(tv.url()).hostname).toBe('127.0.0.1');
    expect(await tv.title()).toMatch(/TV/);
    expect(await tv.evaluate(() => (window as unknown as { nightfall?: { isDesktop: boolean } }).nightfall?.isDesktop)).toBe(true);
  });

  it('lets phones join from their browsers, and the TV lists them', async () => {
    const joinUrl = `${new URL(tv.url()).origin}/`;
    for (const name of NAMES) {
      const phone = await Phone.open(browser, joinUrl, name);
      phones.push(phone);
      await phone.join();
      await phone.waitScreen('lobby');
    }
    for (const name of NAMES) await expect.poll(() => tv.getByText(name).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  }, 120_000);

  it('narrates the first night step on the TV once the VIP starts the game', async () => {
    await tv.evaluate(() => {
      (window as unknown as { __tvCaptionLog: string[] }).__tvCaptionLog = [];
    });
    const vip = phones[0];
    await vip.page.waitForFunction(() => !document.querySelector('[data-testid="setup-problem"]'), null, { timeout: 10_000 });
    await vip.testid('start-game').click();
    await Promise.all(phones.map((p) => p.waitScreen('game', 20_000)));
    await expect.poll(async () => (await vip.step()).phase, { timeout: 30_000 }).toBe('night');
    await expect
      .poll(() => tv.evaluate(() => (window as unknown as { __tvCaptionLog: string[] }).__tvCaptionLog.length), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }, 90_000);

  it('asks before quitting mid-game: "keep playing" keeps the window, "quit" ends the app', async () => {
    // The real dialog would wait for a click; answer it from the main process instead.
    await app.evaluate(({ dialog }) => {
      const state = globalThis as unknown as { asked: string[] };
      state.asked = [];
      dialog.showMessageBox = (async (...args: unknown[]) => {
        const options = args.at(-1) as { title?: string; buttons?: string[] };
        state.asked.push(`${options.title} [${(options.buttons ?? []).join(' | ')}]`);
        return { response: state.asked.length === 1 ? 1 : 0, checkboxChecked: false };
      }) as typeof dialog.showMessageBox;
    });
    const asked = () => app.evaluate(() => (globalThis as unknown as { asked: string[] }).asked.slice());
    const closeWindow = () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.close());

    await closeWindow();
    await expect.poll(async () => (await asked()).length, { timeout: 10_000 }).toBe(1);
    expect((await asked())[0]).toMatch(/quit|Quit|退出/);
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);

    const closed = app.waitForEvent('close', { timeout: 20_000 });
    await closeWindow();
    await closed; // the second answer was "quit": the app is gone
  }, 60_000);
});
