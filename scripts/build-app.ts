/**
 * Builds what the desktop app runs, into out/:
 *   out/renderer/            the pages (Vite, configured by the root vite.config.ts)
 *   out/electron/main.cjs    the Electron main process with the host bundled in (esbuild)
 *   out/electron/preload.cjs the TV window's sandboxed preload (esbuild)
 *   out/package.json         the app's manifest (electron-builder packs out/ as the app)
 *
 *   tsx scripts/build-app.ts                  build what is stale (outputs older than their inputs)
 *   tsx scripts/build-app.ts --force          rebuild everything
 *   tsx scripts/build-app.ts --only=electron  just the esbuild part (also: --only=renderer)
 *   tsx scripts/build-app.ts --require-renderer   fail when vite.config.ts is missing (releases)
 *   tsx scripts/build-app.ts --out-dir=DIR    write somewhere else than out/ (tests)
 *   tsx scripts/build-app.ts --host-entry=F   bundle F instead of electron/host/index.ts (tests)
 */
import { builtinModules } from 'node:module';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { invokedAsScript } from './invokedAsScript.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  root?: string;
  outDir?: string;
  force?: boolean;
  only?: 'electron' | 'renderer';
  /** Fail instead of skipping when there is no vite.config.ts (release builds). */
  requireRenderer?: boolean;
  log?: (line: string) => void;
  /**
   * Bundle this file in place of electron/host/index.ts (tests of the shell's packaging before the
   * host exists). Never used by npm scripts.
   */
  hostEntry?: string;
  /** Vite's log level (default 'warn'). */
  viteLogLevel?: 'info' | 'warn' | 'error' | 'silent';
}

export interface BuildReport {
  electron: 'built' | 'fresh' | 'skipped';
  renderer: 'built' | 'fresh' | 'skipped' | 'no-config';
  outDir: string;
}

interface Stamp {
  builtAt: number;
  inputs: string[];
}

const STAMP_DIR = '.stamps';
/** Optional native speed-ups of `ws`, loaded in try/catch; not shipped. */
const OPTIONAL_EXTERNALS = ['bufferutil', 'utf-8-validate'];
/** Electron 45 ships Node 22 and Chromium 142. */
const NODE_TARGET = 'node22';
const CHROME_TARGET = 'chrome130';

function readStamp(file: string): Stamp | null {
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8')) as Stamp;
    return typeof stamp.builtAt === 'number' && Array.isArray(stamp.inputs) ? stamp : null;
  } catch {
    return null;
  }
}

function writeStamp(file: string, inputs: Iterable<string>, builtAt: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const stamp: Stamp = { builtAt, inputs: [...new Set(inputs)].sort() };
  writeFileSync(file, `${JSON.stringify(stamp, null, 1)}\n`);
}

/** Fresh = the stamp exists, every output exists, and no recorded input changed since. */
export function isFresh(stampFile: string, outputs: string[]): boolean {
  const stamp = readStamp(stampFile);
  if (!stamp || stamp.inputs.length === 0) return false;
  if (!outputs.every((o) => existsSync(o))) return false;
  for (const input of stamp.inputs) {
    try {
      if (statSync(input).mtimeMs > stamp.builtAt) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** out/package.json: what Electron and electron-builder read as the app's manifest. */
export function appManifest(rootPackage: Record<string, unknown>): Record<string, unknown> {
  return {
    name: rootPackage.name,
    productName: rootPackage.productName ?? 'Nightfall',
    version: rootPackage.version,
    description: rootPackage.description,
    author: rootPackage.author,
    license: rootPackage.license,
    private: true,
    main: 'electron/main.cjs',
  };
}

function writeManifest(root: string, outDir: string): void {
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  const text = `${JSON.stringify(appManifest(rootPackage), null, 2)}\n`;
  const file = path.join(outDir, 'package.json');
  mkdirSync(outDir, { recursive: true });
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

function replaceHost(file: string) {
  return {
    name: 'replace-host',
    setup(build: { onResolve(o: { filter: RegExp }, cb: (a: { importer: string }) => { path: string } | undefined): void }) {
      build.onResolve({ filter: /^\.\/host\/index(\.js|\.ts)?$/ }, (args) =>
        args.importer.endsWith(`${path.sep}electron${path.sep}main.ts`) ? { path: file } : undefined,
      );
    },
  };
}

/** Bundles main and preload with esbuild. Throws when a bundle would need node_modules at run time. */
export async function bundleElectron(options: BuildOptions = {}): Promise<'built' | 'fresh'> {
  const root = options.root ?? ROOT;
  const outDir = path.resolve(root, options.outDir ?? 'out');
  const electronOut = path.join(outDir, 'electron');
  const stampFile = path.join(outDir, STAMP_DIR, 'electron.json');
  const outputs = [path.join(electronOut, 'main.cjs'), path.join(electronOut, 'preload.cjs')];
  writeManifest(root, outDir);
  if (!options.force && isFresh(stampFile, outputs)) return 'fresh';

  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: 'cjs' as const,
    outdir: electronOut,
    outExtension: { '.js': '.cjs' },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning' as const,
    legalComments: 'none' as const,
  };
  const [main, preload] = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: { main: path.join(root, 'electron/main.ts') },
      platform: 'node',
      target: NODE_TARGET,
      external: ['electron', ...OPTIONAL_EXTERNALS],
      plugins: options.hostEntry ? [replaceHost(path.resolve(root, options.hostEntry))] : [],
      // The host is written as ESM; give `import.meta.url` a CJS meaning.
      define: { 'import.meta.url': '__nightfallImportMetaUrl' },
      banner: { js: "const __nightfallImportMetaUrl = require('url').pathToFileURL(__filename).href;" },
    }),
    esbuild.build({
      ...common,
      entryPoints: { preload: path.join(root, 'electron/preload.ts') },
      // A sandboxed preload has no Node: only 'electron' may be required.
      platform: 'browser',
      target: CHROME_TARGET,
      external: ['electron'],
    }),
  ]);

  const problems: string[] = [];
  for (const [name, result, allowed] of [
    ['main', main, (p: string) => p === 'electron' || BUILTINS.has(p) || OPTIONAL_EXTERNALS.includes(p)],
    ['preload', preload, (p: string) => p === 'electron'],
  ] as const) {
    for (const output of Object.values(result.metafile?.outputs ?? {})) {
      for (const imp of output.imports) {
        if (imp.external && !allowed(imp.path)) problems.push(`${name} requires '${imp.path}' at run time`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`electron bundle is not self-contained:\n  ${problems.join('\n  ')}`);

  const inputs = [main, preload].flatMap((r) => Object.keys(r.metafile?.inputs ?? {}).map((i) => path.resolve(root, i)));
  writeStamp(stampFile, [...inputs, path.join(root, 'package.json')], startedAt);
  return 'built';
}

interface ChunkLike {
  type?: string;
  moduleIds?: readonly string[];
  modules?: Record<string, unknown>;
  facadeModuleId?: string | null;
}

/** Are out/renderer's pages there and newer than every source they were built from? */
export function pagesAreFresh(root = ROOT, outDir = 'out'): boolean {
  const out = path.resolve(root, outDir);
  return isFresh(path.join(out, STAMP_DIR, 'renderer.json'), [path.join(out, 'renderer')]);
}

/** Runs `vite build` through Vite's API with the root vite.config.ts. */
export async function buildRenderer(options: BuildOptions = {}): Promise<'built' | 'fresh' | 'no-config'> {
  const root = options.root ?? ROOT;
  const outDir = path.resolve(root, options.outDir ?? 'out');
  const configFile = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'].map((f) => path.join(root, f)).find(existsSync);
  if (!configFile) {
    if (options.requireRenderer) throw new Error('vite.config.ts is missing: cannot build the pages');
    return 'no-config';
  }
  const stampFile = path.join(outDir, STAMP_DIR, 'renderer.json');
  // Where the pages land inside out/renderer is vite.config.ts's business; the folder must exist.
  if (!options.force && isFresh(stampFile, [path.join(outDir, 'renderer')])) return 'fresh';
  const vite = await import('vite');
  const startedAt = Date.now();
  const result = await vite.build({
    // root, outDir and the pages come from vite.config.ts (an inline root would override them).
    configFile,
    mode: 'production',
    logLevel: options.viteLogLevel ?? 'warn',
    ...(options.outDir ? { build: { outDir: path.join(outDir, 'renderer'), emptyOutDir: true } } : {}),
  });
  const inputs = new Set<string>(
    [configFile, path.join(root, 'package.json'), path.join(root, 'package-lock.json')].filter((f) => existsSync(f)),
  );
  const results = (Array.isArray(result) ? result : [result]) as Array<{ output?: ChunkLike[] }>;
  for (const r of results) {
    for (const chunk of r.output ?? []) {
      const ids = chunk.moduleIds ?? Object.keys(chunk.modules ?? {});
      for (const id of [...ids, chunk.facadeModuleId ?? '']) {
        const file = id.split('?')[0];
        if (file && path.isAbsolute(file) && !file.includes('\0') && existsSync(file)) inputs.add(file);
      }
    }
  }
  writeStamp(stampFile, inputs, startedAt);
  return 'built';
}

export async function buildApp(options: BuildOptions = {}): Promise<BuildReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const outDir = path.resolve(options.root ?? ROOT, options.outDir ?? 'out');
  const report: BuildReport = { electron: 'skipped', renderer: 'skipped', outDir };
  if (options.only !== 'electron') {
    report.renderer = await buildRenderer(options);
    if (report.renderer === 'no-config') log('build-app: no vite.config.ts yet — pages not built (out/renderer)');
    else log(`build-app: pages ${report.renderer === 'fresh' ? 'up to date' : 'built'} → ${path.join(outDir, 'renderer')}`);
  }
  if (options.only !== 'renderer') {
    report.electron = await bundleElectron(options);
    log(`build-app: electron ${report.electron === 'fresh' ? 'up to date' : 'bundled'} → ${path.join(outDir, 'electron')}`);
  }
  return report;
}

export function parseArgs(argv: string[]): BuildOptions {
  const options: BuildOptions = {};
  for (const arg of argv) {
    if (arg === '--force') options.force = true;
    else if (arg === '--require-renderer') options.requireRenderer = true;
    else if (arg === '--only=electron' || arg === '--only=renderer') options.only = arg.slice('--only='.length) as 'electron' | 'renderer';
    else if (arg.startsWith('--out-dir=')) options.outDir = path.resolve(arg.slice('--out-dir='.length));
    else if (arg.startsWith('--host-entry=')) options.hostEntry = path.resolve(arg.slice('--host-entry='.length));
    else throw new Error(`build-app: unknown option ${arg}`);
  }
  return options;
}

const invokedDirectly = invokedAsScript(import.meta.url);
if (invokedDirectly) {
  buildApp(parseArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
