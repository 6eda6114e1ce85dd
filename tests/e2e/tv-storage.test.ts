/**
 * The TV's saving band in Chromium (tests/tv/support/storageScenes.ts), at 1280×720 in both
 * languages: while the host cannot save and after restore found damage, the band sits above the
 * stage and never over it, its text fits on screen and is large enough to read, the stage keeps
 * its proportions inside the window; once saving works again the band goes and the stage fills
 * the window again.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useBuiltTv } from '../tv/support/builtTv.js';
import { inject } from '../tv/support/inject.js';
import { welcome } from '../tv/support/scenario.js';
import { STORAGE_SCENES, storageDay } from '../tv/support/storageScenes.js';

const VIEWPORT = { width: 1280, height: 720 };

const tv = useBuiltTv('nightfall-tv-storage-');

interface Measure {
  band: { top: number; bottom: number } | null;
  stage: { left: number; right: number; top: number; bottom: number; width: number; height: number };
  /** Texts of the band wider than their box or than the window. */
  overflowing: string[];
  /** Font sizes in px of the band's headings and of its other texts. */
  headings: number[];
  texts: number[];
}

function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const rect = (el: Element) => el.getBoundingClientRect();
    const bandEl = document.querySelector('[data-testid=storage-band]');
    const stage = rect(document.querySelector('[data-testid=stage]')!);
    const overflowing: string[] = [];
    const headings: number[] = [];
    const texts: number[] = [];
    if (bandEl) {
      for (const el of Array.from(bandEl.querySelectorAll('strong, span'))) {
        const r = rect(el);
        if (el.scrollWidth > el.clientWidth + 1 || r.left < -0.5 || r.right > window.innerWidth + 0.5) overflowing.push(el.textContent ?? '');
        (el.tagName === 'STRONG' ? headings : texts).push(parseFloat(getComputedStyle(el).fontSize));
      }
    }
    const b = bandEl ? rect(bandEl) : null;
    return {
      band: b ? { top: b.top, bottom: b.bottom } : null,
      stage: { left: stage.left, right: stage.right, top: stage.top, bottom: stage.bottom, width: stage.width, height: stage.height },
      overflowing, headings, texts,
    };
  });
}

describe('the TV while saving is in trouble', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`${lang}: the band is above the table, never over it, and goes when saving works again`, async () => {
      const page = await tv.browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: lang });
      try {
        for (const scene of STORAGE_SCENES) {
          await page.goto(`${tv.url}/tv/index.html?feed=inject&still=1&silent`);
          await inject(page, welcome(true), scene.state(lang));
          await page.locator('[data-testid=storage-band]').waitFor();
          // The stage moves below the band once the band has reported its height.
          await expect.poll(async () => {
            const m = await measure(page);
            return m.band !== null && m.stage.top >= m.band.bottom - 0.5;
          }, { timeout: 5000 }).toBe(true);
          const m = await measure(page);
          expect(m.band!.top, scene.name).toBeCloseTo(0, 0);
          expect(m.stage.bottom, scene.name).toBeLessThanOrEqual(VIEWPORT.height + 0.5);
          expect(m.stage.left, scene.name).toBeGreaterThanOrEqual(-0.5);
          expect(m.stage.right, scene.name).toBeLessThanOrEqual(VIEWPORT.width + 0.5);
          expect(m.stage.width / 1920, scene.name).toBeCloseTo(m.stage.height / 1080, 3);
          expect(m.overflowing, scene.name).toEqual([]);
          // Headings at least 3 % of the screen's height, the rest at least 2.5 % (the table's floor).
          for (const size of m.headings) expect(size, scene.name).toBeGreaterThanOrEqual(VIEWPORT.height * 0.03);
          for (const size of m.texts) expect(size, scene.name).toBeGreaterThanOrEqual(VIEWPORT.height * 0.025);
        }
        // Saving works again (and no recovery notice): the band goes, the stage fills the window.
        await inject(page, storageDay(lang, {}));
        await page.locator('[data-testid=storage-band]').waitFor({ state: 'detached' });
        await expect.poll(async () => (await measure(page)).stage.height, { timeout: 5000 }).toBeCloseTo(VIEWPORT.height, 0);
      } finally {
        await page.close();
      }
    });
  }
});
