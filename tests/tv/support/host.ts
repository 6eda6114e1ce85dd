/** `npm run serve` as a child process on a free port with a temp data dir, for the TV's e2e tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = net.createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => res(port));
    });
  });
}

export interface ServedHost { port: number; url: string; dataDir: string; output: string[]; stop(): Promise<void> }

export async function startServe(staticDir: string, extra: string[] = []): Promise<ServedHost> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nightfall-tv-e2e-'));
  const output: string[] = [];
  const child: ChildProcess = spawn('npm', ['run', 'serve', '--', '--port', String(port), '--data', dataDir, '--static', staticDir, '--bind', '127.0.0.1', ...extra], {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' },
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch { /* not yet */ }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm run serve did not start:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    port, url, dataDir, output,
    async stop() {
      if (child.exitCode === null && child.pid) {
        try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
        await new Promise<void>((r) => {
          const t = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } r(); }, 5000);
          child.once('exit', () => { clearTimeout(t); r(); });
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
