/**
 * The host's HTTP answers: a CSP on every response, the host secret only to this host's own port,
 * and the edge (what a connection that timed out or sent garbage gets).
 */
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nextLoopbackPeer, startTestHost, tempDir, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const dirs: string[] = [];
afterEach(async () => {
  await th?.close();
  th = null;
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    }).on('error', reject);
  });
}

describe('http', () => {
  it('sends the Content-Security-Policy on pages, errors and the API', async () => {
    th = await startTestHost();
    const port = th.host.port;
    for (const path of ['/', '/tv', '/nope', '/api/health']) {
      const csp = String((await get(port, path)).headers['content-security-policy'] ?? '');
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain(`ws://127.0.0.1:${port}`);
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
    // A Host header that is not a plain host[:port] does not end up in the policy.
    const odd = String((await get(port, '/', { Host: 'evil"; script-src *' })).headers['content-security-policy']);
    expect(odd).not.toContain('evil');
  });

  it('gives the host secret only to a page of this very host (port included)', async () => {
    th = await startTestHost();
    const port = th.host.port;
    expect((await get(port, '/api/host-secret', { Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect((await get(port, '/api/host-secret', { Origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await get(port, '/api/host-secret', { Origin: `http://127.0.0.1:${port === 3000 ? 3001 : 3000}` })).status).toBe(403);
    expect((await get(port, '/api/host-secret', { Origin: 'http://localhost' })).status).toBe(403);
  });
});

/** A raw TCP connection from a loopback alias, recording what it reads and when the host closes it. */
function raw(port: number): { socket: net.Socket; read: () => string; closed: Promise<void> } {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: nextLoopbackPeer() });
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (d: string) => (text += d));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, read: () => text, closed };
}

/** Resolves when `p` does, or after `ms` (whichever comes first). */
const within = (p: Promise<unknown>, ms: number) => Promise.race([p, new Promise((r) => setTimeout(r, ms))]);

// Short timeouts so that "past every timeout" takes a second, not a minute.
const SHORT = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300 };

describe('the HTTP edge', () => {
  it('never answers a connection left silent past every timeout: a later GET / reads a 200 or a clean close', async () => {
    th = await startTestHost({ testing: { limits: SHORT } });
    // A parked spare connection (a browser's preconnect): nothing sent for longer than every timeout.
    const parked = raw(th.host.port);
    // And one that sent half a request and stopped.
    const half = raw(th.host.port);
    half.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await within(Promise.all([parked.closed, half.closed]), 4 * (SHORT.requestTimeoutMs + 1_000));
    for (const c of [parked, half]) {
      // The browser then uses it for a navigation.
      if (!c.socket.destroyed) c.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${th.host.port}\r\n\r\n`);
      await within(c.closed, 3_000);
      const text = c.read();
      expect(text === '' || text.startsWith('HTTP/1.1 200 '), JSON.stringify(text.slice(0, 60))).toBe(true);
    }
    // Both were closed by the host (not left half-open).
    expect(parked.socket.destroyed && half.socket.destroyed).toBe(true);
  }, 20_000);

  it('closes without a word a request cut off by its sender (half-sent, then its side closed)', async () => {
    th = await startTestHost();
    const c = raw(th.host.port);
    c.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    c.socket.end();
    await within(c.closed, 5_000);
    expect(c.socket.destroyed).toBe(true);
    expect(c.read()).toBe('');
  });

  it('answers a malformed request 400 and oversized headers 431, each with a body and its length, then closes', async () => {
    th = await startTestHost();
    const cases: [string, number][] = [
      ['GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n', 400],
      [`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ];
    for (const [request, status] of cases) {
      const c = raw(th.host.port);
      c.socket.write(request);
      await within(c.closed, 5_000);
      expect(c.socket.destroyed, `${status}: closed`).toBe(true);
      const [head, body] = c.read().split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`);
      const length = /\r\ncontent-length: (\d+)/i.exec(head);
      expect(length, head).not.toBeNull();
      expect(body.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(body)).toBe(Number(length![1]));
    }
  });
});

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string }

function request(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Built pages as Vite lays them out, the sounds, and a secret next to them that must never be served. */
function builtPages(): { staticDir: string; audioDir: string } {
  const root = tempDir('nightfall-http-');
  dirs.push(root);
  const file = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  file('pages/phone/index.html', '<!doctype html><title>phone</title>');
  file('pages/tv/index.html', '<!doctype html><title>tv</title>');
  file('pages/assets/phone-abc123.js', 'console.log(1);');
  file('pages/favicon.svg', '<svg/>');
  file('pages/.env', 'SECRET=dotfile');
  file('audio/dawn.ogg', 'OggS0123456789');
  file('secret.txt', 'SECRET=outside');
  return { staticDir: path.join(root, 'pages'), audioDir: path.join(root, 'audio') };
}

describe('the pages and files', () => {
  it('serve each with its type, cache rule and security headers; ETag and 304; HEAD; ranges for sounds', async () => {
    th = await startTestHost(builtPages());
    const port = th.host.port;
    const expectSecure = (a: Answer, what: string) => {
      expect(a.headers['content-security-policy'], what).toContain("script-src 'self'");
      expect(a.headers['x-content-type-options'], what).toBe('nosniff');
      expect(a.headers['referrer-policy'], what).toBe('no-referrer');
      expect(a.headers['x-frame-options'], what).toBe('DENY');
    };
    const cases: [string, string, string, string][] = [
      ['/', 'phone', 'text/html; charset=utf-8', 'no-cache'],
      ['/phone/', 'phone', 'text/html; charset=utf-8', 'no-cache'],
      ['/tv', 'tv', 'text/html; charset=utf-8', 'no-cache'],
      ['/assets/phone-abc123.js', 'console.log', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/audio/dawn.ogg', 'OggS', 'audio/ogg', 'public, max-age=86400'],
      ['/favicon.svg', '<svg', 'image/svg+xml', 'public, max-age=3600'],
    ];
    for (const [url, text, type, cache] of cases) {
      const a = await request(port, 'GET', url);
      expect(a.status, url).toBe(200);
      expect(a.body, url).toContain(text);
      expect(a.headers['content-type'], url).toBe(type);
      expect(a.headers['cache-control'], url).toBe(cache);
      expectSecure(a, url);
      const etag = String(a.headers.etag);
      expect(etag, url).toMatch(/"/);
      // The same ETag back: 304, no body, the security headers still there.
      const again = await request(port, 'GET', url, { 'If-None-Match': etag });
      expect(again.status, url).toBe(304);
      expect(again.body, url).toBe('');
      expectSecure(again, `${url} 304`);
      // HEAD: the GET's headers, no body.
      const head = await request(port, 'HEAD', url);
      expect(head.status, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-length'], url).toBe(a.headers['content-length']);
    }
    const range = await request(port, 'GET', '/audio/dawn.ogg', { Range: 'bytes=0-3' });
    expect(range.status).toBe(206);
    expect(range.body).toBe('OggS');
  });

  it('refuses other methods (405), paths out of the folders, dotfiles and unknown paths (404)', async () => {
    th = await startTestHost(builtPages());
    const port = th.host.port;
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const a = await request(port, method, '/');
      expect(a.status, method).toBe(405);
      expect(a.headers.allow).toBe('GET, HEAD');
    }
    for (const url of [
      '/assets/../../secret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/audio/..%2F..%2Fsecret.txt',
      '/audio/..%5c..%5csecret.txt', '/assets/%00', '/.env', '/assets/', '/phone/index.html', '/nope', '/tv/../../secret.txt',
    ]) {
      const a = await request(port, 'GET', url);
      expect(a.status, url).toBe(404);
      expect(a.body, url).not.toContain('SECRET');
      expect(a.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('shows how to build the pages while they are missing', async () => {
    th = await startTestHost();
    const a = await request(th.host.port, 'GET', '/');
    expect(a.status).toBe(200);
    expect(a.body).toContain('npm run build:web');
    expect(a.headers['cache-control']).toBe('no-store');
  });
});
