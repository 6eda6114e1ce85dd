/**
 * `clientError`: a page's failure report reaches the host's log and nothing else. Validated and
 * size-capped by the protocol, rate-limited per socket and in all, cleaned of characters that
 * could forge or hide log lines; never an ack, a frame or a change to the game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_RATE, ClientErrorLog } from '../../electron/host/clientErrors.js';
import { CLIENT_ERROR_LIMITS, parseClientMessage, type ClientMessage } from '../../protocol/protocol.js';
import { startTestHost, TestClient, type TestHost } from './helpers.js';

type Report = Extract<ClientMessage, { t: 'clientError' }>;
const report = (over: Partial<Report> = {}): Report => ({ t: 'clientError', where: 'game', kind: 'chunk', message: 'TypeError: Failed to fetch dynamically imported module', ...over });

describe('ClientErrorLog', () => {
  it('logs who, where, what and the first stack lines', () => {
    const lines: string[] = [];
    new ClientErrorLog((l) => lines.push(l), () => 10_000).take({}, 'phone seat 3', report({
      stack: 'TypeError: x\n    at a (GameScreen.js:1:2)\n    at b\n    at c\n    at d\n    at e', at: 4_000,
    }));
    expect(lines).toEqual(['client error from phone seat 3 [game, chunk, 6s ago]: TypeError: Failed to fetch dynamically imported module — at a (GameScreen.js:1:2) | at b | at c | at d']);
  });

  it('strips line breaks, control and bidi characters, so a report cannot forge a log line', () => {
    const lines: string[] = [];
    new ClientErrorLog((l) => lines.push(l)).take({}, 'the TV', report({ where: 'g\u202eame', message: 'oops\n[host] game restored\r\u0007\u2028x' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\n\r\u0007\u2028\u202e]/);
    expect(lines[0]).toBe('client error from the TV [g ame, chunk]: oops [host] game restored x');
  });

  it(`keeps ${CLIENT_ERROR_RATE.perSocket} lines per socket and ${CLIENT_ERROR_RATE.total} in all per minute, then says how many it left out`, () => {
    let now = 0;
    const lines: string[] = [];
    const log = new ClientErrorLog((l) => lines.push(l), () => now);
    const a = {};
    for (let i = 0; i < CLIENT_ERROR_RATE.perSocket + 3; i++) log.take(a, 'phone seat 1', report({ message: `m${i}` }));
    expect(lines).toHaveLength(CLIENT_ERROR_RATE.perSocket);
    // Other sockets still get through, up to the total; the first line says what was left out.
    for (let s = 0; s < CLIENT_ERROR_RATE.total; s++) log.take({}, `phone seat ${s + 2}`, report());
    expect(lines).toHaveLength(CLIENT_ERROR_RATE.total);
    expect(lines[CLIENT_ERROR_RATE.perSocket]).toMatch(/^client error from phone seat 2 .*\(3 more not logged\)$/);
    // A minute later the first socket may speak again.
    now += CLIENT_ERROR_RATE.windowMs + 1;
    log.take(a, 'phone seat 1', report({ message: 'later' }));
    expect(lines).toHaveLength(CLIENT_ERROR_RATE.total + 1);
    expect(lines.at(-1)).toBe(`client error from phone seat 1 [game, chunk]: later (${CLIENT_ERROR_RATE.perSocket} more not logged)`);
  });
});

describe('the clientError message', () => {
  it('is refused when a field is over its cap', () => {
    expect(parseClientMessage(JSON.stringify(report())).ok).toBe(true);
    for (const over of [
      { where: 'w'.repeat(CLIENT_ERROR_LIMITS.where + 1) },
      { message: 'm'.repeat(CLIENT_ERROR_LIMITS.message + 1) },
      { stack: 's'.repeat(CLIENT_ERROR_LIMITS.stack + 1) },
      { kind: 'other' },
    ]) {
      const r = parseClientMessage(JSON.stringify({ ...report(), ...over }));
      expect(r.ok, JSON.stringify(over).slice(0, 40)).toBe(false);
    }
  });
});

describe('a real host', () => {
  let host: TestHost | undefined;
  const lines: string[] = [];
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  it('logs a phone\'s report and sends nothing back, to it or to anyone', async () => {
    host = await startTestHost({ log: (l) => lines.push(l) });
    const a = await TestClient.connect(host.url, 'a');
    await a.hello();
    await a.join('Ann');
    const b = await TestClient.connect(host.url, 'b');
    await b.hello();
    await b.join('Bo');
    await a.next((m) => m.t === 'state' && m.room.players.length === 2);
    a.drain();
    const framesA = a.frames.length;
    const framesB = b.frames.length;
    // Before its hello a socket may not report.
    const c = await TestClient.connect(host.url, 'c');
    c.send(report({ message: 'before hello' }));
    expect((await c.next((m) => m.t === 'error')).t === 'error' && (c.msgs.at(-1) as { code: string }).code).toBe('NOT_HELLO');

    a.send(report({ message: 'Error: boom' }));
    // The ping after it is answered: the host has handled the report by then (one socket, in order).
    a.send({ t: 'ping', n: 77 });
    await a.next((m) => m.t === 'pong' && m.n === 77);
    expect(lines.filter((l) => l.startsWith('client error from'))).toEqual(['client error from a phone in the lobby [game, chunk]: Error: boom']);
    expect(a.frames.slice(framesA).map((f) => (JSON.parse(f) as { t: string }).t)).toEqual(['pong']);
    b.send({ t: 'ping', n: 78 });
    await b.next((m) => m.t === 'pong' && m.n === 78);
    expect(b.frames.slice(framesB).map((f) => (JSON.parse(f) as { t: string }).t)).toEqual(['pong']);
    for (const t of [a, b, c]) t.close();
  });
});
