/**
 * Ahead of the table (renderer/phone/game/ahead.ts): the host lets a night step's actor see past
 * the step at once while the timer (and every other device) is still on it; the phone must know
 * it is ahead, so it keeps showing that step as done instead of the next step or the dawn.
 */
import { describe, expect, test } from 'vitest';
import { aheadOf, noteNightStep } from '../../renderer/phone/game/ahead.js';
import { PhoneStore } from '../../renderer/phone/store.js';
import { NAMES, Table } from './fixtures.js';

function table(): Table {
  return Table.deal(NAMES.en, ['seer', 'werewolf', 'witch', 'villager', 'werewolf', 'villager'])
    .choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [4]).choose(5, 'wolves.victim', [4]);
}

function phone(...messages: ReturnType<Table['message']>[]): PhoneStore {
  const store = new PhoneStore('en');
  store.subscribe(() => noteNightStep(store.get()));
  for (const m of messages) store.onMessage(m);
  return store;
}

describe('a phone ahead of the table', () => {
  test('the Witch past her held step, at dawn: still her night step, with its id', () => {
    const witchStep = table();
    expect(witchStep.state.step.name).toBe('witch');
    const past = Object.assign(Object.create(Table.prototype) as Table, witchStep, { events: witchStep.events.slice() })
      .choose(3, 'witch.heal', false).choose(3, 'witch.poison', []);
    expect(past.state.phase).not.toBe('night');
    const held = witchStep.timer();
    const store = phone(witchStep.message(3), past.message(3, { timer: held }));
    expect(aheadOf(store.get())).toEqual({ id: witchStep.state.step.id, name: 'witch' });
    // The drawn end: the table sees the dawn too, with its own timer; the phone is no longer ahead.
    store.onMessage(past.message(3));
    expect(aheadOf(store.get())).toBeNull();
  });

  test('a phone on the same step as the timer is not ahead', () => {
    const t = table();
    expect(aheadOf(phone(t.message(4)).get())).toBeNull();
  });

  test('a timer of a step no phone here was shown at night does not make it ahead', () => {
    const t = table();
    // The wolves' step (just before the Witch's): these tests only ever fed the Witch's step.
    const store = phone(t.message(4, { timer: { ...t.timer()!, stepId: t.state.step.id - 1 } }));
    expect(aheadOf(store.get())).toBeNull();
  });
});
