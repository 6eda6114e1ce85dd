/**
 * `npx tsx scripts/screenshots-tv-storage.ts`: the TV while the host cannot save (the red banner)
 * and after restore found damage (the recovery notice), at 1920×1080 and 1280×720 in en and zh-CN,
 * into docs/screenshots/tv/storage/ as JPEG. The states are what the host sends in those cases
 * (`room.storage`, `room.recovery`), fed to the built TV page like scripts/screenshots-tv.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium, serveStatic } from '../tests/tv/support/browser.js';
import { buildTv } from '../tests/tv/support/build.js';
import { inject } from '../tests/tv/support/inject.js';
import { welcome } from '../tests/tv/support/scenario.js';
import { STORAGE_SCENES } from '../tests/tv/support/storageScenes.js';

const OUT = resolve(import.meta.dirname, '../docs/screenshots/tv/storage');
const VIEWPORTS = [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => a !== '--');
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-tv-storage-'));
  await buildTv(dir);
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    for (const lang of ['en', 'zh-CN'] as const) {
      mkdirSync(join(OUT, lang), { recursive: true });
      for (const scene of STORAGE_SCENES) {
        if (only.length && !only.some((o) => scene.name.includes(o))) continue;
        for (const vp of VIEWPORTS) {
          const page = await browser.newPage({ viewport: vp, deviceScaleFactor: 1, locale: lang });
          await page.goto(`${server.url}/tv/index.html?feed=inject&still=1&silent`);
          await inject(page, welcome(true), scene.state(lang));
          await wait(1500);
          const file = join(OUT, lang, `${vp.width}x${vp.height}-${scene.name}.jpg`);
          await page.screenshot({ path: file, type: 'jpeg', quality: 85 });
          if (process.env.SHOTS_PNG) {
            mkdirSync(join(process.env.SHOTS_PNG, lang), { recursive: true });
            await page.screenshot({ path: join(process.env.SHOTS_PNG, lang, `${vp.width}x${vp.height}-${scene.name}.png`) });
          }
          console.log(`screenshot ${file}`);
          await page.close();
        }
      }
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
