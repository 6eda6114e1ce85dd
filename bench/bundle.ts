/**
 * `npm run bench:bundle`: builds both pages (root vite.config.ts, into a temporary folder so a
 * running host is not disturbed) and prints, per page, the gzipped size of its initial load — the
 * entry script, every chunk it imports statically, and their CSS — and of its lazy chunks.
 *
 * Budget: the phone's first paint must stay ≤ 150 KB gzipped (JS + CSS): its initial load plus
 * the strings of one language (a lazy chunk it fetches before painting — the larger of the two
 * counts). Exits 1 when over.
 * Also lists the npm packages each page ships (first paint and lazy chunks): the phone must not
 * ship an animation library it does not use (tests/phone/bundle.test.ts).
 * Options: --json prints the numbers as JSON; --out DIR keeps the build there.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET_KB: Record<string, number> = { phone: 150 };
/** Lazy chunks a page needs before its first paint: the larger one of each group counts. */
const BEFORE_PAINT: Record<string, RegExp[]> = { phone: [/^assets\/(en|zh-CN)-[\w-]+\.js$/] };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageSize {
  page: string;
  initial: { files: { file: string; raw: number; gzip: number }[]; raw: number; gzip: number };
  lazy: { files: { file: string; raw: number; gzip: number }[]; raw: number; gzip: number };
  /** Initial load plus what must arrive before the first paint; the budget applies to this. */
  firstPaint: { gzip: number; raw: number; extra: string[] };
  budgetKb: number | null;
  /** npm packages bundled into the initial load, and into any of the page's files. */
  packages: { initial: string[]; all: string[] };
}

/** The npm package a bundled module comes from ('framer-motion', '@scope/name'), or null. */
export function packageOf(moduleId: string): string | null {
  const parts = moduleId.replace(/\\/g, '/').split('/node_modules/');
  if (parts.length < 2) return null;
  const segs = parts[parts.length - 1].split('/');
  return segs[0].startsWith('@') ? `${segs[0]}/${segs[1]}` : segs[0];
}

function sizeOf(outDir: string, file: string): { file: string; raw: number; gzip: number } {
  const buf = readFileSync(path.join(outDir, file));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/** Files loaded before the page can run (static imports, recursively) and those loaded later. */
export function pageFiles(manifest: Manifest, entryKey: string): { initial: string[]; lazy: string[] } {
  const initial = new Set<string>();
  const seen = new Set<string>();
  const dynamicRoots: string[] = [];
  const walk = (key: string, into: Set<string>, roots: string[] | null) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`${key}@${into === initial ? 'i' : 'l'}`)) return;
    seen.add(`${key}@${into === initial ? 'i' : 'l'}`);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imp of chunk.imports ?? []) walk(imp, into, roots);
    if (roots) roots.push(...(chunk.dynamicImports ?? []));
  };
  walk(entryKey, initial, dynamicRoots);
  const lazy = new Set<string>();
  const queue = dynamicRoots.slice();
  const visited = new Set<string>();
  while (queue.length) {
    const key = queue.shift()!;
    if (visited.has(key)) continue;
    visited.add(key);
    walk(key, lazy, queue);
  }
  for (const f of initial) lazy.delete(f);
  return { initial: [...initial], lazy: [...lazy] };
}

export async function measure(outDir: string): Promise<PageSize[]> {
  // What ships: a production build, even when the caller runs with another NODE_ENV (a test
  // runner's 'test' would make vite bundle React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      mode: 'production',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const packagesIn = new Map<string, Set<string>>();
  for (const o of outputs) {
    if (o.type !== 'chunk') continue;
    packagesIn.set(o.fileName, new Set(o.moduleIds.map(packageOf).filter((n): n is string => n !== null)));
  }
  const packagesOf = (files: string[]) => [...new Set(files.flatMap((f) => [...(packagesIn.get(f) ?? [])]))].sort();
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const pages: PageSize[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !key.endsWith('.html')) continue;
    const page = path.basename(path.dirname(key));
    const { initial, lazy } = pageFiles(manifest, key);
    const sum = (files: { raw: number; gzip: number }[]) => ({
      raw: files.reduce((a, f) => a + f.raw, 0), gzip: files.reduce((a, f) => a + f.gzip, 0),
    });
    const initialFiles = initial.filter((f) => !f.endsWith('.html')).map((f) => sizeOf(outDir, f));
    const lazyFiles = lazy.map((f) => sizeOf(outDir, f));
    const initialSum = sum(initialFiles);
    const extra = (BEFORE_PAINT[page] ?? []).map((re) => lazyFiles.filter((f) => re.test(f.file)).sort((a, b) => b.gzip - a.gzip)[0])
      .filter((f): f is { file: string; raw: number; gzip: number } => !!f);
    pages.push({
      page,
      initial: { files: initialFiles, ...initialSum },
      lazy: { files: lazyFiles, ...sum(lazyFiles) },
      firstPaint: { gzip: initialSum.gzip + sum(extra).gzip, raw: initialSum.raw + sum(extra).raw, extra: extra.map((f) => f.file) },
      budgetKb: BUDGET_KB[page] ?? null,
      packages: { initial: packagesOf(initial), all: packagesOf([...initial, ...lazy]) },
    });
  }
  return pages.sort((a, b) => a.page.localeCompare(b.page));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outArg = args.indexOf('--out');
  const outDir = outArg >= 0 ? path.resolve(args[outArg + 1]) : mkdtempSync(path.join(tmpdir(), 'nightfall-bundle-'));
  try {
    const pages = await measure(outDir);
    if (args.includes('--json')) {
      console.log(JSON.stringify(pages, null, 2));
    } else {
      for (const p of pages) {
        const budget = p.budgetKb ? ` (budget ${p.budgetKb} KB${p.firstPaint.gzip / 1024 > p.budgetKb ? ' — OVER' : ''})` : '';
        console.log(`\n${p.page}: initial load ${kb(p.initial.gzip)} gzipped, ${kb(p.initial.raw)} raw`);
        if (p.firstPaint.extra.length) console.log(`  first paint (+ ${p.firstPaint.extra.join(', ')}): ${kb(p.firstPaint.gzip)} gzipped${budget}`);
        else if (budget) console.log(`  first paint = initial load${budget}`);
        for (const f of p.initial.files) console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(10)} gz ${kb(f.raw).padStart(10)}`);
        console.log(`  lazy chunks: ${kb(p.lazy.gzip)} gzipped, ${kb(p.lazy.raw)} raw`);
        for (const f of p.lazy.files) console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(10)} gz ${kb(f.raw).padStart(10)}`);
        console.log(`  packages: first load ${p.packages.initial.join(', ') || '—'}; later ${p.packages.all.filter((n) => !p.packages.initial.includes(n)).join(', ') || '—'}`);
      }
    }
    const over = pages.filter((p) => p.budgetKb !== null && p.firstPaint.gzip / 1024 > p.budgetKb);
    if (over.length) {
      console.error(`\nOver budget: ${over.map((p) => p.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    if (outArg < 0) rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  void main();
}
