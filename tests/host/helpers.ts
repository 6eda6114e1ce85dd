/**
 * Test support for the host: a real host on a free port with a temp data dir, and `ws` clients
 * that record every frame they receive and can wait for the next message that matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { testTempDir } from '../support/temp.js';
import type { GameView, Prompt } from '../../engine/index.js';
import type { RunningHost } from '../../electron/host/api.js';
import { startHost, type StartHostOptions, type StartedHost } from '../../electron/host/index.js';
import { FrameAssembler } from '../../protocol/frames.js';
import {
  AVATARS, PROTOCOL_VERSION, type Avatar, type ClientMessage, type HostCommand, type ServerMessage,
} from '../../protocol/protocol.js';

export type StateMsg = Extract<ServerMessage, { t: 'state' }>;
export type ErrorMsg = Extract<ServerMessage, { t: 'error' }>;

/**
 * A fresh temp folder, removed when the test file ends (a folder one test writes may be read by a
 * later one; a host still open at the end of a test may still write to it). See tests/support/temp.ts.
 */
export function tempDir(prefix = 'nightfall-host-'): string {
  return testTempDir(prefix, { keep: 'file' });
}

export interface TestHost {
  host: StartedHost;
  dataDir: string;
  url: string;
  close(): Promise<void>;
}

export async function startTestHost(opts: Partial<StartHostOptions> & { dataDir?: string } = {}): Promise<TestHost> {
  const dataDir = opts.dataDir ?? tempDir();
  const host = await startHost({
    port: 0,
    staticDir: path.join(dataDir, 'no-pages'),
    bindAddress: '127.0.0.1',
    ...opts,
    dataDir,
    testing: { manualClock: true, noReadyCheck: true, ...opts.testing },
  });
  return {
    host,
    dataDir,
    url: `ws://127.0.0.1:${host.port}/ws`,
    close: () => host.close(),
  };
}

/**
 * A host as it runs for real (no testing options) on loopback, for one test file: started before
 * its tests, its data and (empty) pages folders removed after.
 */
export function useRealHost(prefix: string): { readonly host: RunningHost } {
  let host: RunningHost | undefined;
  const dirs: string[] = [];
  beforeAll(async () => {
    const dir = (name: string) => {
      const d = tempDir(`${prefix}${name}-`);
      dirs.push(d);
      return d;
    };
    host = await startHost({ port: 0, bindAddress: '127.0.0.1', dataDir: dir('data'), staticDir: dir('pages') });
  });
  afterAll(async () => {
    await host?.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  return { get host() { return host!; } };
}

interface Waiter {
  pred: (m: ServerMessage) => boolean;
  resolve: (m: ServerMessage) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

let reqCounter = 0;
let peerCounter = 0;
let syncCounter = 0;

/**
 * A loopback source address of its own for each test device (Linux routes all of 127/8 to lo):
 * the host caps connections per address, and at a real table every phone has its own address.
 */
export function nextLoopbackPeer(): string {
  peerCounter = (peerCounter % 60000) + 1;
  return `127.1.${peerCounter >> 8}.${(peerCounter & 255) || 1}`;
}

let nextAvatar = 0;

export class TestClient {
  /** Every message received; a `patch` is recorded as the whole `state` it gives (see frames.ts). */
  readonly msgs: ServerMessage[] = [];
  /** Raw text of every frame received (the secrecy and wire tests read these). */
  readonly frames: string[] = [];
  /** Patches that did not follow the last frame (each one asked the host for a full view). */
  gaps = 0;
  private readonly assembler = new FrameAssembler();
  /** Messages before this index have been consumed by `next`. */
  private cursor = 0;
  private waiters: Waiter[] = [];
  /** Called with every message as `msgs` records it (a patch as the whole state it gives). */
  private readonly listeners: ((m: ServerMessage) => void)[] = [];
  closed: { code: number; reason: string } | null = null;
  private closeWaiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket, readonly label: string) {
    ws.on('message', (data) => {
      const text = String(data);
      this.frames.push(text);
      const raw = JSON.parse(text) as ServerMessage;
      const assembled = this.assembler.receive(raw);
      if (assembled?.kind === 'gap') {
        this.gaps++;
        this.send({ t: 'full', have: assembled.have });
        return;
      }
      const msg = assembled ? assembled.state : raw;
      this.msgs.push(msg);
      for (const f of this.listeners.slice()) f(msg);
      for (const w of this.waiters.slice()) {
        if (this.tryWaiter(w)) this.waiters.splice(this.waiters.indexOf(w), 1);
      }
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.waiters) {
        clearTimeout(w.timer);
        w.reject(new Error(`${label}: socket closed (${code} ${String(reason)}) while waiting`));
      }
      this.waiters = [];
      for (const f of this.closeWaiters) f();
    });
    ws.on('error', () => {});
  }

  static connect(url: string, label = 'client', headers: Record<string, string> = {}, localAddress = nextLoopbackPeer()): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers, localAddress });
      const client = new TestClient(ws, label);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  private tryWaiter(w: Waiter): boolean {
    for (let i = this.cursor; i < this.msgs.length; i++) {
      if (w.pred(this.msgs[i])) {
        this.cursor = i + 1;
        clearTimeout(w.timer);
        w.resolve(this.msgs[i]);
        return true;
      }
    }
    return false;
  }

  /** The next message (after the last one consumed) that matches; consumes up to it. */
  next<T extends ServerMessage = ServerMessage>(pred: (m: ServerMessage) => boolean, timeoutMs = 5000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const w: Waiter = {
        pred, resolve: resolve as (m: ServerMessage) => void, reject,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          reject(new Error(`${this.label}: timed out waiting; last messages: ${JSON.stringify(this.msgs.slice(-3).map((m) => (m.t === 'state'
            ? { t: 'state', seq: m.game?.seq, step: m.game?.step, phase: m.room.phase, paused: m.room.paused, timer: m.timer, fresh: m.fresh }
            : m)))}`));
        }, timeoutMs),
      };
      if (this.tryWaiter(w)) return;
      if (this.closed) {
        clearTimeout(w.timer);
        reject(new Error(`${this.label}: socket already closed`));
        return;
      }
      this.waiters.push(w);
    });
  }

  /** Calls `f` with every later message, a patch as the whole `state` it gives. */
  onMessage(f: (m: ServerMessage) => void): void {
    this.listeners.push(f);
  }

  /**
   * Resolves once everything the host sent this socket before now has arrived: a ping is answered
   * after every frame queued before it (one socket, in order). Instead of a sleep after a request;
   * consumes nothing (`next` still finds the messages before the pong). Frames the host holds back
   * on purpose (a reveal's hold) are not waited for: wait for their state instead.
   */
  async sync(timeoutMs = 5000): Promise<void> {
    const n = -(++syncCounter);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.splice(this.listeners.indexOf(onPong), 1);
        reject(new Error(`${this.label}: no pong to sync ${n}`));
      }, timeoutMs);
      const onPong = (m: ServerMessage) => {
        if (m.t !== 'pong' || m.n !== n) return;
        clearTimeout(timer);
        this.listeners.splice(this.listeners.indexOf(onPong), 1);
        resolve();
      };
      this.listeners.push(onPong);
      this.send({ t: 'ping', n });
    });
  }

  /** Skips everything received so far. */
  drain(): void {
    this.cursor = this.msgs.length;
  }

  send(msg: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(msg));
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  lastState(): StateMsg | undefined {
    for (let i = this.msgs.length - 1; i >= 0; i--) {
      const m = this.msgs[i];
      if (m.t === 'state') return m;
    }
    return undefined;
  }

  get game(): GameView | null {
    return this.lastState()?.game ?? null;
  }

  async hello(extra: Partial<Extract<ClientMessage, { t: 'hello' }>> = {}, device: 'phone' | 'tv' = 'phone'): Promise<StateMsg> {
    this.send({ t: 'hello', v: PROTOCOL_VERSION, device, ...extra });
    return this.next<StateMsg>((m) => m.t === 'state');
  }

  /**
   * Joins; resolves with the state that has this phone's seat, or rejects with the error code.
   * Without an avatar it takes a free one (the host refuses a taken avatar), going round the list.
   */
  async join(name: string, avatar?: Avatar): Promise<StateMsg> {
    this.send({ t: 'join', name, avatar: avatar ?? this.freeAvatar(), lang: 'en' });
    const m = await this.next((x) => x.t === 'error' || (x.t === 'state' && x.you.device === 'phone' && x.you.playerId !== null));
    if (m.t === 'error') throw Object.assign(new Error(m.code), { code: m.code });
    return m as StateMsg;
  }

  private freeAvatar(): Avatar {
    const taken = new Set((this.lastState()?.room.players ?? []).map((p) => p.avatar));
    for (let i = 0; i < AVATARS.length; i++) {
      const a = AVATARS[(nextAvatar + i) % AVATARS.length];
      if (!taken.has(a)) {
        nextAvatar = (nextAvatar + i + 1) % AVATARS.length;
        return a;
      }
    }
    return 'owl';
  }

  /** Sends a request-numbered message; resolves with null on ack, or the error code. */
  async request(msg: Extract<ClientMessage, { t: 'choose' | 'host' }>, timeoutMs = 5000): Promise<string | null> {
    const req = ++reqCounter;
    this.send({ ...msg, req });
    const m = await this.next((x) => (x.t === 'ack' || x.t === 'error') && x.req === req, timeoutMs);
    return m.t === 'ack' ? null : (m as ErrorMsg).code;
  }

  host(command: HostCommand, timeoutMs = 5000): Promise<string | null> {
    return this.request({ t: 'host', command }, timeoutMs);
  }

  choose(prompt: Prompt, choice: Prompt['current'], step: number): Promise<string | null> {
    return this.request({ t: 'choose', step, prompt: prompt.id, choice: choice! });
  }

  /** Waits until this device has a state whose game has reached `seq` (or any state matching). */
  async waitState(pred: (s: StateMsg) => boolean, timeoutMs = 5000): Promise<StateMsg> {
    const last = this.lastState();
    if (last && pred(last)) return last;
    return this.next<StateMsg>((m) => m.t === 'state' && pred(m as StateMsg), timeoutMs);
  }

  waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.label}: not closed`)), timeoutMs);
      this.closeWaiters.push(() => {
        clearTimeout(timer);
        resolve(this.closed!);
      });
    });
  }

  close(): void {
    this.ws.close();
  }

  terminate(): void {
    this.ws.terminate();
  }
}

/** Opens `n` phones that say hello and join as P1..Pn (in that order: seat i = Pi). */
export async function joinPhones(url: string, n: number, prefix = 'P'): Promise<TestClient[]> {
  const phones: TestClient[] = [];
  for (let i = 1; i <= n; i++) {
    const c = await TestClient.connect(url, `${prefix}${i}`);
    await c.hello();
    await c.join(`${prefix}${i}`);
    phones.push(c);
  }
  return phones;
}

/** A TV with the host secret. */
export async function hostTv(url: string, secret: string): Promise<TestClient> {
  const tv = await TestClient.connect(url, 'tv');
  await tv.hello({ hostSecret: secret }, 'tv');
  return tv;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
