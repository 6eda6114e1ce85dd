/** Sessions alone: who a socket is after hello, token reclaim, handover codes, newest socket wins. */
import { describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../../protocol/protocol.js';
import { DEFAULT_RATE_LIMIT } from '../../../electron/host/limits.js';
import { HANDOVER_TTL_MS, Sessions } from '../../../electron/host/sessions.js';
import { FakeConn, hello, lobbyModel } from './fakes.js';

function setUp(now = () => 1_000) {
  const model = lobbyModel(3);
  // room.json as the room would save it: the tokens, at the moment of each save.
  const saves: (string | null)[][] = [];
  const save = () => saves.push(model.players.map((p) => p.token));
  const sessions = new Sessions(model, { hostSecret: 'the-secret', rateLimit: DEFAULT_RATE_LIMIT, now });
  const open = () => {
    const conn = new FakeConn();
    return { conn, c: sessions.connect(conn) };
  };
  return { model, sessions, open, save, saves };
}

describe('sessions', () => {
  it('reclaims a seat by token, updating the language (a change to save)', () => {
    const { model, sessions, open, save } = setUp();
    const { c } = open();
    const r = sessions.hello(c, hello({ device: 'phone', token: 'token-2', lang: 'zh-CN' }), save);
    expect(r).toEqual({ errors: [], changed: true });
    expect(c).toMatchObject({ device: 'phone', playerId: 'p2' });
    expect(model.player('p2')!.lang).toBe('zh-CN');
    const again = open();
    expect(sessions.hello(again.c, hello({ device: 'phone', token: 'token-2', lang: 'zh-CN' }), save)!.changed).toBe(false);
  });

  it('an unknown token leaves the socket a spectator with BAD_TOKEN', () => {
    const { sessions, open, save } = setUp();
    const { c } = open();
    const r = sessions.hello(c, hello({ device: 'phone', token: 'token-9' }), save);
    expect(r!.errors.map((e) => e.code)).toEqual(['BAD_TOKEN']);
    expect(c.playerId).toBeNull();
  });

  it('the newest socket of a player wins: the older one is told and closed', () => {
    const { sessions, open, save } = setUp();
    const old = open();
    sessions.hello(old.c, hello({ device: 'phone', token: 'token-1' }), save);
    const fresh = open();
    sessions.hello(fresh.c, hello({ device: 'phone', token: 'token-1' }), save);
    expect(old.conn.last()).toMatchObject({ t: 'error', code: 'REPLACED' });
    expect(old.conn.closedWith?.code).toBe(CLOSE_CODES.REPLACED);
    expect(fresh.c.playerId).toBe('p1');
    expect([...sessions.connectedPlayers()]).toEqual(['p1']);
  });

  it('checks the host secret of a TV', () => {
    const { sessions, open, save } = setUp();
    const good = open();
    const bad = open();
    expect(sessions.hello(good.c, hello({ device: 'tv', hostSecret: 'the-secret' }), save)!.errors).toEqual([]);
    expect(good.c.host).toBe(true);
    expect(sessions.hello(bad.c, hello({ device: 'tv', hostSecret: 'the-secreT' }), save)!.errors[0].code).toBe('BAD_SECRET');
    expect(bad.c.host).toBe(false);
  });

  it('closes a socket that speaks another protocol version', () => {
    const { sessions, open, save } = setUp();
    const { conn, c } = open();
    expect(sessions.hello(c, { ...hello({ device: 'phone' }), v: 0 }, save)).toBeNull();
    expect(conn.closedWith?.code).toBe(CLOSE_CODES.VERSION);
    expect(c.device).toBeNull();
  });

  it('a handover code moves the seat once: new token, old device closed', () => {
    const { model, sessions, open, save, saves } = setUp();
    const old = open();
    sessions.hello(old.c, hello({ device: 'phone', token: 'token-3' }), save);
    const code = sessions.issueHandover('p3');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const next = open();
    const r = sessions.hello(next.c, hello({ device: 'phone', handover: code.toLowerCase() }), save);
    // Already saved (with the new token) by the time the new device hears of its seat.
    expect(r).toEqual({ errors: [], changed: false });
    expect(saves.at(-1)).toContain(model.player('p3')!.token);
    expect(next.c.playerId).toBe('p3');
    expect(model.player('p3')!.token).not.toBe('token-3');
    expect(old.conn.closedWith?.code).toBe(CLOSE_CODES.HANDED_OVER);
    const third = open();
    expect(sessions.hello(third.c, hello({ device: 'phone', handover: code }), save)!.errors[0].code).toBe('BAD_HANDOVER');
  });

  it('a handover that cannot be saved changes nothing: STORAGE, old token and device, the code still good', () => {
    const { model, sessions, open, save } = setUp();
    const old = open();
    sessions.hello(old.c, hello({ device: 'phone', token: 'token-3' }), save);
    const code = sessions.issueHandover('p3');
    const refused = open();
    const failing = () => {
      throw new Error('ENOSPC');
    };
    expect(sessions.hello(refused.c, hello({ device: 'phone', handover: code }), failing)!.errors[0].code).toBe('STORAGE');
    expect(refused.c.playerId).toBeNull();
    expect(model.player('p3')!.token).toBe('token-3');
    expect(old.conn.closedWith).toBeNull();
    const next = open();
    expect(sessions.hello(next.c, hello({ device: 'phone', handover: code }), save)!.errors).toEqual([]);
    expect(next.c.playerId).toBe('p3');
  });

  it('a code opened on a phone with a seat of its own moves nothing: HAS_SEAT, it keeps its seat, the code stays good', () => {
    const { model, sessions, open, save, saves } = setUp();
    const bob = open();
    sessions.hello(bob.c, hello({ device: 'phone', token: 'token-2' }), save);
    const code = sessions.issueHandover('p2');
    const vip = open();
    const r = sessions.hello(vip.c, hello({ device: 'phone', token: 'token-1', handover: code }), save);
    expect(r!.errors.map((e) => e.code)).toEqual(['HAS_SEAT']);
    expect(vip.c.playerId).toBe('p1');
    expect(model.player('p2')!.token).toBe('token-2');
    expect(bob.conn.closedWith).toBeNull();
    expect(saves).toEqual([]);
    expect(sessions.handedOver).toEqual([]);
    // The player's own phone may open his own code (a new token); a phone with no seat takes it.
    const fresh = open();
    expect(sessions.hello(fresh.c, hello({ device: 'phone', handover: code }), save)!.errors).toEqual([]);
    expect(fresh.c.playerId).toBe('p2');
    expect(sessions.handedOver).toEqual(['p2']);
    // A used code on a seated phone: BAD_HANDOVER, and the phone is still itself.
    const again = open();
    const used = sessions.hello(again.c, hello({ device: 'phone', token: 'token-3', handover: code }), save);
    expect(used!.errors.map((e) => e.code)).toEqual(['BAD_HANDOVER']);
    expect(again.c.playerId).toBe('p3');
  });

  it('handover codes expire, and a new code or a forget replaces the old one', () => {
    let now = 0;
    const { sessions, open, save } = setUp(() => now);
    const late = sessions.issueHandover('p1');
    now += HANDOVER_TTL_MS + 1;
    expect(sessions.hello(open().c, hello({ device: 'phone', handover: late }), save)!.errors[0].code).toBe('BAD_HANDOVER');
    const first = sessions.issueHandover('p2');
    const second = sessions.issueHandover('p2');
    expect(sessions.hello(open().c, hello({ device: 'phone', handover: first }), save)!.errors[0].code).toBe('BAD_HANDOVER');
    sessions.forgetHandovers('p2');
    expect(sessions.hello(open().c, hello({ device: 'phone', handover: second }), save)!.errors[0].code).toBe('BAD_HANDOVER');
  });

  it('kicks every socket of a player and counts phones', () => {
    const { sessions, open, save } = setUp();
    const a = open();
    sessions.hello(a.c, hello({ device: 'phone', token: 'token-1' }), save);
    sessions.hello(open().c, hello({ device: 'tv' }), save);
    expect(sessions.phoneCount()).toBe(1);
    sessions.kickSockets('p1');
    expect(a.conn.last()).toEqual({ t: 'kicked' });
    expect(a.conn.closedWith?.code).toBe(CLOSE_CODES.KICKED);
    expect(a.c.playerId).toBeNull();
    expect(sessions.disconnect(a.conn)).toBe(a.c);
    expect(sessions.size).toBe(1);
  });
});
