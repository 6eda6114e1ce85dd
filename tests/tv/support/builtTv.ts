/**
 * One built TV page served statically and one Chromium for a test file (set up before its tests,
 * torn down after): the TV e2e files that inject their own feed share this.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, serveStatic } from './browser.js';
import { buildTv } from './build.js';

export interface BuiltTv {
  /** The static server's origin (no trailing slash). */
  readonly url: string;
  readonly browser: Browser;
}

export function useBuiltTv(tmpPrefix: string): BuiltTv {
  let dir = '';
  let server: { url: string; close(): Promise<void> } | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), tmpPrefix));
    await buildTv(dir);
    server = await serveStatic(dir);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get url() { return server!.url; },
    get browser() { return browser!; },
  };
}
