import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_MODE_NOTICE,
  browserOpenCommand,
  detectElectronRuntime,
  findTvUrl,
  type RuntimeProbe,
} from '../../electron/shell/runtime.js';
import { detectRuntime, start } from '../../scripts/start.js';

function probe(files: Record<string, string>, env: Record<string, string> = {}): RuntimeProbe {
  return {
    exists: (f) => f in files,
    readText: (f) => files[f] ?? null,
    env,
  };
}

const dir = path.join('/repo', 'node_modules', 'electron');

describe('Electron runtime detection (never downloads)', () => {
  it('finds the binary named in path.txt inside dist/', () => {
    const exe = path.join(dir, 'dist', 'electron');
    expect(detectElectronRuntime(dir, probe({ [path.join(dir, 'path.txt')]: 'electron', [exe]: '' }))).toEqual({ found: true, executable: exe });
    const mac = path.join(dir, 'dist', 'Electron.app/Contents/MacOS/Electron');
    expect(detectElectronRuntime(dir, probe({ [path.join(dir, 'path.txt')]: 'Electron.app/Contents/MacOS/Electron\n', [mac]: '' }))).toEqual({ found: true, executable: mac });
  });

  it('reports the lazily-downloaded binary as missing', () => {
    expect(detectElectronRuntime(dir, probe({}))).toMatchObject({ found: false, reason: expect.stringMatching(/path\.txt/) });
    expect(detectElectronRuntime(dir, probe({ [path.join(dir, 'path.txt')]: 'electron' }))).toMatchObject({ found: false });
    expect(detectElectronRuntime(null, probe({}))).toMatchObject({ found: false, reason: expect.stringMatching(/not installed/) });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH and NIGHTFALL_BROWSER_MODE', () => {
    const exe = path.join('/opt/electron', 'electron');
    expect(detectElectronRuntime(dir, probe({ [exe]: '' }, { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' }))).toEqual({ found: true, executable: exe });
    const exe2 = path.join(dir, 'dist', 'electron');
    const files = { [path.join(dir, 'path.txt')]: 'electron', [exe2]: '' };
    expect(detectElectronRuntime(dir, probe(files, { NIGHTFALL_BROWSER_MODE: '1' }))).toMatchObject({ found: false });
  });

  it('matches this machine: electron is installed as a package but its binary is not', () => {
    const result = detectRuntime();
    const binaryThere = existsSync(path.resolve('node_modules/electron/path.txt'));
    expect(result.found).toBe(binaryThere);
  });
});

describe('browser fallback helpers', () => {
  it('prints one clear line', () => {
    expect(BROWSER_MODE_NOTICE).not.toContain('\n');
    expect(BROWSER_MODE_NOTICE).toMatch(/Electron runtime not found/);
    expect(BROWSER_MODE_NOTICE).toMatch(/browser mode/);
    expect(BROWSER_MODE_NOTICE).toMatch(/npx install-electron/);
  });

  it('knows how each system opens a URL', () => {
    expect(browserOpenCommand('linux', 'http://127.0.0.1:1/tv')).toEqual({ command: 'xdg-open', args: ['http://127.0.0.1:1/tv'] });
    expect(browserOpenCommand('darwin', 'http://x/tv')).toEqual({ command: 'open', args: ['http://x/tv'] });
    expect(browserOpenCommand('win32', 'http://x/tv?a=1&b=2')).toEqual({ command: 'cmd', args: ['/c', 'start', '""', 'http://x/tv?a=1^&b=2'] });
    expect(browserOpenCommand('aix', 'http://x/tv')).toBeNull();
  });

  it('picks the TV URL out of serve’s output, preferring loopback', () => {
    expect(findTvUrl('TV: http://127.0.0.1:4321/tv')).toBe('http://127.0.0.1:4321/tv');
    expect(findTvUrl('TV http://192.168.1.2:4321/tv, local http://localhost:4321/tv.')).toBe('http://localhost:4321/tv');
    expect(findTvUrl('TV (http://127.0.0.1:4321/tv/)')).toBe('http://127.0.0.1:4321/tv/');
    expect(findTvUrl('Phones join: http://192.168.1.2:4321/')).toBeNull();
    expect(findTvUrl('http://127.0.0.1:4321/tvx')).toBeNull();
    expect(findTvUrl('no url here')).toBeNull();
  });
});

describe('npm start without Electron', () => {
  it('prints the notice, runs the host headless and opens the TV page once', async () => {
    const notices: string[] = [];
    const opened: string[] = [];
    const lines: string[] = [];
    const { mode, child } = await start(['--port', '4321'], {
      runtime: { found: false, reason: 'test' },
      build: false,
      serveScript: path.resolve('tests/electron/fixtures/fake-serve.ts'),
      notice: (l) => notices.push(l),
      open: (u) => opened.push(u),
      print: (l) => lines.push(l),
    });
    expect(mode).toBe('browser');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(notices).toEqual([BROWSER_MODE_NOTICE]);
    expect(opened).toEqual(['http://127.0.0.1:4321/tv']);
    expect(lines).toContain('args: ["--port","4321"]');
  });
});
