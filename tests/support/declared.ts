/**
 * The ids a rule set declares only as types, read from the compiler: the keys of an interface the
 * engine's base types open to declaration merging (`DeathCauses`, `StepNames`, `Winners`…), as they
 * stand once every module Nightfall plays (engine/index.ts and what it imports) has added its own.
 * A test that must cover every death cause takes them from here, so a new role's cause joins by
 * being declared in its folder — the same keys the compiler gives `DeathCause`, no list to keep.
 */
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
let program: ts.Program | null = null;

/** The keys of `engine/types.ts`'s interface `name`, merged across the engine (~2 s, once per file). */
export function declaredKeys(name: string): string[] {
  program ??= ts.createProgram([path.join(ROOT, 'engine/index.ts')], {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    noLib: true, types: [], noEmit: true,
  });
  const checker = program.getTypeChecker();
  const types = program.getSourceFile(path.join(ROOT, 'engine/types.ts'));
  const module = types && checker.getSymbolAtLocation(types);
  const symbol = module && checker.getExportsOfModule(module).find((s) => s.name === name);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Interface)) throw new Error(`engine/types.ts exports no interface ${name}`);
  return checker.getDeclaredTypeOfSymbol(symbol).getProperties().map((p) => p.name);
}
