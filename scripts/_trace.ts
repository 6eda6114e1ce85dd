// Prints each step entered and the open prompts, to write scenarios quickly.
import { readFileSync } from 'node:fs';
import { runScenario } from '../engine/scenario.js';
const sc = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const r = runScenario(sc);
for (const e of r.events) {
  if (e.type === 'stepStarted') console.log(`#${e.afterAction} step ${e.step} actor=${e.actor}`);
  else if (['narration','death','dawn','reveal','speakingOrder','sheriffElected','voteOutcome','selfDestruct','badgeTorn','sheriffWithdrew','sheriffCandidates','dawnBeforeDeaths','gameOver','witchShown'].includes(e.type as string)) console.log(`   ${JSON.stringify({ ...e, afterAction: undefined })}`);
}
console.log('FAILURE', r.failure);
console.log('OPEN', JSON.stringify(r.openPrompts));
console.log('RESULT', JSON.stringify(r.result));
