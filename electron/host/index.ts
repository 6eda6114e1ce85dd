/**
 * startHost: the HTTP server (pages, sounds, the TV's loopback secret endpoint), the WebSocket
 * at /ws (Origin check, frame size cap, heartbeat), the LAN address and the port, and the Room
 * that does the talking. Plain Node: the Electron shell and `npm run serve` both start it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { HARD_MAX_MESSAGE_BYTES, CLOSE_CODES } from '../../protocol/protocol.js';
import type { HostOptions, RunningHost } from './api.js';
import { diagnose, machineDeps } from './doctor.js';
import { nodeFileSystem, type FileSystem } from './fileSystem.js';
import { answerClientError, createHttpHandler } from './http.js';
import {
  admitSocket, connectionsToClose, CONNECTION_GRACE_MS, DEFAULT_CONNECTION_LIMITS, isThisMachine, normalizeAddress,
  type ConnectionLimits, type OpenConnection, type RateLimit,
} from './limits.js';
import { lanCandidates, localHostnames, type AddressCandidate } from './network.js';
import { ensureDir, readJson, SETTINGS_FILE, writeFileAtomic } from './persistence.js';
import { Room, type Conn } from './room.js';
import { wifiName } from './wifiName.js';

export type { HostOptions, RunningHost } from './api.js';

export const DEFAULT_PORT = 7777;
/** How many ports after the preferred one are tried when it is taken. */
const PORT_ATTEMPTS = 50;
const HEARTBEAT_MS = 10_000;
const NETWORK_POLL_MS = 10_000;
/** A socket without a seat pushed out to make room for a newcomer (WebSocket's "try again later"). */
const CLOSE_CROWDED = 1013;
/** A device this far behind on reading is dropped (it reconnects and gets a fresh state). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** Knobs for tests and tools; a normal launch never sets them. */
export interface HostTestingOptions {
  /** Seed of every new game (fixed deals in tests). */
  seed?: number | (() => number);
  /** Multiplies every step timer (e.g. 0.01 turns a 40 s night step into 0.4 s). */
  timeScale?: number;
  /** Timers are shown but never run out; timeouts come only from `skip`. */
  manualClock?: boolean;
  /** Random floats for fake-step durations. */
  random?: () => number;
  rateLimit?: RateLimit;
  /** New Moon: the event cards every game draws, top card first (engine `GameSetup.eventDeck`). */
  eventDeck?: string[];
  /** Games start at the first night, without the ready moment (tests that do not play it). */
  noReadyCheck?: boolean;
  heartbeatMs?: number;
  helloTimeoutMs?: number;
  /** The disk, as the persistence layer sees it (tests inject faults: tests/host/faultyFs.ts). */
  fileSystem?: FileSystem;
  /** How often saving is retried while it fails (default 2 s). */
  storageRetryMs?: number;
  /** Caps per address and in all (electron/host/limits.ts); tests lower or raise them. */
  limits?: Partial<ConnectionLimits>;
}

export interface StartHostOptions extends HostOptions {
  /**
   * Extra page origins allowed to open the WebSocket (e.g. a Vite dev server,
   * "http://localhost:5173"). The host's own origins are always allowed.
   */
  allowedOrigins?: string[];
  testing?: HostTestingOptions;
}

export interface StartedHost extends RunningHost {
  restoredGame: boolean;
  /** The LAN addresses found, best first (the TV shows them to the host). */
  addresses(): AddressCandidate[];
  /** Test/diagnostic snapshot of the room (never sent to devices). */
  debug(): ReturnType<Room['debug']>;
}

interface SavedHostSettings {
  port?: number;
  address?: string;
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

async function listenWithFallback(server: http.Server, preferred: number, host: string): Promise<number> {
  if (preferred === 0) return listen(server, 0, host);
  let lastError: unknown = null;
  for (let i = 0; i < PORT_ATTEMPTS && preferred + i <= 65535; i++) {
    try {
      return await listen(server, preferred + i, host);
    } catch (error) {
      lastError = error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    }
  }
  throw lastError ?? new Error('no free port');
}

function hostHeaderHostname(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1).toLowerCase();
  return host.split(':')[0].toLowerCase();
}

export async function startHost(options: StartHostOptions): Promise<StartedHost> {
  const log = options.log ?? (() => {});
  const testing = options.testing ?? {};
  const fsys = testing.fileSystem ?? nodeFileSystem;
  try {
    ensureDir(options.dataDir, fsys);
  } catch (error) {
    // The room reports it (TV banner); the host still starts.
    log(`could not create ${options.dataDir}: ${String(error)}`);
  }
  const settingsFile = path.join(options.dataDir, SETTINGS_FILE);
  const saved = readJson<SavedHostSettings>(settingsFile, fsys) ?? {};
  const hostSecret = randomBytes(32).toString('base64url');
  const bindAddress = options.bindAddress ?? '0.0.0.0';

  let candidates = lanCandidates();
  let chosen = saved.address && candidates.some((c) => c.address === saved.address) ? saved.address : candidates[0]?.address ?? '127.0.0.1';
  let hostnames = localHostnames(candidates);
  if (candidates.length === 0) log('no LAN address found: phones cannot join until this computer is on a network');
  let port = 0;

  const limits: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...testing.limits };
  if (testing.helloTimeoutMs !== undefined) limits.helloTimeoutMs = testing.helloTimeoutMs;
  // The connection check reads `port` and `chosen` when asked (after listening).
  const doctor = () => diagnose({ port, bindAddress, lanAddress: chosen }, machineDeps(() => wifiName()));
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Timeouts are checked every second, or four times per headers timeout when it is shorter
      // (Node's default is every 30 s: a slowloris' lifetime).
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, limits.headersTimeoutMs / 4)),
    },
    createHttpHandler({ staticDir: options.staticDir, audioDir: options.audioDir, hostSecret, log, doctor }),
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Neither one address nor a guest with many can hold the host's descriptors: other devices'
  // connections (keep-alive, half-sent requests, sockets) are capped per address, and the HTTP
  // ones in all: past that cap idle and unfinished ones are closed (limits.ts, connectionsToClose).
  const connections = new Map<Socket, OpenConnection & { socket: Socket }>();
  let trimTimer: ReturnType<typeof setTimeout> | null = null;
  const trimConnections = () => {
    for (const victim of connectionsToClose(connections.values(), limits, performance.now())) {
      // Silently, like a timeout (http.ts: an answer here could be read as the next response).
      connections.delete(victim.socket);
      victim.socket.destroy();
    }
    // Still over (the newest are within their grace): look again when they are past it.
    let http = 0;
    for (const c of connections.values()) if (!c.upgraded) http++;
    if (http > limits.connections && !trimTimer) {
      trimTimer = setTimeout(() => {
        trimTimer = null;
        trimConnections();
      }, CONNECTION_GRACE_MS / 4);
      trimTimer.unref();
    }
  };
  server.on('connection', (socket: Socket) => {
    const address = normalizeAddress(socket.remoteAddress);
    if (isThisMachine(address)) return;
    let own = 0;
    for (const c of connections.values()) if (c.address === address) own++;
    if (own >= limits.connectionsPerAddress) {
      socket.destroy();
      return;
    }
    connections.set(socket, { address, openedAt: performance.now(), busy: 0, served: false, upgraded: false, socket });
    socket.once('close', () => connections.delete(socket));
    trimConnections();
  });
  server.on('request', (req, res) => {
    const entry = connections.get(req.socket);
    if (!entry) return;
    entry.busy++;
    entry.served = true;
    res.once('close', () => entry.busy--);
  });
  const preferredPort = options.port ?? (Number.isInteger(saved.port) ? saved.port! : DEFAULT_PORT);
  port = await listenWithFallback(server, preferredPort, bindAddress);
  // After listening, a server error (e.g. too many open files) is logged, never fatal.
  server.on('error', (error) => log(`http server error: ${String(error)}`));
  // Timed-out and broken connections are closed silently; malformed requests get 400/431 (http.ts).
  server.on('clientError', answerClientError);
  if (port !== preferredPort && preferredPort !== 0) log(`port ${preferredPort} is taken; using ${port}`);

  const saveSettings = () => {
    try {
      writeFileAtomic(settingsFile, JSON.stringify({ port: options.port === 0 ? saved.port : port, address: chosen } satisfies SavedHostSettings, null, 1), fsys);
    } catch (error) {
      log(`could not save ${SETTINGS_FILE}: ${String(error)}`);
    }
  };
  saveSettings();

  const joinUrl = () => `http://${chosen}:${port}/`;
  const seed = testing.seed;
  const room = new Room({
    dataDir: options.dataDir,
    hostSecret,
    log,
    joinUrl,
    addresses: () => candidates.map((c) => ({ address: c.address, name: c.name, chosen: c.address === chosen })),
    selectAddress: (address) => {
      if (!candidates.some((c) => c.address === address) && address !== '127.0.0.1') return false;
      chosen = address;
      saveSettings();
      return true;
    },
    seed: seed === undefined ? undefined : typeof seed === 'function' ? seed : () => seed,
    random: testing.random,
    timeScale: testing.timeScale,
    manualClock: testing.manualClock,
    rateLimit: testing.rateLimit,
    eventDeck: testing.eventDeck,
    fileSystem: testing.fileSystem,
    storageRetryMs: testing.storageRetryMs,
    readyCheck: !testing.noReadyCheck,
  });
  room.restore();

  const extraOrigins = new Set((options.allowedOrigins ?? []).map((o) => o.replace(/\/$/, '').toLowerCase()));
  /** Browsers always send Origin on a WebSocket; it must be this host itself (same host:port). */
  const originAllowed = (req: http.IncomingMessage): boolean => {
    const origin = req.headers.origin;
    if (origin === undefined) return true; // not a browser (tests, tools)
    if (extraOrigins.has(origin.toLowerCase())) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:') return false;
    const originPort = Number(url.port || 80);
    if (originPort !== port) return false;
    const hostname = url.hostname.toLowerCase();
    if (!hostnames.has(hostname)) return false;
    // Same origin as the page that was served: the Host header names the same machine and port.
    const host = req.headers.host ?? '';
    return hostHeaderHostname(host) === hostname && Number(host.split(':').pop()) === port;
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_MESSAGE_BYTES, perMessageDeflate: false });
  wss.on('error', (error) => log(`websocket server error: ${String(error)}`));
  /** Every open socket, oldest first; `foreign`: from another device than this laptop (capped). */
  const sockets = new Map<WebSocket, { alive: boolean; conn: Conn; address: string; foreign: boolean; pushedOut: boolean }>();
  /** Other devices' sockets as the caps see them (one pushed out to make room no longer counts). */
  function* foreignSockets() {
    for (const [ws, entry] of sockets) {
      if (entry.foreign && !entry.pushedOut) yield { ws, entry, address: entry.address, known: room.known(entry.conn) };
    }
  }
  let nextConnId = 1;
  let closing = false;

  server.on('upgrade', (req, socket, head) => {
    const tcp = connections.get(req.socket);
    if (tcp) tcp.upgraded = true;
    const refuse = (status: string) => {
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    let pathname = '';
    try {
      pathname = new URL(req.url ?? '/', 'http://host.invalid').pathname;
    } catch {
      pathname = '';
    }
    if (closing) return refuse('503 Service Unavailable');
    if (pathname !== '/ws') return refuse('404 Not Found');
    if (!originAllowed(req)) {
      log(`refused a WebSocket from origin ${String(req.headers.origin)}`);
      return refuse('403 Forbidden');
    }
    const address = normalizeAddress(req.socket.remoteAddress);
    // The laptop (its TV window, a TV in its browser) always gets in; other devices within the caps.
    if (!isThisMachine(address)) {
      const admission = admitSocket(address, foreignSockets(), limits);
      if (admission.verdict === 'refuse') return refuse(admission.status === 429 ? '429 Too Many Requests' : '503 Service Unavailable');
      if (admission.verdict === 'evict') {
        const { ws, entry } = admission.victim;
        entry.pushedOut = true;
        ws.close(CLOSE_CROWDED, 'too many sockets without a seat');
        setTimeout(() => ws.terminate(), 1_000).unref();
      }
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws: WebSocket, req: http.IncomingMessage) => {
    const address = normalizeAddress(req.socket.remoteAddress);
    const conn: Conn = {
      id: nextConnId++,
      address,
      send(text) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          ws.terminate();
          return;
        }
        ws.send(text, { binary: false });
      },
      close(code, reason) {
        // Let the last message (error, kicked) go out before the close frame.
        if (ws.readyState === ws.OPEN) ws.close(code, reason);
      },
    };
    const entry = { alive: true, conn, address, foreign: !isThisMachine(address), pushedOut: false };
    sockets.set(ws, entry);
    room.connect(conn);
    let helloTimer: ReturnType<typeof setTimeout> | null = setTimeout(() => {
      helloTimer = null;
      if (!room.saidHello(conn)) ws.close(CLOSE_CODES.NO_HELLO, 'no hello');
    }, limits.helloTimeoutMs);
    ws.on('pong', () => {
      entry.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      // Frames still arriving after the host closed this socket (a flooder that did not stop)
      // are not worth even a look.
      if (ws.readyState !== ws.OPEN) return;
      entry.alive = true;
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      room.receive(conn, buf, isBinary);
    });
    ws.on('error', () => {
      // Protocol errors (e.g. a frame over maxPayload): ws closes the socket itself.
    });
    ws.on('close', () => {
      if (helloTimer) clearTimeout(helloTimer);
      sockets.delete(ws);
      room.disconnect(conn);
    });
  });

  const heartbeat = setInterval(() => {
    for (const [ws, entry] of sockets) {
      if (!entry.alive) {
        ws.terminate();
        continue;
      }
      entry.alive = false;
      try {
        ws.ping();
      } catch {
        ws.terminate();
      }
    }
  }, testing.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const networkPoll = setInterval(() => {
    const next = lanCandidates();
    const key = (list: AddressCandidate[]) => list.map((c) => `${c.name}=${c.address}`).join();
    if (key(next) === key(candidates)) return;
    candidates = next;
    hostnames = localHostnames(candidates);
    if (!candidates.some((c) => c.address === chosen) && candidates[0]) {
      chosen = candidates[0].address;
      saveSettings();
      log(`network changed: phones now join at ${joinUrl()}`);
    }
    room.refresh();
  }, NETWORK_POLL_MS);
  networkPoll.unref();

  let closed: Promise<void> | null = null;
  const close = (): Promise<void> => {
    if (closed) return closed;
    closing = true;
    closed = (async () => {
      clearInterval(heartbeat);
      clearInterval(networkPoll);
      if (trimTimer) clearTimeout(trimTimer);
      room.close();
      for (const ws of sockets.keys()) {
        try {
          ws.close(CLOSE_CODES.SHUTDOWN, 'host shutting down');
        } catch {
          // already gone
        }
      }
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          for (const ws of sockets.keys()) ws.terminate();
          resolve();
        }, 1000);
        force.unref();
        const check = () => {
          if (sockets.size === 0) {
            clearTimeout(force);
            resolve();
          } else setTimeout(check, 10).unref();
        };
        check();
      });
      wss.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
    })();
    return closed;
  };

  const staticReady = fs.existsSync(path.join(options.staticDir, 'phone', 'index.html'));
  if (!staticReady) log(`pages not found in ${options.staticDir}: run npm run build:web first`);

  return {
    port,
    tvUrl: `http://127.0.0.1:${port}/tv`,
    get joinUrl() {
      return joinUrl();
    },
    hostSecret,
    hasGameInProgress: () => room.hasGameInProgress(),
    connectedPhoneCount: () => room.connectedPhoneCount(),
    restoredGame: room.restoredGame,
    addresses: () => candidates.slice(),
    debug: () => room.debug(),
    close,
  };
}
