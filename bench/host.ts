/**
 * `npm run bench:host [-- --games N]`: the host (a child process, as in production) with 24
 * phones and 50 spectators on loopback plays scripted games; prints the p50/p99 latency from a
 * phone's action to the TV's updated view — with the host idle when the action comes (even games,
 * as the relay below is measured) and back to back (odd games: the next action as soon as the TV
 * saw the last) — next to two baselines measured in the same run:
 *   - a bare `ws` echo server's round trip (one small message, one socket);
 *   - a bare `ws` relay that sends a frame of the median size of the frames the devices got
 *     during actions (patches) to all 75 sockets (the same fan-out as the host, without the
 *     game), timed to the last socket (the TV is the last one).
 * And the bytes: per action per phone (median, p99) and per action over all devices, as sent
 * (patches) and as a full view every time would have sent them (rebuilt from the same frames,
 * bench/wire-bytes.ts). Also the host's peak RSS. Prints only; targets in docs/protocol.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { presetDeck, type Action, type GameSetup } from '../engine/index.js';
import { FrameAssembler } from '../protocol/frames.js';
import { PROTOCOL_VERSION, type ServerMessage } from '../protocol/protocol.js';
import { playRandomGame } from '../tests/support/randomPlayer.js';
import { byteStats, medianFrame, perAction, Recorder, type ByteStats, type FrameActions } from './wire-bytes.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
const PHONES = 24;
const SPECTATORS = 50;
const SEED = 20250101;
/** The script's action now in flight (frames are counted against it); -1 between games. */
let currentAction = -1;

const argGames = process.argv.indexOf('--games');
const GAMES = argGames > 0 ? Number(process.argv[argGames + 1]) : 5;

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function spawnNode(args: string[], ready: RegExp): Promise<{ proc: ChildProcess; port: number }> {
  const proc = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(proc);
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const m = ready.exec(line);
      if (m) resolve({ proc, port: Number(m[1]) });
    });
  });
}

const ECHO_SERVER = `
import { WebSocketServer } from 'ws';
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
let pads = new Map();
wss.on('connection', (s) => s.on('message', (d, binary) => {
  const text = String(d);
  if (text.startsWith('relay:')) {
    const n = Number(text.slice(6));
    if (!pads.has(n)) pads.set(n, JSON.stringify({ t: 'relay', pad: 'x'.repeat(Math.max(0, n - 24)) }));
    for (const c of wss.clients) c.send(pads.get(n));
  } else s.send(d, { binary });
}));
wss.on('listening', () => console.log('PORT ' + wss.address().port));
`;

/** What one durable append costs in this data dir (the host does one per action, before sending). */
function measureFsync(dir: string, rounds: number): number[] {
  const fd = fs.openSync(path.join(dir, 'fsync-probe.jsonl'), 'a');
  const line = JSON.stringify({ type: 'choose', seat: 12, prompt: 'wolves.victim', choice: [3] }) + '\n';
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    fs.writeSync(fd, line);
    fs.fsyncSync(fd);
    out.push(performance.now() - t0);
  }
  fs.closeSync(fd);
  return out;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function stats(samples: number[]): { p50: number; p99: number; n: number } {
  const s = samples.slice().sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), n: s.length };
}

let peer = 0;

/**
 * Each socket from its own loopback address (Linux routes all of 127/8 to lo), as each phone has
 * its own address at a real table: the host caps sockets per address.
 */
function open(url: string): Promise<WebSocket> {
  peer += 1;
  const localAddress = process.platform === 'linux' ? `127.2.${peer >> 8}.${(peer & 255) || 1}` : undefined;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, localAddress });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function firstMessage(ws: WebSocket, pred: (text: string) => boolean): Promise<string> {
  return new Promise((resolve) => {
    const on = (d: WebSocket.RawData) => {
      const text = String(d);
      if (pred(text)) {
        ws.off('message', on);
        resolve(text);
      }
    };
    ws.on('message', on);
  });
}

async function measureEcho(port: number, rounds: number): Promise<number[]> {
  const ws = await open(`ws://127.0.0.1:${port}`);
  const payload = JSON.stringify({ t: 'choose', step: 12, prompt: 'wolves.victim', choice: [7], req: 1 });
  const out: number[] = [];
  for (let i = 0; i < rounds + 50; i++) {
    const t0 = performance.now();
    const back = firstMessage(ws, () => true);
    ws.send(payload);
    await back;
    if (i >= 50) out.push(performance.now() - t0);
  }
  ws.close();
  return out;
}

async function measureRelay(port: number, sockets: number, frameBytes: number, rounds: number): Promise<number[]> {
  const all: WebSocket[] = [];
  for (let i = 0; i < sockets; i++) all.push(await open(`ws://127.0.0.1:${port}`));
  const sender = all[0];
  const last = all[all.length - 1];
  const out: number[] = [];
  for (let i = 0; i < rounds + 20; i++) {
    const t0 = performance.now();
    const got = firstMessage(last, () => true);
    sender.send(`relay:${frameBytes}`);
    await got;
    if (i >= 20) out.push(performance.now() - t0);
    await new Promise((r) => setImmediate(r));
  }
  for (const ws of all) ws.close();
  return out;
}

function secret(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/api/host-secret' }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve(JSON.parse(body).hostSecret));
    }).on('error', reject);
  });
}

function peakRss(pid: number): { peak: number; now: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { peak: kb('VmHWM') * 1024, now: kb('VmRSS') * 1024 };
  } catch {
    try {
      const rss = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) * 1024;
      return { peak: rss, now: rss };
    } catch {
      return null;
    }
  }
}

interface Tv {
  ws: WebSocket;
  seq: number;
  phase: string;
  stepId: number;
  bytes: number[];
  waiters: { seq: number; resolve: (t: number) => void }[];
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nightfall-bench-'));
  // BENCH_HOST_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the host while it plays.
  const host = await spawnNode([
    ...(process.env.BENCH_HOST_NODE_ARGS ? process.env.BENCH_HOST_NODE_ARGS.split(' ') : []), '--import', TSX_LOADER, path.join(ROOT, 'electron/host/serve.ts'), '--port', '0', '--data', dataDir, '--bind', '127.0.0.1',
    // One TV drives the whole script at machine speed: far above a person's 20 messages/s.
    '--manual-clock', '--no-ready', '--seed', String(SEED), '--quiet', '--rate-limit', '100000,100000', '--static', path.join(dataDir, 'none'),
  ], /TV \(this computer\):\s+http:\/\/127\.0\.0\.1:(\d+)\/tv/);
  const echo = await spawnNode(['--input-type=module', '-e', ECHO_SERVER], /^PORT (\d+)/);
  const url = `ws://127.0.0.1:${host.port}/ws`;

  // 24 phones join, 50 spectators watch; the TV connects last, so it is the last to hear.
  const phones: WebSocket[] = [];
  const frameActions: FrameActions = new Map();
  const phoneRecs: Recorder[] = [];
  for (let i = 0; i < PHONES; i++) {
    const ws = await open(url);
    const joined = firstMessage(ws, (t) => t.startsWith('{"t":"state"') && t.includes('"token":"'));
    ws.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone' }));
    ws.send(JSON.stringify({ t: 'join', name: `P${i + 1}`, avatar: 'owl', lang: 'en' }));
    await joined;
    // Phones and spectators only look at the first bytes: the bench measures the host, not JSON.parse.
    const rec = new Recorder(frameActions);
    phoneRecs.push(rec);
    ws.on('message', (d) => {
      const buf = d as Buffer;
      rec.record(currentAction, buf);
      if (buf.length < 4096 && buf.toString('latin1', 0, 12) === '{"t":"error"') console.error(`phone ${i + 1}: ${String(buf)}`);
    });
    phones.push(ws);
  }
  const spectators: WebSocket[] = [];
  // Every spectator gets the same bytes: one records them for all.
  const spectatorRec = new Recorder(frameActions);
  for (let i = 0; i < SPECTATORS; i++) {
    const ws = await open(url);
    if (i === 0) ws.on('message', (d) => spectatorRec.record(currentAction, d as Buffer));
    ws.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone' }));
    spectators.push(ws);
  }
  const tvWs = await open(url);
  const tv: Tv = { ws: tvWs, seq: -1, phase: 'lobby', stepId: 0, bytes: [], waiters: [] };
  const tvRec = new Recorder(frameActions, true);
  const tvFrames = new FrameAssembler();
  tvWs.on('message', (d) => {
    tvRec.record(currentAction, d as Buffer);
    const text = String(d);
    const at = performance.now();
    if (text.startsWith('{"t":"error"')) console.error(`tv: ${text}`);
    if (!text.startsWith('{"t":"state"') && !text.startsWith('{"t":"patch"')) return;
    // The TV page applies each patch to the view before it: so does the bench's TV.
    const got = tvFrames.receive(JSON.parse(text) as ServerMessage);
    if (got?.kind === 'gap') console.error('tv: a gap in its frames');
    if (got?.kind !== 'state') return;
    const msg = got.state;
    tv.phase = msg.room.phase;
    if (msg.game) {
      tv.seq = msg.game.seq;
      tv.stepId = msg.game.step.id;
      tv.bytes.push(text.length);
    }
    for (const w of tv.waiters.slice()) {
      if (tv.seq >= w.seq) {
        tv.waiters.splice(tv.waiters.indexOf(w), 1);
        w.resolve(at);
      }
    }
  });
  const tvSaw = (seq: number) => new Promise<number>((resolve) => {
    if (tv.seq >= seq) resolve(performance.now());
    else tv.waiters.push({ seq, resolve });
  });
  tvWs.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, device: 'tv', hostSecret: await secret(host.port) }));

  const setup: GameSetup = {
    players: Array.from({ length: PHONES }, (_, i) => `P${i + 1}`), deck: presetDeck(PHONES), preset: 'official', variants: {}, seed: SEED,
  };
  // Even games: each action waits until the host is idle (it answered a ping after the last
  // broadcast), as the bare relay's rounds do. Odd games: the next action goes as soon as the TV
  // saw the last one, while the host may still be sending the phones their frames.
  const idleLatencies: number[] = [];
  const burstLatencies: number[] = [];
  const pacer = spectators[SPECTATORS - 1];
  let pings = 0;
  const hostIdle = () => {
    const n = ++pings;
    const pong = firstMessage(pacer, (t) => t.startsWith('{"t":"pong"') && t.includes(`"n":${n},`));
    pacer.send(JSON.stringify({ t: 'ping', n }));
    return pong;
  };
  let actionsPlayed = 0;
  const started = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const script: Action[] = playRandomGame(setup, 1000 + g).actions;
    tvWs.send(JSON.stringify({ t: 'host', command: { cmd: 'start' } }));
    await tvSaw(0);
    const paced = g % 2 === 0;
    for (let i = 0; i < script.length; i++) {
      const a = script[i];
      if (paced) await hostIdle();
      currentAction = actionsPlayed;
      const t0 = performance.now();
      const seen = tvSaw(i + 1);
      if (a.type === 'choose') {
        phones[a.seat - 1].send(JSON.stringify({ t: 'choose', step: tv.stepId, prompt: a.prompt, choice: a.choice }));
      } else {
        tvWs.send(JSON.stringify({ t: 'host', command: { cmd: 'skip' } }));
      }
      const t1 = await seen;
      (paced ? idleLatencies : burstLatencies).push(t1 - t0);
      actionsPlayed++;
    }
    // Let the last action's frames land before the next game's are not counted.
    await new Promise((r) => setTimeout(r, 20));
    currentAction = -1;
    tvWs.send(JSON.stringify({ t: 'host', command: { cmd: 'newGame' } }));
    await new Promise<void>((resolve) => {
      const check = () => (tv.phase === 'lobby' ? resolve() : setTimeout(check, 5));
      check();
    });
    tv.seq = -1;
  }
  const elapsed = performance.now() - started;
  const rss = peakRss(host.proc.pid!);

  const sizes = tv.bytes.slice().sort((a, b) => a - b);
  const patchMedian = medianFrame([...phoneRecs, tvRec, spectatorRec]);
  const echoSamples = await measureEcho(echo.port, 2000);
  const relaySamples = await measureRelay(echo.port, PHONES + SPECTATORS + 1, patchMedian, 500);
  const phoneBytes = phoneRecs.map(perAction);
  const tvBytes = perAction(tvRec);
  const spectatorBytes = perAction(spectatorRec);
  const sent = byteStats(phoneBytes, tvBytes, spectatorBytes, SPECTATORS, actionsPlayed, 'sent');
  const full = byteStats(phoneBytes, tvBytes, spectatorBytes, SPECTATORS, actionsPlayed, 'full');

  const f = stats(measureFsync(dataDir, 300));
  const h = stats([...idleLatencies, ...burstLatencies]);
  const hIdle = stats(idleLatencies);
  const hBurst = stats(burstLatencies);
  const e = stats(echoSamples);
  const r = stats(relaySamples);
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  console.log(`(load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores)`);
  console.log(`Nightfall host bench — ${PHONES} phones + ${SPECTATORS} spectators + 1 TV on loopback, ${GAMES} scripted games, ${actionsPlayed} actions in ${(elapsed / 1000).toFixed(1)} s`);
  console.log(`  TV frame size: median ${(percentile(sizes, 50) / 1024).toFixed(2)} KiB, max ${(sizes[sizes.length - 1] / 1024).toFixed(1)} KiB;` +
    ` median frame during actions (all devices): ${patchMedian} B`);
  const kib = (x: number) => `${(x / 1024).toFixed(2)} KiB`.padStart(11);
  const bytesRow = (label: string, b: ByteStats) =>
    console.log(`  ${label.padEnd(30)} ${kib(b.phoneMedian)} ${kib(b.phoneP99)}   ${kib(b.allMedian)} ${kib(b.allP99)}   ${(b.allTotal / 2 ** 20).toFixed(1).padStart(7)} MiB`);
  console.log('');
  console.log('  bytes per action                 per phone: p50        p99    all devices: p50       p99     total');
  bytesRow('patches (as sent)', sent);
  bytesRow('full view every time', full);
  console.log('');
  console.log('                                   p50        p99     samples');
  const latencyRow = (label: string, x: { p50: number; p99: number; n: number }) =>
    console.log(`  ${label.padEnd(30)} ${ms(x.p50).padStart(9)}  ${ms(x.p99).padStart(9)}  ${String(x.n).padStart(6)}`);
  latencyRow('host: phone action -> TV view', h);
  latencyRow('  of which host idle (as relay)', hIdle);
  latencyRow('  of which back to back', hBurst);
  console.log(`  bare ws echo round trip        ${ms(e.p50).padStart(9)}  ${ms(e.p99).padStart(9)}  ${String(e.n).padStart(6)}`);
  console.log(`  bare ws relay (${String(patchMedian).padStart(5)} B) to 75 ${ms(r.p50).padStart(9)}  ${ms(r.p99).padStart(9)}  ${String(r.n).padStart(6)}`);
  console.log(`  write + fsync of one log line  ${ms(f.p50).padStart(9)}  ${ms(f.p99).padStart(9)}  ${String(f.n).padStart(6)}`);
  console.log('');
  if (rss) console.log(`  host RSS: peak ${(rss.peak / 2 ** 20).toFixed(1)} MB, now ${(rss.now / 2 ** 20).toFixed(1)} MB`);
  console.log('');
  console.log('Targets:');
  console.log(`  median bytes per phone per action <= 1 KiB (${sent.phoneMedian} B): ${sent.phoneMedian <= 1024 ? 'met' : 'NOT met'}`);
  console.log(`  p99 bytes per phone per action <= 4 KiB (${sent.phoneP99} B): ${sent.phoneP99 <= 4096 ? 'met' : 'NOT met'}`);
  console.log(`  p50 action->TV, host idle as for the relay, <= 2x bare relay p50 (${ms(2 * r.p50)}): ${hIdle.p50 <= 2 * r.p50 ? 'met' : 'NOT met'}` +
    ` (back to back: ${(hBurst.p50 / r.p50).toFixed(1)}x)`);
  console.log(`  p99 < 2x echo p99 (${ms(2 * e.p99)}): ${h.p99 < 2 * e.p99 ? 'met' : 'NOT met'}`);
  console.log(`  p99 < 30 ms: ${h.p99 < 30 ? 'met' : 'NOT met'}`);
  if (rss) console.log(`  RSS < 150 MB: ${rss.peak < 150 * 2 ** 20 ? 'met' : 'NOT met'}`);

  for (const ws of [...phones, ...spectators, tvWs]) ws.terminate();
  host.proc.kill('SIGTERM');
  echo.proc.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 200));
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
