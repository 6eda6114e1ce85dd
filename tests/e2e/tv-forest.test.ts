/**
 * The still forest in Chromium (the forest a TV without a GPU gets). From day to night the picture
 * darkens away under a veil and the night comes up from it, and there is never more than one
 * full-screen picture on the page: two cross-fading pictures were what made the turn miss frames.
 * The pictures are drawn ahead into bitmaps (forestPictures.ts), and a turn only swaps the pixels
 * of one canvas: they must look like the live scene (docs/design.md, `npm run bench:tv`).
 */
import type { Page } from 'playwright';
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
    // A live scene or a ready-made picture: whichever is on the page, never two.
    const pictures = document.querySelectorAll('[data-testid=stage] .nf-fs, [data-testid=stage] canvas.tv-forest-picture');
    const still = document.querySelector('[data-testid=forest-still]');
    const veil = document.querySelector('[data-testid=forest-veil]');
    frames.push({
      pictures: pictures.length,
      phase: still ? still.getAttribute('data-phase') : null,
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
      // The page's first picture comes up through the veil too, and the four pictures are drawn
      // in its first seconds: wait until all is settled.
      await page.waitForFunction(() => document.querySelector('[data-testid=forest-still]')?.getAttribute('data-phase') === 'day'
        && !document.querySelector('[data-testid=forest-veil]'));
      const picture = page.locator('[data-testid=forest-still][data-pictures="4"]');
      await picture.waitFor({ timeout: 30_000 });
      expect(await picture.evaluate((el) => el.tagName)).toBe('CANVAS');
      await picture.evaluate((el) => { (el as HTMLElement & { mark?: boolean }).mark = true; });
      const recording = page.evaluate(`(${RECORDER})(4500)`) as Promise<Frame[]>;
      await inject(page, tableState(g.driver, g.snaps.get('late.night')!, 'en', { host: true }));
      const frames = await recording;
      // One canvas all along: the turn replaced its pixels, not the element.
      expect(await picture.evaluate((el) => [(el as HTMLElement & { mark?: boolean }).mark, el.getAttribute('data-phase')])).toEqual([true, 'night']);

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

  it('draws each phase ahead as a picture that looks like the live scene', async () => {
    const g = bigGame(8, 'en');
    const open = async (drawPictures: boolean): Promise<Page> => {
      const page = await tv.browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
      // A browser that cannot draw the pictures keeps the live scene: the reference here.
      if (!drawPictures) await page.addInitScript(() => { window.createImageBitmap = () => Promise.reject(new Error('not here')); });
      await page.goto(`${tv.url}/tv/index.html?feed=inject&silent&forest=off`);
      await inject(page, welcome(true), tableState(g.driver, g.snaps.get('late.night')!, 'en', { host: true }));
      await page.waitForFunction(() => document.querySelector('[data-testid=forest-still]')?.getAttribute('data-phase') === 'night'
        && !document.querySelector('[data-testid=forest-veil]'));
      // Only the forest is compared: everything on top of it is hidden.
      await page.addStyleTag({ content: '.tv-stage > :not([data-testid=forest-still]), .tv-status-bar, .tv-storage-band { visibility: hidden !important; }' });
      return page;
    };
    const pictured = await open(true);
    const live = await open(false);
    try {
      await pictured.locator('[data-testid=forest-still][data-pictures="4"]').waitFor({ timeout: 30_000 });
      expect(await live.locator('[data-testid=forest-still]').evaluate((el) => [el.tagName, el.getAttribute('data-pictures')])).toEqual(['DIV', null]);
      const pictureNight = await pictured.screenshot();
      const liveNight = await live.screenshot();
      await inject(live, tableState(g.driver, g.snaps.get('late')!, 'en', { host: true }));
      await live.waitForFunction(() => document.querySelector('[data-testid=forest-still]')?.getAttribute('data-phase') === 'day'
        && !document.querySelector('[data-testid=forest-veil]'));
      const liveDay = await live.screenshot();

      const same = await meanDifference(pictured, pictureNight, liveNight);
      const other = await meanDifference(pictured, pictureNight, liveDay);
      expect(same).toBeLessThan(3);
      expect(other).toBeGreaterThan(8 * same + 10);
    } finally {
      await pictured.close();
      await live.close();
    }
  }, 90_000);
});

/** Mean absolute difference of two same-size PNGs per colour channel (0–255), computed in `page`. */
async function meanDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async ([x, y]) => {
    const pixels = async (b64: string) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, img.width, img.height).data;
    };
    const [p, q] = [await pixels(x), await pixels(y)];
    let sum = 0;
    for (let i = 0; i < p.length; i += 4) sum += Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]);
    return sum / (p.length / 4) / 3;
  }, [a.toString('base64'), b.toString('base64')] as const);
}
