/**
 * A machine with no browser, simulated: `vitest run` of one end-to-end file with every lookup
 * place hidden and the download attempt off stops before any test, with exactly the one line.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingBrowserLine } from '../support/browser.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function runVitest(file: string, env: Record<string, string>) {
  const cli = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
  return spawnSync(process.execPath, [cli, 'run', file], {
    cwd: ROOT,
    env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm test without any browser', () => {
  it('stops with the one clear line naming the fix', () => {
    const run = runVitest('tests/e2e/tv-fixtures.test.ts', {
      NIGHTFALL_BROWSER_SEARCH: 'env-only',
      CHROMIUM_PATH: path.join(ROOT, 'no-such-browser'),
      NIGHTFALL_BROWSER_FETCH: '0',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines.at(-1)).toBe(missingBrowserLine(process.platform));
    expect(run.stdout + run.stderr).not.toMatch(/Test Files|✓|passed/);
  });

  it('stops with one line when the browser found does not start', () => {
    const run = runVitest('tests/e2e/tv-fixtures.test.ts', {
      NIGHTFALL_BROWSER_SEARCH: 'env-only',
      CHROMIUM_PATH: process.platform === 'win32' ? process.execPath : '/bin/false',
      NIGHTFALL_BROWSER_FETCH: '0',
    });
    expect(run.status).toBe(1);
    const last = run.stderr.trim().split('\n').at(-1) ?? '';
    expect(last).toMatch(/^The browser for the end-to-end tests \(.+\) does not start \(.+\): .*CHROMIUM_PATH/);
    expect(run.stdout + run.stderr).not.toMatch(/Test Files|✓|passed/);
  });

  it('does not ask for a browser when the run selects none', () => {
    const run = runVitest('tests/browser/lookup.test.ts', { NIGHTFALL_BROWSER_SEARCH: 'env-only', NIGHTFALL_BROWSER_FETCH: '0' });
    expect(run.stderr).not.toContain(missingBrowserLine(process.platform));
    expect(run.status).toBe(0);
  });
});
