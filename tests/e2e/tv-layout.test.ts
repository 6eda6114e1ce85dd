/**
 * The TV's layout at 8, 16 and 24 players (long names in both scripts, many dead), in Chromium:
 * on every fixture screen no text is under 2.5 % of the screen height, no two texts overlap,
 * nothing is off screen, under the caption, cut or covered, every seat name is whole, and the
 * graveyard shows every death. At 1280×720: the stage scales uniformly (checked in every case),
 * so 1920×1080 lays out the same; the twelve-player table runs at both sizes as the check that it
 * does. (A 24-player run at 1920×1080 behind an environment variable, which no normal run set, is
 * gone: it took 40 s more for what those two checks already hold.)
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../protocol/protocol.js';
import { useBuiltTv } from '../tv/support/builtTv.js';
import { FIXTURE_SIZES, fixtureScenes } from '../tv/support/fixtureScenes.js';
import { LAYOUT_PROBE, type LayoutProblem } from '../tv/support/layoutProbe.js';

const tv = useBuiltTv('nightfall-tv-layout-');

async function check(n: number, lang: Lang, viewport: { width: number; height: number }): Promise<string[]> {
  const out: string[] = [];
  const page = await tv.browser.newPage({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: lang });
  try {
    for (const scene of fixtureScenes(n, lang)) {
      await page.goto(`${tv.url}/tv/index.html?feed=inject&still=1&silent`);
      await scene.run(page, true);
      const problems = await page.evaluate(LAYOUT_PROBE) as LayoutProblem[];
      for (const p of problems) out.push(`${n}p ${lang} ${viewport.width}×${viewport.height} ${scene.name}: ${p.kind} "${p.text}"${p.other !== undefined ? ` / "${p.other}"` : ''}${p.detail ? ` (${p.detail})` : ''}`);
      const scale = await page.locator('[data-testid=stage]').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { w: r.width / 1920, h: r.height / 1080 };
      });
      expect(scale.w).toBeCloseTo(scale.h, 3);
      if (scene.name === 'day4' || scene.name === 'last-day') {
        const graveyard = page.locator('[data-testid=graveyard]');
        const dead = Number(await graveyard.getAttribute('data-count'));
        expect(dead).toBeGreaterThan(0);
        expect(await graveyard.locator('[data-testid=grave]').count()).toBe(dead);
      }
      if (scene.name !== 'lobby' && scene.name !== 'end' && scene.name !== 'dawn') {
        // The game screen stays (hidden) under an overlay: the names on screen are one table's.
        const names = page.locator('[data-testid=seat-name]:visible');
        expect(await names.count()).toBe(n);
      }
    }
  } finally {
    await page.close();
  }
  return out;
}

/** TV_LAYOUT=24 or TV_LAYOUT=24:en narrows the run while working on one table. */
const ONLY = process.env.TV_LAYOUT?.split(':');
const wanted = (n: number, lang?: string) => !ONLY || (ONLY[0] === String(n) && (!ONLY[1] || !lang || ONLY[1] === lang));

describe('the TV at a full table', () => {
  for (const n of FIXTURE_SIZES.filter((x) => wanted(x))) {
    for (const lang of (['en', 'zh-CN'] as const).filter((l) => wanted(n, l))) {
      it(`${n} players, ${lang}, 1280×720: every screen readable and whole`, async () => {
        expect(await check(n, lang, { width: 1280, height: 720 })).toEqual([]);
      }, 240_000);
    }
  }
  // Twelve: the largest oval table (modern-cn's 预女猎白), where the centre's label met seat 1's
  // name and the end's caption the bottom row of cards; checked at both sizes.
  for (const viewport of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    it.runIf(wanted(12, 'zh-CN'))(`12 players, zh-CN, ${viewport.width}×${viewport.height}: every screen readable and whole`, async () => {
      expect(await check(12, 'zh-CN', viewport)).toEqual([]);
    }, 240_000);
  }
});
