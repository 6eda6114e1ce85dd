/**
 * `npm run serve [-- --port N --data DIR]`: the host without Electron (browser mode, the
 * end-to-end tests, the crash tests). Prints the TV URL and the join URL; stops cleanly on
 * SIGINT/SIGTERM.
 *
 * Options:
 *   --port N            preferred port (default: the last one used, else 7777; next free if taken)
 *   --data DIR          data folder (default ./.nightfall-data)
 *   --static DIR        built pages (default out/renderer, which is built first when it is
 *                       missing or older than its sources, as `npm start` does)
 *   --no-build          serve out/renderer as it is, even when stale
 *   --audio DIR         sounds (default assets/audio)
 *   --bind ADDR         interface to listen on (default 0.0.0.0)
 *   --allow-origin URL  also accept WebSockets from this page origin (a Vite dev server); repeatable
 * Testing only:
 *   --seed N            seed of every new game
 *   --manual-clock      timers never run out by themselves (timeouts come from `skip`)
 *   --time-scale X      multiply every timer by X
 *   --rate-limit R,B    messages per second, burst
 *   --no-ready          games start at the first night, without the ready moment
 *   --event-deck A,B,…  New Moon: every game draws these event cards in this order (top card
 *                       first) instead of the seeded shuffle (engine GameSetup.eventDeck). The
 *                       lobby refuses to start, with the engine's setup problem, unless New Moon
 *                       events are on ("each dawn") and none of these cards is also in play from
 *                       the start. Card ids: engine/newMoon/registry.ts (e.g. miracle,
 *                       notMeNorWolf, spiritualism1, executioner).
 */
import path from 'node:path';
import { startHost, type StartHostOptions } from './index.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function parseArgs(argv: string[]): StartHostOptions {
  const opts: StartHostOptions = {
    dataDir: path.resolve('.nightfall-data'),
    staticDir: path.join(ROOT, 'out', 'renderer'),
    audioDir: path.join(ROOT, 'assets', 'audio'),
    log: (line) => console.log(`[host] ${line}`),
  };
  const testing: NonNullable<StartHostOptions['testing']> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be 0..65535');
        opts.port = port;
        break;
      }
      case '--data': opts.dataDir = path.resolve(value()); break;
      case '--static': opts.staticDir = path.resolve(value()); break;
      case '--no-build': break; // read by pagesToBuild
      case '--audio': opts.audioDir = path.resolve(value()); break;
      case '--bind': opts.bindAddress = value(); break;
      case '--allow-origin': (opts.allowedOrigins ??= []).push(value()); break;
      case '--seed': testing.seed = Number(value()) >>> 0; break;
      case '--manual-clock': testing.manualClock = true; break;
      case '--no-ready': testing.noReadyCheck = true; break;
      case '--time-scale': testing.timeScale = Number(value()); break;
      case '--event-deck': {
        const ids = value().split(',').map((id) => id.trim()).filter(Boolean);
        if (ids.length === 0) throw new Error('--event-deck needs card ids, e.g. --event-deck miracle,notMeNorWolf');
        testing.eventDeck = ids;
        break;
      }
      case '--rate-limit': {
        const [perSecond, burst] = value().split(',').map(Number);
        testing.rateLimit = { perSecond, burst: burst ?? perSecond * 2, closeAfterDropped: 10 * (burst ?? perSecond * 2), windowMs: 10_000 };
        break;
      }
      case '--quiet': opts.log = () => {}; break;
      case '--help':
      case '-h':
        console.log('usage: npm run serve -- [--port N] [--data DIR] [--static DIR | --no-build] [--audio DIR] [--bind ADDR] [--allow-origin URL]');
        console.log('testing: [--seed N] [--manual-clock] [--time-scale X] [--rate-limit R,B] [--event-deck CARD,CARD,…] [--quiet]');
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${arg} (try --help)`);
    }
  }
  if (Object.keys(testing).length > 0) opts.testing = testing;
  return opts;
}

/** The default pages (out/renderer) are built on demand; pages given with --static never are. */
export function pagesToBuild(argv: string[]): boolean {
  return !argv.some((a) => a === '--static' || a.startsWith('--static=') || a === '--no-build');
}

/** A fresh clone has no out/renderer: build it (or rebuild it when a source changed), saying so. */
async function ensurePages(): Promise<void> {
  const { buildApp, pagesAreFresh } = await import('../../scripts/build-app.js');
  if (pagesAreFresh()) return;
  console.log('The pages are missing or older than their sources: building them (vite build)…');
  await buildApp({ only: 'renderer', log: (line) => console.log(line) });
}

async function main(): Promise<void> {
  let opts: StartHostOptions;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  // Signals first: a stop request that comes while the host starts still closes it cleanly.
  let host: Awaited<ReturnType<typeof startHost>> | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping the host…`);
    if (!host) return; // main() closes it as soon as it is up
    host.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (pagesToBuild(process.argv.slice(2))) await ensurePages();
  if (stopping) process.exit(0);
  host = await startHost(opts);
  if (stopping) {
    await host.close();
    process.exit(0);
  }
  console.log('Nightfall host is running.');
  console.log(`  TV (this computer):  ${host.tvUrl}`);
  console.log(`  Phones join at:      ${host.joinUrl}`);
  console.log(`  Data folder:         ${opts.dataDir}`);
  if (host.restoredGame) console.log('  A game in progress was restored.');
  console.log('Press Ctrl+C to stop.');
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(`could not start the host: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
