/**
 * `npx tsx scripts/screenshots-tv-storage.ts`: the TV while the host cannot save (the red banner)
 * and after restore found damage (the recovery notice), at 1920×1080 and 1280×720 in en and zh-CN,
 * into docs/screenshots/tv/storage/ as JPEG. The states are what the host sends in those cases
 * (`room.storage`, `room.recovery`), fed to the built TV page like scripts/screenshots-tv.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Lang, RoomView, ServerMessage } from '../renderer/common/protocol.js';
import { launchChromium, serveStatic } from '../tests/tv/support/browser.js';
import { buildTv } from '../tests/tv/support/build.js';
import { inject } from '../tests/tv/support/inject.js';
import { roomView, scriptedGame, tableState, welcome } from '../tests/tv/support/scenario.js';

const OUT = resolve(import.meta.dirname, '../docs/screenshots/tv/storage');
const VIEWPORTS = [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Extra = Pick<RoomView, 'storage' | 'recovery'>;

function withRoom(msg: ServerMessage, extra: Extra): ServerMessage {
  return msg.t === 'state' ? { ...msg, room: { ...msg.room, ...extra } } : msg;
}

function lobby(lang: Lang, extra: Extra): ServerMessage {
  const now = Date.now();
  return {
    t: 'state', you: { device: 'tv', host: true }, room: { ...roomView(lang, { phase: 'lobby', addresses: true }), ...extra },
    game: null, timer: null, events: [], fresh: true, serverNow: now,
  };
}

function day(lang: Lang, extra: Extra): ServerMessage {
  const d = scriptedGame(lang);
  return withRoom(tableState(d, d.snaps.get('day1.discussion')!, lang, { host: true }), extra);
}

const DAMAGED_LOG = 'current-game.jsonl.damaged-2026-12-01T23-40-12-345Z';
const DAMAGED_ROOM = 'room.json.damaged-2026-12-01T23-40-12-346Z';

const SCENES: { name: string; state(lang: Lang): ServerMessage }[] = [
  { name: 'full-lobby', state: (lang) => lobby(lang, { storage: { problem: 'full' } }) },
  { name: 'full-day', state: (lang) => day(lang, { storage: { problem: 'full' } }) },
  {
    name: 'recovered-day',
    state: (lang) => day(lang, { recovery: { roomLost: false, gameLost: false, actionsRecovered: 41, linesLost: 3, keptAs: [DAMAGED_LOG] } }),
  },
  {
    name: 'readonly-lost-lobby',
    state: (lang) => lobby(lang, {
      storage: { problem: 'readonly' },
      recovery: { roomLost: true, gameLost: true, actionsRecovered: 0, linesLost: 0, keptAs: [DAMAGED_ROOM, DAMAGED_LOG] },
    }),
  },
];

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => a !== '--');
  const dir = mkdtempSync(join(tmpdir(), 'nightfall-tv-storage-'));
  await buildTv(dir);
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    for (const lang of ['en', 'zh-CN'] as const) {
      mkdirSync(join(OUT, lang), { recursive: true });
      for (const scene of SCENES) {
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
