/**
 * Where the TV's messages come from: the real host (HostClient with device 'tv'), or, for the
 * dev page, screenshots and benchmarks, messages injected by a script (`?feed=inject`).
 */
import { HostClient, type ConnectionStatus } from '../common/client.js';
import type { ClientErrorReport } from '../common/errorReport.js';
import type { HostCommand, Lang, ServerMessage } from '../../protocol/protocol.js';

export interface Feed {
  start(onMessage: (msg: ServerMessage) => void, onStatus: (s: ConnectionStatus) => void): void;
  host(command: HostCommand): number;
  /** Host time now (ms since the epoch). */
  now(): number;
  /** Reconnects to get the whole visible history again (e.g. every event once the game is over). */
  resync(): void;
  /** Asks the host for the whole view again (a gap in its patches); false when offline. */
  full(have: number): boolean;
  /** Sends a failure report for the host's log (renderer/common/errorReport.ts); false when offline. */
  report(msg: ClientErrorReport): boolean;
}

declare global {
  interface Window {
    nightfall?: {
      getHostSecret(): string | null | Promise<string | null>;
      toggleFullscreen?(): void | Promise<unknown>;
      moveToNextDisplay?(): void | Promise<unknown>;
      openDataFolder?(): void | Promise<unknown>;
      isDesktop?: boolean;
    };
    /** Injected feed: a script pushes server messages here. */
    __tvInject?: (msg: ServerMessage) => void;
    /** Injected feed: host commands the TV sent. */
    __tvSent?: HostCommand[];
    /** Injected feed: host clock offset in ms (to freeze countdowns in screenshots). */
    __tvClockOffset?: number;
    /** Injected feed: how many times the TV asked for the whole history again. */
    __tvResyncs?: number;
    /** Injected feed: how many full views the TV asked for after a gap in patches. */
    __tvFullRequests?: number;
  }
}

/** The host secret: from the desktop preload, else from the loopback-only endpoint. */
export async function fetchHostSecret(): Promise<string | null> {
  try {
    if (window.nightfall?.getHostSecret) {
      const s = await window.nightfall.getHostSecret();
      if (s) return s;
    }
  } catch {
    /* fall through to the endpoint */
  }
  try {
    const res = await fetch('/api/host-secret', { cache: 'no-store' });
    if (!res.ok) return null;
    const text = (await res.text()).trim();
    if (!text) return null;
    try {
      const data = JSON.parse(text) as unknown;
      if (typeof data === 'string') return data;
      if (data && typeof data === 'object') {
        const o = data as Record<string, unknown>;
        const v = o.secret ?? o.hostSecret;
        return typeof v === 'string' ? v : null;
      }
    } catch {
      return text;
    }
    return null;
  } catch {
    return null;
  }
}

export function hostFeed(lang: Lang): Feed {
  let client: HostClient | null = null;
  let handlers: Parameters<Feed['start']> | null = null;
  const open = () => {
    if (!handlers) return;
    const [onMessage, onStatus] = handlers;
    client = new HostClient({ device: 'tv', lang, hostSecret: fetchHostSecret, onMessage, onStatus });
    client.start();
  };
  return {
    start(onMessage, onStatus) {
      handlers = [onMessage, onStatus];
      open();
    },
    resync() {
      const old = client;
      const offset = old?.clockOffset ?? 0;
      old?.stop();
      open();
      if (client) client.clockOffset = offset;
    },
    host(command) {
      return client ? client.host(command) : -1;
    },
    full(have) {
      return client ? client.send({ t: 'full', have }) : false;
    },
    report(msg) {
      return client ? client.send(msg) : false;
    },
    now() {
      return client ? client.now() : Date.now();
    },
  };
}

export function injectedFeed(): Feed {
  let req = 0;
  let offset = 0;
  window.__tvSent = [];
  return {
    start(onMessage, onStatus) {
      window.__tvInject = (msg) => {
        if ('serverNow' in msg && typeof msg.serverNow === 'number') offset = msg.serverNow - Date.now();
        onMessage(msg);
      };
      onStatus('open');
    },
    host(command) {
      window.__tvSent?.push(command);
      req += 1;
      return req;
    },
    now() {
      return Date.now() + offset + (window.__tvClockOffset ?? 0);
    },
    full() {
      window.__tvFullRequests = (window.__tvFullRequests ?? 0) + 1;
      return true;
    },
    resync() {
      window.__tvResyncs = (window.__tvResyncs ?? 0) + 1;
    },
    report() {
      return false; // no host to tell: reports wait, unsent
    },
  };
}
