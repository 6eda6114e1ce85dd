/**
 * `npm start`: build what is stale, then open Nightfall in its Electron window.
 *
 * Where the Electron runtime is not installed (its binary is downloaded separately from the npm
 * package), Nightfall starts in browser mode instead: the same host headless
 * (`tsx electron/host/serve.ts`, i.e. `npm run serve`) and the TV page in the default browser.
 * Nothing is ever downloaded here.
 *
 * Environment: NIGHTFALL_BROWSER_MODE=1 forces browser mode; NIGHTFALL_NO_BROWSER=1 does not open
 * a browser in browser mode (just prints the addresses). Extra arguments go to Electron / serve.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { invokedAsScript } from './invokedAsScript.js';
import {
  BROWSER_MODE_NOTICE,
  browserOpenCommand,
  detectElectronRuntime,
  findTvUrl,
  type RuntimeDetection,
} from '../electron/shell/runtime.js';
import { buildApp, ROOT } from './build-app.js';

const require = createRequire(import.meta.url);

function electronPackageDir(): string | null {
  try {
    // Resolving package.json does not run electron/index.js (which would try to download).
    return path.dirname(require.resolve('electron/package.json', { paths: [ROOT] }));
  } catch {
    return null;
  }
}

export function detectRuntime(): RuntimeDetection {
  return detectElectronRuntime(electronPackageDir(), {
    exists: existsSync,
    readText: (file) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    },
    env: process.env,
  });
}

function forwardSignals(child: ChildProcess): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
}

function runElectron(executable: string, args: string[]): ChildProcess {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  return spawn(executable, [path.join(ROOT, 'out'), ...args], { stdio: 'inherit', env, cwd: ROOT });
}

/** Opens a URL in the default browser; silently does nothing where that is not possible. */
export function openInBrowser(url: string): void {
  const command = browserOpenCommand(process.platform, url);
  if (!command) return;
  try {
    const child = spawn(command.command, command.args, {
      stdio: 'ignore',
      detached: true,
      windowsVerbatimArguments: process.platform === 'win32',
    });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener on this machine: the URL is printed anyway
  }
}

export interface BrowserModeOptions {
  /** The headless host launcher; default electron/host/serve.ts (= `npm run serve`). */
  serveScript?: string;
  args?: string[];
  /** Opens the TV page; default: the system browser (skipped when NIGHTFALL_NO_BROWSER=1). */
  open?: (url: string) => void;
  /** Where serve's output lines go; default stdout. */
  print?: (line: string) => void;
}

/** Runs the host headless and opens its TV page once serve prints the address. */
export function runBrowserMode(options: BrowserModeOptions = {}): ChildProcess {
  const serve = options.serveScript ?? path.join(ROOT, 'electron/host/serve.ts');
  if (!existsSync(serve)) throw new Error(`Cannot start browser mode: ${path.relative(ROOT, serve)} does not exist yet.`);
  const tsxCli = require.resolve('tsx/cli', { paths: [ROOT] });
  const child = spawn(process.execPath, [tsxCli, serve, ...(options.args ?? [])], {
    cwd: ROOT,
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  const open = options.open ?? (process.env.NIGHTFALL_NO_BROWSER === '1' ? () => undefined : openInBrowser);
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  let opened = false;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    print(line);
    if (opened) return;
    const tvUrl = findTvUrl(line);
    if (tvUrl) {
      opened = true;
      open(tvUrl);
    }
  });
  return child;
}

export interface StartOptions extends BrowserModeOptions {
  /** Build stale outputs first (default true). */
  build?: boolean;
  runtime?: RuntimeDetection;
  notice?: (line: string) => void;
}

/** Starts Nightfall: the Electron app, or browser mode where Electron is missing. */
export async function start(args: string[], options: StartOptions = {}): Promise<{ mode: 'electron' | 'browser'; child: ChildProcess }> {
  const runtime = options.runtime ?? detectRuntime();
  const build = options.build ?? true;
  if (runtime.found) {
    if (build) await buildApp({ root: ROOT });
    return { mode: 'electron', child: runElectron(runtime.executable, args) };
  }
  (options.notice ?? console.log)(BROWSER_MODE_NOTICE);
  // The headless host needs only the pages; the Electron bundle would be wasted work.
  if (build) await buildApp({ root: ROOT, only: 'renderer' });
  return { mode: 'browser', child: runBrowserMode({ ...options, args }) };
}

const invokedDirectly = invokedAsScript(import.meta.url);
if (invokedDirectly) {
  start(process.argv.slice(2))
    .then(({ child }) => {
      forwardSignals(child);
      child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
      child.on('error', (error) => {
        console.error(error.message);
        process.exit(1);
      });
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
