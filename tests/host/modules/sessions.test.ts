/** Sessions alone: who a socket is after hello, token reclaim, handover codes, newest socket wins. */
import { describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../../renderer/common/protocol.js';
import { DEFAULT_RATE_LIMIT } from '../../../electron/host/limits.js';
import { HANDOVER_TTL_MS, Sessions } from '../../../electron/host/sessions.js';
import { FakeConn, hello, lobbyModel } from './fakes.js';

function setUp(now = () => 1_000) {
  const model = lobbyModel(3);
  const sessions = new Sessions(model, { hostSecret: 'the-secret', rateLimit: DEFAULT_RATE_LIMIT, now });
  const open = () => {
    const conn = new FakeConn();
    return { conn, c: sessions.connect(conn) };
  };
  return { model, sessions, open };
}

describe('sessions', () => {
  it('reclaims a seat by token, updating the language (a change to save)', () => {
    const { model, sessions, open } = setUp();
    const { c } = open();
    const r = sessions.hello(c, hello({ device: 'phone', token: 'token-2', lang: 'zh-CN' }));
    expect(r).toEqual({ errors: [], changed: true });
    expect(c).toMatchObject({ device: 'phone', playerId: 'p2' });
    expect(model.player('p2')!.lang).toBe('zh-CN');
    const again = open();
    expect(sessions.hello(again.c, hello({ device: 'phone', token: 'token-2', lang: 'zh-CN' }))!.changed).toBe(false);
  });

  it('an unknown token leaves the socket a spectator with BAD_TOKEN', () => {
    const { sessions, open } = setUp();
    const { c } = open();
    const r = sessions.hello(c, hello({ device: 'phone', token: 'token-9' }));
    expect(r!.errors.map((e) => e.code)).toEqual(['BAD_TOKEN']);
    expect(c.playerId).toBeNull();
  });

  it('the newest socket of a player wins: the older one is told and closed', () => {
    const { sessions, open } = setUp();
    const old = open();
    sessions.hello(old.c, hello({ device: 'phone', token: 'token-1' }));
    const fresh = open();
    sessions.hello(fresh.c, hello({ device: 'phone', token: 'token-1' }));
    expect(old.conn.last()).toMatchObject({ t: 'error', code: 'REPLACED' });
    expect(old.conn.closedWith?.code).toBe(CLOSE_CODES.REPLACED);
    expect(fresh.c.playerId).toBe('p1');
    expect([...sessions.connectedPlayers()]).toEqual(['p1']);
  });

  it('checks the host secret of a TV', () => {
    const { sessions, open } = setUp();
    const good = open();
    const bad = open();
    expect(sessions.hello(good.c, hello({ device: 'tv', hostSecret: 'the-secret' }))!.errors).toEqual([]);
    expect(good.c.host).toBe(true);
    expect(sessions.hello(bad.c, hello({ device: 'tv', hostSecret: 'the-secreT' }))!.errors[0].code).toBe('BAD_SECRET');
    expect(bad.c.host).toBe(false);
  });

  it('closes a socket that speaks another protocol version', () => {
    const { sessions, open } = setUp();
    const { conn, c } = open();
    expect(sessions.hello(c, { ...hello({ device: 'phone' }), v: 0 })).toBeNull();
    expect(conn.closedWith?.code).toBe(CLOSE_CODES.VERSION);
    expect(c.device).toBeNull();
  });

  it('a handover code moves the seat once: new token, old device closed', () => {
    const { model, sessions, open } = setUp();
    const old = open();
    sessions.hello(old.c, hello({ device: 'phone', token: 'token-3' }));
    const code = sessions.issueHandover('p3');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const next = open();
    const r = sessions.hello(next.c, hello({ device: 'phone', handover: code.toLowerCase() }));
    expect(r).toEqual({ errors: [], changed: true });
    expect(next.c.playerId).toBe('p3');
    expect(model.player('p3')!.token).not.toBe('token-3');
    expect(old.conn.closedWith?.code).toBe(CLOSE_CODES.HANDED_OVER);
    const third = open();
    expect(sessions.hello(third.c, hello({ device: 'phone', handover: code }))!.errors[0].code).toBe('BAD_HANDOVER');
  });

  it('handover codes expire, and a new code or a forget replaces the old one', () => {
    let now = 0;
    const { sessions, open } = setUp(() => now);
    const late = sessions.issueHandover('p1');
    now += HANDOVER_TTL_MS + 1;
    expect(sessions.hello(open().c, hello({ device: 'phone', handover: late }))!.errors[0].code).toBe('BAD_HANDOVER');
    const first = sessions.issueHandover('p2');
    const second = sessions.issueHandover('p2');
    expect(sessions.hello(open().c, hello({ device: 'phone', handover: first }))!.errors[0].code).toBe('BAD_HANDOVER');
    sessions.forgetHandovers('p2');
    expect(sessions.hello(open().c, hello({ device: 'phone', handover: second }))!.errors[0].code).toBe('BAD_HANDOVER');
  });

  it('kicks every socket of a player and counts phones', () => {
    const { sessions, open } = setUp();
    const a = open();
    sessions.hello(a.c, hello({ device: 'phone', token: 'token-1' }));
    sessions.hello(open().c, hello({ device: 'tv' }));
    expect(sessions.phoneCount()).toBe(1);
    sessions.kickSockets('p1');
    expect(a.conn.last()).toEqual({ t: 'kicked' });
    expect(a.conn.closedWith?.code).toBe(CLOSE_CODES.KICKED);
    expect(a.c.playerId).toBeNull();
    expect(sessions.disconnect(a.conn)).toBe(a.c);
    expect(sessions.size).toBe(1);
  });
});
