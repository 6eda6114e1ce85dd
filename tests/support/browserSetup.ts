/**
 * vitest globalSetup: makes sure the end-to-end tests have a Chromium before any test starts,
 * once per run. Found → nothing to do. Not found → one attempt to fetch Playwright's Chromium,
 * bounded in time (an unreachable download host fails in seconds; a hanging one is cut off).
 * Still nothing → `npm test` stops with one line naming the fix for this platform.
 *
 * Runs that select no browser test (`npx vitest run tests/engine`) skip all of this.
 *
 * Environment: NIGHTFALL_BROWSER_FETCH=0 skips the download attempt;
 * NIGHTFALL_BROWSER_FETCH_TIMEOUT_MS bounds it (default 5 minutes).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brokenBrowserLine, CHROMIUM_ARGS, findBrowser, missingBrowserLine } from './browser.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEFAULT_FETCH_TIMEOUT_MS = 5 * 60_000;

/** What a test file does that needs a Chromium: the helpers above, or Playwright directly. */
export const LAUNCHES_BROWSER = /\blaunchChromium\(|\blaunchBrowser\(|\bchromium\.launch\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name));
}

const RELATIVE_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names (`./x.js` is written for `./x.ts`), or null if there is none. */
function localModule(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base, `${base}.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A test helper that may launch a browser for its callers; the launchers' own definitions here do not count. */
function isSharedSetup(module: string, root: string): boolean {
  const supportDir = path.join(root, 'tests', 'support');
  const ownDefinitions = [path.join(supportDir, 'browser.ts'), path.join(supportDir, 'browserSetup.ts')];
  return module.startsWith(path.join(root, 'tests') + path.sep) && !ownDefinitions.includes(module);
}

/** Whether a file, or a local module it imports (a shared setup such as tests/tv/support), launches one. */
function launchesBrowser(file: string, root: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (LAUNCHES_BROWSER.test(text)) return true;
  for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    const module = localModule(file, specifier!);
    if (module && isSharedSetup(module, root) && launchesBrowser(module, root, seen)) return true;
  }
  return false;
}

/** Test files (relative, forward slashes) that launch a browser, themselves or through a shared setup. */
export function browserTestFiles(root = ROOT): string[] {
  return testFiles(path.join(root, 'tests'))
    .filter((file) => launchesBrowser(file, root))
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
}

/** Whether vitest's file filters (CLI arguments; none = everything) select a browser test. */
export function runNeedsBrowser(filters: readonly string[], files: readonly string[]): boolean {
  if (filters.length === 0) return true;
  const wanted = filters.map((f) => f.split('\\').join('/').replace(/^\.\//, ''));
  return files.some((file) => wanted.some((f) => file.includes(f) || path.resolve(ROOT, file).split(path.sep).join('/').includes(f)));
}

export interface FetchResult {
  ok: boolean;
  detail: string;
}

/** `playwright install chromium`, killed after `timeoutMs`. Never throws. */
export function fetchPlaywrightChromium(timeoutMs: number): Promise<FetchResult> {
  return new Promise((resolve) => {
    let cli: string;
    try {
      cli = path.join(path.dirname(createRequire(import.meta.url).resolve('playwright/package.json', { paths: [ROOT] })), 'cli.js');
    } catch {
      resolve({ ok: false, detail: 'the playwright package is not installed' });
      return;
    }
    const env = { ...process.env, PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: process.env.PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT ?? '15000' };
    const child = spawn(process.execPath, [cli, 'install', 'chromium'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const timer = setTimeout(() => {
      child.kill();
      resolve({ ok: false, detail: `no answer within ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, detail: error.message });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      const lastError = output.split('\n').find((l) => /^Error:/.test(l.trim()))?.trim();
      resolve({ ok: code === 0, detail: code === 0 ? 'installed' : (lastError ?? `exit code ${code}`) });
    });
  });
}

/** Starts and closes the browser once: null when it works, else the first line of the error. */
export async function launchProblem(executablePath: string): Promise<string | null> {
  try {
    const { chromium } = await import('playwright');
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 30_000 });
    await browser.close();
    return null;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    // The telling line first: a missing system library, or how the process ended.
    const telling = /error while loading shared libraries[^\n]*|Host system is missing dependencies[^\n]*|exitCode=-?\d+/.exec(text)?.[0];
    if (telling) return telling.trim();
    return text.split('\n').map((l) => l.trim()).find((l) => l.length > 0)?.replace(/^browserType\.launch:\s*/, '') ?? 'unknown error';
  }
}

function stop(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function ensureStarts(browser: string): Promise<void> {
  const problem = await launchProblem(browser);
  if (problem) stop(brokenBrowserLine(process.platform, browser, problem));
}

interface ProjectLike {
  vitest?: { filenamePattern?: string[] };
}

export default async function setup(project?: ProjectLike): Promise<void> {
  // vitest keeps the CLI's file filters here (internal, hence the fallback to "everything").
  const filters = project?.vitest?.filenamePattern ?? [];
  if (!runNeedsBrowser(filters, browserTestFiles())) return;
  const found = findBrowser();
  if (found) return ensureStarts(found.path);
  if (process.env.NIGHTFALL_BROWSER_FETCH !== '0') {
    const timeoutMs = Number(process.env.NIGHTFALL_BROWSER_FETCH_TIMEOUT_MS) || DEFAULT_FETCH_TIMEOUT_MS;
    process.stderr.write(`No Chromium found for the end-to-end tests; fetching Playwright's (up to ${Math.round(timeoutMs / 1000)} s)… `);
    const result = await fetchPlaywrightChromium(timeoutMs);
    const fetched = result.ok ? findBrowser() : null;
    process.stderr.write(fetched ? 'done.\n' : `failed (${result.detail}).\n`);
    if (fetched) return ensureStarts(fetched.path);
  }
  stop(missingBrowserLine(process.platform));
}
