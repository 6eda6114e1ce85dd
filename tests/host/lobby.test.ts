/** Joining, names, tokens, the VIP, host controls in the lobby, HTTP and the Origin check. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { presetDeck } from '../../engine/index.js';
import { DEFAULT_TIMINGS, NAME_MAX_LENGTH, PROTOCOL_VERSION, type RoomSettings } from '../../protocol/protocol.js';
import { parseArgs } from '../../electron/host/serve.js';
import { hostTv, joinPhones, startTestHost, TestClient, tempDir, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await th?.close();
  th = null;
});

async function phone(label = 'phone'): Promise<TestClient> {
  const c = await TestClient.connect(th!.url, label);
  clients.push(c);
  return c;
}

function get(port: number, p: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    }).on('error', reject);
  });
}

describe('joining', () => {
  it('gives a seat and a secret token; the first phone is the VIP', async () => {
    th = await startTestHost();
    const a = await phone('a');
    const hello = await a.hello();
    expect(hello.fresh).toBe(true);
    expect(hello.you).toMatchObject({ device: 'phone', playerId: null, token: null });
    const joined = await a.join('  Alice  ');
    expect(joined.you).toMatchObject({ device: 'phone', seat: 1, vip: true, spectator: false });
    if (joined.you.device !== 'phone') throw new Error('phone');
    expect(joined.you.token).toMatch(/^[\w-]{32}$/);
    expect(joined.room.players.map((p) => p.name)).toEqual(['Alice']);
    const b = await phone('b');
    await b.hello();
    const jb = await b.join('Bob');
    expect(jb.you).toMatchObject({ seat: 2, vip: false });
    // Alice hears about Bob; Bob's token never reaches Alice.
    const seen = await a.waitState((s) => s.room.players.length === 2);
    expect(JSON.stringify(seen)).not.toContain((jb.you as { token: string }).token);
    expect(seen.room.players.map((p) => [p.name, p.seat, p.vip, p.connected])).toEqual([['Alice', 1, true, true], ['Bob', 2, false, true]]);
  });

  it('checks names: trimmed, not empty, not too long, not taken (any case)', async () => {
    th = await startTestHost();
    const a = await phone();
    await a.hello();
    await a.join('Alice');
    const b = await phone();
    await b.hello();
    await expect(b.join('   ')).rejects.toMatchObject({ code: 'NAME_EMPTY' });
    await expect(b.join('\u200b\u0007')).rejects.toMatchObject({ code: 'NAME_EMPTY' });
    await expect(b.join('x'.repeat(NAME_MAX_LENGTH + 1))).rejects.toMatchObject({ code: 'NAME_TOO_LONG' });
    await expect(b.join(' aLICE ')).rejects.toMatchObject({ code: 'NAME_TAKEN' });
    const ok = await b.join('x'.repeat(NAME_MAX_LENGTH));
    expect(ok.you).toMatchObject({ seat: 2 });
    await expect(b.join('Again')).rejects.toMatchObject({ code: 'ALREADY_JOINED' });
  });

  it('refuses a join before hello, from a TV, when locked, and beyond 24 players', async () => {
    th = await startTestHost();
    const tv = await hostTv(th.url, th.host.hostSecret);
    clients.push(tv);
    const early = await phone();
    early.send({ t: 'join', name: 'Early', avatar: 'owl', lang: 'en' });
    expect(await early.next((m) => m.t === 'error')).toMatchObject({ code: 'NOT_HELLO' });
    tv.send({ t: 'join', name: 'Tv', avatar: 'owl', lang: 'en' });
    expect(await tv.next((m) => m.t === 'error')).toMatchObject({ code: 'NOT_PHONE' });
    const phones = await joinPhones(th.url, 24);
    clients.push(...phones);
    const late = await phone();
    await late.hello();
    await expect(late.join('Late')).rejects.toMatchObject({ code: 'ROOM_FULL' });
    expect(await tv.host({ cmd: 'kick', playerId: phones[23].lastState()!.you.device === 'phone' ? (phones[23].lastState()!.you as { playerId: string }).playerId : '' })).toBeNull();
    expect(await tv.host({ cmd: 'lock', locked: true })).toBeNull();
    await expect(late.join('Late')).rejects.toMatchObject({ code: 'ROOM_LOCKED' });
    expect(await tv.host({ cmd: 'lock', locked: false })).toBeNull();
    expect((await late.join('Late')).you).toMatchObject({ seat: 24 });
  });

  it('brings a phone back to its seat by token, however long it was gone; a wrong token gets BAD_TOKEN', async () => {
    th = await startTestHost();
    const a = await phone();
    await a.hello();
    const joined = await a.join('Alice');
    const token = (joined.you as { token: string }).token;
    a.close();
    await a.waitClosed();
    const again = await phone();
    const back = await again.hello({ token });
    expect(back.you).toMatchObject({ playerId: (joined.you as { playerId: string }).playerId, seat: 1, vip: true, token });
    expect(back.fresh).toBe(true);
    const wrong = await phone();
    wrong.send({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone', token: 'not-a-token' });
    expect(await wrong.next((m) => m.t === 'error')).toMatchObject({ code: 'BAD_TOKEN' });
    const st = await wrong.next((m) => m.t === 'state');
    expect(st).toMatchObject({ you: { playerId: null, token: null } });
  });

  it('the newest socket for a token wins; the old one is told and closed', async () => {
    th = await startTestHost();
    const a = await phone('old');
    await a.hello();
    const token = ((await a.join('Alice')).you as { token: string }).token;
    const b = await phone('new');
    await b.hello({ token });
    expect(await a.next((m) => m.t === 'error')).toMatchObject({ code: 'REPLACED' });
    expect((await a.waitClosed()).code).toBe(4002);
    expect(b.closed).toBeNull();
  });

  it('refuses another protocol version and closes', async () => {
    th = await startTestHost();
    const a = await phone();
    a.send({ t: 'hello', v: 999, device: 'phone' });
    expect(await a.next((m) => m.t === 'error')).toMatchObject({ code: 'VERSION' });
    expect((await a.waitClosed()).code).toBe(4000);
  });
});

describe('host controls in the lobby', () => {
  it('only the VIP and the TV with the secret may use them; a wrong secret gets a public TV', async () => {
    th = await startTestHost();
    const [vip, other] = await joinPhones(th.url, 2);
    clients.push(vip, other);
    expect(await other.host({ cmd: 'lock', locked: true })).toBe('NOT_VIP');
    expect(await vip.host({ cmd: 'lock', locked: true })).toBeNull();
    const fake = await TestClient.connect(th.url, 'fake-tv');
    clients.push(fake);
    fake.send({ t: 'hello', v: PROTOCOL_VERSION, device: 'tv', hostSecret: 'guess' });
    expect(await fake.next((m) => m.t === 'error')).toMatchObject({ code: 'BAD_SECRET' });
    const st = await fake.next((m) => m.t === 'state');
    expect(st).toMatchObject({ you: { device: 'tv', host: false } });
    expect((st as { room: { addresses?: unknown } }).room.addresses).toBeUndefined();
    expect(await fake.host({ cmd: 'lock', locked: false })).toBe('NOT_VIP');
    const tv = await hostTv(th.url, th.host.hostSecret);
    clients.push(tv);
    expect(tv.lastState()!.you).toEqual({ device: 'tv', host: true });
    expect(Array.isArray(tv.lastState()!.room.addresses)).toBe(true);
    expect(vip.lastState()!.room.addresses).toBeUndefined();
    expect(await tv.host({ cmd: 'lock', locked: false })).toBeNull();
  });

  it('settings are validated by the engine (setupProblem) and the deck follows the table', async () => {
    th = await startTestHost();
    const tv = await hostTv(th.url, th.host.hostSecret);
    clients.push(tv);
    const phones = await joinPhones(th.url, 5);
    clients.push(...phones);
    let st = await tv.waitState((s) => s.room.players.length === 5);
    expect(st.room.setupProblem).toMatchObject({ code: 'setup.tooFewPlayers' });
    expect(await tv.host({ cmd: 'start' })).toBe('BAD_SETUP');
    clients.push(...(await joinPhones(th.url, 3, 'Q')));
    st = await tv.waitState((s) => s.room.players.length === 8);
    expect(st.room.setupProblem).toBeNull();
    expect(st.room.settings.deck).toEqual(presetDeck(8));
    const settings: RoomSettings = {
      preset: 'classic-cn', deck: ['werewolf', 'werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'villager', 'villager'],
      variants: { tieRule: 'revoteUntil' }, timings: { ...DEFAULT_TIMINGS, night: 20 }, lang: 'en',
    };
    expect(await tv.host({ cmd: 'settings', settings })).toBeNull();
    st = await tv.waitState((s) => s.room.settings.preset === 'classic-cn');
    expect(st.room.setupProblem).toMatchObject({ code: 'setup.tooManyWolves' });
    expect(st.room.settings.autoDeck).toBe(false);
    expect(await tv.host({ cmd: 'settings', settings: { ...settings, deck: presetDeck(8), variants: { seerSees: 'nonsense' } } })).toBeNull();
    st = await tv.waitState((s) => s.room.settings.variants.seerSees !== undefined);
    expect(st.room.setupProblem?.code).toMatch(/^setup\.variant/);
    expect(await tv.host({ cmd: 'settings', settings: { ...settings, deck: presetDeck(8), variants: {} } })).toBeNull();
    st = await tv.waitState((s) => s.room.setupProblem === null && s.room.settings.autoDeck === true);
    // The deck follows the table size while it is automatic.
    clients.push(...(await joinPhones(th.url, 1, 'R')));
    st = await tv.waitState((s) => s.room.players.length === 9);
    expect(st.room.settings.deck).toEqual(presetDeck(9));
  });

  it('New Moon: permanent cards from the start, and the fixed event deck of --event-deck (setupProblem until it can play)', async () => {
    const opts = parseArgs(['--event-deck', 'burial, miracle,notMeNorWolf', '--manual-clock']);
    expect(opts.testing).toMatchObject({ eventDeck: ['burial', 'miracle', 'notMeNorWolf'], manualClock: true });
    expect(() => parseArgs(['--event-deck', ','])).toThrow(/card ids/);
    th = await startTestHost({ testing: { eventDeck: opts.testing!.eventDeck } });
    const tv = await hostTv(th.url, th.host.hostSecret);
    clients.push(tv);
    clients.push(...(await joinPhones(th.url, 8)));
    let st = await tv.waitState((s) => s.room.players.length === 8);
    // A fixed deck needs New Moon events on.
    expect(st.room.setupProblem).toMatchObject({ code: 'setup.eventDeckWithoutNewMoon' });
    expect(await tv.host({ cmd: 'start' })).toBe('BAD_SETUP');
    const base: RoomSettings = { ...st.room.settings, variants: { newMoon: 'eachDawn' } };
    expect(await tv.host({ cmd: 'settings', settings: base })).toBeNull();
    st = await tv.waitState((s) => s.room.settings.variants.newMoon === 'eachDawn');
    expect(st.room.setupProblem).toBeNull();
    // A card in play from the start cannot also be in the deck; only permanent cards may start.
    expect(await tv.host({ cmd: 'settings', settings: { ...base, startingEvents: ['burial'] } })).toBeNull();
    st = await tv.waitState((s) => s.room.settings.startingEvents?.length === 1);
    expect(st.room.setupProblem).toMatchObject({ code: 'setup.duplicateEvent' });
    expect(await tv.host({ cmd: 'settings', settings: { ...base, startingEvents: ['miracle'] } })).toBeNull();
    st = await tv.waitState((s) => s.room.settings.startingEvents?.[0] === 'miracle');
    expect(st.room.setupProblem).toMatchObject({ code: 'setup.startingEventNotPermanent' });
    expect(await tv.host({ cmd: 'settings', settings: { ...base, startingEvents: ['executioner', 'somnambulism'] } })).toBeNull();
    st = await tv.waitState((s) => s.room.settings.startingEvents?.length === 2);
    expect(st.room.setupProblem).toBeNull();
    expect(await tv.host({ cmd: 'start' })).toBeNull();
    st = await tv.waitState((s) => s.game !== null);
    expect(st.game!.newMoon.active.map((a) => a.id)).toEqual(['executioner', 'somnambulism']);
  });

  it('reorders seats, kicks (the VIP passes on), and hands a seat over to a new device', async () => {
    th = await startTestHost();
    const tv = await hostTv(th.url, th.host.hostSecret);
    clients.push(tv);
    const phones = await joinPhones(th.url, 3);
    clients.push(...phones);
    const ids = (await tv.waitState((s) => s.room.players.length === 3)).room.players.map((p) => p.id);
    expect(await tv.host({ cmd: 'reorder', order: [ids[2], ids[0]] })).toBe('BAD_ORDER');
    expect(await tv.host({ cmd: 'reorder', order: [ids[2], ids[0], ids[0]] })).toBe('BAD_ORDER');
    expect(await tv.host({ cmd: 'reorder', order: [ids[2], ids[0], ids[1]] })).toBeNull();
    const st = await phones[2].waitState((s) => s.you.device === 'phone' && s.you.seat === 1);
    expect(st.room.players.map((p) => p.name)).toEqual(['P3', 'P1', 'P2']);
    // Kick the VIP (P1): the VIP passes to the next connected player after it (P2).
    expect(await tv.host({ cmd: 'kick', playerId: ids[0] })).toBeNull();
    expect(await phones[0].next((m) => m.t === 'kicked')).toEqual({ t: 'kicked' });
    expect((await phones[0].waitClosed()).code).toBe(4004);
    const after = await tv.waitState((s) => s.room.players.length === 2);
    expect(after.room.players.find((p) => p.vip)?.name).toBe('P2');
    expect(await tv.host({ cmd: 'kick', playerId: 'nobody' })).toBe('NO_SUCH_PLAYER');
    // Handover: P3's seat goes to a new device; P3's old token stops working.
    const oldToken = (phones[2].lastState()!.you as { token: string }).token;
    expect(await tv.host({ cmd: 'handover', playerId: ids[2] })).toBeNull();
    // The code goes to the asker only, just before its ack.
    const ho = tv.msgs.filter((m) => m.t === 'handover').at(-1) as { t: 'handover'; playerId: string; code: string };
    expect(phones.some((p) => p.msgs.some((m) => m.t === 'handover'))).toBe(false);
    expect(ho.code).toMatch(/^[A-Z2-9]{6}$/);
    const fresh = await phone('new-device');
    const taken = await fresh.hello({ handover: ho.code });
    expect(taken.you).toMatchObject({ playerId: ids[2], seat: 1 });
    expect((taken.you as { token: string }).token).not.toBe(oldToken);
    expect(await phones[2].next((m) => m.t === 'error')).toMatchObject({ code: 'HANDED_OVER' });
    const stale = await phone('stale');
    stale.send({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone', token: oldToken });
    expect(await stale.next((m) => m.t === 'error')).toMatchObject({ code: 'BAD_TOKEN' });
    const reuse = await phone('reuse');
    reuse.send({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone', handover: ho.code });
    expect(await reuse.next((m) => m.t === 'error')).toMatchObject({ code: 'BAD_HANDOVER' });
  });

  it('hands a seat over only to a phone without one, and every TV says whose seat moved', async () => {
    th = await startTestHost();
    const tv = await hostTv(th.url, th.host.hostSecret);
    const publicTv = await TestClient.connect(th.url, 'public-tv');
    clients.push(tv, publicTv);
    await publicTv.hello({}, 'tv');
    const [vip, bob] = await joinPhones(th.url, 2);
    clients.push(vip, bob);
    const me = vip.lastState()!.you as { playerId: string; token: string };
    const bobId = (bob.lastState()!.you as { playerId: string }).playerId;
    // The VIP asks for Bob's code, then opens it in his own browser (his token goes with it).
    expect(await vip.host({ cmd: 'handover', playerId: bobId })).toBeNull();
    const code = (vip.msgs.filter((m) => m.t === 'handover').at(-1) as { code: string }).code;
    const second = await phone('vip-second-tab');
    const st = await second.hello({ token: me.token, handover: code });
    // The error comes with the welcome, before the first state.
    expect(second.msgs.filter((m) => m.t === 'error')).toMatchObject([{ code: 'HAS_SEAT' }]);
    // He is himself there, never Bob; Bob keeps his seat and his phone, and nothing moved.
    expect(st.you).toMatchObject({ playerId: me.playerId });
    expect(bob.closed).toBeNull();
    expect(tv.lastState()!.room.handedOver).toBeUndefined();
    // A phone with no seat takes it (the same code: it was not used up), and the TVs say so.
    const fresh = await phone('new-device');
    expect((await fresh.hello({ handover: code })).you).toMatchObject({ playerId: bobId, seat: 2 });
    expect(await bob.next((m) => m.t === 'error')).toMatchObject({ code: 'HANDED_OVER' });
    for (const screen of [tv, publicTv]) {
      const seen = await screen.waitState((s) => s.room.handedOver !== undefined);
      expect(seen.room.handedOver).toEqual([{ name: 'P2', seat: 2 }]);
    }
    // Still on show once the game is dealt (when a second seat would pay off), gone at the next lobby.
    const more = await joinPhones(th.url, 4, 'Q');
    clients.push(...more);
    expect(await tv.host({ cmd: 'start' })).toBeNull();
    expect((await tv.waitState((s) => s.room.phase === 'game')).room.handedOver).toEqual([{ name: 'P2', seat: 2 }]);
    expect(await tv.host({ cmd: 'end' })).toBeNull();
    expect((await tv.waitState((s) => s.room.phase === 'lobby')).room.handedOver).toBeUndefined();
  });

  it('keeps players, tokens and settings in room.json across a restart', async () => {
    const dataDir = tempDir();
    th = await startTestHost({ dataDir });
    const phones = await joinPhones(th.url, 2);
    const token = (phones[1].lastState()!.you as { token: string }).token;
    for (const p of phones) p.terminate();
    await th.close();
    const room = JSON.parse(fs.readFileSync(path.join(dataDir, 'room.json'), 'utf8'));
    expect(room.players.map((p: { name: string }) => p.name)).toEqual(['P1', 'P2']);
    th = await startTestHost({ dataDir });
    const back = await phone();
    const st = await back.hello({ token });
    expect(st.you).toMatchObject({ seat: 2, vip: false });
    expect(st.room.players.map((p) => [p.name, p.connected])).toEqual([['P1', false], ['P2', true]]);
  });
});

describe('HTTP and WebSocket gatekeeping', () => {
  it('serves the host secret only to loopback with a loopback Host header', async () => {
    th = await startTestHost();
    const port = th.host.port;
    const ok = await get(port, '/api/host-secret');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ hostSecret: th.host.hostSecret });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await get(port, '/api/host-secret', { Host: 'evil.example:80' })).status).toBe(403);
    expect((await get(port, '/api/host-secret', { Host: `192.168.1.2:${port}` })).status).toBe(403);
    expect((await get(port, '/api/host-secret', { Origin: 'http://evil.example' })).status).toBe(403);
  });

  it('serves the pages, assets and sounds, with a hint when the pages are not built', async () => {
    const staticDir = tempDir('nightfall-static-');
    fs.mkdirSync(path.join(staticDir, 'phone'));
    fs.mkdirSync(path.join(staticDir, 'tv'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'phone', 'index.html'), '<p>phone</p>');
    fs.writeFileSync(path.join(staticDir, 'tv', 'index.html'), '<p>tv</p>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const audioDir = tempDir('nightfall-audio-');
    fs.writeFileSync(path.join(audioDir, 'dawn.ogg'), 'OggS');
    th = await startTestHost({ staticDir, audioDir });
    const port = th.host.port;
    expect((await get(port, '/')).body).toBe('<p>phone</p>');
    expect((await get(port, '/?handover=ABCDEF')).body).toBe('<p>phone</p>');
    expect((await get(port, '/tv')).body).toBe('<p>tv</p>');
    const js = await get(port, '/assets/app-abc123.js');
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await get(port, '/audio/dawn.ogg')).headers['content-type']).toBe('audio/ogg');
    expect((await get(port, '/assets/..%2f..%2fphone/index.html')).status).toBe(404);
    expect((await get(port, '/audio/../../etc/passwd')).status).toBe(404);
    expect((await get(port, '/nothing-here')).status).toBe(404);
    await th.close();
    th = await startTestHost();
    const hint = await get(th.host.port, '/tv');
    expect(hint.status).toBe(200);
    expect(hint.body).toContain('npm run build:web');
  });

  it('accepts a WebSocket only from the host itself (or without Origin)', async () => {
    th = await startTestHost();
    const port = th.host.port;
    const good = await TestClient.connect(th.url, 'same-origin', { Origin: `http://127.0.0.1:${port}` });
    clients.push(good);
    await expect(TestClient.connect(th.url, 'evil', { Origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(TestClient.connect(th.url, 'other-port', { Origin: 'http://127.0.0.1:1' })).rejects.toThrow(/403/);
    await expect(TestClient.connect(th.url, 'rebinding', { Origin: `http://evil.example:${port}`, Host: `evil.example:${port}` })).rejects.toThrow(/403/);
    await expect(TestClient.connect(`ws://127.0.0.1:${port}/other`, 'path')).rejects.toThrow(/404/);
  });

  it('remembers its port and falls back to the next free one when it is taken', async () => {
    const dataDir = tempDir();
    const first = await startTestHost({ dataDir, port: 0 });
    const taken = first.host.port;
    // A second host preferring the same port gets the next free one.
    const second = await startTestHost({ port: taken });
    expect(second.host.port).toBeGreaterThan(taken);
    const settingsFile = path.join(second.dataDir, 'settings.json');
    expect(JSON.parse(fs.readFileSync(settingsFile, 'utf8')).port).toBe(second.host.port);
    await second.close();
    await first.close();
    // Without a port option the remembered one is used again.
    const again = await startTestHost({ dataDir: second.dataDir, port: undefined });
    expect(again.host.port).toBe(second.host.port);
    await again.close();
  });

  it('terminates a socket that stops answering pings (heartbeat)', async () => {
    th = await startTestHost({ testing: { manualClock: true, heartbeatMs: 100 } });
    const [a] = await joinPhones(th.url, 1);
    clients.push(a);
    // A phone that went away without closing: its socket stops reading, so no pong comes back.
    (a.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const tv = await hostTv(th.url, th.host.hostSecret);
    clients.push(tv);
    await tv.waitState((s) => s.room.players.length === 1 && !s.room.players[0].connected, 3000);
    expect(th.host.connectedPhoneCount()).toBe(0);
  });

  it('lets the host choose the LAN address phones use', async () => {
    th = await startTestHost();
    const tv = await hostTv(th.url, th.host.hostSecret);
    clients.push(tv);
    expect(await tv.host({ cmd: 'selectAddress', address: '8.8.8.8' })).toBe('BAD_ADDRESS');
    expect(await tv.host({ cmd: 'selectAddress', address: '127.0.0.1' })).toBeNull();
    const st = await tv.waitState((s) => s.room.joinUrl.startsWith('http://127.0.0.1:'));
    expect(st.room.joinUrl).toBe(`http://127.0.0.1:${th.host.port}/`);
    expect(th.host.joinUrl).toBe(st.room.joinUrl);
  });
});
