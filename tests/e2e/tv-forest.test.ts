/**
 * The still forest's turn in Chromium (the forest a TV without a GPU gets): from day to night the
 * picture darkens away under a veil and the night comes up from it, and there is never more than
 * one full-screen picture on the page — two cross-fading pictures were what made the turn miss
 * frames (docs/design.md, `npm run bench:tv`).
 */
import { describe, expect, it } from 'vitest';
import { useBuiltTv } from '../tv/support/builtTv.js';
import { inject } from '../tv/support/inject.js';
import { bigGame } from '../tv/support/bigGame.js';
import { tableState, welcome } from '../tv/support/scenario.js';

const tv = useBuiltTv('nightfall-tv-forest-');

/** Every frame until `ms` has passed: how many pictures, the veil's state, the picture's phase. */
const RECORDER = `(ms) => new Promise((resolve) => {
  const frames = [];
  const start = performance.now();
  const frame = (now) => {
    const pictures = document.querySelectorAll('[data-testid=forest-still]');
    const veil = document.querySelector('[data-testid=forest-veil]');
    frames.push({
      pictures: pictures.length,
      phase: pictures[0] ? pictures[0].getAttribute('data-phase') : null,
      veil: veil ? (veil.classList.contains('closing') ? 'closing' : 'opening') : 'none',
    });
    if (now - start < ms) requestAnimationFrame(frame);
    else resolve(frames);
  };
  requestAnimationFrame(frame);
})`;

interface Frame { pictures: number; phase: string | null; veil: string }

describe('the still forest turns through darkness', () => {
  it('day → night: one picture at a time, darkened away then brought up', async () => {
    const g = bigGame(8, 'en');
    const page = await tv.browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
    try {
      await page.goto(`${tv.url}/tv/index.html?feed=inject&silent&forest=off`);
      await inject(page, welcome(true), tableState(g.driver, g.snaps.get('late')!, 'en', { host: true }));
      // The page's first picture comes up through the veil too: wait until it is settled.
      await page.waitForFunction(() => document.querySelector('[data-testid=forest-still]')?.getAttribute('data-phase') === 'day'
        && !document.querySelector('[data-testid=forest-veil]'));
      const recording = page.evaluate(`(${RECORDER})(4500)`) as Promise<Frame[]>;
      await inject(page, tableState(g.driver, g.snaps.get('late.night')!, 'en', { host: true }));
      const frames = await recording;

      expect(Math.max(...frames.map((f) => f.pictures))).toBe(1);
      const states: string[] = [];
      for (const f of frames) {
        const s = `${f.phase}/${f.veil}`;
        if (states[states.length - 1] !== s) states.push(s);
      }
      expect(states).toEqual(['day/none', 'day/closing', 'night/opening', 'night/none']);
      // The veil takes over a second to close and to open: a turn, not a cut.
      expect(frames.filter((f) => f.veil === 'closing').length).toBeGreaterThan(20);
      expect(frames.filter((f) => f.veil === 'opening').length).toBeGreaterThan(20);
    } finally {
      await page.close();
    }
  }, 60_000);
});
