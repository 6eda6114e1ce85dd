/**
 * Packaging: electron-builder.yml is valid and says what we agreed (targets, files, icons,
 * entitlements); the icon files are real and of the right sizes; the esbuild step of
 * `npm run build:app` produces self-contained main/preload bundles; and — on Linux — a real
 * electron-builder run (with a stand-in Electron, nothing downloaded) packs only what it should.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testTempDir } from '../support/temp.js';
import { parse } from 'yaml';
import { APP_ID } from '../../electron/shell/lifecycle.js';
import { IPC } from '../../electron/shell/ipc.js';

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(import.meta.url);
const config = parse(readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as Record<string, any>;
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, any>;

function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(buf.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

function targets(platform: Record<string, any>): Array<{ target: string; arch: string[] }> {
  return platform.target;
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own schema validation', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js');
    const { DebugLogger } = require('builder-util');
    await expect(validateConfiguration(structuredClone(config), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('names the app and takes its version from package.json', () => {
    expect(config.appId).toBe(APP_ID);
    expect(config.productName).toBe('Nightfall');
    expect(config.version).toBeUndefined();
    expect(config.extraMetadata?.version).toBeUndefined();
    expect(rootPackage.description).toContain('天黑请闭眼');
    expect(config.directories).toEqual({ app: 'out', output: 'dist', buildResources: 'build' });
    expect(config.npmRebuild).toBe(false);
    expect(rootPackage.build).toBeUndefined(); // config lives here, not in package.json
  });

  it('ships only the built app and the sounds: no sources, no tests, no node_modules', () => {
    expect(config.files[0]).toBe('!**/*'); // also keeps package.json dependencies out (they are bundled)
    expect(config.files).toEqual(expect.arrayContaining(['package.json', 'electron/*.cjs', 'renderer/**/*', '!**/*.{ts,tsx,mts,cts}']));
    for (const pattern of config.files as string[]) {
      expect(pattern).not.toMatch(/tests|\.ts\b|src|node_modules|\.\./);
    }
    expect(config.asarUnpack).toEqual(['renderer/**/*']);
    expect(config.extraResources).toEqual([
      expect.objectContaining({ from: 'assets/audio', to: 'audio' }),
    ]);
    expect(config.extraResources[0].filter).toContain('!**/*.{ts,js,mjs,cjs,sh,py}');
  });

  it('builds an NSIS installer for Windows x64 with a choice of folder and shortcuts', () => {
    expect(targets(config.win)).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(config.nsis).toMatchObject({
      oneClick: false,
      allowToChangeInstallationDirectory: true,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
    });
    expect(config.nsis.shortcutName).toContain('天黑请闭眼');
  });

  it('builds hardened-runtime DMGs for Intel and Apple silicon', () => {
    expect(targets(config.mac)).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.entitlements).toBe('build/entitlements.mac.plist');
    expect(config.mac.entitlementsInherit).toBe('build/entitlements.mac.plist');
    const plist = readFileSync(path.join(ROOT, config.mac.entitlements), 'utf8');
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((m) => m[1]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'com.apple.security.cs.allow-jit',
        'com.apple.security.network.server',
        'com.apple.security.network.client',
      ]),
    );
    expect(keys.filter((k) => /device|personal-information/.test(k))).toEqual([]); // only sound is played
  });

  it('builds an AppImage for Linux', () => {
    expect(targets(config.linux)).toEqual([{ target: 'AppImage', arch: ['x64'] }]);
    expect(config.linux.desktop.entry['Name[zh_CN]']).toBe('天黑请闭眼');
  });
});

describe('GitHub workflows', () => {
  const release = parse(readFileSync(path.join(ROOT, '.github/workflows/release.yml'), 'utf8')) as Record<string, any>;
  const ci = parse(readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as Record<string, any>;

  it('release: on v* tags and by hand, one installer job per OS, then a release job', () => {
    expect(release.on.push.tags).toEqual(['v*']);
    expect(release.on).toHaveProperty('workflow_dispatch');
    const matrix = release.jobs.installers.strategy.matrix.include as Array<Record<string, string>>;
    expect(matrix.map((m) => m.os).sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest']);
    expect(matrix.find((m) => m.os === 'macos-latest')?.builder).toMatch(/--x64 --arm64/);
    const steps = release.jobs.installers.steps as Array<Record<string, any>>;
    const run = steps.map((step) => String(step.run ?? '')).join('\n');
    expect(run).toContain('npm ci');
    expect(run).toContain('npm run build');
    expect(run).toContain('bash .ci/run');
    expect(run).toMatch(/electron-builder .*--publish never/);
    expect(run).toContain('CSC_IDENTITY_AUTO_DISCOVERY=false');
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with['node-version']).toBe('lts/*');
    expect(steps.some((step) => step.uses?.startsWith('actions/upload-artifact'))).toBe(true);
    expect(release.jobs.release.needs).toBe('installers');
    expect(release.jobs.release.permissions).toEqual({ contents: 'write' });
  });

  it('ci: runs .ci/run on ubuntu for pushes and pull requests', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.jobs.test['runs-on']).toBe('ubuntu-latest');
    expect((ci.jobs.test.steps as Array<Record<string, any>>).some((step) => step.run === 'bash .ci/run')).toBe(true);
  });
});

describe('icons', () => {
  it('has the SVG source and a 1024 px PNG', () => {
    expect(readFileSync(path.join(ROOT, 'build/icon.svg'), 'utf8')).toMatch(/^<svg[^>]+viewBox="0 0 1024 1024"/);
    expect(pngSize(readFileSync(path.join(ROOT, 'build/icon.png')))).toEqual({ width: 1024, height: 1024 });
  });

  it('has every Linux size, each really that size', () => {
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
      const file = path.join(ROOT, 'build/icons', `${size}x${size}.png`);
      expect(pngSize(readFileSync(file)), file).toEqual({ width: size, height: size });
    }
  });

  it('has a multi-size Windows .ico with a 256 px entry', () => {
    const ico = readFileSync(path.join(ROOT, config.win.icon));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const declared = ico.readUInt8(entry) || 256;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const { width, height } = pngSize(ico.subarray(offset, offset + length));
      expect(width).toBe(declared);
      expect(height).toBe(declared);
      sizes.push(width);
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48, 256]));
  });

  it('has a macOS .icns with retina sizes up to 1024 px', () => {
    const icns = readFileSync(path.join(ROOT, config.mac.icon));
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const found = new Map<string, number>();
    for (let at = 8; at < icns.length; ) {
      const type = icns.subarray(at, at + 4).toString('ascii');
      const length = icns.readUInt32BE(at + 4);
      found.set(type, pngSize(icns.subarray(at + 8, at + length)).width);
      at += length;
    }
    expect(Object.fromEntries(found)).toMatchObject({ icp4: 16, icp5: 32, ic07: 128, ic08: 256, ic09: 512, ic10: 1024, ic11: 32, ic12: 64, ic13: 256, ic14: 512 });
  });
});

describe('the pages (Vite step of npm run build:app)', () => {
  it('builds with the project’s vite.config (its root and outDir), then skips when nothing changed', async () => {
    const { buildApp } = await import('../../scripts/build-app.js');
    const root = testTempDir('nf-vite-');
    // Same shape as the real vite.config.ts: root renderer/, two pages, out/renderer.
    writeFileSync(
      path.join(root, 'vite.config.mjs'),
      `import { resolve } from 'node:path';
export default {
  root: resolve(import.meta.dirname, 'renderer'),
  logLevel: 'error',
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer'),
    emptyOutDir: true,
    rollupOptions: { input: { phone: resolve(import.meta.dirname, 'renderer/phone/index.html'), tv: resolve(import.meta.dirname, 'renderer/tv/index.html') } },
  },
};
`,
    );
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'nightfall', productName: 'Nightfall', version: '9.9.9', type: 'module' }));
    for (const page of ['phone', 'tv']) {
      mkdirSync(path.join(root, 'renderer', page), { recursive: true });
      writeFileSync(path.join(root, 'renderer', page, 'main.js'), `document.title = '${page}';\n`);
      writeFileSync(path.join(root, 'renderer', page, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    }
    const logs: string[] = [];
    const first = await buildApp({ root, only: 'renderer', log: (l) => logs.push(l) });
    expect(first.renderer).toBe('built');
    expect(existsSync(path.join(root, 'out/renderer/tv/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'out/renderer/phone/index.html'))).toBe(true);
    const second = await buildApp({ root, only: 'renderer', log: (l) => logs.push(l) });
    expect(second.renderer).toBe('fresh');
    const later = new Date(Date.now() + 5_000);
    const { utimesSync } = await import('node:fs');
    utimesSync(path.join(root, 'renderer/tv/main.js'), later, later);
    expect((await buildApp({ root, only: 'renderer', log: () => undefined })).renderer).toBe('built');
  }, 30_000);

  it('reports a missing vite.config, and fails on it for a release build', async () => {
    const { buildApp } = await import('../../scripts/build-app.js');
    const root = testTempDir('nf-novite-');
    expect((await buildApp({ root, only: 'renderer', log: () => undefined })).renderer).toBe('no-config');
    await expect(buildApp({ root, only: 'renderer', requireRenderer: true, log: () => undefined })).rejects.toThrow(/vite\.config/);
  });
});

describe('the app bundle (esbuild step of npm run build:app)', () => {
  const out = testTempDir('nf-out-');
  const hostWritten = existsSync(path.join(ROOT, 'electron/host/index.ts'));

  beforeAll(() => {
    const args = [require.resolve('tsx/cli'), 'scripts/build-app.ts', '--only=electron', `--out-dir=${out}`];
    // Before the host exists, bundle the shell around a stand-in with the same contract.
    if (!hostWritten) args.push('--host-entry=tests/electron/fixtures/host-stub.ts');
    execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'pipe' });
  }, 60_000);

  it('writes out/electron/main.cjs, preload.cjs and the app manifest', () => {
    expect(existsSync(path.join(out, 'electron/main.cjs'))).toBe(true);
    expect(existsSync(path.join(out, 'electron/preload.cjs'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'))).toMatchObject({
      name: rootPackage.name,
      productName: 'Nightfall',
      version: rootPackage.version,
      main: 'electron/main.cjs',
    });
    expect(JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8')).dependencies).toBeUndefined();
  });

  it('bundles main so it needs nothing from node_modules at run time', () => {
    const source = readFileSync(path.join(out, 'electron/main.cjs'), 'utf8');
    const required = new Set([...source.matchAll(/\brequire\(["']([^"']+)["']\)/g)].map((m) => m[1]));
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    for (const id of required) {
      expect(id === 'electron' || builtins.has(id) || id === 'bufferutil' || id === 'utf-8-validate', id).toBe(true);
    }
    expect(required.has('electron')).toBe(true);
  });

  it('makes a preload that runs in a sandbox with only require("electron")', () => {
    const source = readFileSync(path.join(out, 'electron/preload.cjs'), 'utf8');
    const exposed: Record<string, any> = {};
    const requested: string[] = [];
    const fakeElectron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: {
        invoke: async (channel: string) => (requested.push(channel), 'secret'),
        send: (channel: string) => requested.push(channel),
      },
    };
    const sandboxRequire = (id: string) => {
      if (id !== 'electron') throw new Error(`sandboxed preload cannot require ${id}`);
      return fakeElectron;
    };
    // Only `require` — no module, exports, process or Buffer — so the bundle must need nothing else.
    vm.runInNewContext(source, { require: sandboxRequire }, { filename: 'preload.cjs' });
    expect(Object.keys(exposed)).toEqual(['nightfall']);
    exposed.nightfall.toggleFullscreen();
    expect(requested).toEqual([IPC.toggleFullscreen]);
  });

  it('runs: the bundled main starts the real host and serves the TV page (fake electron module)', () => {
    mkdirSync(path.join(out, 'renderer/tv'), { recursive: true });
    writeFileSync(path.join(out, 'renderer/tv/index.html'), '<!doctype html><title>TV</title>');
    const appData = testTempDir('nf-appdata-');
    const result = spawnSync(
      process.execPath,
      ['-r', path.join(ROOT, 'tests/electron/fixtures/fake-electron-runtime.cjs'), path.join(out, 'electron/main.cjs')],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NF_APPDATA: appData, NF_APPPATH: out }, timeout: 20_000 },
    );
    const events = result.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, any>);
    const byName = (name: string) => events.find((e) => e.event === name);
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(byName('dialog')?.title).toBe('Nightfall uses your local network');
    expect(byName('loadURL')?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tv$/);
    expect(byName('loadURL')?.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(byName('tv-page')?.status).toBe(200);
    expect(byName('secret')).toEqual({ event: 'secret', ok: true, inUrl: false });
    expect(byName('untrusted')).toEqual({ event: 'untrusted', refused: true });
    expect(events.at(-1)).toEqual({ event: 'exit' });
  }, 30_000);

  it('--smoke: the bundled app starts the host, loads the TV page, lets a phone join and exits 0', () => {
    mkdirSync(path.join(out, 'renderer/tv'), { recursive: true });
    writeFileSync(path.join(out, 'renderer/tv/index.html'), '<!doctype html><title>Nightfall · TV</title>');
    const appData = testTempDir('nf-appdata-');
    const run = (title: string) => {
      writeFileSync(path.join(out, 'renderer/tv/index.html'), `<!doctype html><title>${title}</title>`);
      return spawnSync(
        process.execPath,
        ['-r', path.join(ROOT, 'tests/electron/fixtures/fake-electron-runtime.cjs'), path.join(out, 'electron/main.cjs'), '--smoke'],
        // NIGHTFALL_USER_DATA: else --smoke makes a temp folder of its own and leaves it behind.
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NF_APPDATA: appData, NF_APPPATH: out, NIGHTFALL_USER_DATA: testTempDir('nf-smoke-') }, timeout: 30_000 },
      );
    };
    const ok = run('Nightfall · TV');
    expect(ok.status, `${ok.stdout}\n${ok.stderr}`).toBe(0);
    expect(ok.stdout).toMatch(/smoke: ok \(host http:\/\/127\.0\.0\.1:\d+\/tv, TV window "Nightfall · TV", a phone joined\)/);
    // No first-run dialog: nobody is there to click it.
    expect(ok.stdout).not.toContain('"event":"dialog"');
    const wrongPage = run('Something else');
    expect(wrongPage.status).toBe(1);
    expect(wrongPage.stdout).toContain('smoke: FAILED: the window shows "Something else", not the TV page');
  }, 60_000);

  it.runIf(process.platform === 'linux')(
    'packs only the bundles, the pages and the sounds (electron-builder --dir, stand-in Electron)',
    () => {
      // A stand-in for the Electron distribution, so nothing is downloaded.
      const electronDist = testTempDir('nf-electron-dist-');
      writeFileSync(path.join(electronDist, 'electron'), '#!/bin/sh\n');
      chmodSync(path.join(electronDist, 'electron'), 0o755);
      writeFileSync(path.join(electronDist, 'version'), '45.5.0');
      writeFileSync(path.join(electronDist, 'LICENSE'), '');
      writeFileSync(path.join(electronDist, 'LICENSES.chromium.html'), '');
      mkdirSync(path.join(out, 'renderer/tv'), { recursive: true });
      writeFileSync(path.join(out, 'renderer/tv/index.html'), '<!doctype html>');
      writeFileSync(path.join(out, 'electron/left-over.ts'), 'export {};'); // must not ship
      writeFileSync(path.join(out, 'renderer/tv/stray.ts'), 'export {};'); // nor this
      const dist = testTempDir('nf-dist-');
      const result = spawnSync(
        process.execPath,
        [
          require.resolve('electron-builder/cli.js'),
          '--linux',
          'dir',
          '--publish',
          'never',
          `-c.electronDist=${electronDist}`,
          `-c.directories.app=${out}`,
          `-c.directories.output=${dist}`,
        ],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' }, timeout: 60_000 },
      );
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
      const resources = path.join(dist, 'linux-unpacked', 'resources');

      // List app.asar from its header: uint32 4, uint32 header size, pickle(uint32 size, uint32 len, json).
      const asar = readFileSync(path.join(resources, 'app.asar'));
      const header = JSON.parse(asar.toString('utf8', 16, 16 + asar.readUInt32LE(12))) as { files: Record<string, any> };
      const files: string[] = [];
      const walk = (node: Record<string, any>, prefix: string) => {
        for (const [name, entry] of Object.entries(node)) {
          if (entry.files) walk(entry.files, `${prefix}${name}/`);
          else files.push(`${prefix}${name}`);
        }
      };
      walk(header.files, '');
      expect(files).toEqual(expect.arrayContaining(['package.json', 'electron/main.cjs', 'electron/preload.cjs', 'renderer/tv/index.html']));
      for (const file of files) {
        expect(file).toMatch(/^(package\.json|electron\/(main|preload)\.cjs|renderer\/.+)$/);
      }
      expect(existsSync(path.join(resources, 'app.asar.unpacked/renderer/tv/index.html'))).toBe(true);
      const audio = readdirSync(path.join(resources, 'audio'));
      const expectedAudio = readdirSync(path.join(ROOT, 'assets/audio')).filter((f) => !/\.(ts|js|mjs|cjs|sh|py)$/.test(f));
      expect(audio.sort()).toEqual(expectedAudio.sort());
    },
    60_000,
  );
});
