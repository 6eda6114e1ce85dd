/**
 * `npm run bench:tv`: frame times of the TV page in Chromium (production build, real animations,
 * no GPU) at a full table of 24: the night scene, and the vote reveal with 24 ballots during which
 * the forest turns from dusk to night. Sampled with requestAnimationFrame; prints the median, 95th
 * percentile and worst frame time of each against the targets (median ≤ 16.7 ms, p95 ≤ 33 ms,
 * worst ≤ 100 ms for the reveal and the forest's turn after it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { launchChromium, serveStatic } from '../tests/tv/support/browser.js';
import { buildTv } from '../tests/tv/support/build.js';
import { inject } from '../tests/tv/support/inject.js';
import { bigGame } from '../tests/tv/support/bigGame.js';
import { tableState, welcome } from '../tests/tv/support/scenario.js';

const SAMPLE_MS = Number(process.env.BENCH_TV_MS ?? 6000);
/** The reveal (9 s + 0.22 s a ballot) is sampled whole: nightfall comes with it, dusk→night 6 s in. */
const REVEAL_MS = Number(process.env.BENCH_TV_REVEAL_MS ?? 13_000);
const TARGET = { median: 1000 / 60, p95: 33, worst: 100 };

/** Written as a string: tsx would otherwise add helpers the page does not have. */
const SAMPLER = `(duration) => new Promise((resolve) => {
  const times = [];
  let last = 0;
  let start = 0;
  const frame = (now) => {
    times.push(now - last);
    last = now;
    if (now - start < duration) requestAnimationFrame(frame);
    else resolve(times);
  };
  requestAnimationFrame((now) => { last = now; start = now; requestAnimationFrame(frame); });
})`;

async function sample(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(`(${SAMPLER})(${ms})`) as Promise<number[]>;
}

/** Prints the figures; returns whether they meet the targets. */
function stats(name: string, times: number[]): boolean {
  const sorted = times.slice().sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const over = times.filter((t) => t > 1000 / 60 * 1.5).length;
  const median = q(0.5);
  const p95 = q(0.95);
  const worst = sorted[sorted.length - 1];
  // Frame times are whole display frames; allow the timer's rounding around 16.7 ms.
  const ok = median <= TARGET.median + 0.5 && p95 <= TARGET.p95 + 0.5 && worst <= TARGET.worst;
  console.log(
    `${name.padEnd(26)} frames ${String(times.length).padStart(4)}  median ${median.toFixed(1)} ms  ` +
    `p95 ${p95.toFixed(1)} ms  worst ${worst.toFixed(1)} ms  (>25 ms: ${over})  ${ok ? 'ok' : 'OVER TARGET'}`,
  );
  return ok;
}

async function run(page: Page, label: string): Promise<boolean> {
  const g = bigGame(24, 'en');
  const d = g.driver;
  const night = g.snaps.get('late.night')!;
  await inject(page, welcome(true), tableState(d, night, 'en', { host: true }));
  // Let the governor measure and decide (auto), and the night settle.
  await page.waitForTimeout(6000);
  const still = (await page.locator('[data-testid=forest-still]').count()) > 0;
  // A still forest's four pictures are drawn in the page's first seconds: a game starts after them.
  if (still) await page.waitForSelector('[data-testid=forest-still][data-pictures="4"]', { timeout: 30_000 });
  console.log(`${label}: forest ${still ? 'still (governor: no GPU, or too slow for the animated forest)' : 'animated'}`);
  stats('  night, 24 seats', await sample(page, SAMPLE_MS));

  // The first vote of the day: 24 ballots, then nightfall under the reveal (dusk, then night).
  const from = g.snaps.get('day1.voting')!;
  await inject(page, tableState(d, from, 'en', { host: true }));
  await page.waitForTimeout(3000);
  await inject(page, tableState(d, g.snaps.get('day1.revealed')!, 'en', { host: true, from }));
  const ok = stats('  vote reveal, 24 ballots', await sample(page, REVEAL_MS));
  const scene = await page.locator('[data-testid=stage]').getAttribute('data-scene');
  console.log(`  (scene at the end of the reveal: ${scene})`);
  // The forest then turns to the night, with the night's screen: part of the targets too.
  const turned = stats('  after it: forest turns', await sample(page, 4000));
  return ok && turned;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-tv-bench-'));
  await buildTv(dir);
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    console.log(`TV frame times, Chromium ${browser.version()} (--disable-gpu), 1920×1080, 24 players, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    console.log(`targets for the reveal: median ≤ ${TARGET.median.toFixed(1)} ms, p95 ≤ ${TARGET.p95} ms, worst ≤ ${TARGET.worst} ms`);
    let ok = true;
    // BENCH_TV_MODES=auto measures only the forest as shipped (quicker when tuning).
    const modes = (process.env.BENCH_TV_MODES ?? 'auto,on').split(',');
    const runs = ([['auto', 'as shipped (forest auto)'], ['on', 'forest forced animated']] as const).filter(([m]) => modes.includes(m));
    for (const [mode, label] of runs) {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
      await page.goto(`${server.url}/tv/index.html?feed=inject&silent&forest=${mode}`);
      const shipped = await run(page, label);
      if (mode === 'auto') ok = shipped;
      await page.close();
    }
    console.log(ok ? 'as shipped: within the targets' : 'as shipped: OVER the targets');
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
