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
  let games = 0;
  let actions = 0;
  let largest = 0;
  while (performance.now() - start < ms) {
    const game = playRandomGame(setupFor(games + 1), games * 7919 + 1, { keepStates });
    games += 1;
    actions += game.actions.length;
    if (keepStates) for (const s of game.states) largest = Math.max(largest, JSON.stringify(s).length);
  }
  return { games, actions, seconds: (performance.now() - start) / 1000, largest };
}

function measure() {
  run(WARMUP_MS, false);
  const speed = run(MEASURE_MS, false);
  const size = run(1000, true);
  console.log(`engine: ${PLAYERS}-player random games, official and classic-cn presets`);
  console.log(`  games/s            ${(speed.games / speed.seconds).toFixed(0)}  (target ≥ 2000)`);
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
  const gamesPerSecond = (file: string) => {
    const out = execFileSync(process.execPath, [file], { env, encoding: 'utf8' });
    const found = /games\/s\s+(\d+)/.exec(out);
    if (!found) throw new Error(`bench: no games/s in the output of ${file}:\n${out}`);
    return Number(found[1]);
  };
  const self = fileURLToPath(import.meta.url);
  const mine: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    mine.push(gamesPerSecond(self));
    theirs.push(gamesPerSecond(other));
    console.log(`  round ${i + 1}: this ${mine[i]}  other ${theirs[i]} games/s`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`engine: ${PLAYERS}-player random games, median of ${rounds} rounds taken in turn`);
  console.log(`  this checkout      ${median(mine)} games/s`);
  console.log(`  ${other}  ${median(theirs)} games/s`);
  console.log(`  ratio              ${(median(mine) / median(theirs)).toFixed(2)}`);
}

if (process.env.BENCH_VS) compare(process.env.BENCH_VS);
else measure();
