/**
 * A crowd at the door: one address floods the host with sockets, half-open HTTP requests,
 * messages and reconnects with the same token (bounded), while a legitimate phone from another
 * address joins and measures its round trips. Linux routes all of 127/8 to loopback, so the
 * flooder and the phone really are two addresses (no test-only trust of headers).
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../../renderer/common/protocol.js';
import { DEFAULT_CONNECTION_LIMITS, SharedBuckets } from '../../electron/host/limits.js';
import { hostTv, sleep, startTestHost, TestClient, type TestHost } from './helpers.js';

const FLOODER = '127.9.9.9';
const PHONE = '127.8.8.8';

let th: TestHost | null = null;
const cleanup: (() => void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0)) f();
  await th?.close();
  th = null;
});

function openRaw(url: string, localAddress: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
    ws.on('message', () => {});
    cleanup.push(() => ws.terminate());
  });
}

function p99(samples: number[]): number {
  const sorted = samples.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

describe('a flood from one address', () => {
  it('caps its sockets and half-open requests; a phone elsewhere joins and keeps p99 < 100 ms', async () => {
    th = await startTestHost();
    const url = th.url;
    const tv = await hostTv(url, th.host.hostSecret);
    cleanup.push(() => tv.terminate());

    // 1. A seated flooder that will reconnect with its token to get a fresh bucket each time.
    const seat = await TestClient.connect(url, 'flood-seat', {}, FLOODER);
    cleanup.push(() => seat.terminate());
    await seat.hello();
    const joined = await seat.join('Flood');
    const token = joined.you.device === 'phone' ? joined.you.token : null;
    expect(token).toBeTruthy();

    // 2. Sockets: far more than its share, all at once. The cap answers 429, never 503 for all.
    const opened = await Promise.all(Array.from({ length: 40 }, () => openRaw(url, FLOODER)));
    const sockets = opened.filter((x): x is WebSocket => typeof x !== 'number');
    expect(sockets.length).toBe(DEFAULT_CONNECTION_LIMITS.socketsPerAddress - 1);
    expect(opened.filter((x) => x === 429).length).toBeGreaterThan(0);

    // 3. Slowloris: connections that never finish their headers; past the cap they are cut.
    const slow: net.Socket[] = [];
    for (let i = 0; i < 30; i++) {
      const s = net.connect({ host: '127.0.0.1', port: th.host.port, localAddress: FLOODER });
      s.on('error', () => {});
      s.resume();
      s.write('GET / HTTP/1.1\r\nHost: x\r\n');
      slow.push(s);
      cleanup.push(() => s.destroy());
    }

    // Every raw socket says a bare TV hello, then floods.
    for (const ws of sockets) ws.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, device: 'tv' }));

    let flooding = true;
    let sent = 0;
    const flood = (async () => {
      const avatars = ['owl', 'fox', 'cat', 'moon'];
      let reconnects = 0;
      let current = seat.ws;
      while (flooding && sent < 40_000) {
        for (const ws of sockets) {
          if (ws.readyState !== ws.OPEN) continue;
          for (let i = 0; i < 20; i++) ws.send(i % 2 ? '{"t":"ping","n":1}' : 'not json');
          sent += 20;
        }
        if (current.readyState === current.OPEN) {
          for (let i = 0; i < 30; i++) current.send(JSON.stringify({ t: 'profile', avatar: avatars[(sent + i) % 4] }));
          sent += 30;
        }
        if (++reconnects % 5 === 0) {
          current.terminate();
          const again = await openRaw(url, FLOODER);
          if (typeof again !== 'number') {
            again.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone', token }));
            current = again;
          }
        }
        await sleep(10);
      }
    })();

    // 4. The legitimate phone, from its own address, during the flood.
    await sleep(200);
    const phone = await TestClient.connect(url, 'phone', {}, PHONE);
    cleanup.push(() => phone.terminate());
    await phone.hello();
    await phone.join('Ada');
    const statesBefore = phone.msgs.filter((m) => m.t === 'state').length;
    const floodStart = performance.now();
    const rtts: number[] = [];
    // A real phone pings every 5 s; this one pings at its own bucket's rate (20/s) to get samples.
    for (let n = 1; n <= 80; n++) {
      const t0 = performance.now();
      phone.send({ t: 'ping', n });
      await phone.next((m) => m.t === 'pong' && m.n === n, 5000);
      rtts.push(performance.now() - t0);
      await sleep(50);
    }
    const floodSeconds = (performance.now() - floodStart) / 1000;
    const states = phone.msgs.filter((m) => m.t === 'state').length - statesBefore;
    flooding = false;
    await flood;

    // The flood was real, and the host ended the sockets that kept at it (1008).
    expect(sent).toBeGreaterThan(2_000);
    expect(sockets.filter((ws) => ws.readyState !== ws.OPEN).length).toBeGreaterThan(0);
    console.log(`crowd: ${sent} flood messages, phone round trip p99 ${p99(rtts).toFixed(1)} ms, ${states} states`);
    expect(p99(rtts), `round trips ms: ${rtts.map((x) => x.toFixed(1)).join(' ')}`).toBeLessThan(100);
    // Profile changes from one token are held to its bucket whatever the reconnects, and the
    // broadcasts they cause are coalesced: the phone saw a bounded number of states.
    expect(states).toBeLessThan(25 * floodSeconds + 10);

    // 5. The half-open requests were cut (header timeout) and the flooder's sockets beyond the
    // cap never got in; a second phone still gets a seat.
    const late = await TestClient.connect(url, 'late', {}, '127.8.8.9');
    cleanup.push(() => late.terminate());
    await late.hello();
    await late.join('Bea');
    expect(slow.filter((s) => !s.destroyed && s.readyState === 'open').length).toBeLessThanOrEqual(DEFAULT_CONNECTION_LIMITS.connectionsPerAddress);
  }, 60_000);

  it('drops a socket that does not say hello within the limit', async () => {
    th = await startTestHost({ testing: { helloTimeoutMs: 150 } });
    const ws = await openRaw(th.url, FLOODER);
    expect(typeof ws).not.toBe('number');
    const code = await new Promise<number>((resolve) => (ws as WebSocket).once('close', (c) => resolve(c)));
    expect(code).toBe(4001);
  });

  it('cuts an HTTP request whose headers never finish', async () => {
    th = await startTestHost();
    const s = net.connect({ host: '127.0.0.1', port: th.host.port, localAddress: FLOODER });
    s.on('error', () => {});
    s.resume();
    s.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const t0 = Date.now();
    await new Promise<void>((resolve) => s.once('close', () => resolve()));
    expect(Date.now() - t0).toBeLessThan(8_000);
  }, 20_000);
});

describe('buckets that outlive a socket', () => {
  it('a player reconnecting gets no fresh bucket; another player has its own', () => {
    let now = 0;
    const buckets = new SharedBuckets({ perSecond: 20, burst: 40, closeAfterDropped: 1000, windowMs: 10_000 }, () => now);
    for (let i = 0; i < 40; i++) expect(buckets.take('player:a').verdict).toBe('ok');
    // A new socket of the same player is charged to the same bucket.
    expect(buckets.take('player:a').verdict).toBe('drop');
    expect(buckets.take('player:b').verdict).toBe('ok');
    now += 1000;
    let ok = 0;
    for (let i = 0; i < 100; i++) if (buckets.take('player:a').verdict === 'ok') ok++;
    expect(ok).toBe(20);
  });
});
