/// <reference types="vite/client" />
/**
 * Every role folder's words (engine/<set>/<role>/strings.ts: `en` and `zhCN`, plain data), found
 * without a list: a new role's strings join both languages by existing (docs/adding-a-role.md).
 *
 * The pages and vitest find them with Vite's import.meta.glob. Node scripts that load the strings
 * through tsx (npm run doctor) have no bundler: there the folders are read from disk instead.
 */
type Tree = Record<string, unknown>;
export interface RoleStringsModule { en: Tree; zhCN: Tree }

function viaBundler(): Record<string, RoleStringsModule> {
  return import.meta.glob<RoleStringsModule>('../../../engine/*/*/strings.ts', { eager: true });
}

/** The same folders, read and loaded synchronously in Node (tsx compiles the required file). */
function viaNode(): Record<string, RoleStringsModule> {
  type NodeProcess = { getBuiltinModule?(id: string): any };
  const proc = (globalThis as { process?: NodeProcess }).process;
  const fs = proc?.getBuiltinModule?.('node:fs');
  const path = proc?.getBuiltinModule?.('node:path');
  const { createRequire } = proc?.getBuiltinModule?.('node:module') ?? {};
  const { fileURLToPath } = proc?.getBuiltinModule?.('node:url') ?? {};
  if (!fs || !path || !createRequire || !fileURLToPath) throw new Error('role strings: neither import.meta.glob nor Node');
  const engine = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../engine');
  const require = createRequire(import.meta.url);
  const out: Record<string, RoleStringsModule> = {};
  for (const set of fs.readdirSync(engine, { withFileTypes: true })) {
    if (!set.isDirectory()) continue;
    for (const role of fs.readdirSync(path.join(engine, set.name), { withFileTypes: true })) {
      const file = path.join(engine, set.name, role.name, 'strings.ts');
      if (role.isDirectory() && fs.existsSync(file)) out[`../../../engine/${set.name}/${role.name}/strings.ts`] = require(file);
    }
  }
  return out;
}

function load(): Record<string, RoleStringsModule> {
  // Vite rewrites the glob call into an object when it bundles; untransformed (tsx), import.meta.glob is undefined.
  try {
    return viaBundler();
  } catch {
    return viaNode();
  }
}

const found = Object.entries(load()).sort(([a], [b]) => a.localeCompare(b)).map(([, mod]) => mod);

/** Each folder's English and Chinese trees, in path order. */
export const ROLE_STRINGS_EN: readonly Tree[] = found.map((m) => m.en);
export const ROLE_STRINGS_ZH: readonly Tree[] = found.map((m) => m.zhCN);
