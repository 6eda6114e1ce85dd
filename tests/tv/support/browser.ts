/** The TV's tests, screenshots and benchmark: Chromium (found by tests/support/browser.ts) and a static server. */
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';

export { CHROMIUM_ARGS, launchChromium } from '../../support/browser.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.ogg': 'audio/ogg', '.wav': 'audio/wav', '.png': 'image/png', '.json': 'application/json',
};

/** A tiny static server for the built TV page (injected feed: no host needed). */
export async function serveStatic(dir: string, audioDir = resolve(import.meta.dirname, '../../../assets/audio')): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    let file = path.startsWith('/audio/') ? join(audioDir, path.slice(7)) : join(dir, path);
    if (path === '/tv' || path === '/tv/') file = join(dir, 'tv', 'index.html');
    if (!file.startsWith(dir) && !file.startsWith(audioDir)) { res.writeHead(403).end(); return; }
    if (!existsSync(file) || statSync(file).isDirectory()) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
