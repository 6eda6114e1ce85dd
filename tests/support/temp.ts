/**
 * Temporary folders for tests, removed when the test (or, made outside a test, the file) ends:
 * one helper so that no test has to remember its own cleanup. The run-wide check in
 * tests/support/tempRoot.ts fails the run if anything named `nightfall-*` or `nf-*` is left.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/** Folders made outside any test (in a beforeAll, at collection): removed after the file. */
const forFile = new Set<string>();

// Registered when the first test file that needs it imports this module (during collection, the
// only time a file-level hook can be added); each file runs in its own module registry.
try {
  afterAll(() => {
    for (const d of forFile) remove(d);
    forFile.clear();
  });
} catch {
  // Imported outside vitest's collection (a script): callers own their folders.
}

function remove(dir: string): void {
  try {
    // maxRetries: a host that has just closed may still be finishing an fsync'd rename inside.
    rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 50 });
  } catch (error) {
    // Not the test's failure: the run's check (tempRoot.ts) names what is left.
    console.warn(`could not remove ${dir}: ${String(error)}`);
  }
}

/**
 * A fresh folder `<tmp>/<prefix>XXXXXX`. Inside a test it is removed when that test ends: after
 * its `afterEach` hooks and after the `onTestFinished` cleanups registered later (they run in
 * reverse order), so a host started on the folder and closed there has let go of it. Made
 * elsewhere (a `beforeAll`), it is removed when the test file ends. `keep: 'file'` keeps it for the whole file
 * even when made inside a test (a folder one test writes and a later one reads).
 */
export function testTempDir(prefix = 'nightfall-test-', opts: { keep?: 'test' | 'file' } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (opts.keep !== 'file') {
    try {
      onTestFinished(() => remove(dir));
      return dir;
    } catch {
      // Not inside a running test: fall through to the file's end.
    }
  }
  forFile.add(dir);
  return dir;
}
