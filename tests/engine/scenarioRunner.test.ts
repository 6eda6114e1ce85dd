import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../engine/scenario.js';

const base: Scenario['setup'] = {
  deal: ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'guard'],
};

describe('scenario runner', () => {
  it('reports the first failed expectation and where', () => {
    const report = runScenario({ setup: base, actions: [{ expect: { step: 'seer' } }] });
    expect(report.failure).toBe('step 1: step is guard, expected seer');
  });

  it('records a rejected action with its reason code, and fails unless the rejection was expected', () => {
    const unexpected = runScenario({ setup: base, actions: [{ seat: 3, choose: [1] }] });
    expect(unexpected.rejected[0].code).toBe('NOT_YOUR_TURN');
    expect(unexpected.failure).toMatch(/rejected: NOT_YOUR_TURN/);
    const expected = runScenario({ setup: base, actions: [{ seat: 3, choose: [1], reject: 'NOT_YOUR_TURN' }] });
    expect(expected.failure).toBeNull();
  });

  it('gives every event its audience and lists the open prompts at the end', () => {
    const report = runScenario({ setup: base, actions: [{ seat: 8, choose: [3] }] });
    expect(report.events.find((e) => e.type === 'guardProtected')?.audience).toEqual([8]);
    expect(report.events.find((e) => e.type === 'narration')?.audience).toBe('public');
    expect(report.openPrompts).toEqual([{ seat: 3, id: 'seer.inspect', kind: 'seats', seats: [1, 2, 4, 5, 6, 7, 8], options: undefined }]);
  });

  it('fails when an expected rejection does not happen', () => {
    const report = runScenario({ setup: base, actions: [{ seat: 8, choose: [3], reject: 'NOT_ALLOWED' }] });
    expect(report.failure).toMatch(/was accepted, expected rejection NOT_ALLOWED/);
  });
});
