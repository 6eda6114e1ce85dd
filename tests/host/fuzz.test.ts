/**
 * Hostile frames: random bytes, wrong types, huge arrays, unknown message types, prototype
 * pollution keys, oversize frames, out-of-turn and unauthorised requests. The host must answer
 * every one with an error to its sender, never crash, and never change the game.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { random, randomInt, type HasRng } from '../../engine/rng.js';
import { MAX_MESSAGE_BYTES, HARD_MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from '../../protocol/protocol.js';
import { hostTv, joinPhones, startTestHost, TestClient, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await th?.close();
  th = null;
});

type Target = 'seated' | 'anonymous' | 'tv' | 'silent';
interface Frame { data: string | Buffer; binary: boolean; to: Target }

function pick<T>(rng: HasRng, items: readonly T[]): T {
  return items[randomInt(rng, items.length)];
}

function randomJson(rng: HasRng, depth = 0): unknown {
  const r = randomInt(rng, depth > 3 ? 6 : 9);
  switch (r) {
    case 0: return null;
    case 1: return random(rng) < 0.5;
    case 2: return pick(rng, [0, -1, 1e308, -1e-308, 2 ** 53 + 1, 3.5, 25, -0]);
    case 3: return pick(rng, ['', 'hello', 'choose', 'host', '\ud800', '\u0000', 'x'.repeat(randomInt(rng, 300)), '<script>', '__proto__']);
    case 4: return pick(rng, ['t', 'v', 'req', 'cmd']);
    case 5: return randomInt(rng, 1000);
    case 6: return Array.from({ length: randomInt(rng, 5) }, () => randomJson(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = randomInt(rng, 5); i > 0; i--) o[pick(rng, ['t', 'v', 'device', 'token', 'name', 'cmd', 'command', 'choice', 'step', 'prompt', 'n', 'req', 'x'])] = randomJson(rng, depth + 1);
      return o;
    }
  }
}

const KNOWN_T = ['hello', 'join', 'profile', 'choose', 'host', 'ping'];

/** One hostile frame; none of them is a request the host could accept. */
function hostileFrame(rng: HasRng, step: number, foreignPrompt: string): Frame {
  const to = pick<Target>(rng, ['seated', 'anonymous', 'tv', 'silent']);
  const kind = randomInt(rng, 16);
  const s = (x: unknown) => JSON.stringify(x);
  switch (kind) {
    case 0: return { data: randomBytes(1 + randomInt(rng, 200)), binary: true, to };
    case 1: return { data: randomBytes(1 + randomInt(rng, 200)).toString('latin1'), binary: false, to };
    case 2: {
      const v = randomJson(rng);
      // A bare valid ping would be answered with pong, not an error: make sure it is not one.
      return { data: s(v && typeof v === 'object' && !Array.isArray(v) ? { ...v, t: pick(rng, ['nope', 5, null]) } : v), binary: false, to };
    }
    case 3: return { data: s({ t: pick(rng, ['HELLO', 'Choose', '', 'kick', 'state', 'constructor', 'toString']), n: 1 }), binary: false, to };
    case 4: return { data: s({ t: 'choose', step: pick(rng, ['1', null, -1, 1.5, {}]), prompt: 'x', choice: [1] }), binary: false, to };
    case 5: return { data: s({ t: 'choose', step, prompt: 'x', choice: Array.from({ length: 25 + randomInt(rng, 2000) }, (_, i) => i % 24 + 1) }), binary: false, to };
    case 6: return { data: `{"t":"ping","n":1,"__proto__":{"polluted":true}}`, binary: false, to };
    case 7: return {
      data: `{"t":"host","command":{"cmd":"settings","settings":{"preset":"official","deck":["werewolf"],"variants":{"constructor":{"prototype":{"polluted":1}}},"timings":{"night":40,"info":8,"decision":30,"discussion":300,"speech":60,"vote":60},"lang":"en"}}}`,
      binary: false, to,
    };
    case 8: return { data: s({ t: 'join', name: 'x'.repeat(MAX_MESSAGE_BYTES + randomInt(rng, 20_000)) }), binary: false, to };
    case 9: {
      const n = 100 + randomInt(rng, 5000);
      return { data: '['.repeat(n) + ']'.repeat(n), binary: false, to };
    }
    case 10: return { data: s({ t: pick(rng, KNOWN_T), v: 'one', device: 'fridge', name: 7, avatar: 'dragon', lang: 'fr', choice: { a: 1 }, command: { cmd: 'explode' } }), binary: false, to };
    // Out of turn: a real prompt id from a seat that does not hold it (or no seat at all).
    case 11: return { data: s({ t: 'choose', step, prompt: foreignPrompt, choice: [1], req: randomInt(rng, 1e6) }), binary: false, to: pick<Target>(rng, ['seated', 'anonymous', 'tv', 'silent']) };
    case 12: return { data: s({ t: 'choose', step: step + 1 + randomInt(rng, 5), prompt: foreignPrompt, choice: [2] }), binary: false, to };
    // Unauthorised host commands (nobody here is the VIP or holds the secret).
    case 13: return {
      data: s({ t: 'host', command: pick(rng, [{ cmd: 'skip' }, { cmd: 'undo' }, { cmd: 'end' }, { cmd: 'pause' }, { cmd: 'kick', playerId: 'p1' }, { cmd: 'lock', locked: true }]) }),
      binary: false, to: pick<Target>(rng, ['seated', 'anonymous', 'tv', 'silent']),
    };
    case 14: return { data: s({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone', token: 'forged' }), binary: false, to: pick<Target>(rng, ['seated', 'anonymous', 'tv']) };
    default: return { data: s({ t: 'profile', name: pick(rng, ['', ' ', 'P1', 'x'.repeat(40)]) }), binary: false, to: pick<Target>(rng, ['seated', 'anonymous', 'tv', 'silent']) };
  }
}

describe('hostile frames', () => {
  it('answers 10,000 hostile frames with errors and the game does not move', async () => {
    th = await startTestHost({ testing: { manualClock: true, seed: 12, helloTimeoutMs: 60_000, rateLimit: { perSecond: 1e6, burst: 1e6, closeAfterDropped: 1e9, windowMs: 1000 } } });
    const tv = await hostTv(th.url, th.host.hostSecret);
    const phones = await joinPhones(th.url, 8);
    clients.push(tv, ...phones);
    expect(await tv.host({ cmd: 'start' })).toBeNull();
    await tv.waitState((s) => s.room.phase === 'game');
    // The attacker holds a seat with nothing to decide now; the prompt it tries belongs to someone else.
    await Promise.all(phones.map((p) => p.waitState((s) => s.game !== null)));
    const owner = phones.find((p) => p.game!.prompts.length > 0)!;
    const attacker = phones.find((p) => p.game!.prompts.length === 0 && p !== phones[0])!;
    const foreignPrompt = owner.game!.prompts[0].id;
    const anonymous = await TestClient.connect(th.url, 'anonymous');
    await anonymous.hello();
    const publicTv = await TestClient.connect(th.url, 'public-tv');
    await publicTv.hello({}, 'tv');
    const silent = await TestClient.connect(th.url, 'silent');
    clients.push(anonymous, publicTv, silent);
    const targets: Record<Target, TestClient> = { seated: attacker, anonymous, tv: publicTv, silent };
    const step = tv.game!.step.id;
    const seq = tv.game!.seq;
    // The anonymous phone's coming is broadcast a moment later (the spectator count): wait until
    // the TV has it, then ping everyone (a socket's frames go out in order: the pong comes after
    // that broadcast), so that any state during the attack is the attack's.
    await tv.waitState((st) => st.room.spectators === 1);
    for (const c of [attacker, anonymous, publicTv]) {
      c.send({ t: 'ping', n: 1 });
      await c.next((m) => m.t === 'pong');
    }
    const before = { tv: JSON.stringify(tv.game), attacker: JSON.stringify(attacker.game), owner: JSON.stringify(owner.game) };
    for (const c of Object.values(targets)) c.drain();

    const rng = { rng: 20240601 };
    const TOTAL = 10_000;
    const BATCH = 250;
    const codes = new Map<string, number>();
    for (let sent = 0; sent < TOTAL; sent += BATCH) {
      const counts = new Map<TestClient, number>();
      for (let i = 0; i < BATCH; i++) {
        const f = hostileFrame(rng, step, foreignPrompt);
        const c = targets[f.to];
        c.sendRaw(f.data, f.binary);
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
      for (const [c, n] of counts) {
        for (let i = 0; i < n; i++) {
          // The very next message, whatever it is: each frame's answer must be an error (a state
          // or an ack here means a hostile frame did something).
          const m = await c.next(() => true, 10_000);
          expect(m.t, `${c.label} answered ${JSON.stringify(m).slice(0, 200)}`).toBe('error');
          const code = (m as { code: string }).code;
          codes.set(code, (codes.get(code) ?? 0) + 1);
        }
      }
    }
    // Nothing else arrived: no state, no ack; nobody else heard anything. A socket's frames are
    // answered in order, so a ping sent last is answered after anything the attack could get back.
    for (const c of Object.values(targets)) {
      c.send({ t: 'ping', n: 424242 });
      const m = await c.next(() => true, 10_000);
      expect(m, `${c.label} after the attack`).toMatchObject({ t: 'pong', n: 424242 });
    }
    // A broadcast the attack might have scheduled for a moment later goes out with this coming
    // (coalesced) or before it: either way the next state each device gets is this one, game unchanged.
    const second = await TestClient.connect(th.url, 'second-spectator');
    clients.push(second);
    await second.hello();
    for (const c of [attacker, anonymous, publicTv]) {
      const m = await c.next(() => true, 10_000);
      expect(m, `${c.label}: the next message is the new spectator's broadcast`).toMatchObject({ t: 'state', room: { spectators: 2 } });
      expect(JSON.stringify((m as { game: unknown }).game)).toBe(JSON.stringify(c === attacker ? attacker.game : c.game));
    }
    expect(tv.game!.seq).toBe(seq);
    expect(JSON.stringify(tv.game)).toBe(before.tv);
    expect(JSON.stringify(attacker.game)).toBe(before.attacker);
    expect(JSON.stringify(owner.game)).toBe(before.owner);
    for (const c of Object.values(targets)) expect(c.closed).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    // Each kind of refusal came up.
    for (const code of ['BAD_JSON', 'BAD_MESSAGE', 'TOO_LARGE', 'NOT_HELLO', 'NOT_VIP', 'ALREADY_HELLO', 'NOT_YOUR_TURN', 'STALE_STEP', 'NOT_JOINED']) {
      expect(codes.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    // The host still plays: the owner's real choice goes through.
    const prompt = owner.game!.prompts[0];
    expect(await owner.request({ t: 'choose', step, prompt: prompt.id, choice: [prompt.seats![0]] })).toBeNull();
    await tv.waitState((s) => s.game!.seq === seq + 1);
  }, 90_000);

  it('closes a socket that sends a frame over the hard cap (1009), and the host lives on', async () => {
    th = await startTestHost();
    const a = await TestClient.connect(th.url, 'big');
    clients.push(a);
    a.sendRaw('x'.repeat(HARD_MAX_MESSAGE_BYTES + 1));
    expect((await a.waitClosed()).code).toBe(1009);
    const b = await TestClient.connect(th.url, 'next');
    clients.push(b);
    await b.hello();
    b.sendRaw('y'.repeat(MAX_MESSAGE_BYTES + 1));
    expect(await b.next((m) => m.t === 'error')).toMatchObject({ code: 'TOO_LARGE' });
    expect(b.closed).toBeNull();
  });

  it('rate-limits each socket (20/s, burst 40) and closes a flooder', async () => {
    th = await startTestHost();
    const a = await TestClient.connect(th.url, 'flood');
    clients.push(a);
    await a.hello();
    a.drain();
    for (let i = 0; i < 100; i++) a.send({ t: 'ping', n: i });
    await a.next((m) => m.t === 'error' && (m as { code: string }).code === 'RATE_LIMITED');
    const pongs = a.msgs.filter((m) => m.t === 'pong').length;
    expect(pongs).toBeGreaterThanOrEqual(39);
    expect(pongs).toBeLessThan(60);
    const quiet = await TestClient.connect(th.url, 'quiet');
    clients.push(quiet);
    await quiet.hello();
    quiet.send({ t: 'ping', n: 1 });
    expect(await quiet.next((m) => m.t === 'pong')).toMatchObject({ n: 1 });
    for (let i = 0; i < 400; i++) a.send({ t: 'ping', n: i });
    expect((await a.waitClosed()).code).toBe(1008);
  });

  it('closes a socket that never says hello', async () => {
    th = await startTestHost({ testing: { manualClock: true, helloTimeoutMs: 200 } });
    const a = await TestClient.connect(th.url, 'mute');
    clients.push(a);
    expect((await a.waitClosed()).code).toBe(4001);
  });
});
