import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../engine/scenario.js';

/** Every JSON file under tests/engine/scenarios (and the documented example) is a rule's proof. */
const dirs = [join(import.meta.dirname, 'scenarios'), join(import.meta.dirname, '../../docs/scenarios')];

function load(dir: string): { file: string; scenario: Scenario }[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, scenario: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Scenario }));
}

for (const dir of dirs) {
  describe(`scenarios in ${dir.split('/').slice(-2).join('/')}`, () => {
    for (const { file, scenario } of load(dir)) {
      it(scenario.name ?? file, () => {
        const report = runScenario(scenario);
        expect(report.failure, `${file}`).toBeNull();
      });
    }
  });
}
