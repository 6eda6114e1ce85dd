/**
 * The one place that finds a Chromium for Playwright: the end-to-end tests, the screenshot
 * scripts, the TV benchmark and the icon renderer all launch through here.
 *
 * Lookup order (first existing file wins):
 *   1. CHROMIUM_PATH (or the older CHROMIUM), when it names an existing file
 *   2. Playwright's own browser (`npx playwright install chromium`, honours PLAYWRIGHT_BROWSERS_PATH)
 *   3. an installed Chromium / Chrome / Edge at the usual places for Windows, macOS or Linux
 * tests/support/browserSetup.ts (vitest's globalSetup) runs this once per test run, tries to fetch
 * Playwright's Chromium when nothing is found, and otherwise stops with `missingBrowserLine`.
 *
 * NIGHTFALL_BROWSER_SEARCH=env-only hides 2 and 3 (only the environment variables count): how the
 * tests simulate a machine without any browser.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export type BrowserSource = 'env' | 'playwright' | 'system';

export interface BrowserCandidate {
  path: string;
  source: BrowserSource;
}

/** Everything the lookup reads from the machine, injectable for tests. */
export interface BrowserProbe {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  exists(file: string): boolean;
  /** Where Playwright's own Chromium is (or would be) installed; null when playwright is absent. */
  playwrightExecutable(): string | null;
}

function systemPaths(platform: NodeJS.Platform, env: Record<string, string | undefined>): string[] {
  if (platform === 'win32') {
    const win = path.win32;
    const roots = [env.PROGRAMFILES ?? 'C:\\Program Files', env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)', env.LOCALAPPDATA].filter(
      (r): r is string => !!r,
    );
    const apps = ['Google\\Chrome\\Application\\chrome.exe', 'Microsoft\\Edge\\Application\\msedge.exe', 'Chromium\\Application\\chrome.exe'];
    return apps.flatMap((app) => roots.map((root) => win.join(root, app)));
  }
  if (platform === 'darwin') {
    const bundles = [
      'Google Chrome.app/Contents/MacOS/Google Chrome',
      'Chromium.app/Contents/MacOS/Chromium',
      'Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    ];
    const roots = ['/Applications', ...(env.HOME ? [path.posix.join(env.HOME, 'Applications')] : [])];
    return bundles.flatMap((bundle) => roots.map((root) => path.posix.join(root, bundle)));
  }
  // Linux and the BSDs. Snap's wrapper last: it works, but slowest to start.
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/local/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/usr/bin/microsoft-edge',
    '/usr/bin/microsoft-edge-stable',
    '/opt/microsoft/msedge/msedge',
    '/snap/bin/chromium',
  ];
}

/** Every place looked at, in order (existing or not). */
export function browserCandidates(probe: BrowserProbe): BrowserCandidate[] {
  const out: BrowserCandidate[] = [];
  for (const name of ['CHROMIUM_PATH', 'CHROMIUM'] as const) {
    const value = probe.env[name];
    if (value) out.push({ path: value, source: 'env' });
  }
  if (probe.env.NIGHTFALL_BROWSER_SEARCH === 'env-only') return out;
  const bundled = probe.playwrightExecutable();
  if (bundled) out.push({ path: bundled, source: 'playwright' });
  for (const p of systemPaths(probe.platform, probe.env)) out.push({ path: p, source: 'system' });
  return out;
}

export function findBrowser(probe: BrowserProbe = machineProbe()): BrowserCandidate | null {
  return browserCandidates(probe).find((c) => probe.exists(c.path)) ?? null;
}

/** The one line `npm test` stops with when there is no browser, naming this platform's fix. */
export function missingBrowserLine(platform: NodeJS.Platform): string {
  const fix =
    platform === 'win32'
      ? 'run `npx playwright install chromium` (or install Google Chrome or Microsoft Edge, or set CHROMIUM_PATH to chrome.exe)'
      : platform === 'darwin'
        ? 'run `npx playwright install chromium` (or install Google Chrome, or set CHROMIUM_PATH to the browser executable)'
        : 'run `npx playwright install --with-deps chromium` (or `sudo apt-get install chromium`, or set CHROMIUM_PATH to the browser executable)';
  return `No Chromium for the end-to-end tests and Playwright's could not be downloaded: ${fix}, then \`npm test\` again.`;
}

/** The one line for a browser that is there but does not start (Linux: missing libraries, usually). */
export function brokenBrowserLine(platform: NodeJS.Platform, browser: string, error: string): string {
  const fix =
    platform === 'linux'
      ? 'run `npx playwright install-deps chromium` (or `sudo apt-get install chromium`), or set CHROMIUM_PATH to another browser'
      : 'reinstall it, or set CHROMIUM_PATH to another browser';
  return `The browser for the end-to-end tests (${browser}) does not start (${error}): ${fix}, then \`npm test\` again.`;
}

const require = createRequire(import.meta.url);

function playwrightExecutable(): string | null {
  try {
    const { chromium } = require('playwright') as typeof import('playwright');
    return chromium.executablePath() || null;
  } catch {
    return null;
  }
}

export function machineProbe(): BrowserProbe {
  return { platform: process.platform, env: process.env, exists: existsSync, playwrightExecutable };
}

/** The browser to launch, or an error carrying the one clear line. */
export function chromiumExecutable(probe: BrowserProbe = machineProbe()): string {
  const found = findBrowser(probe);
  if (!found) throw new Error(missingBrowserLine(probe.platform));
  return found.path;
}

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const { chromium } = await import('playwright');
  return chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}
