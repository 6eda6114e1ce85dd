/**
 * A bare static server for a built phone page (no host): the tests and screenshots that feed the
 * page made-up frames serve it from here.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` (a `vite build` output) on a loopback port chosen by the system: `/` is the phone. */
export function servePhonePages(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname;
    const file = p === '/' ? path.join(dir, 'phone', 'index.html') : path.join(dir, p);
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('no');
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const addr = server.address() as { port: number };
    resolve({ server, url: `http://127.0.0.1:${addr.port}/` });
  }));
}
