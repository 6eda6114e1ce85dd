/** The host's HTTP answers: a CSP on every response, and the host secret only to this host's own port. */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from './helpers.js';

let th: TestHost | null = null;
afterEach(async () => {
  await th?.close();
  th = null;
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
