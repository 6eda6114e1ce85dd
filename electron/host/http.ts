/**
 * The host's HTTP side: the two built pages, their hashed assets, the sounds, and the TV's
 * loopback-only host-secret endpoint. Everything else is 404. Files are served by serve-static
 * (ETag and 304, HEAD, ranges for the sounds; no directory listings, no dotfiles, no path outside
 * the served folders); this file decides which folder a path maps to and its cache rule.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import serveStatic from 'serve-static';
import { isLoopbackAddress, isLoopbackHostname } from './network.js';
import { contentSecurityPolicy } from './security.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.webm': 'audio/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface HttpOptions {
  staticDir: string;
  audioDir?: string;
  hostSecret: string;
  log: (line: string) => void;
  /** The connection check for `GET /api/doctor` (loopback only, like the host secret). */
  doctor?: () => Promise<unknown>;
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Nightfall</title>
<body style="font-family:sans-serif;background:#070b14;color:#e8e8f0;padding:3em">
<h1>Nightfall</h1><p>The pages are not built yet: run <code>npm run build:web</code> first
(or <code>npm start</code> / <code>npm run serve</code>, which build them), then reload this page.</p>
<p>页面尚未构建：请先运行 <code>npm run build:web</code>（或会自动构建的 <code>npm start</code> / <code>npm run serve</code>），然后刷新本页。</p></body>`;

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/**
 * The Content-Security-Policy (security.ts) on every response, the same one the desktop window
 * enforces: phones and a TV in a plain browser get it too. Sockets may go only to the host that
 * served the page (the Host header the browser used; anything odd in it falls back to 'self').
 */
export function pageSecurityHeaders(req: IncomingMessage): Record<string, string> {
  const host = req.headers.host ?? '';
  const origin = /^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i.test(host) ? `http://${host}` : `http://127.0.0.1:${req.socket.localPort ?? 80}`;
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(origin) };
}

/** Resolves `rel` inside `root`, or null when it would escape it. */
export function safeJoin(root: string, rel: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, '.' + path.posix.normalize('/' + decoded.replace(/\\/g, '/')));
  if (full !== base && !full.startsWith(base + path.sep)) return null;
  return full;
}

function send(res: ServerResponse, status: number, body: string | Buffer, type: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...pageSecurityHeaders(res.req), ...extra });
  res.end(body);
}

type Files = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * One folder's files with one cache rule. Pages and assets keep the content types above (a
 * module script must be served as JavaScript); an unknown extension is plain bytes.
 */
function files(root: string, cache: string): Files {
  return serveStatic(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', cache);
      res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    },
  }) as Files;
}

/** Serves `rel` (a path inside the folder of `serve`); `missing` when there is no such file. */
function serveFile(serve: Files, rel: string, req: IncomingMessage, res: ServerResponse, missing: () => void, failed: (error: unknown) => void): void {
  // serve-static reads the path from req.url (as when mounted under a prefix).
  req.url = rel;
  for (const [name, value] of Object.entries(pageSecurityHeaders(req))) res.setHeader(name, value);
  serve(req, res, (error) => (error ? failed(error) : missing()));
}

/**
 * The host secret is for the TV page on this laptop only: the request must come from a loopback
 * socket AND name a loopback host (a DNS-rebinding page on a phone's browser cannot pass both),
 * and a page that asks must have been served by this host: same loopback name AND same port (any
 * other local web server's page, e.g. a dev tool on localhost:3000, is refused).
 */
export function mayReadHostSecret(req: IncomingMessage): boolean {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return false;
  const host = req.headers.host ?? '';
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  if (!isLoopbackHostname(hostname)) return false;
  const origin = req.headers.origin;
  if (origin) {
    try {
      const url = new URL(origin);
      if (!isLoopbackHostname(url.hostname)) return false;
      if (url.protocol !== 'http:' || Number(url.port || 80) !== req.socket.localPort) return false;
    } catch {
      return false;
    }
  }
  return true;
}

export function createHttpHandler(opts: HttpOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const phonePage = files(path.join(opts.staticDir, 'phone'), 'no-cache');
  const tvPage = files(path.join(opts.staticDir, 'tv'), 'no-cache');
  const assets = files(path.join(opts.staticDir, 'assets'), 'public, max-age=31536000, immutable');
  const audio = opts.audioDir ? files(opts.audioDir, 'public, max-age=86400') : null;
  const topLevel = files(opts.staticDir, 'public, max-age=3600');
  return (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(res, 405, 'method not allowed', 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
        return;
      }
      const url = new URL(req.url ?? '/', 'http://host.invalid');
      const p = url.pathname;
      if (p === '/api/host-secret') {
        if (!mayReadHostSecret(req)) {
          send(res, 403, JSON.stringify({ error: 'loopback only' }), TYPES['.json'], { 'Cache-Control': 'no-store' });
          return;
        }
        send(res, 200, JSON.stringify({ hostSecret: opts.hostSecret }), TYPES['.json'], { 'Cache-Control': 'no-store' });
        return;
      }
      if (p === '/api/doctor') {
        const doctor = opts.doctor;
        if (!doctor || !mayReadHostSecret(req)) {
          send(res, 403, JSON.stringify({ error: 'loopback only' }), TYPES['.json'], { 'Cache-Control': 'no-store' });
          return;
        }
        doctor().then(
          (report) => send(res, 200, JSON.stringify(report), TYPES['.json'], { 'Cache-Control': 'no-store' }),
          (error: unknown) => send(res, 500, JSON.stringify({ error: String(error) }), TYPES['.json'], { 'Cache-Control': 'no-store' }),
        );
        return;
      }
      if (p === '/api/health') {
        send(res, 200, JSON.stringify({ ok: true }), TYPES['.json'], { 'Cache-Control': 'no-store' });
        return;
      }
      const notFound = () => send(res, 404, 'not found', 'text/plain; charset=utf-8');
      const failed = (error: unknown) => {
        opts.log(`http error: ${String(error)}`);
        if (!res.headersSent) send(res, 500, 'error', 'text/plain; charset=utf-8');
        else res.destroy();
      };
      if (p === '/' || p === '/index.html' || p === '/phone' || p === '/phone/' || p === '/tv' || p === '/tv/' || p === '/tv/index.html') {
        // Never cached without asking (a new build must reach the phones at once); 304 when unchanged.
        serveFile(p.startsWith('/tv') ? tvPage : phonePage, '/index.html', req, res, () => send(res, 200, NOT_BUILT, TYPES['.html'], { 'Cache-Control': 'no-store' }), failed);
        return;
      }
      if (p.startsWith('/assets/')) {
        // Hashed names: a file never changes under its name.
        serveFile(assets, url.pathname.slice('/assets'.length), req, res, notFound, failed);
        return;
      }
      if (p.startsWith('/audio/') && audio) {
        serveFile(audio, url.pathname.slice('/audio'.length), req, res, notFound, failed);
        return;
      }
      if (!p.endsWith('.html') && p.lastIndexOf('/') === 0 && p.length > 1) {
        // Top-level files Vite may emit next to the pages (favicon, manifest).
        serveFile(topLevel, url.pathname, req, res, notFound, failed);
        return;
      }
      notFound();
    } catch (error) {
      opts.log(`http error: ${String(error)}`);
      if (!res.headersSent) send(res, 500, 'error', 'text/plain; charset=utf-8');
      else res.destroy();
    }
  };
}

/**
 * What a connection gets when Node's parser gives up on it (the server's `clientError`).
 *
 * A connection that timed out (`ERR_HTTP_REQUEST_TIMEOUT`: nothing sent, or headers never
 * finished) or that broke is destroyed without a word. Browsers open spare connections and park
 * them; one that received an answer while parked keeps it buffered, and the browser later reads
 * it as the answer to its next navigation or script ("HTTP ERROR 400"). A closed one it simply
 * does not use. Only a request that really arrived and is malformed gets a status, with a body
 * and its length, and the connection is closed once that is written.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const code = error.code ?? '';
  // A peer that closed its side mid-request (EOF) or that sent past its own `Connection: close`
  // is not waiting for an answer: it too is closed without one.
  const status = code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
    : code.startsWith('HPE_') && code !== 'HPE_INVALID_EOF_STATE' && code !== 'HPE_CLOSED_CONNECTION' ? '400 Bad Request'
    : null;
  // A response already started on this connection (a pipelined request behind it broke): anything
  // written now would land in the middle of it.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (status === null || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const body = `${status.slice(4).toLowerCase()}\n`;
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n`
      + `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    // Closed both ways once written: a half-open connection is exactly what a browser may reuse.
    () => socket.destroy(),
  );
  // A peer that never reads would keep the write (and the socket) pending forever.
  setTimeout(() => socket.destroy(), 2_000).unref();
}
