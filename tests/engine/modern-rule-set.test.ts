/**
 * modern-cn (engine/modern/) is a rule set like any other (issue "One shape for every rule"): the
 * base rules reach it only through hooks, so they name none of its steps or death causes. Its
 * imports are checked by tests/layers.test.ts; this checks the names, which an import check misses
 * (`s.step.name === 'lastWords'` compiles in a base file through the StepNames merge).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modernCn } from '../../engine/modern/ruleSet.js';

const ENGINE = path.resolve(import.meta.dirname, '../../engine');
/** The composition entry points choose the rule sets, so they may name them. */
const ENTRY_POINTS = new Set(['index.ts', 'standard.ts']);

/** The base rules: the engine's root files, its base roles and steps. */
function baseFiles(): string[] {
  const root = readdirSync(ENGINE).filter((f) => f.endsWith('.ts') && !ENTRY_POINTS.has(f));
  const sub = (dir: string) => readdirSync(path.join(ENGINE, dir)).filter((f) => f.endsWith('.ts')).map((f) => `${dir}/${f}`);
  return [...root, ...sub('roles'), ...sub('steps')];
}

describe('modern-cn as a rule set', () => {
  const stepNames = (modernCn.steps ?? []).map((s) => s.name as string);
  // Its one death cause (engine/modern/state.ts), told to the table through the seenByAll hook.
  const names = [...stepNames, 'selfDestruct'];

  it('owns its steps and implements its rules as hooks', () => {
    expect(stepNames.sort()).toEqual(['candidateSpeech', 'lastWords', 'nightReport', 'sheriffWithdraw', 'speechDirection']);
    expect(Object.keys(modernCn.hooks ?? {})).toEqual(expect.arrayContaining([
      'holdsDawn', 'holdsElection', 'deathInterrupts', 'standingPrompts', 'applyStanding', 'seenByAll', 'disposesBadge',
    ]));
  });

  it('is named by no base file: no step or cause of it in a string', () => {
    const files = baseFiles();
    expect(files).toEqual(expect.arrayContaining(['game.ts', 'deaths.ts', 'views.ts', 'steps/phases.ts', 'steps/sheriff.ts']));
    const found = files.flatMap((file) => {
      const source = readFileSync(path.join(ENGINE, file), 'utf8');
      return names.filter((name) => new RegExp(`['"\`]${name}['"\`]`).test(source)).map((name) => `${file}: '${name}'`);
    });
    expect(found).toEqual([]);
  });

  it('the check finds a name where there is one', () => {
    const planted = "if (s.step.name === 'lastWords') return;";
    expect(names.some((name) => new RegExp(`['"\`]${name}['"\`]`).test(planted))).toBe(true);
  });
});
