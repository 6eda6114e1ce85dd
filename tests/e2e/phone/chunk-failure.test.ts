/**
 * A phone whose game-screen chunk will not load never goes blank (issue: pages that cannot fail
 * blank). Six phones start a game and wait at the ready moment, each with its prompt; then one
 * phone reloads while the network drops the game screen's chunk — once (it must come back by
 * itself to its seat and its prompt), or every time (it must show the "Reconnecting…" panel in
 * Chinese, the host's log must get its report, and once the chunk loads again it comes back).
 * The host runs in this process (electron/host startHost) so the test can read its log.
 * Then a screen that throws while drawing (a state it cannot draw) on the TV: the panel, not white.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHost, type StartedHost } from '../../../electron/host/index.js';
import type { ServerMessage } from '../../../protocol/protocol.js';
import { inject } from '../../tv/support/inject.js';
import { scriptedGame, tableState, welcome } from '../../tv/support/scenario.js';
import { buildPages, launchBrowser, Phone } from './harness.js';
import { joinAll } from './table.js';

const GAME_CHUNK = /\/assets\/GameScreen-[\w-]+\.js$/;
const NAMES = ['Ada', 'Ben', '陈晨', 'Dov', 'Eli', '方方'];

let pagesDir = '';
let dataDir = '';
let host: StartedHost | undefined;
let browser: Browser | undefined;
let phones: Phone[] = [];
const hostLog: string[] = [];

beforeAll(async () => {
  pagesDir = await buildPages();
  dataDir = mkdtempSync(path.join(tmpdir(), 'nightfall-e2e-chunk-'));
  host = await startHost({
    port: 0, bindAddress: '127.0.0.1', dataDir, staticDir: pagesDir,
    log: (line) => hostLog.push(line), testing: { manualClock: true, seed: 24 },
  });
  browser = await launchBrowser();
  const url = `http://127.0.0.1:${host.port}/`;
  phones = [];
  // The phones with Chinese names read Chinese (their browser's language).
  for (const name of NAMES) phones.push(await Phone.open(browser, url, name, /[\u4e00-\u9fff]/.test(name) ? 'zh-CN' : 'en-US'));
  await joinAll(phones);
  const vip = phones[0];
  await vip.page.waitForFunction(() => !document.querySelector('[data-testid="setup-problem"]'), null, { timeout: 10_000 });
  await vip.testid('start-game').click();
  await Promise.all(phones.map(async (p) => {
    await p.waitScreen('game', 30_000);
    p.seat = Number(await p.testid('hold-card').getAttribute('data-seat'));
    await p.page.locator('[data-testid="prompt"][data-prompt="ready"]').waitFor();
  }));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  for (const d of [pagesDir, dataDir]) if (d) rmSync(d, { recursive: true, force: true });
});

/** Aborts the game screen's chunk: the first `times` requests for it (Infinity: all). */
async function blockGameChunk(p: Phone, times: number): Promise<{ aborted: () => number; requests: () => number }> {
  let aborted = 0;
  let requests = 0;
  await p.page.route(GAME_CHUNK, (route: Route) => {
    requests += 1;
    if (aborted < times) {
      aborted += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  return { aborted: () => aborted, requests: () => requests };
}

/** The phone shows its game at this seat, with the ready prompt open. */
async function atSeatWithPrompt(p: Phone, seat: number, timeout: number): Promise<void> {
  await p.page.locator('[data-testid="prompt"][data-prompt="ready"]').waitFor({ timeout });
  expect(await p.screen()).toBe('game');
  expect(Number(await p.testid('hold-card').getAttribute('data-seat'))).toBe(seat);
}

describe('a game-screen chunk that will not load', () => {
  test('fails on a reload mid-game, then loads: the phone comes back to its seat and its prompt by itself', async () => {
    const p = phones[1];
    const seat = p.seat;
    // Twice: the page may ask for the chunk first by a modulepreload link (vite's preload helper)
    // and then by import(); refusing both makes the import itself fail once.
    const block = await blockGameChunk(p, 2);
    let loads = 0;
    const onLoad = () => { loads += 1; };
    p.page.on('load', onLoad);
    await p.page.reload();
    await atSeatWithPrompt(p, seat, 30_000);
    p.page.off('load', onLoad);
    expect(block.aborted()).toBe(2); // the chunk was really refused…
    expect(block.requests()).toBeGreaterThanOrEqual(3); // …and fetched again
    expect(loads).toBe(1); // by the retry, in the same page: no second reload was needed
    await p.page.unroute(GAME_CHUNK);
  }, 90_000);

  test('fails every time: "Reconnecting…" in Chinese, never a white page, the host logs it; it recovers once the chunk loads', async () => {
    const p = phones[5];
    expect(p.locale).toBe('zh-CN');
    const seat = p.seat;
    const block = await blockGameChunk(p, Infinity);
    const before = hostLog.length;
    await p.page.reload();
    const panel = p.testid('screen-recover');
    await panel.waitFor({ timeout: 45_000 });
    await expect.poll(() => panel.innerText()).toContain('正在重新连接……');
    expect(await panel.innerText()).toContain('重新载入');
    // Not a white page: the panel covers the screen, dark, with light text.
    const look = await p.page.evaluate(() => {
      const el = document.querySelector('[data-testid="screen-recover"]') as HTMLElement;
      const r = el.getBoundingClientRect();
      const title = el.querySelector('h1') as HTMLElement;
      return {
        w: r.width, h: r.height, bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(title).color,
        fontPx: parseFloat(getComputedStyle(title).fontSize),
      };
    });
    expect(look.w).toBe(390);
    expect(look.h).toBe(844);
    expect(look.bg).toBe('rgb(5, 8, 10)');
    expect(look.fg).toBe('rgb(217, 227, 232)');
    expect(look.fontPx).toBeGreaterThanOrEqual(28);
    expect(block.aborted()).toBeGreaterThanOrEqual(2);
    // The host's log says which phone and what failed.
    await expect.poll(() => hostLog.slice(before).filter((l) => l.startsWith(`client error from phone seat ${seat} [`)), { timeout: 20_000 })
      .not.toEqual([]);
    const lines = hostLog.slice(before).filter((l) => l.startsWith('client error from'));
    expect(lines.every((l) => l.includes(`phone seat ${seat} `))).toBe(true);
    expect(lines.some((l) => /\[(game|GameScreen), chunk/.test(l))).toBe(true);
    // The network is back: the panel's own retries bring the game screen without a tap.
    await p.page.unroute(GAME_CHUNK);
    await atSeatWithPrompt(p, seat, 45_000);
    expect(await p.testid('screen-recover').count()).toBe(0);
  }, 150_000);
});

describe('the strings that will not load', () => {
  test('a new phone whose language chunks fail says "Reconnecting…" in Chinese, then shows the join screen once they load', async () => {
    const p = await Phone.open(browser!, 'about:blank', 'new', 'zh-CN');
    const STRINGS = /\/assets\/(en|zh-CN)-[\w-]+\.js$/;
    let aborted = 0;
    await p.page.route(STRINGS, (route) => {
      aborted += 1;
      return route.abort('connectionreset');
    });
    const before = hostLog.length;
    await p.page.goto(`http://127.0.0.1:${host!.port}/`);
    const panel = p.testid('screen-recover');
    await panel.waitFor({ timeout: 45_000 });
    expect(await panel.innerText()).toContain('正在重新连接……');
    expect(aborted).toBeGreaterThanOrEqual(2);
    await expect.poll(() => hostLog.slice(before).some((l) => l.startsWith('client error from a phone without a seat [strings, chunk]')), { timeout: 20_000 }).toBe(true);
    await p.page.unroute(STRINGS);
    // Its own retries bring the strings: the join screen (a game is on: "running"), in Chinese.
    await p.waitScreen('running', 30_000);
    await expect.poll(() => p.page.locator('[data-screen="running"]').innerText()).toMatch(/[\u4e00-\u9fff]{4}/);
    await p.close();
  }, 120_000);
});

describe('a screen that throws while drawing', () => {
  test('on the TV: "Reconnecting…" in the room\'s language over the page, never a white page', async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 720 }, locale: 'zh-CN' });
    await page.goto(`http://127.0.0.1:${host!.port}/tv/index.html?feed=inject&silent`);
    const d = scriptedGame('zh-CN');
    const good = tableState(d, d.snaps.get('day1.discussion')!, 'zh-CN') as Extract<ServerMessage, { t: 'state' }>;
    await inject(page, welcome(false), good);
    await page.getByTestId('phase').waitFor();
    // The same day with its players' list broken: the game screen cannot draw it.
    await inject(page, { ...good, game: { ...good.game!, players: null as never } });
    const panel = page.getByTestId('screen-recover');
    await panel.waitFor({ timeout: 10_000 });
    expect(await panel.innerText()).toContain('正在重新连接……');
    const look = await panel.evaluate((el) => ({ w: el.getBoundingClientRect().width, h: el.getBoundingClientRect().height, bg: getComputedStyle(el).backgroundColor }));
    expect(look).toEqual({ w: 1280, h: 720, bg: 'rgb(5, 8, 10)' });
    // The forest and the caption stay: only the screen that threw is replaced.
    expect(await page.getByTestId('stage').count()).toBe(1);
    await page.close();
  }, 60_000);
});
