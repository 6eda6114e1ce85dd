/**
 * The devices' connection to the host: one WebSocket, re-opened for ever with back-off, that
 * says hello with the saved token so a phone always comes back to its seat. Detects zombie
 * sockets with an app-level ping, and wakes up on visibilitychange/pageshow/online.
 */
import type { ClientMessage, HostCommand, Lang, ServerMessage } from '../../protocol/protocol.js';
import { PROTOCOL_VERSION } from '../../protocol/wire.js';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ClientOptions {
  device: 'phone' | 'tv';
  /** ws://host:port/ws; defaults to the page's own host. */
  url?: string;
  lang?: Lang;
  /** TV: resolves the host secret (desktop preload or loopback endpoint), or null. */
  hostSecret?: () => Promise<string | null>;
  /** Where a phone keeps its seat token (localStorage by default). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** A handover code read from the URL, used once. */
  handover?: string;
  onMessage(msg: ServerMessage): void;
  onStatus?(status: ConnectionStatus): void;
}

const TOKEN_KEY = 'nightfall.token';
const PING_EVERY_MS = 5000;
const PONG_TIMEOUT_MS = 4000;

export class HostClient {
  private ws: WebSocket | null = null;
  private status: ConnectionStatus = 'closed';
  private attempt = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongDeadline: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingCounter = 0;
  private reqCounter = 0;
  private stopped = false;
  /** Host clock minus local clock, for countdowns that agree across devices. */
  clockOffset = 0;

  constructor(private readonly opts: ClientOptions) {}

  get token(): string | null {
    return this.storage()?.getItem(TOKEN_KEY) ?? null;
  }

  forgetToken(): void {
    this.storage()?.removeItem(TOKEN_KEY);
  }

  start(): void {
    this.stopped = false;
    this.open();
    if (typeof window !== 'undefined') {
      const wake = () => this.wake();
      document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') wake(); });
      window.addEventListener('pageshow', wake);
      window.addEventListener('online', wake);
      window.addEventListener('focus', wake);
    }
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.ws?.close();
    this.setStatus('closed');
  }

  /** Sends a message; returns its request number when it can be acknowledged. */
  send(msg: ClientMessage): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  nextReq(): number {
    this.reqCounter += 1;
    return this.reqCounter;
  }

  host(command: HostCommand): number {
    const req = this.nextReq();
    this.send({ t: 'host', command, req });
    return req;
  }

  /** Host time now, in ms since the epoch. */
  now(): number {
    return Date.now() + this.clockOffset;
  }

  /** After a phone wakes (screen unlock, back from another app) check the socket at once. */
  private wake(): void {
    if (this.stopped) return;
    if (!this.ws || this.ws.readyState === WebSocket.CLOSED || this.ws.readyState === WebSocket.CLOSING) {
      this.reconnectNow();
      return;
    }
    this.ping();
  }

  private storage() {
    if (this.opts.storage) return this.opts.storage;
    try {
      return typeof localStorage !== 'undefined' ? localStorage : null;
    } catch {
      return null;
    }
  }

  private url(): string {
    if (this.opts.url) return this.opts.url;
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${proto}//${location.host}/ws`;
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.opts.onStatus?.(status);
  }

  private async open(): Promise<void> {
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const secret = this.opts.hostSecret ? await this.opts.hostSecret().catch(() => null) : null;
    if (this.stopped) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      const handover = this.opts.handover;
      this.opts.handover = undefined;
      this.send({
        t: 'hello', v: PROTOCOL_VERSION, device: this.opts.device, token: this.token ?? undefined,
        lang: this.opts.lang, hostSecret: secret ?? undefined, handover,
      });
      this.setStatus('open');
      this.clearTimers();
      this.pingTimer = setInterval(() => this.ping(), PING_EVERY_MS);
    };
    ws.onmessage = (e) => {
      // A socket being replaced may still deliver: its frames are patches on another history.
      if (this.ws !== ws) return;
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if ('serverNow' in msg && typeof msg.serverNow === 'number') this.clockOffset = msg.serverNow - Date.now();
      if (msg.t === 'pong') {
        if (this.pongDeadline) clearTimeout(this.pongDeadline);
        this.pongDeadline = null;
      }
      const you = msg.t === 'state' || msg.t === 'patch' ? msg.you : undefined;
      if (you?.device === 'phone' && you.token) this.storage()?.setItem(TOKEN_KEY, you.token);
      if (msg.t === 'kicked') this.forgetToken();
      this.opts.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.clearTimers();
      this.ws = null;
      if (!this.stopped) this.scheduleReconnect();
    };
    ws.onerror = () => ws.close();
  }

  private ping(): void {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return;
    this.pingCounter += 1;
    this.send({ t: 'ping', n: this.pingCounter });
    if (this.pongDeadline) return;
    this.pongDeadline = setTimeout(() => {
      // No answer: the socket is a zombie (Wi-Fi changed, phone slept). Start over.
      this.pongDeadline = null;
      this.reconnectNow();
    }, PONG_TIMEOUT_MS);
  }

  private reconnectNow(): void {
    const old = this.ws;
    this.ws = null;
    this.clearTimers();
    old?.close();
    this.attempt = Math.max(this.attempt, 1);
    void this.open();
  }

  private scheduleReconnect(): void {
    this.attempt += 1;
    this.setStatus('reconnecting');
    const delay = Math.min(5000, 250 * 2 ** Math.min(this.attempt, 5));
    this.retryTimer = setTimeout(() => void this.open(), delay);
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongDeadline) clearTimeout(this.pongDeadline);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.pongDeadline = null;
    this.retryTimer = null;
  }
}
