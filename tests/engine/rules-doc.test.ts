/**
 * docs/rules.md points every rule to the scenarios that prove it: each named file exists, every
 * scenario file is named, and each implemented section (§2–§7) names its own folder's files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = readFileSync(path.join(ROOT, 'docs/rules.md'), 'utf8');
const SCENARIOS = path.join(ROOT, 'tests/engine/scenarios');
const FOLDERS = readdirSync(SCENARIOS);
const filesIn = (folder: string) => readdirSync(path.join(SCENARIOS, folder)).filter((f) => f.endsWith('.json'));
/** A role's own scenarios, in its folder (engine/<set>/<role>/scenarios/): named by its section like the rest. */
const ENGINE = path.join(ROOT, 'engine');
const ROLE_FILES = readdirSync(ENGINE, { withFileTypes: true })
  .filter((set) => set.isDirectory())
  .flatMap((set) => readdirSync(path.join(ENGINE, set.name), { withFileTypes: true })
    .map((role) => path.join(ENGINE, set.name, role.name, 'scenarios'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.json'))));
const named = (text: string) => new Set(text.match(/[a-z0-9][a-z0-9.-]*\.json/g) ?? []);

function section(n: number): string {
  const start = DOC.search(new RegExp(`^## ${n}\\. `, 'm'));
  const rest = DOC.slice(start + 1);
  const end = rest.search(/^## \d+\. /m);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('docs/rules.md', () => {
  it('names only scenario files that exist', () => {
    const all = new Set([...FOLDERS.flatMap(filesIn), ...ROLE_FILES]);
    expect([...named(DOC)].filter((f) => !all.has(f))).toEqual([]);
  });

  it('names every scenario file', () => {
    const mentioned = named(DOC);
    expect([...FOLDERS.flatMap(filesIn), ...ROLE_FILES].filter((f) => !mentioned.has(f))).toEqual([]);
  });

  it('sends each implemented section to its own scenario folder', () => {
    for (const folder of FOLDERS) {
      const n = Number(/^s(\d+)-/.exec(folder)![1]);
      const text = section(n);
      expect(text, `§${n}`).toContain(`${folder}/`);
      const own = filesIn(folder);
      expect([...named(text)].filter((f) => own.includes(f)).length, `§${n} names files of ${folder}`).toBeGreaterThan(0);
    }
  });

  it('marks nothing as not played once the engine plays it', () => {
    // §9 (modern-cn, s9-modern-cn/) and §10 (the Characters, s10-characters/) are both played.
    expect(section(9)).not.toMatch(/NOT YET IMPLEMENTED/);
    expect(section(10)).not.toMatch(/NOT YET IMPLEMENTED/);
  });
});
