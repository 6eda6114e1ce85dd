/**
 * Where the tests find their Chromium (tests/support/browser.ts), with a fake file system, and
 * which runs need one at all (tests/support/browserSetup.ts).
 */
import { describe, expect, it } from 'vitest';
import { browserCandidates, findBrowser, missingBrowserLine, type BrowserProbe } from '../support/browser.js';
import { browserTestFiles, runNeedsBrowser } from '../support/browserSetup.js';

const PLAYWRIGHT_LINUX = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

function probe(platform: NodeJS.Platform, files: string[], env: Record<string, string> = {}): BrowserProbe {
  const present = new Set(files);
  return {
    platform,
    env,
    exists: (file) => present.has(file),
    playwrightExecutable: () =>
      platform === 'win32' ? 'C:\\Users\\me\\AppData\\Local\\ms-playwright\\chromium-1255\\chrome-win64\\chrome.exe' : PLAYWRIGHT_LINUX,
  };
}

describe('browser lookup order', () => {
  it('prefers CHROMIUM_PATH, then Playwright’s own Chromium, then an installed browser', () => {
    const all = ['/opt/my/chrome', PLAYWRIGHT_LINUX, '/usr/bin/chromium'];
    expect(findBrowser(probe('linux', all, { CHROMIUM_PATH: '/opt/my/chrome' }))).toEqual({ path: '/opt/my/chrome', source: 'env' });
    expect(findBrowser(probe('linux', all))).toEqual({ path: PLAYWRIGHT_LINUX, source: 'playwright' });
    expect(findBrowser(probe('linux', ['/usr/bin/chromium']))).toEqual({ path: '/usr/bin/chromium', source: 'system' });
  });

  it('skips a CHROMIUM_PATH that names nothing', () => {
    expect(findBrowser(probe('linux', ['/usr/bin/google-chrome'], { CHROMIUM_PATH: '/nowhere/chrome' }))?.path).toBe('/usr/bin/google-chrome');
  });

  it('still honours the older CHROMIUM variable', () => {
    expect(findBrowser(probe('linux', ['/x/chromium'], { CHROMIUM: '/x/chromium' }))?.path).toBe('/x/chromium');
  });

  it('knows Chromium, Chrome and Edge on Linux, in that order', () => {
    const system = browserCandidates(probe('linux', [])).filter((c) => c.source === 'system').map((c) => c.path);
    expect(system.indexOf('/usr/bin/chromium')).toBeLessThan(system.indexOf('/usr/bin/google-chrome'));
    expect(system.indexOf('/usr/bin/google-chrome')).toBeLessThan(system.indexOf('/usr/bin/microsoft-edge'));
    expect(findBrowser(probe('linux', ['/opt/microsoft/msedge/msedge']))?.path).toBe('/opt/microsoft/msedge/msedge');
  });

  it('finds Chrome and Edge on Windows under Program Files and the user’s AppData', () => {
    const env = { PROGRAMFILES: 'C:\\Program Files', 'PROGRAMFILES(X86)': 'C:\\Program Files (x86)', LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' };
    const chrome = 'C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(findBrowser(probe('win32', [chrome, edge], env))?.path).toBe(chrome);
    expect(findBrowser(probe('win32', [edge], env))?.path).toBe(edge);
  });

  it('finds Chrome, Chromium and Edge on macOS in /Applications and ~/Applications', () => {
    const edge = '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge';
    const userChrome = '/Users/me/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser(probe('darwin', [edge, userChrome], { HOME: '/Users/me' }))?.path).toBe(userChrome);
    expect(findBrowser(probe('darwin', [edge], { HOME: '/Users/me' }))?.path).toBe(edge);
  });

  it('NIGHTFALL_BROWSER_SEARCH=env-only hides every place but the variables (the "no browser" simulation)', () => {
    const hidden = probe('linux', [PLAYWRIGHT_LINUX, '/usr/bin/chromium'], { NIGHTFALL_BROWSER_SEARCH: 'env-only', CHROMIUM_PATH: '/nowhere' });
    expect(browserCandidates(hidden)).toEqual([{ path: '/nowhere', source: 'env' }]);
    expect(findBrowser(hidden)).toBeNull();
  });

  it('names the fix for each platform in one line', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const line = missingBrowserLine(platform);
      expect(line).not.toContain('\n');
      expect(line).toContain('npx playwright install');
      expect(line).toContain('CHROMIUM_PATH');
    }
    expect(missingBrowserLine('linux')).toContain('--with-deps');
    expect(missingBrowserLine('win32')).toContain('Edge');
  });
});

describe('which runs need a browser', () => {
  const files = browserTestFiles();

  it('finds the end-to-end files that launch Chromium', () => {
    expect(files).toContain('tests/e2e/tv.test.ts');
    expect(files).toContain('tests/e2e/phone/games.test.ts');
    expect(files).toContain('tests/electron/tv-csp.test.ts');
    // launches through the shared setup in tests/tv/support/builtTv.ts, not in the file itself
    expect(files).toContain('tests/e2e/tv-fixtures.test.ts');
    expect(files).not.toContain('tests/engine/scenarios.test.ts');
  });

  it('asks for one for a full run or a filter that selects a browser test, not otherwise', () => {
    expect(runNeedsBrowser([], files)).toBe(true);
    expect(runNeedsBrowser(['tests/e2e'], files)).toBe(true);
    expect(runNeedsBrowser(['./tests/electron/tv-csp.test.ts'], files)).toBe(true);
    expect(runNeedsBrowser(['tv.test'], files)).toBe(true);
    expect(runNeedsBrowser(['tests/engine'], files)).toBe(false);
    expect(runNeedsBrowser(['tests/browser/lookup.test.ts', 'tests/host'], files)).toBe(false);
  });
});
