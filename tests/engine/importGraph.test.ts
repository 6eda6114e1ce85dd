import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The engine's module structure (docs/design.md): the base rules own the extension points and
 * never import New Moon (engine/newMoon/); nothing imports in a circle. Type-only imports count
 * too, so the layering stays readable, not merely loadable.
 */
const ROOT = resolve(__dirname, '../../engine');

function engineFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return engineFiles(path);
    return e.name.endsWith('.ts') ? [relative(ROOT, path)] : [];
  });
}

/** Relative imports and re-exports of one file, as engine-relative paths ('steps/vote.ts'). */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2022);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(ROOT, resolve(ROOT, dirname(file), s)).replace(/\.js$/, '.ts'));
}

export function importGraph(): Map<string, string[]> {
  return new Map(engineFiles().sort().map((f) => [f, importsOf(f)]));
}

/** Every import circle, each once (as the path that closes it). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const isNewMoon = (file: string) => file.startsWith('events/');
/** The one module that wires the base rules and New Moon together. */
const ENTRY = 'index.ts';

describe('engine import graph', () => {
  const graph = importGraph();

  it('sees the engine files and their imports', () => {
    expect(graph.get('game.ts')).toContain('types.ts');
    expect(graph.size).toBeGreaterThan(40);
    for (const [file, imports] of graph) for (const target of imports) expect(graph.has(target), `${file} → ${target}`).toBe(true);
  });

  it('has no import circle', () => {
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('base rules never import New Moon (engine/newMoon/); only the entry point wires it in', () => {
    const offending = [...graph]
      .filter(([file]) => !isNewMoon(file) && file !== ENTRY)
      .flatMap(([file, imports]) => imports.filter(isNewMoon).map((target) => `${file} → ${target}`));
    expect(offending).toEqual([]);
  });

  it('only New Moon itself imports a card module', () => {
    const offending = [...graph]
      .filter(([file]) => !isNewMoon(file))
      .flatMap(([file, imports]) => imports.filter((t) => t.startsWith('events/cards/')).map((t) => `${file} → ${t}`));
    expect(offending).toEqual([]);
  });

  it('finds a circle when there is one (the checker can fail)', () => {
    const circle = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(cycles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
