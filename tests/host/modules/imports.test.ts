/**
 * The host's modules import one another without a cycle (docs/design.md, "Map of the host": imports
 * only point down the list). A cycle works until one module reads an export of the other while
 * it loads: gameLog.ts and persistence.ts imported each other, and one more constant exported by
 * gameLog.ts threw a ReferenceError (TDZ) whenever persistence.ts happened to be imported first.
 * Type-only imports vanish at run time and do not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HOST = path.resolve(import.meta.dirname, '../../../electron/host');

/** The sibling modules a file imports or re-exports values from. */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(path.join(HOST, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'\.\/([\w-]+)\.js'/gms)) {
    if (m[1]) continue;
    out.push(`${m[3]}.ts`);
  }
  return out;
}

function cycles(): string[][] {
  const files = fs.readdirSync(HOST).filter((f) => f.endsWith('.ts'));
  const graph = new Map(files.map((f) => [f, valueImports(f).filter((d) => files.includes(d))]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (f: string, trail: string[]) => {
    if (state.get(f) === 'done') return;
    if (state.get(f) === 'open') {
      found.push([...trail.slice(trail.indexOf(f)), f]);
      return;
    }
    state.set(f, 'open');
    for (const d of graph.get(f)!) walk(d, [...trail, f]);
    state.set(f, 'done');
  };
  for (const f of files) walk(f, []);
  return found;
}

describe('the host modules', () => {
  it('finds the imports it checks (the reader is not blind)', () => {
    expect(valueImports('storage.ts')).toEqual(expect.arrayContaining(['fileSystem.ts', 'gameLog.ts', 'persistence.ts']));
    expect(valueImports('room-view.ts')).toEqual([]);
  });

  it('import one another without a cycle', () => {
    expect(cycles()).toEqual([]);
  });
});
