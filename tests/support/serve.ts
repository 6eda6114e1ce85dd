/**
 * `npm run serve` as a child process for the end-to-end tests, bound once: it listens on the port
 * asked for (0: any free one, chosen by the kernel as it binds) and the port it got is read back
 * from its own "TV (this computer): http://…:PORT/tv" line. No "find a free port, close it, bind it
 * again", whose window lets another test's host take the port in between.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The line serve.ts prints once it listens. */
const LISTENING = /TV \(this computer\):\s+http:\/\/[^\s/]+:(\d+)\/tv/;

export interface ServeProcess {
  proc: ChildProcess;
  port: number;
  /** Everything it printed so far. */
  output(): string;
}

/**
 * Starts `npm run serve -- --port PORT …args` in its own process group (so that a stop reaches
 * tsx and node under npm) and waits until it listens and answers /api/health. A host that moved to
 * another port than a nonzero `port` asked for (it was taken) is stopped and refused: a restart
 * must come back where the pages knew it.
 */
export async function spawnServe(port: number, args: string[], timeoutMs = 30_000): Promise<ServeProcess> {
  const proc = spawn('npm', ['run', 'serve', '--', '--port', String(port), ...args], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, FORCE_COLOR: '0' },
  });
  let output = '';
  proc.stdout!.on('data', (d) => { output += String(d); });
  proc.stderr!.on('data', (d) => { output += String(d); });
  const started = Date.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`serve exited (${proc.exitCode}): ${output}`);
    const m = LISTENING.exec(output);
    if (m) {
      const got = Number(m[1]);
      if (port !== 0 && got !== port) {
        await stopServe(proc);
        throw new Error(`serve asked for port ${port} but listens on ${got} (taken meanwhile): ${output}`);
      }
      try {
        const res = await fetch(`http://127.0.0.1:${got}/api/health`);
        if (res.ok) return { proc, port: got, output: () => output };
      } catch {
        // listening, not answering yet
      }
    }
    if (Date.now() - started > timeoutMs) {
      await stopServe(proc);
      throw new Error(`serve did not start within ${timeoutMs} ms: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once it exited. */
export async function stopServe(proc: ChildProcess, graceMs = 5000): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null || !proc.pid) return;
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-proc.pid!, s);
    } catch {
      proc.kill(s);
    }
  };
  signal('SIGTERM');
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([exited, new Promise<void>((r) => { timer = setTimeout(r, graceMs); })]);
  clearTimeout(timer);
  if (proc.exitCode === null && proc.signalCode === null) {
    signal('SIGKILL');
    await exited;
  }
}
