/** `npm run serve` as a child process on a port of its own with a temp data dir, for the TV's e2e tests. */
import { rmSync } from 'node:fs';
import { spawnServe, stopServe } from '../../support/serve.js';
import { testTempDir } from '../../support/temp.js';

export interface ServedHost { port: number; url: string; dataDir: string; output: string[]; stop(): Promise<void> }

export async function startServe(staticDir: string, extra: string[] = []): Promise<ServedHost> {
  const dataDir = testTempDir('nightfall-tv-e2e-', { keep: 'file' });
  // Port 0: bound once by the host itself and read back (tests/support/serve.ts).
  const served = await spawnServe(0, ['--data', dataDir, '--static', staticDir, '--bind', '127.0.0.1', ...extra]);
  const { port, proc } = served;
  return {
    port, url: `http://127.0.0.1:${port}`, dataDir,
    get output() { return [served.output()]; },
    async stop() {
      await stopServe(proc);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
