/**
 * `npm run bench:tv`: frame times of the TV page in Chromium (production build, real animations)
 * during the night scene and during a vote reveal, sampled with requestAnimationFrame.
 * Prints the median and worst frame time (and the 95th percentile) for each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { launchChromium, serveStatic } from '../tests/tv/support/browser.js';
import { buildTv } from '../tests/tv/support/build.js';
import { inject } from '../tests/tv/support/inject.js';
import { scriptedGame, tableState, welcome } from '../tests/tv/support/scenario.js';

const SAMPLE_MS = Number(process.env.BENCH_TV_MS ?? 6000);

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

function stats(name: string, times: number[]): void {
  const sorted = times.slice().sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const over = times.filter((t) => t > 1000 / 60 * 1.5).length;
  console.log(
    `${name.padEnd(14)} frames ${String(times.length).padStart(4)}  median ${q(0.5).toFixed(1)} ms  ` +
    `p95 ${q(0.95).toFixed(1)} ms  worst ${sorted[sorted.length - 1].toFixed(1)} ms  (>25 ms: ${over})`,
  );
}

async function run(page: Page, label: string): Promise<void> {
  const d = scriptedGame('en');
  await inject(page, welcome(true), tableState(d, d.snaps.get('night2.start')!, 'en', { host: true }));
  await page.waitForTimeout(2000);
  await inject(page, tableState(d, d.snaps.get('night2.wolves')!, 'en', { host: true, from: d.snaps.get('night2.start')! }));
  // Let the governor measure and decide (auto), and the night settle.
  await page.waitForTimeout(4500);
  const still = (await page.locator('[data-testid=forest-still]').count()) > 0;
  console.log(`${label}: forest ${still ? 'still (governor: this machine is too slow for the animated forest)' : 'animated'}`);
  stats('  night', await sample(page, SAMPLE_MS));

  const from = d.snaps.get('day1.voting')!;
  await inject(page, welcome(true), tableState(d, from, 'en', { host: true }));
  await page.waitForTimeout(1500);
  await inject(page, tableState(d, d.snaps.get('night2.start')!, 'en', { host: true, from }));
  stats('  vote reveal', await sample(page, SAMPLE_MS));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-tv-bench-'));
  await buildTv(dir);
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    console.log(`TV frame times, Chromium ${browser.version()} (--disable-gpu), 1920×1080, ${SAMPLE_MS / 1000} s per sample, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    for (const [mode, label] of [['auto', 'as shipped (forest auto)'], ['on', 'forest forced animated']] as const) {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
      await page.goto(`${server.url}/tv/index.html?feed=inject&silent&forest=${mode}`);
      await run(page, label);
      await page.close();
    }
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
