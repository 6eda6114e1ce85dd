/**
 * The TV page under the desktop window's Content-Security-Policy, in real Chromium: the pages
 * are built, the real host serves them, and a loopback proxy adds exactly the header that
 * main.ts sets through session.webRequest.onHeadersReceived. The page must load, reach the host's
 * WebSocket and trip no CSP rule. (Electron itself cannot run here; this is the closest check.)
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTempDir } from '../support/temp.js';
import type { RunningHost } from '../../electron/host/api.js';
import { contentSecurityPolicy, isAllowedRequest } from '../../electron/shell/security.js';
import { launchChromium } from '../support/browser.js';

const ROOT = path.resolve(__dirname, '../..');
const ready =
  existsSync(path.join(ROOT, 'vite.config.ts')) &&
  existsSync(path.join(ROOT, 'renderer/tv/index.html')) &&
  existsSync(path.join(ROOT, 'electron/host/index.ts'));

describe.skipIf(!ready)('the TV page under the desktop CSP (Chromium)', () => {
  let host: RunningHost;
  let proxy: http.Server;
  let origin: string;

  beforeAll(async () => {
    const out = testTempDir('nf-csp-');
    const { buildApp } = await import('../../scripts/build-app.js');
    await buildApp({ only: 'renderer', outDir: out, force: true, viteLogLevel: 'error', log: () => undefined });
    const { startHost } = await import('../../electron/host/index.js');
    host = await startHost({
      port: 0,
      bindAddress: '127.0.0.1',
      dataDir: testTempDir('nf-csp-data-'),
      staticDir: path.join(out, 'renderer'),
      audioDir: path.join(ROOT, 'assets/audio'),
    });
    const target = new URL(host.tvUrl);
    // The proxy plays session.webRequest: same bytes, plus our CSP (for the proxy's own origin).
    proxy = http.createServer((req, res) => {
      const upstream = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (r) => {
          res.writeHead(r.statusCode ?? 502, { ...r.headers, 'content-security-policy': contentSecurityPolicy(origin) });
          r.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    proxy.on('upgrade', (req, socket, head) => {
      const upstream = net.connect(Number(target.port), target.hostname, () => {
        const headers = { ...req.headers, host: target.host, origin: target.origin };
        const lines = Object.entries(headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`);
        upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    proxy?.closeAllConnections?.();
    proxy?.close();
    await host?.close();
  });

  it('loads, connects and breaks no CSP rule', async () => {
    const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      const violations: string[] = [];
      const errors: string[] = [];
      const requests: string[] = [];
      let socketOpened = false;
      await page.exposeFunction('__nfViolation', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { __nfViolation(v: string): void }).__nfViolation(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('request', (r) => requests.push(r.url()));
      page.on('websocket', (ws) => {
        if (ws.url().startsWith(origin.replace('http:', 'ws:'))) socketOpened = true;
      });
      await page.goto(`${origin}/tv`);
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, null, { timeout: 15_000 });
      await page.waitForTimeout(1_000);

      expect(socketOpened).toBe(true);
      // zod probes `new Function` once and falls back when eval is refused: that probe is expected.
      expect(violations.filter((v) => v !== 'script-src eval')).toEqual([]);
      expect(errors.filter((e) => !/unsafe-eval/.test(e))).toEqual([]);
      for (const url of requests) expect(isAllowedRequest(url, origin), url).toBe(true);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
