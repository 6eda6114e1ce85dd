/**
 * vitest globalSetup: every run gets a temp folder of its own (TMPDIR for the workers and every
 * process they start: hosts, browsers, Electron), and when the run ends nothing a test made may be
 * left in it. A folder or file named `nightfall-*` or `nf-*` still there fails the run with its
 * name (a test that forgot its cleanup); the whole folder is removed either way, so a run never
 * leaves anything in the system's temp folder. A private folder rather than a before/after count
 * of the system's: other runs on the same machine make and remove such folders at the same time.
 *
 * NIGHTFALL_SYSTEM_TMPDIR names the system's temp folder, for what must outlive the run (the
 * screenshot a failing phone test points to).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the tests and the code they run name their temporary folders. */
export const OURS = /^(nightfall-|nf-)/;

/** The leftovers in `root` that a test should have removed. */
export function leftovers(root: string): string[] {
  return readdirSync(root).filter((name) => OURS.test(name)).sort();
}

export default function setup(): () => void {
  // vitest calls a globalSetup once per project too: the first call's folder serves them all.
  if (process.env.NIGHTFALL_SYSTEM_TMPDIR) return () => undefined;
  const systemTmp = tmpdir();
  const root = mkdtempSync(path.join(systemTmp, 'vitest-run-'));
  const before = { TMPDIR: process.env.TMPDIR, TMP: process.env.TMP, TEMP: process.env.TEMP };
  // os.tmpdir() reads TMPDIR (TMP/TEMP on Windows); workers and their children inherit these.
  process.env.TMPDIR = root;
  process.env.TMP = root;
  process.env.TEMP = root;
  process.env.NIGHTFALL_SYSTEM_TMPDIR = systemTmp;
  return () => {
    for (const [k, v] of Object.entries({ ...before, NIGHTFALL_SYSTEM_TMPDIR: undefined })) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    let left: string[] = [];
    try {
      left = leftovers(root);
    } finally {
      rmSync(root, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
    }
    if (left.length > 0) {
      // vitest only logs an error thrown here ("error during close"); the exit code must say it too.
      process.exitCode = 1;
      throw new Error(`tests left ${left.length} temporary folder(s) behind (now removed): ${left.join(', ')}. `
        + 'Make them with testTempDir() (tests/support/temp.ts), or remove them when the test ends.');
    }
  };
}
