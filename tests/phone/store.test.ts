/**
 * The phone's state: a confirmed choice is sent once, kept across a lost connection and sent
 * again until the host's view shows it; join errors, kicks, version and seat conflicts end up on
 * the right screen.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { diff } from '../../protocol/patch.js';
import { CHOOSE_BYTES, type ClientMessage, type ServerMessage } from '../../protocol/protocol.js';
import { PhoneStore, type Transport } from '../../renderer/phone/store.js';
import { lobbyState, phoneYou, players, room, Table, NAMES, welcome } from './fixtures.js';

class FakeTransport implements Transport {
  sent: ClientMessage[] = [];
  open = true;
  stopped = false;
  forgot = false;
  private req = 0;
  start(): void {}
  send(msg: ClientMessage): boolean {
    if (!this.open) return false;
    this.sent.push(msg);
    return true;
  }
  nextReq(): number {
    this.req += 1;
    return this.req;
  }
  now(): number {
    return 0;
  }
  forgetToken(): void {
    this.forgot = true;
  }
  stop(): void {
    this.stopped = true;
  }
  chooses() {
    return this.sent.filter((m): m is Extract<ClientMessage, { t: 'choose' }> => m.t === 'choose');
  }
}

/** A session storage for node. */
const memory = new Map<string, string>();
(globalThis as { sessionStorage?: unknown }).sessionStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
};

function setup(): { store: PhoneStore; net: FakeTransport } {
  const store = new PhoneStore('en');
  const net = new FakeTransport();
  store.attach(net);
  store.onStatus('open');
  return { store, net };
}

/** Night 1 of a small table, the Seer's phone at her step. */
function seerTable(): Table {
  return Table.deal(NAMES.en, ['seer', 'werewolf', 'villager', 'villager', 'villager', 'villager']);
}

beforeEach(() => memory.clear());

type StateMsg = Extract<ServerMessage, { t: 'state' }>;

describe('choices', () => {
  test('a confirmed choice is sent once, with a request number; a second tap sends nothing', () => {
    const { store, net } = setup();
    const table = seerTable();
    store.onMessage(table.message(1));
    const prompt = store.get().game!.prompts[0];
    expect(prompt.id).toBe('seer.inspect');
    expect(store.choose(prompt, [2])).toBe(true);
    expect(store.choose(prompt, [2])).toBe(false);
    expect(store.choose(prompt, [3])).toBe(false);
    // Padded to CHOOSE_BYTES, like a decoy tap (issue 11: the air does not tell who acts).
    expect(net.chooses()).toEqual([{ t: 'choose', step: table.state.step.id, prompt: 'seer.inspect', choice: [2], req: 1, pad: expect.any(String) }]);
    expect(JSON.stringify(net.chooses()[0]).length).toBe(CHOOSE_BYTES);
    expect(Object.values(store.get().pending)[0]).toMatchObject({ sent: true, acked: false });
    store.onMessage({ t: 'ack', req: 1 });
    expect(Object.values(store.get().pending)[0]).toMatchObject({ acked: true });
    // The host's next view shows it: nothing is pending any more.
    table.choose(1, 'seer.inspect', [2]);
    store.onMessage({ ...(table.message(1) as Extract<ServerMessage, { t: 'state' }>), fresh: false, events: [] });
    expect(store.get().pending).toEqual({});
  });

  test('kept while the connection is lost, sent again after it comes back, dropped once seen', () => {
    const { store, net } = setup();
    const table = seerTable();
    store.onMessage(table.message(1));
    const prompt = store.get().game!.prompts[0];
    net.open = false;
    store.onStatus('reconnecting');
    expect(store.choose(prompt, [2])).toBe(true);
    expect(net.chooses()).toHaveLength(0);
    expect(Object.values(store.get().pending)[0]).toMatchObject({ sent: false });
    // A reload in the meantime keeps it too (session storage).
    const reloaded = new PhoneStore('en');
    expect(Object.keys(reloaded.get().pending)).toEqual(Object.keys(store.get().pending));
    // Back: the first state after the reconnect sends it again.
    net.open = true;
    store.onStatus('open');
    store.onMessage(table.message(1));
    expect(net.chooses()).toHaveLength(1);
    expect(net.chooses()[0]).toMatchObject({ prompt: 'seer.inspect', choice: [2] });
    // Sent but lost with the socket: sent again on the next connection.
    store.onStatus('reconnecting');
    store.onStatus('open');
    store.onMessage(table.message(1));
    expect(net.chooses()).toHaveLength(2);
    table.choose(1, 'seer.inspect', [2]);
    store.onMessage(table.message(1));
    expect(store.get().pending).toEqual({});
    expect(memory.size).toBe(0);
  });

  test('a choice for a step that is over is dropped, not resent', () => {
    const { store, net } = setup();
    const table = seerTable();
    store.onMessage(table.message(1));
    net.open = false;
    store.onStatus('reconnecting');
    store.choose(store.get().game!.prompts[0], [2]);
    table.timeout();
    net.open = true;
    store.onStatus('open');
    store.onMessage(table.message(1));
    expect(net.chooses()).toHaveLength(0);
    expect(store.get().pending).toEqual({});
  });

  test('a refused choice frees the prompt and says why', () => {
    const { store, net } = setup();
    const table = seerTable();
    store.onMessage(table.message(1));
    store.choose(store.get().game!.prompts[0], [2]);
    store.onMessage({ t: 'error', code: 'STALE_STEP', message: 'that step is over', req: net.chooses()[0].req });
    expect(store.get().pending).toEqual({});
    expect(store.get().notice?.code).toBe('STALE_STEP');
  });

  test('a changeable vote can be sent again with another choice', () => {
    const { store, net } = setup();
    const table = seerTable().choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [3]).until('vote');
    store.onMessage(table.message(4));
    const vote = store.get().game!.prompts[0];
    expect(vote.changeable).toBe(true);
    store.choose(vote, [2]);
    table.choose(4, 'vote', [2]);
    store.onMessage(table.message(4));
    expect(store.get().pending).toEqual({});
    expect(store.choose(store.get().game!.prompts[0], [5])).toBe(true);
    expect(net.chooses().map((c) => c.choice)).toEqual([[2], [5]]);
  });
});

describe('join and the end of a connection', () => {
  const lobby = () => lobbyState(phoneYou(null), room(players(NAMES.en.slice(0, 3))));

  test.each(['NAME_TAKEN', 'ROOM_FULL', 'ROOM_LOCKED', 'NAME_EMPTY', 'NAME_TOO_LONG'])('%s shows on the join screen', (code) => {
    const { store, net } = setup();
    store.onMessage(welcome(phoneYou(null)));
    store.onMessage(lobby());
    store.join('  Bob ', 'owl', 'en');
    expect(net.sent).toEqual([{ t: 'join', name: 'Bob', avatar: 'owl', lang: 'en' }]);
    expect(store.get().joining).toBe(true);
    store.onMessage({ t: 'error', code, message: '' });
    expect(store.get()).toMatchObject({ joinError: code, joining: false });
  });

  test('joined: the error is cleared', () => {
    const { store } = setup();
    store.onMessage(lobby());
    store.onMessage({ t: 'error', code: 'NAME_TAKEN', message: '' });
    store.onMessage(lobbyState(phoneYou(4), room(players(NAMES.en.slice(0, 4)))));
    expect(store.get().joinError).toBeNull();
  });

  test.each([
    [{ t: 'kicked' } as ServerMessage, 'kicked'],
    [{ t: 'error', code: 'VERSION', message: '' } as ServerMessage, 'version'],
    [{ t: 'error', code: 'REPLACED', message: '' } as ServerMessage, 'replaced'],
    [{ t: 'error', code: 'HANDED_OVER', message: '' } as ServerMessage, 'handedOver'],
    [{ t: 'welcome', v: 999, you: phoneYou(null), serverNow: 0 } as ServerMessage, 'version'],
  ])('%o ends the connection: %s', (msg, fatal) => {
    const { store, net } = setup();
    store.onMessage(lobby());
    store.onMessage(msg);
    expect(store.get().fatal).toBe(fatal);
    expect(net.stopped).toBe(true);
    // Nothing after that changes the screen.
    store.onMessage(lobby());
    expect(store.get().fatal).toBe(fatal);
  });

  test('an unknown token is forgotten: the phone joins again', () => {
    const { store, net } = setup();
    store.onMessage({ t: 'error', code: 'BAD_TOKEN', message: '' });
    expect(net.forgot).toBe(true);
    expect(store.get().fatal).toBeNull();
  });
});

describe('events', () => {
  test('a fresh state replaces the history, the next ones append', () => {
    const { store } = setup();
    const table = seerTable();
    const first = table.message(1) as Extract<ServerMessage, { t: 'state' }>;
    store.onMessage(first);
    expect(store.get().events).toEqual(first.events);
    table.choose(1, 'seer.inspect', [2]);
    const next = table.message(1) as Extract<ServerMessage, { t: 'state' }>;
    expect(next.events.length).toBeGreaterThan(first.events.length);
    store.onMessage({ ...next, fresh: false, events: next.events.slice(first.events.length) });
    expect(store.get().events).toEqual(next.events);
    store.onMessage(next);
    expect(store.get().events).toEqual(next.events);
  });
});

/** The patch the host would send from `prev` (frame `base`) to `next` (frame `seq`). */
function patchOf(prev: StateMsg, next: StateMsg, base: number, seq: number): ServerMessage {
  return {
    t: 'patch', seq, base, room: diff(prev.room, next.room), game: diff(prev.game, next.game),
    events: next.events.slice(prev.events.length), serverNow: next.serverNow,
  };
}

describe('patches', () => {
  test('a patch on the last frame gives the whole view; its events are appended', () => {
    const { store, net } = setup();
    const table = seerTable();
    const first = { ...(table.message(1) as StateMsg), seq: 10 };
    store.onMessage(first);
    table.choose(1, 'seer.inspect', [2]);
    const next = table.message(1) as StateMsg;
    store.onMessage(patchOf(first, next, 10, 14));
    expect(store.get().game).toEqual(next.game);
    expect(store.get().room).toEqual(next.room);
    expect(store.get().events).toEqual(next.events);
    // Unchanged parts stay the same objects (cheap redraws).
    expect(store.get().game!.variants).toBe(first.game!.variants);
    expect(net.sent.filter((m) => m.t === 'full')).toEqual([]);
  });

  test('a patch that does not follow the last frame is a gap: ask once for a full view, ignore patches until it comes', () => {
    const { store, net } = setup();
    const table = seerTable();
    const first = { ...(table.message(1) as StateMsg), seq: 10 };
    store.onMessage(first);
    table.choose(1, 'seer.inspect', [2]);
    const second = table.message(1) as StateMsg;
    table.timeout();
    const third = table.message(1) as StateMsg;
    // Frame 14 was lost: 17 is based on it.
    store.onMessage(patchOf(second, third, 14, 17));
    expect(store.get().game).toEqual(first.game);
    expect(net.sent.filter((m) => m.t === 'full')).toEqual([{ t: 'full', have: 10 }]);
    // Even a patch on frame 10 is not applied now (the picture is broken), and no second ask at once.
    store.onMessage(patchOf(first, second, 10, 18));
    expect(store.get().game).toEqual(first.game);
    expect(net.sent.filter((m) => m.t === 'full')).toHaveLength(1);
    // The full view heals it; patches apply again.
    store.onMessage({ ...third, seq: 19 });
    expect(store.get().game).toEqual(third.game);
    table.timeout();
    const fourth = table.message(1) as StateMsg;
    store.onMessage(patchOf(third, fourth, 19, 20));
    expect(store.get().game).toEqual(fourth.game);
  });

  test('a patch that does not fit the view is a gap too; a new connection starts again from a full view', () => {
    const { store, net } = setup();
    const table = seerTable();
    const first = { ...(table.message(1) as StateMsg), seq: 3 };
    store.onMessage(first);
    store.onMessage({ t: 'patch', seq: 4, base: 3, game: { players: { 40: { alive: [false] } } }, serverNow: 0 });
    expect(store.get().game).toEqual(first.game);
    expect(net.sent.filter((m) => m.t === 'full')).toEqual([{ t: 'full', have: 3 }]);
    store.onStatus('reconnecting');
    store.onStatus('open');
    store.onMessage({ t: 'patch', seq: 5, base: 3, serverNow: 0 });
    expect(store.get().game).toEqual(first.game);
  });
});
