/**
 * `npm run screenshots:tv`: the TV's screens at 1920×1080 in zh-CN and en, from a scripted game
 * played on the real engine and fed to the real page (injected feed), into docs/screenshots/tv/.
 * `npm run screenshots:tv -- fixtures [24] [end]`: the full-table fixtures (8, 16 and 24 players,
 * both languages, 1920×1080 and 1280×720) into docs/screenshots/tv/fixtures/ as JPEG; filters: a size (24),
 * a language (en), a viewport (1280x720), a scene name (end).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright';
import type { Lang } from '../protocol/protocol.js';
import { launchChromium, serveStatic } from '../tests/tv/support/browser.js';
import { buildTv } from '../tests/tv/support/build.js';
import { FIXTURE_SIZES, FIXTURE_VIEWPORTS, fixtureScenes } from '../tests/tv/support/fixtureScenes.js';
import { inject } from '../tests/tv/support/inject.js';
import { DEAL, DECK, Driver, NAMES, roomView, roundRobinGame, scriptedGame, tableState, welcome } from '../tests/tv/support/scenario.js';

const OUT = resolve(import.meta.dirname, '../docs/screenshots/tv');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Scene = { name: string; run(page: Page, lang: Lang): Promise<void> };

function scenes(): Scene[] {
  return [
    {
      name: '1-lobby',
      async run(page, lang) {
        const now = Date.now();
        await inject(page, welcome(true, now), {
          t: 'state', you: { device: 'tv', host: true }, room: roomView(lang, { phase: 'lobby', addresses: true }),
          game: null, timer: null, events: [], fresh: true, serverNow: now,
        });
        await wait(1500);
      },
    },
    {
      name: '2-night',
      async run(page, lang) {
        const d = scriptedGame(lang);
        await inject(page, welcome(true), tableState(d, d.snaps.get('night2.wolves')!, lang, { host: true }));
        await wait(1500);
      },
    },
    {
      name: '3-dawn',
      async run(page, lang) {
        const d = scriptedGame(lang);
        const from = d.snaps.get('night2.beforeDawn')!;
        await inject(page, welcome(true), tableState(d, from, lang, { host: true }));
        await wait(300);
        await inject(page, tableState(d, d.snaps.get('day2.hunter')!, lang, { from, host: true, timer: { deadline: Date.now() + 27_000, duration: 30_000 } }));
        await wait(4200);
      },
    },
    {
      name: '4-day-timer',
      async run(page, lang) {
        const d = scriptedGame(lang);
        await inject(page, welcome(true), tableState(d, d.snaps.get('day1.discussion')!, lang, { host: true }));
        await wait(1200);
      },
    },
    {
      name: '4b-speeches',
      async run(page, lang) {
        const d = roundRobinGame(lang);
        await inject(page, welcome(true), tableState(d, d.snaps.get('day1.speech3')!, lang, { host: true, timer: { deadline: Date.now() + 41_400, duration: 60_000 } }));
        await wait(1200);
      },
    },
    {
      name: '5-ballot-box',
      async run(page, lang) {
        const d = scriptedGame(lang);
        await inject(page, welcome(true), tableState(d, d.snaps.get('day1.voting')!, lang, { host: true, timer: { deadline: Date.now() + 42_400, duration: 60_000 } }));
        await wait(1200);
      },
    },
    {
      name: '6-vote-reveal',
      async run(page, lang) {
        const d = scriptedGame(lang);
        const from = d.snaps.get('day1.voting')!;
        await inject(page, welcome(true), tableState(d, from, lang, { host: true }));
        await wait(300);
        await inject(page, tableState(d, d.snaps.get('night2.start')!, lang, { from, host: true }));
        await wait(6500);
      },
    },
    {
      name: '7-graveyard',
      async run(page, lang) {
        const d = scriptedGame(lang);
        await inject(page, welcome(true), tableState(d, d.snaps.get('day2.hunter')!, lang, { host: true, timer: { deadline: Date.now() + 23_400, duration: 30_000 } }));
        await wait(1200);
      },
    },
    {
      name: '9-new-moon',
      async run(page, lang) {
        const d = scriptedGame(lang);
        const snap = d.snaps.get('day2.hunter')!;
        await inject(page, welcome(true), tableState(d, snap, lang, { host: true }));
        await wait(300);
        const drawn = { type: 'eventDrawn' as const, audience: 'public' as const, key: 'event.miracle.title', event: 'miracle', moonClass: 'full' as const, day: 2 };
        const msg = tableState(d, snap, lang, { host: true, from: snap });
        if (msg.t === 'state') await inject(page, { ...msg, events: [drawn] });
        await wait(3500);
      },
    },
    {
      name: '10-settings',
      async run(page, lang) {
        const d = scriptedGame(lang);
        await inject(page, welcome(true), tableState(d, d.snaps.get('day1.discussion')!, lang, { host: true }));
        await wait(500);
        await page.keyboard.press('s');
        await wait(800);
      },
    },
    {
      name: '8-end',
      async run(page, lang) {
        const d = scriptedGame(lang);
        await inject(page, welcome(true), tableState(d, d.snaps.get('over')!, lang, { host: true }));
        await wait(3000);
      },
    },
  ];
}

async function fixtures(url: string, browser: Browser, only: string[]): Promise<void> {
  const sizes = FIXTURE_SIZES.filter((n) => !only.some((o) => /^\d+$/.test(o)) || only.includes(String(n)));
  const viewports = FIXTURE_VIEWPORTS.filter((v) => !only.some((o) => /^\d+x\d+$/.test(o)) || only.includes(`${v.width}x${v.height}`));
  const langs = (['en', 'zh-CN'] as const).filter((l) => !only.some((o) => o === 'en' || o === 'zh-CN') || only.includes(l));
  const names = only.filter((o) => !/^\d+(x\d+)?$/.test(o) && o !== 'en' && o !== 'zh-CN');
  for (const n of sizes) {
    for (const lang of langs) {
      const dir = join(OUT, 'fixtures', `${n}p-${lang}`);
      mkdirSync(dir, { recursive: true });
      for (const scene of fixtureScenes(n, lang)) {
        if (names.length && !names.some((o) => scene.name.includes(o))) continue;
        for (const vp of viewports) {
          const page = await browser.newPage({ viewport: vp, deviceScaleFactor: 1, locale: lang });
          await page.goto(`${url}/tv/index.html?feed=inject&still=1&silent`);
          await scene.run(page, false);
          // JPEG keeps the many fixture shots small in the repository; SHOTS_PNG=dir also writes PNGs there.
          const file = join(dir, `${vp.width}x${vp.height}-${scene.name}.jpg`);
          await page.screenshot({ path: file, type: 'jpeg', quality: 82 });
          if (process.env.SHOTS_PNG) {
            mkdirSync(join(process.env.SHOTS_PNG, `${n}p-${lang}`), { recursive: true });
            await page.screenshot({ path: join(process.env.SHOTS_PNG, `${n}p-${lang}`, `${vp.width}x${vp.height}-${scene.name}.png`) });
          }
          console.log(`screenshot ${file}`);
          await page.close();
        }
      }
    }
  }
}

/** modern-cn: on day 1, before the night's deaths, the wolf Bob (2) self-destructs during the candidates' speeches. */
function selfDestructGame(lang: Lang): Driver {
  const d = new Driver({ players: NAMES[lang], deck: DECK, deal: DEAL, preset: 'modern-cn', seed: 7 });
  d.choose(7, 'guard.protect', [1]);
  d.choose(1, 'seer.inspect', [2]);
  d.choose(2, 'wolves.victim', [3]);
  d.choose(6, 'wolves.victim', [3]);
  d.choose(4, 'witch.heal', false);
  d.choose(4, 'witch.poison', []);
  d.choose(1, 'sheriff.stand', true);
  d.choose(2, 'sheriff.stand', true);
  d.timeout();
  d.expectStep('candidateSpeech');
  d.snap('speeches');
  d.choose(2, 'wolf.selfDestruct', true);
  d.snap('selfDestruct');
  return d;
}

const selfDestructScene: Scene = {
  name: '11-self-destruct',
  async run(page, lang) {
    const d = selfDestructGame(lang);
    const from = d.snaps.get('speeches')!;
    await inject(page, welcome(true), tableState(d, from, lang, { host: true }));
    await wait(300);
    await inject(page, tableState(d, d.snaps.get('selfDestruct')!, lang, { from, host: true }));
    await wait(2500);
  },
};

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-tv-shots-'));
  await buildTv(dir);
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    if (args[0] === 'fixtures') {
      await fixtures(server.url, browser, args.slice(1));
      return;
    }
    const only = args;
    for (const lang of ['en', 'zh-CN'] as const) {
      mkdirSync(join(OUT, lang), { recursive: true });
      for (const scene of [...scenes(), selfDestructScene]) {
        if (only.length && !only.some((o) => scene.name.includes(o))) continue;
        const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, locale: lang });
        await page.goto(`${server.url}/tv/index.html?feed=inject&still=1&silent`);
        await scene.run(page, lang);
        const file = join(OUT, lang, `${scene.name}.png`);
        await page.screenshot({ path: file });
        console.log(`screenshot ${file}`);
        await page.close();
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
