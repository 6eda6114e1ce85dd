/**
 * The glance test (issue 11): at night, from across the room, an acting phone must look like a
 * sleeping one. For every night step of a full first night (Thief, Cupid, the Lovers, Guard, Seer,
 * wolves, Little Girl, Witch), the real built phone page renders the exact `state` the host sends
 * an acting seat and a sleeping seat (tests/phone/fixtures.ts: the real engine's views); both are
 * screenshotted at 390×844 and compared: mean luminance (pixels), and layout density from the DOM
 * — tiles in the grid and where it starts, the heading's size, the number of visible text boxes,
 * confirm buttons. Then the "done" screens: the actor's phone already past the step (the host
 * holds the step for the rest of the table) beside a sleeper's after the decoy.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ServerMessage } from '../../../renderer/common/protocol.js';
import { NAMES, NOW, Table } from '../../phone/fixtures.js';
import { buildPages, launchBrowser } from './harness.js';

let dir = '';
let server: Server;
let url = '';
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  dir = await buildPages();
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  server = createServer((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname;
    const file = p === '/' ? path.join(dir, 'phone', 'index.html') : path.join(dir, p);
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('no');
      res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Look { luminance: number; tiles: number; heading: number; texts: number; confirms: number; gridTop: number }

/** GLANCE_SHOTS=DIR: also write each step's acting and sleeping screens side by side, to look at. */
const SHOTS = process.env.GLANCE_SHOTS ?? '';

function sideBySide(a: PNG, b: PNG): Buffer {
  const gap = 16;
  const out = new PNG({ width: a.width + gap + b.width, height: Math.max(a.height, b.height) });
  out.data.fill(128);
  const blit = (src: PNG, dx: number) => {
    for (let y = 0; y < src.height; y++) src.data.copy(out.data, (y * out.width + dx) * 4, y * src.width * 4, (y + 1) * src.width * 4);
  };
  blit(a, 0);
  blit(b, a.width + gap);
  return PNG.sync.write(out);
}

/** The phone after these messages; `tapDecoy`: after tapping a name on the decoy and confirming. */
async function look(messages: ServerMessage[], tapDecoy = false): Promise<Look & { png: PNG }> {
  context ??= await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript((f) => {
    (window as unknown as { __NIGHTFALL_FIXTURE__: unknown }).__NIGHTFALL_FIXTURE__ = f;
  }, { messages, now: NOW, status: 'open' });
  await page.goto(`${url}?lang=en`);
  await page.locator('[data-testid="game"]').waitFor();
  if (tapDecoy) {
    await page.locator('[data-testid="decoy"] [data-selectable="true"]').first().click();
    await page.locator('[data-testid="decoy"] [data-testid="confirm"]').click();
    await page.locator('[data-testid="decoy-done"]').waitFor();
  }
  await page.waitForTimeout(100);
  const png = PNG.sync.read(await page.screenshot());
  let sum = 0;
  for (let i = 0; i < png.data.length; i += 4) sum += 0.2126 * png.data[i] + 0.7152 * png.data[i + 1] + 0.0722 * png.data[i + 2];
  const dom = await page.evaluate(() => {
    const main = document.querySelector('.game-content')!;
    const visible = (e: Element) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    const h2 = main.querySelector('h2');
    let texts = 0;
    for (const e of main.querySelectorAll('*')) {
      if (!visible(e)) continue;
      if ([...e.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim())) texts++;
    }
    const tiles = [...main.querySelectorAll('.tile')].filter(visible);
    return {
      tiles: tiles.length,
      // Where the grid starts: a box above it on one phone only (a summary) moves it down.
      gridTop: tiles.length ? Math.round(tiles[0].getBoundingClientRect().top) : 0,
      heading: h2 ? parseFloat(getComputedStyle(h2).fontSize) : 0,
      texts,
      confirms: [...main.querySelectorAll('[data-testid="confirm"]')].filter(visible).length,
    };
  });
  await page.close();
  return { luminance: sum / (png.width * png.height), ...dom, png };
}

/** The 8-player table of the screenshots: Seer, 2 wolves, Witch, Little Girl, Thief, Cupid, a Villager. */
interface Step {
  step: string;
  table: Table;
  acting: number;
  sleeping: number;
  /** The acting seat's answers that end the step: its phone is then past the step (held for the rest). */
  answer?: (t: Table) => Table;
}

function night(): Step[] {
  const t = () => Table.deal(NAMES.en, ['seer', 'werewolf', 'witch', 'villager', 'werewolf', 'littleGirl', 'thief', 'cupid'], ['guard', 'villager']);
  const thief = t();
  const cupid = t().choose(7, 'thief.swap', 'spare0');
  const lovers = t().choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]);
  const guard = t().choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).timeout();
  const seer = t().choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).timeout().choose(7, 'guard.protect', [4]);
  const wolves = t().choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).timeout().choose(7, 'guard.protect', [4])
    .choose(1, 'seer.inspect', [2]);
  const witch = t().choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).timeout().choose(7, 'guard.protect', [4])
    .choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [1]).choose(5, 'wolves.victim', [1]).choose(6, 'littleGirl.peek', false);
  const copy = (t: Table) => Object.assign(Object.create(Table.prototype) as Table, t, { events: t.events.slice() });
  return [
    { step: 'thief', table: thief, acting: 7, sleeping: 4, answer: (t) => copy(t).choose(7, 'thief.swap', 'spare0') },
    { step: 'cupid', table: cupid, acting: 8, sleeping: 6, answer: (t) => copy(t).choose(8, 'cupid.lovers', [4, 5]) },
    { step: 'lovers', table: lovers, acting: 4, sleeping: 6 },
    { step: 'guard', table: guard, acting: 7, sleeping: 6, answer: (t) => copy(t).choose(7, 'guard.protect', [4]) },
    { step: 'seer', table: seer, acting: 1, sleeping: 4, answer: (t) => copy(t).choose(1, 'seer.inspect', [2]) },
    { step: 'werewolves', table: wolves, acting: 2, sleeping: 4 },
    {
      step: 'werewolves (Little Girl)', table: wolves, acting: 6, sleeping: 4,
      answer: (t) => copy(t).choose(2, 'wolves.victim', [1]).choose(5, 'wolves.victim', [1]).choose(6, 'littleGirl.peek', false),
    },
    { step: 'witch', table: witch, acting: 3, sleeping: 4 },
    {
      step: 'witch (poison, after healing)', table: copy(witch).choose(3, 'witch.heal', true), acting: 3, sleeping: 4,
      answer: (t) => copy(t).choose(3, 'witch.poison', []),
    },
  ];
}

/**
 * Tells still open (acting vs sleeping). None since the night screens share one layout
 * (renderer/phone/game/NightSheet.tsx) and the decoy shows every seat's name and avatar. Before
 * that, measured on 2026-12-01: the option prompts showed no seat grid, real grids carried names
 * where the decoy showed bare moons (20–28 text boxes against 11), the Guard's ready confirm lit
 * the screen (10.7 vs 4.1 mean luminance). The test fails when a new tell appears, and when one of
 * these is fixed (then remove it here), so the list only shrinks.
 */
const KNOWN_TELLS = new Set<string>([]);

describe('at a glance, acting and sleeping phones look alike', () => {
  test('every night step: same brightness, tiles, heading, text density and taps', async () => {
    const report: string[] = [];
    const tells: string[] = [];
    const compare = (step: string, act: Look & { png: PNG }, sleep: Look & { png: PNG }) => {
      const figures = ({ png: _, ...l }: Look & { png: PNG }) => JSON.stringify({ ...l, luminance: Math.round(l.luminance * 10) / 10 });
      report.push(`${step}: acting ${figures(act)} sleeping ${figures(sleep)}`);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        writeFileSync(path.join(SHOTS, `${step.replace(/\W+/g, '-').replace(/-$/, '')}.png`), sideBySide(act.png, sleep.png));
      }
      const check = (what: string, same: boolean) => { if (!same) tells.push(`${step}: ${what}`); };
      check('brightness', Math.abs(act.luminance - sleep.luminance) < 2);
      check('tiles', act.tiles === sleep.tiles);
      check('heading', act.heading === sleep.heading);
      check('confirms', act.confirms === sleep.confirms);
      check('texts', Math.abs(act.texts - sleep.texts) <= 3);
      check('grid position', Math.abs(act.gridTop - sleep.gridTop) <= 24);
    };
    for (const s of night()) {
      compare(s.step, await look([s.table.message(s.acting)]), await look([s.table.message(s.sleeping)]));
      if (!s.answer) continue;
      // Done: the actor's phone is past the step while the table still shows it (the host holds a
      // night step to its drawn end; the timer is still the step's); the sleeper tapped the decoy.
      const past = s.answer(s.table).message(s.acting, { timer: s.table.timer() });
      compare(`${s.step} done`, await look([s.table.message(s.acting), past]), await look([s.table.message(s.sleeping)], true));
    }
    console.log(report.join('\n'));
    expect(tells.filter((t) => !KNOWN_TELLS.has(t)), 'new tells').toEqual([]);
    expect([...KNOWN_TELLS].filter((t) => !tells.includes(t)), 'fixed tells (remove them from KNOWN_TELLS)').toEqual([]);
  }, 300_000);
});
