/** `npm run scenario -- path.json [more.json…]`: runs scenario files, prints JSON, exits 1 on a failed expectation. */
import { readFileSync } from 'node:fs';
import { runScenario, type Scenario } from '../engine/scenario.js';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: npm run scenario -- path/to/scenario.json [...]');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  let scenario: Scenario;
  try {
    scenario = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${file}: cannot read scenario: ${(err as Error).message}`);
    process.exit(2);
  }
  try {
    const report = runScenario(scenario);
    console.log(JSON.stringify({ file, ...report }, null, 2));
    if (report.failure) {
      console.error(`${file}: FAILED ${report.failure}`);
      failed = true;
    }
  } catch (err) {
    console.error(`${file}: ${(err as Error).message}`);
    process.exit(2);
  }
}
process.exit(failed ? 1 : 0);
