/**
 * A choice that decides nothing (the same vote again) is acked by the host with no frame by day
 * (issue 27, point 13): the phone must not stay on "Sending…" until some later frame.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import type { ClientMessage, ServerMessage } from '../../protocol/protocol.js';
import { PhoneStore, type Transport } from '../../renderer/phone/store.js';
import { NAMES, Table } from './fixtures.js';

const memory = new Map<string, string>();
(globalThis as { sessionStorage?: unknown }).sessionStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
};
beforeEach(() => memory.clear());

function setup() {
  const sent: ClientMessage[] = [];
  let req = 0;
  const net: Transport = { start() {}, send: (m) => (sent.push(m), true), nextReq: () => ++req, now: () => 0 };
  const store = new PhoneStore('en');
  store.attach(net);
  store.onStatus('open');
  return { store, sent };
}

describe('an ack with no frame', () => {
  test('the same vote again: acked, and nothing is pending any more', () => {
    const { store, sent } = setup();
    const t = Table.deal(NAMES.en, ['seer', 'werewolf', 'villager', 'villager', 'villager', 'villager']).until('vote');
    const voter = t.state.step.prompts[0].seat;
    const target = t.state.step.prompts[0].seats![0];
    t.choose(voter, 'vote', [target]);
    store.onMessage(t.message(voter));
    const prompt = store.get().game!.prompts.find((p) => p.id === 'vote')!;
    expect(prompt).toMatchObject({ answered: true, changeable: true, current: [target] });
    expect(store.choose(prompt, [target])).toBe(true);
    const req = (sent.at(-1) as Extract<ClientMessage, { t: 'choose' }>).req!;
    expect(Object.keys(store.get().pending)).toHaveLength(1);
    store.onMessage({ t: 'ack', req } as ServerMessage);
    expect(store.get().pending).toEqual({});
  });
});
