/**
 * `npm run bench:engine`: complete random 12-player games per second on one core, and the
 * largest serialized state seen. Target (issue: the rules engine): at least 2,000 games/s.
 */
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

run(WARMUP_MS, false);
const speed = run(MEASURE_MS, false);
const size = run(1000, true);
console.log(`engine: ${PLAYERS}-player random games, official and classic-cn presets`);
console.log(`  games/s            ${(speed.games / speed.seconds).toFixed(0)}  (target ≥ 2000)`);
console.log(`  actions/s          ${(speed.actions / speed.seconds).toFixed(0)}`);
console.log(`  actions per game   ${(speed.actions / speed.games).toFixed(1)}`);
console.log(`  largest state      ${size.largest} bytes (JSON)`);
