/**
 * The vote reveal's parts come when they are due (renderer/tv/components/staging.ts): its first
 * frame is the table alone, then the panel, then one arrow after another, then the tallies. And
 * the game screen under it is kept, hidden, not built again when the reveal ends. Building a whole
 * reveal of 24 ballots in one frame was what made its first frame miss 100 ms (npm run bench:tv).
 */
import { describe, expect, it } from 'vitest';
import { useBuiltTv } from '../tv/support/builtTv.js';
import { inject } from '../tv/support/inject.js';
import { bigGame } from '../tv/support/bigGame.js';
import type { EventOf } from '../../engine/types.js';
import { tableState, welcome } from '../tv/support/scenario.js';

const tv = useBuiltTv('nightfall-tv-reveal-');

/**
 * Every frame until `ms` has passed: time, arrows drawn, whether the panel and the bubbles are
 * there; and the reveal as it was when it was put on the page (a mutation observer sees it in
 * the task that mounted it, before any timer could add a part).
 */
const RECORDER = `(ms) => new Promise((resolve) => {
  const look = () => ({
    reveal: !!document.querySelector('[data-testid=vote-reveal]'),
    ring: !!document.querySelector('[data-testid=reveal-ring]'),
    arrows: document.querySelectorAll('[data-testid=vote-arrow]').length,
    panel: !!document.querySelector('[data-testid=tally]'),
    bubbles: document.querySelectorAll('[data-testid=tally-bubble]').length,
  });
  let mounted = null;
  const observer = new MutationObserver(() => {
    if (!mounted && document.querySelector('[data-testid=vote-reveal]')) mounted = look();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const frames = [];
  const start = performance.now();
  const frame = (now) => {
    frames.push({ at: now - start, ...look() });
    if (now - start < ms) requestAnimationFrame(frame);
    else {
      observer.disconnect();
      resolve({ mounted, frames });
    }
  };
  requestAnimationFrame(frame);
})`;

interface Look { reveal: boolean; ring: boolean; arrows: number; panel: boolean; bubbles: number }
interface Frame extends Look { at: number }

describe('the vote reveal at a full table', () => {
  it('starts with the table alone and draws its arrows one by one', async () => {
    const g = bigGame(24, 'en');
    const d = g.driver;
    const ballots = d.events.find((e): e is EventOf<'votesRevealed'> => e.type === 'votesRevealed' && e.kind === 'vote' && e.day === 1)!.ballots as { target: number | null }[];
    const cast = ballots.filter((b) => b.target !== null).length;
    expect(cast).toBeGreaterThan(12);
    const page = await tv.browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
    try {
      await page.goto(`${tv.url}/tv/index.html?feed=inject&silent&forest=off`);
      const from = g.snaps.get('day1.voting')!;
      await inject(page, welcome(true), tableState(d, from, 'en', { host: true }));
      await page.locator('[data-testid=seat-ring]').waitFor();
      // The screen under the reveal is marked, to know afterwards whether it was built again.
      type Marked = Element & { mark?: boolean };
      const mark = (el: Element) => { (el as Marked).mark = true; (el.firstElementChild as Marked).mark = true; };
      const marked = (el: Element) => [(el as Marked).mark, (el.firstElementChild as Marked | null)?.mark];
      await page.locator('[data-testid=game-screen]').evaluate(mark);
      const recording = page.evaluate(`(${RECORDER})(${500 + cast * 200 + 3000})`) as Promise<{ mounted: Look; frames: Frame[] }>;
      await inject(page, tableState(d, g.snaps.get('day1.revealed')!, 'en', { host: true, from }));
      const { mounted, frames: all } = await recording;
      const frames = all.filter((f) => f.reveal);

      expect(mounted).toMatchObject({ ring: true, arrows: 0, panel: false, bubbles: 0 });
      // The panel comes first (0.3 s), then the arrows one by one (from 0.5 s), then the tallies.
      // (A frame late under load may show a few parts at once: the order is still kept.)
      const firstArrow = frames.findIndex((f) => f.arrows > 0);
      expect(frames.findIndex((f) => f.panel)).toBeLessThanOrEqual(firstArrow);
      for (let i = 1; i < frames.length; i++) expect(frames[i].arrows).toBeGreaterThanOrEqual(frames[i - 1].arrows);
      expect(new Set(frames.map((f) => f.arrows)).size).toBeGreaterThan(cast / 2);
      const last = frames[frames.length - 1];
      expect(last.arrows).toBe(cast);
      expect(last.bubbles).toBeGreaterThan(0);
      const allDrawn = frames.find((f) => f.arrows === cast)!;
      // 200 ms apart: the last one about (cast − 1) × 200 ms after the first (less if a late frame
      // showed the first few at once).
      expect(allDrawn.at - frames[firstArrow].at).toBeGreaterThan((cast - 1) * 200 * 0.6);
      expect(frames.find((f) => f.bubbles > 0)!.at).toBeGreaterThanOrEqual(allDrawn.at);

      // Under the reveal the game screen is hidden, then shown again: the same one.
      expect(await page.locator('[data-testid=game-screen]').evaluate((el) => getComputedStyle(el.firstElementChild!).visibility)).toBe('hidden');
      await page.locator('[data-testid=vote-reveal]').waitFor({ state: 'detached', timeout: 20_000 });
      const screen = page.locator('[data-testid=game-screen]');
      expect(await screen.evaluate(marked)).toEqual([true, true]);
      expect(await screen.evaluate((el) => getComputedStyle(el.firstElementChild!).visibility)).toBe('visible');
    } finally {
      await page.close();
    }
  }, 90_000);
});
