/**
 * Which folder may import which (docs/design.md, "Layers"): the rules are in
 * .dependency-cruiser.cjs, checked here with dependency-cruiser's API over the whole project.
 * Type-only imports count. A failure lists each broken rule with the import that breaks it.
 *
 * The checker is also run over two small trees written for the purpose: one made only of allowed
 * imports (nothing may fire) and one that breaks every rule once (each must fire, and only where
 * planted), so a rule that silently matches nothing fails here too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { testTempDir } from './support/temp.js';

/**
 * Violations that were there when the rule came and are being fixed elsewhere: each one stays on
 * this list until it is gone, and a new one fails at once. None today (the base rules' calls into
 * engine/modern/ went behind hooks).
 */
const KNOWN: string[] = [];

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['engine', 'protocol', 'electron', 'renderer', 'tests', 'bench', 'scripts'];

async function cruiseTree(baseDir: string, folders: string[]): Promise<ICruiseResult> {
  const options: ICruiseOptions = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
  const tsConfigFile = path.join(baseDir, 'tsconfig.json');
  const result = await cruise(
    folders,
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile }, outputType: 'json' },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  // outputType 'json' gives the result as a string.
  return (typeof result.output === 'string' ? JSON.parse(result.output) : result.output) as ICruiseResult;
}

function describeViolation(v: IViolation): string {
  const via = v.cycle?.length ? ` (circle: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')})` : '';
  return `${v.rule.name}: ${v.from} → ${v.to}${via}`;
}

describe('the project layers', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseTree(ROOT, FOLDERS);
  }, 60_000);

  it('reads the whole project, TypeScript imports resolved (the checker is not blind)', () => {
    const deps = new Map(result.modules.map((m) => [m.source, m.dependencies]));
    expect(result.modules.filter((m) => m.source.startsWith('engine/')).length).toBeGreaterThan(60);
    for (const folder of FOLDERS) expect([...deps.keys()].some((f) => f.startsWith(`${folder}/`)), folder).toBe(true);
    // A `.js` specifier finds its `.ts` file; a type-only import is an edge too; packages are seen.
    const protocol = deps.get('protocol/protocol.ts') ?? [];
    expect(protocol.map((d) => d.resolved)).toEqual(expect.arrayContaining(['engine/index.ts', 'protocol/wire.ts']));
    expect(protocol.find((d) => d.resolved === 'protocol/patch.ts')?.dependencyTypes).toContain('type-only');
    expect(protocol.some((d) => d.resolved.startsWith('node_modules/zod/'))).toBe(true);
    expect((deps.get('electron/host/http.ts') ?? []).map((d) => d.resolved)).toContain('electron/host/security.ts');
  });

  it('breaks no rule (but the known ones below)', () => {
    const found = result.summary.violations.map(describeViolation);
    expect(found.filter((v) => !KNOWN.includes(v))).toEqual([]);
  });

  it('still has each known violation (delete the line of one that is fixed)', () => {
    const found = result.summary.violations.map(describeViolation);
    expect(KNOWN.filter((v) => !found.includes(v))).toEqual([]);
  });
});

/** A small tree of one-line modules, with stand-in packages for the ones the rules name. */
function writeTree(files: Record<string, string>): string {
  const dir = testTempDir('nf-layers-', { keep: 'file' });
  const all: Record<string, string> = {
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true } }),
    ...Object.fromEntries(['electron', 'react', 'zod'].flatMap((name) => [
      [`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0', main: 'index.js' })],
      [`node_modules/${name}/index.js`, 'module.exports = {};\n'],
    ])),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const exported = 'export const x = 1;\n';

describe('the layer rules themselves', () => {
  it('allow every direction the layers allow', async () => {
    const dir = writeTree({
      'engine/types.ts': exported,
      'engine/roles/seer.ts': "import { x } from '../types.js';\nexport const seer = x;\n",
      'engine/roles/seerArt.tsx': "import 'react';\nimport { palette } from '../../renderer/common/art/palette.js';\nimport { seer } from './seer.js';\nexport const art = [palette, seer];\n",
      'engine/newMoon/cards/card.ts': "import { x } from '../../types.js';\nexport const card = x;\n",
      'engine/newMoon/index.ts': "import { card } from './cards/card.js';\nexport const newMoon = card;\n",
      'engine/characters/index.ts': "import { seer } from '../roles/seer.js';\nexport const characters = seer;\n",
      'engine/index.ts': "import { newMoon } from './newMoon/index.js';\nexport const game = newMoon;\n",
      'engine/standard.ts': "import { characters } from './characters/index.js';\nimport { game } from './index.js';\nexport const standard = [characters, game];\n",
      'protocol/wire.ts': "import 'zod';\nimport type { x } from '../engine/types.js';\nexport type Wire = typeof x;\n",
      'electron/host/security.ts': "import type { Wire } from '../../protocol/wire.js';\nimport { game } from '../../engine/index.js';\nimport 'node:fs';\nexport const csp = game;\nexport type W = Wire;\n",
      'electron/host/serve.ts': "export async function pages() { return import('../../scripts/build-app.js'); }\n",
      'electron/shell/security.ts': "import { csp } from '../host/security.js';\nexport const policy = csp;\n",
      'electron/main.ts': "import 'electron';\nimport { policy } from './shell/security.js';\nexport const main = policy;\n",
      'renderer/common/art/palette.ts': exported,
      'renderer/common/art/vite.config.ts': "import 'node:url';\n",
      'renderer/common/ui.ts': "import type { Wire } from '../../protocol/wire.js';\nexport type U = Wire;\n",
      'renderer/tv/App.tsx': "import 'react';\nimport type { U } from '../common/ui.js';\nimport { standard } from '../../engine/standard.js';\nexport const tv: [U?, unknown?] = [undefined, standard];\n",
      'renderer/phone/App.tsx': "import type { U } from '../common/ui.js';\nexport const phone: U | null = null;\n",
      'scripts/build-app.ts': "import { tv } from '../renderer/tv/App.js';\nexport const built = tv;\n",
      'tests/everything.test.ts': "import '../electron/main.js';\nimport '../renderer/phone/App.js';\nimport '../electron/host/serve.js';\nimport '../engine/newMoon/cards/card.js';\n",
      'bench/run.ts': "import '../scripts/build-app.js';\nimport '../tests/everything.test.js';\n",
    });
    const result = await cruiseTree(dir, FOLDERS);
    expect(result.modules.length).toBeGreaterThan(20);
    expect(result.summary.violations.map(describeViolation)).toEqual([]);
  });

  it('find each kind of bad import, once, where it was planted', async () => {
    const dir = writeTree({
      // Type-only on both sides: a circle of types is still a circle.
      'engine/cycleA.ts': "import type { B } from './cycleB.js';\nexport type A = B | 1;\n",
      'engine/cycleB.ts': "import type { A } from './cycleA.js';\nexport type B = A | 2;\n",
      'tests/gone.test.ts': "import '../engine/moved.js';\n",
      'engine/usesNode.ts': "import 'node:fs';\n",
      'engine/usesProtocol.ts': "import '../protocol/wire.js';\n",
      'engine/roles/badArt.tsx': "import 'zod';\n",
      'engine/roles/seer.ts': "import './seerArt.js';\n",
      'engine/roles/seerArt.tsx': "import 'react';\n",
      'engine/game.ts': "import './newMoon/index.js';\n",
      'engine/newMoon/index.ts': "import './cards/card.js';\n",
      'engine/newMoon/cards/card.ts': exported,
      'engine/characters/fox.ts': "import '../modern/badge.js';\n",
      'engine/modern/badge.ts': exported,
      'engine/index.ts': "import './newMoon/cards/card.js';\n",
      'protocol/wire.ts': exported,
      'protocol/badWire.ts': "import '../renderer/common/ui.js';\n",
      'electron/host/badShell.ts': "import '../shell/security.js';\n",
      'electron/host/badElectron.ts': "import 'electron';\n",
      'electron/host/badTests.ts': "import '../../tests/helper.js';\n",
      'electron/host/serve.ts': "import '../../scripts/build-app.js';\nexport const b = () => import('../../bench/run.js');\n",
      'electron/shell/security.ts': exported,
      'electron/shell/badPage.ts': "import '../../renderer/tv/App.js';\n",
      'renderer/common/ui.ts': exported,
      'renderer/common/badPage.ts': "import '../phone/App.js';\n",
      'renderer/tv/App.ts': exported,
      'renderer/tv/badNode.ts': "import 'node:path';\n",
      'renderer/phone/App.ts': exported,
      'renderer/phone/badElectron.ts': "import '../../electron/shell/security.js';\n",
      'renderer/phone/badTv.ts': "import '../tv/App.js';\n",
      'scripts/build-app.ts': exported,
      'bench/run.ts': exported,
      'tests/helper.ts': exported,
    });
    const result = await cruiseTree(dir, FOLDERS);
    const fired = [...new Set(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`))].sort();
    expect(fired).toEqual([
      'common-never-imports-a-page: renderer/common/badPage.ts → renderer/phone/App.ts',
      'engine-art-only-react-and-art: engine/roles/badArt.tsx → node_modules/zod/index.js',
      'engine-base-never-imports-a-rule-set: engine/game.ts → engine/newMoon/index.ts',
      'engine-new-moon-cards-are-private: engine/index.ts → engine/newMoon/cards/card.ts',
      'engine-only-imports-engine: engine/usesNode.ts → fs',
      'engine-only-imports-engine: engine/usesProtocol.ts → protocol/wire.ts',
      'engine-rule-sets-are-independent: engine/characters/fox.ts → engine/modern/badge.ts',
      'engine-rules-never-import-art: engine/roles/seer.ts → engine/roles/seerArt.tsx',
      'host-never-imports-the-shell-or-pages: electron/host/badElectron.ts → node_modules/electron/index.js',
      'host-never-imports-the-shell-or-pages: electron/host/badShell.ts → electron/shell/security.ts',
      'no-circular: engine/cycleA.ts → engine/cycleB.ts',
      'no-unresolvable: tests/gone.test.ts → ../engine/moved.js',
      'nothing-imports-the-tools: electron/host/badTests.ts → tests/helper.ts',
      'pages-never-import-each-other: renderer/phone/badTv.ts → renderer/tv/App.ts',
      'pages-never-import-electron: renderer/phone/badElectron.ts → electron/shell/security.ts',
      'pages-never-import-node: renderer/tv/badNode.ts → path',
      'protocol-only-engine-and-zod: protocol/badWire.ts → renderer/common/ui.ts',
      'serve-builds-the-pages-lazily: electron/host/serve.ts → scripts/build-app.ts',
      'serve-only-builds-the-pages: electron/host/serve.ts → bench/run.ts',
      'shell-never-imports-the-pages: electron/shell/badPage.ts → renderer/tv/App.ts',
    ]);
    // Every rule in the config was made to fire at least once above.
    const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
    const ruleNames = (options.ruleSet?.forbidden ?? []).map((r) => r.name).sort();
    expect([...new Set(fired.map((f) => f.split(':')[0]))].sort()).toEqual(ruleNames);
  });
});
