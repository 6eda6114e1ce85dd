/**
 * `npm run bench:engine`: complete random 12-player games per second on one core, and the
 * largest serialized state seen. Target (issue: the rules engine): at least 2,000 games/s.
 * `BENCH_VS=<built bench of another checkout> npm run bench:engine` runs both in turn (compare below).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { presetDeck } from '../engine/index.js';
import { playRandomGame } from '../tests/support/randomPlayer.js';

const PLAYERS = 12;
const WARMUP_MS = 1000;
const MEASURE_MS = Number(process.env.BENCH_MS ?? 5000);

function setupFor(seed: number) {
  return {
    players: Array.from({ length: PLAYERS }, (_, i) => `Player ${i + 1}`),
    deck: presetDeck(PLAYERS),
    preset: seed % 2 === 0 ? ('official' as const) : ('classic-cn' as const),
    seed,
  };
}

function run(ms: number, keepStates: boolean) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let games = 0;
  let actions = 0;
  let largest = 0;
  while (performance.now() - start < ms) {
    const game = playRandomGame(setupFor(games + 1), games * 7919 + 1, { keepStates });
    games += 1;
    actions += game.actions.length;
    if (keepStates) for (const s of game.states) largest = Math.max(largest, JSON.stringify(s).length);
  }
  const cpu = process.cpuUsage(cpuStart);
  return { games, actions, seconds: (performance.now() - start) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, largest };
}

function measure() {
  run(WARMUP_MS, false);
  const speed = run(MEASURE_MS, false);
  const size = run(1000, true);
  console.log(`engine: ${PLAYERS}-player random games, official and classic-cn presets`);
  console.log(`  games/s            ${(speed.games / speed.seconds).toFixed(0)}  (target ≥ 2000)`);
  // This process's own CPU time: on a busy shared machine the wall clock also counts others' work.
  console.log(`  games per cpu-s    ${(speed.games / speed.cpuSeconds).toFixed(0)}`);
  console.log(`  actions/s          ${(speed.actions / speed.seconds).toFixed(0)}`);
  console.log(`  actions per game   ${(speed.actions / speed.games).toFixed(1)}`);
  console.log(`  largest state      ${size.largest} bytes (JSON)`);
}

/**
 * BENCH_VS=<another checkout>/out/bench/engine.mjs: this bench and that one, each in a fresh
 * process, in turn (BENCH_ROUNDS times, 3 by default), then both medians. On a shared machine only
 * figures taken side by side in one run compare (issue 25: no slower than before the rework).
 */
function compare(other: string) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const env = { ...process.env, BENCH_VS: '' };
  const figures = (file: string) => {
    const out = execFileSync(process.execPath, [file], { env, encoding: 'utf8' });
    const wall = /games\/s\s+(\d+)/.exec(out);
    if (!wall) throw new Error(`bench: no games/s in the output of ${file}:\n${out}`);
    // An older bench prints no CPU figure: NaN, shown as such.
    const cpu = /games per cpu-s\s+(\d+)/.exec(out);
    return { wall: Number(wall[1]), cpu: cpu ? Number(cpu[1]) : NaN };
  };
  const self = fileURLToPath(import.meta.url);
  const mine: { wall: number; cpu: number }[] = [];
  const theirs: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    mine.push(figures(self));
    theirs.push(figures(other));
    console.log(`  round ${i + 1}: this ${mine[i].wall} games/s (${mine[i].cpu} per cpu-s), other ${theirs[i].wall} games/s (${theirs[i].cpu} per cpu-s)`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const line = (label: string, runs: { wall: number; cpu: number }[]) =>
    console.log(`  ${label}  ${median(runs.map((r) => r.wall))} games/s, ${median(runs.map((r) => r.cpu))} per cpu-s`);
  console.log(`engine: ${PLAYERS}-player random games, median of ${rounds} rounds taken in turn`);
  line('this checkout', mine);
  line(other, theirs);
  const ratio = (pick: (r: { wall: number; cpu: number }) => number) => (median(mine.map(pick)) / median(theirs.map(pick))).toFixed(2);
  console.log(`  ratio this/other  ${ratio((r) => r.wall)} (wall), ${ratio((r) => r.cpu)} (cpu)`);
}

if (process.env.BENCH_VS) compare(process.env.BENCH_VS);
else measure();
