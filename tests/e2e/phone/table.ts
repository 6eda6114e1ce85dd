/**
 * One party for an end-to-end test file: the pages built, a real host (`npm run serve`, manual
 * clock), a Chromium and the TV page watching, set up before the file's tests and torn down after;
 * and the phones of the guests, who join one way or another.
 *
 * With `hostPerTest`, every test gets a table of its own: a fresh host (new data folder, new port)
 * and the TV page reloaded on it before the test; after it, every phone's browser context is closed
 * and the host stopped. No test then starts from what the one before left (a game half played, a
 * phone kicked, a setting changed); only the build and the browser are shared.
 */
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildPages, launchBrowser, Phone, startServe, type RunningServe } from './harness.js';

export interface Table {
  readonly serve: RunningServe;
  readonly browser: Browser;
  readonly tv: Page;
  /** Errors the TV page threw. */
  readonly tvErrors: string[];
  /** Every line the TV's narrator has shown so far. */
  captions(): Promise<string[]>;
  /** Waits until the TV's narrator has shown a line containing `part`. */
  tvCaption(part: string, timeout?: number): Promise<void>;
}

interface TableOptions {
  /** More flags for the host (`--event-deck …`, `--no-ready`). */
  serveArgs?: string[];
  /** Runs in the TV page before its own scripts (to watch for a moment that passes quickly). */
  tvInit?: () => void;
  /** A fresh host and TV page for each test, and its phones closed after it (see above). */
  hostPerTest?: boolean;
}

export function useTable(seed: number, opts: TableOptions = {}): Table {
  let pagesDir = '';
  let serve: RunningServe | undefined;
  let browser: Browser | undefined;
  let tv: Page | undefined;
  let tvContext: BrowserContext | undefined;
  const tvErrors: string[] = [];

  /** A host of its own, and the TV page (its caption log and errors afresh) watching it. */
  const startHostAndTv = async () => {
    serve = await startServe(pagesDir, seed, opts.serveArgs ?? []);
    tvErrors.length = 0;
    await tv!.goto(`${serve.url}tv`);
  };

  beforeAll(async () => {
    pagesDir = await buildPages();
    browser = await launchBrowser();
    tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
    tv = await tvContext.newPage();
    // The TV's narrator appends each line it shows to this log when it exists.
    await tv.addInitScript(() => { (window as unknown as { __tvCaptionLog: string[] }).__tvCaptionLog = []; });
    if (opts.tvInit) await tv.addInitScript(opts.tvInit);
    tv.on('pageerror', (e) => tvErrors.push(e.message));
    if (!opts.hostPerTest) await startHostAndTv();
  }, 120_000);

  if (opts.hostPerTest) {
    beforeEach(startHostAndTv, 60_000);
    // Registered before the file's own afterEach hooks, so it runs after them (vitest runs them
    // in reverse): a file's check of its phones' errors still finds the phones open.
    afterEach(async () => {
      for (const context of browser?.contexts() ?? []) if (context !== tvContext) await context.close().catch(() => undefined);
      await tv?.goto('about:blank').catch(() => undefined);
      await serve?.stop();
      serve = undefined;
    }, 60_000);
  }

  afterAll(async () => {
    await browser?.close();
    await serve?.stop();
    if (pagesDir) rmSync(pagesDir, { recursive: true, force: true });
  });

  const captions = () => tv!.evaluate(() => (window as unknown as { __tvCaptionLog: string[] }).__tvCaptionLog.slice());
  return {
    get serve() { return serve!; },
    get browser() { return browser!; },
    get tv() { return tv!; },
    tvErrors,
    captions,
    async tvCaption(part, timeout = 30_000) {
      await expect.poll(async () => (await captions()).some((l) => l.includes(part)), { timeout, message: `TV caption with "${part}"` }).toBe(true);
    },
  };
}

/** The guests' phones, the third reading Chinese (the language is picked from the browser). */
export async function openPhones(table: Table, names: readonly string[], oneByOne = false): Promise<Phone[]> {
  const open = (name: string, i: number) => Phone.open(table.browser, table.serve.url, name, i === 2 ? 'zh-CN' : 'en-US');
  if (!oneByOne) return Promise.all(names.map(open));
  const phones: Phone[] = [];
  for (const [i, name] of names.entries()) phones.push(await open(name, i));
  return phones;
}

/**
 * Every phone joins and reaches the lobby; the first to join is the VIP. By default the first
 * joins alone, then the rest at once; `oneByOne` for a machine that several loading pages starve.
 */
export async function joinAll(phones: readonly Phone[], oneByOne = false): Promise<void> {
  if (oneByOne) {
    for (const p of phones) {
      await p.join();
      await p.waitScreen('lobby', 30_000);
    }
    return;
  }
  await phones[0].join();
  await phones[0].waitScreen('lobby');
  await Promise.all(phones.slice(1).map(async (p) => {
    await p.join();
    await p.waitScreen('lobby');
  }));
}
