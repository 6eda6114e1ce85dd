import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../engine/scenario.js';

const ROOT = join(import.meta.dirname, '../..');
const ENGINE = join(ROOT, 'engine');

/** A role's own scenarios live in its folder: engine/<set>/<role>/scenarios/ (docs/adding-a-role.md). */
const roleDirs = readdirSync(ENGINE, { withFileTypes: true })
  .filter((set) => set.isDirectory())
  .flatMap((set) => readdirSync(join(ENGINE, set.name), { withFileTypes: true })
    .filter((role) => role.isDirectory())
    .map((role) => join(ENGINE, set.name, role.name, 'scenarios')))
  .filter((dir) => existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.json')))
  .sort();

/**
 * Every JSON file under tests/engine/scenarios, under each role folder's scenarios/ (and the
 * documented example) is a rule's proof.
 */
const dirs = [join(import.meta.dirname, 'scenarios'), ...roleDirs, join(import.meta.dirname, '../../docs/scenarios')];

function load(dir: string): { file: string; scenario: Scenario }[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, scenario: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Scenario }));
}

for (const dir of dirs) {
  describe(`scenarios in ${relative(ROOT, dir)}`, () => {
    for (const { file, scenario } of load(dir)) {
      it(scenario.name ?? file, () => {
        const report = runScenario(scenario);
        expect(report.failure, `${file}`).toBeNull();
      });
    }
  });
}
