/**
 * The HTTP edge against real Chromium: Chromium opens spare connections and parks them for later.
 * A host that answers a parked connection when its headers timeout runs out (a bare 400, once)
 * had the browser read that stale answer as the answer to its next navigation or script
 * ("HTTP ERROR 400" on a phone mid-game). The host's timeouts are shortened here so that waiting
 * past them takes seconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type StartedHost } from '../../electron/host/index.js';
import { launchChromium } from '../support/browser.js';
import { buildTv } from '../tv/support/build.js';

const LIMITS = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 1_000 };
/** Past the headers timeout and the host's check of it (a quarter of it), with room for a busy machine. */
const PAST_TIMEOUTS_MS = 3 * LIMITS.headersTimeoutMs;

const dirs: string[] = [];
let host: StartedHost;
let browser: Browser;

beforeAll(async () => {
  const dir = (name: string) => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), `nightfall-http-edge-${name}-`));
    dirs.push(d);
    return d;
  };
  const pages = dir('build');
  await buildTv(pages);
  host = await startHost({ port: 0, bindAddress: '127.0.0.1', dataDir: dir('data'), staticDir: pages, audioDir: path.resolve(import.meta.dirname, '../../assets/audio'), testing: { limits: LIMITS } });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/**
 * Makes Chromium park connections: fetches cancelled a moment after they start. A fetch cancelled
 * while its connection is still being opened leaves that connection, never used, in Chromium's
 * pool for the next request (the moment varies, so the fetches are cancelled at several).
 */
async function parkConnections(page: Page, count: number): Promise<void> {
  await page.evaluate(async (n) => {
    await Promise.all(Array.from({ length: n }, async (_, i) => {
      const abort = new AbortController();
      const pending = fetch(`/api/health?park=${i}-${Math.random()}`, { signal: abort.signal, cache: 'no-store' }).catch(() => null);
      if (i % 3 === 0) await null;
      else await new Promise((r) => setTimeout(r, i % 3));
      abort.abort();
      await pending;
    }));
  }, count);
}

describe('the HTTP edge with real Chromium', () => {
  it('a reload after parked connections timed out loads the page, every time', async () => {
    const page = await browser.newPage();
    const bad: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) bad.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => bad.push(`failed ${r.failure()?.errorText} ${r.url()}`));
    const first = await page.goto(`http://127.0.0.1:${host.port}/tv`);
    expect(first?.status()).toBe(200);
    for (let round = 0; round < 5; round++) {
      await parkConnections(page, 12);
      // Time itself is the condition here: the parked connections must outlive the host's timeouts.
      await page.waitForTimeout(PAST_TIMEOUTS_MS);
      const response = await page.reload().catch((error: Error) => error);
      expect(response instanceof Error ? response.message.split('\n')[0] : response?.status(), `round ${round}`).toBe(200);
      await page.getByTestId('stage').waitFor({ timeout: 20_000 });
    }
    // The cancelled fetches themselves fail (net::ERR_ABORTED); nothing else may.
    expect(bad.filter((line) => !line.startsWith('failed net::ERR_ABORTED'))).toEqual([]);
    await page.close();
  }, 120_000);
});
