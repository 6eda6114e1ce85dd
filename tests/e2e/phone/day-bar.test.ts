/**
 * The day bar (issue 27, point 1): by day one glance at a phone on the table must not name a wolf.
 * The real built phone page renders the exact `state` the host sends each seat (the real engine's
 * views, tests/phone/fixtures.ts), in zh-CN at 390×844, for a 9-player modern-cn table (预女猎,
 * the self-destruct on): a living wolf's phone and a living Villager's, side by side, at moments of
 * day 1 where the wolf may self-destruct (the candidates' speeches, the day's speeches) and where he
 * may not (the vote). Compared: every visible text box (its size and words; the player's own card
 * by size only, it carries his name), where each box outside the seat grid sits, and the
 * background colours (with sizes) of every visible box. A second Villager is the control: two
 * plain Villagers' phones must compare equal too, or the comparison proves nothing.
 * Then the sheet the bar opens: it covers the whole screen on both, opaque; the wolf's lists the
 * self-destruct, asks once more, and sends it; the Villager's says privately that his card has
 * no power now, with no refusal and nothing sent.
 *
 * Then the Knight (骑士): at an official table whose deck holds him, his phone and a Villager's compare
 * the same way at the day's speeches; his sheet lists the duel (决斗) with its seats prompt.
 *
 * DAY_BAR_SHOTS=DIR: also write each phone's picture (and the sheets) there, to look at.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Lang, ServerMessage } from '../../../protocol/protocol.js';
import { NAMES, NOW, Table } from '../../phone/fixtures.js';
import { servePhonePages } from '../../support/phonePages.js';
import { buildPages, launchBrowser } from './harness.js';

let dir = '';
let server: Server;
let url = '';
let browser: Browser;
const SHOTS = process.env.DAY_BAR_SHOTS ?? '';

beforeAll(async () => {
  dir = await buildPages();
  ({ server, url } = await servePhonePages(dir));
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** 9 players, modern-cn: Alice the Seer; wolves Bob (2), Eve (5), Hana (8); Chen the Witch; Fang the Hunter; Villagers Dana (4), Gus (7), Ivy (9). */
function modern9(lang: Lang = 'zh-CN'): Table {
  return Table.deal(NAMES[lang], ['seer', 'werewolf', 'witch', 'villager', 'werewolf', 'hunter', 'villager', 'werewolf', 'villager'], [], { preset: 'modern-cn' });
}

/** Night 1: Dana (4) is eaten; at dawn the election comes first: Alice (1) and Bob (2) stand. */
function toCandidates(): Table {
  const t = modern9();
  t.choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [4]).choose(5, 'wolves.victim', [4]).choose(8, 'wolves.victim', [4]);
  t.choose(3, 'witch.heal', false).choose(3, 'witch.poison', []);
  t.choose(1, 'sheriff.stand', true).choose(2, 'sheriff.stand', true);
  return t.until('candidateSpeech');
}

interface Look {
  /** Every visible text box: "w×h words", sorted; the player's own card by size only. */
  boxes: string[];
  /** Boxes outside the seat grid and the own card, where they sit: "x,y w×h words". */
  placed: string[];
  /** Background colour and size of every visible box with one, sorted. */
  colours: string[];
  /** Where the day bar is, or null. */
  bar: string | null;
}

/** One phone's page showing these messages (a fresh page: nothing left over from another seat). */
async function open(messages: ServerMessage[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript((f) => {
    (window as unknown as { __NIGHTFALL_FIXTURE__: unknown }).__NIGHTFALL_FIXTURE__ = f;
  }, { messages, now: NOW, status: 'open' });
  await page.goto(`${url}?lang=zh-CN`);
  await page.locator('[data-testid="game"] [data-testid="hold-card"]').waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page;
}

async function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="game"]')!;
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      const st = getComputedStyle(e);
      return r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && Number(st.opacity) > 0;
    };
    const size = (r: DOMRect) => `${Math.round(r.width / 4) * 4}×${Math.round(r.height / 4) * 4}`;
    const boxes: string[] = [];
    const placed: string[] = [];
    const colours: string[] = [];
    const card = root.querySelector('[data-testid="hold-card"]');
    for (const e of [root, ...root.querySelectorAll('*')]) {
      if (!visible(e)) continue;
      const r = e.getBoundingClientRect();
      const bg = getComputedStyle(e).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') colours.push(`${bg} ${size(r)}`);
      const direct = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '').join('').trim();
      if (!direct) continue;
      const own = !!card?.contains(e);
      const words = own ? '(own card)' : direct;
      boxes.push(`${size(r)} ${words}`);
      if (!own && !e.closest('.seat-grid')) placed.push(`${Math.round(r.x / 4) * 4},${Math.round(r.y / 4) * 4} ${size(r)} ${words}`);
    }
    const bar = root.querySelector('[data-testid="day-bar"]');
    const br = bar && visible(bar) ? bar.getBoundingClientRect() : null;
    return {
      boxes: boxes.sort(), placed: placed.sort(), colours: colours.sort(),
      bar: br ? `${Math.round(br.x)},${Math.round(br.y)} ${Math.round(br.width)}×${Math.round(br.height)}` : null,
    };
  });
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) writeFileSync(path.join(SHOTS, `${name}.png`), await page.screenshot());
}

/** A living wolf, a living Villager and another Villager at this moment: not speaking, and with no prompt of the step but a ballot. */
function pick(t: Table): { wolf: number; villager: number; control: number } {
  const idle = (seat: number) => t.state.players[seat - 1].alive && t.state.step.actor !== seat
    && t.state.step.prompts.every((p) => p.seat !== seat || p.id === 'vote');
  const wolf = [2, 5, 8].find(idle)!;
  const [villager, control] = [4, 7, 9].filter(idle);
  expect(wolf && villager && control, `idle seats at ${t.state.step.name}`).toBeTruthy();
  return { wolf, villager, control };
}

/**
 * 9 players, an official table (no self-destruct): the Knight (骑士, RULES.md §12) at seat 9 in
 * place of a Villager. Night 1: the Seer (1) is eaten; day 1's speeches start on his left, with
 * Bob (2). The day bar is there only because the deck holds the Knight.
 */
function knight9(): Table {
  const t = Table.deal(NAMES['zh-CN'], ['seer', 'werewolf', 'witch', 'villager', 'werewolf', 'hunter', 'villager', 'werewolf', 'duelKnight'], [], {
    variants: { sheriffElection: 'off', discussion: 'roundRobin' },
  });
  t.choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [1]).choose(5, 'wolves.victim', [1]).choose(8, 'wolves.victim', [1]);
  t.choose(3, 'witch.heal', false).choose(3, 'witch.poison', []);
  return t.until('speech');
}

describe('the day bar: a wolf\'s phone and a Villager\'s look the same by day', () => {
  const moments: [string, () => Table, boolean][] = [
    ['the candidates\' speeches', toCandidates, true],
    ['the day\'s speeches', () => toCandidates().until('speech'), true],
    ['the vote', () => toCandidates().until('vote'), false],
  ];
  for (const [name, table, canBlowUp] of moments) {
    test(`${name}: the same texts, boxes, places and colours`, async () => {
      const t = table();
      expect(t.state.phase).toBe('day');
      const { wolf, villager, control } = pick(t);
      // The wolf holds the self-destruct now (or not, in the vote): the pages must not show it.
      const view = (t.message(wolf) as Extract<ServerMessage, { t: 'state' }>).game!;
      expect(view.prompts.some((p) => p.id === 'wolf.selfDestruct')).toBe(canBlowUp);
      const pages = await Promise.all([wolf, villager, control].map((seat) => open([t.message(seat, { vip: false })])));
      try {
        const [w, v, c] = await Promise.all(pages.map(look));
        await Promise.all(pages.map((p, i) => shot(p, `${t.state.step.name}-${['wolf', 'villager', 'control'][i]}`)));
        // The control first: two plain Villagers compare equal.
        expect(c).toEqual(v);
        expect(w.boxes, 'text boxes and words').toEqual(v.boxes);
        expect(w.placed, 'where each box sits').toEqual(v.placed);
        expect(w.colours, 'background colours').toEqual(v.colours);
        expect(w.bar).toBe(v.bar);
        expect(v.bar, 'every living phone has the day bar').not.toBeNull();
      } finally {
        await Promise.all(pages.map((p) => p.context().close()));
      }
    }, 120_000);
  }

  test('the sheet: the wolf\'s lists the self-destruct and sends it after asking once more; the Villager\'s says privately there is none', async () => {
    const t = toCandidates();
    const { wolf, villager } = pick(t);
    const [w, v] = await Promise.all([wolf, villager].map((seat) => open([t.message(seat, { vip: false })])));
    try {
      for (const page of [w, v]) {
        await page.getByTestId('day-bar').click();
        const sheet = page.getByTestId('day-sheet');
        await sheet.waitFor();
        // It covers the whole screen, opaque: what it lists is for its holder only.
        expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
        expect(await sheet.evaluate((e) => getComputedStyle(e).backgroundColor)).toMatch(/^rgb\(/);
      }
      await shot(w, 'sheet-wolf');
      await shot(v, 'sheet-villager');
      // The Villager: one private line, no button, no error, nothing sent.
      expect(await v.getByTestId('day-power').count()).toBe(0);
      expect(await v.getByTestId('day-power-none').innerText()).toBe('你的身份此刻没有可用的技能。');
      expect(await v.locator('.error').count()).toBe(0);
      await v.getByTestId('day-sheet-close').click();
      await v.getByTestId('day-sheet').waitFor({ state: 'detached' });
      expect(await v.evaluate(() => (window as unknown as { __NIGHTFALL_SENT__: unknown[] }).__NIGHTFALL_SENT__)).toEqual([]);
      // The wolf: 自爆, asked once more; cancelling sends nothing, yes sends the self-destruct.
      await w.locator('[data-testid="day-power"][data-prompt="wolf.selfDestruct"]').click();
      await shot(w, 'sheet-wolf-confirm');
      await w.getByTestId('day-power-cancel').click();
      await w.locator('[data-testid="day-power"][data-prompt="wolf.selfDestruct"]').click();
      await w.getByTestId('day-power-yes').click();
      await expect.poll(() => w.evaluate(() => (window as unknown as { __NIGHTFALL_SENT__: { t: string; prompt?: string; choice?: unknown }[] }).__NIGHTFALL_SENT__
        .filter((m) => m.t === 'choose').map((m) => `${m.prompt}:${String(m.choice)}`))).toEqual(['wolf.selfDestruct:true']);
    } finally {
      await Promise.all([w, v].map((p) => p.context().close()));
    }
  }, 120_000);
});

describe('the day bar: the Knight\'s phone and a Villager\'s look the same by day', () => {
  test('the day\'s speeches: the same texts, boxes, places and colours; his sheet lists 决斗 and its seats', async () => {
    const t = knight9();
    expect(t.state.step).toMatchObject({ name: 'speech', actor: 2 });
    const view = (t.message(9) as Extract<ServerMessage, { t: 'state' }>).game!;
    expect(view.variants.selfDestruct).toBe(false);
    expect(view.prompts.some((p) => p.id === 'duelKnight.duel')).toBe(true);
    const pages = await Promise.all([9, 4, 7].map((seat) => open([t.message(seat, { vip: false })])));
    try {
      const [k, v, c] = await Promise.all(pages.map(look));
      await Promise.all(pages.map((p, i) => shot(p, `knight-speech-${['knight', 'villager', 'control'][i]}`)));
      expect(c).toEqual(v);
      expect(k.boxes, 'text boxes and words').toEqual(v.boxes);
      expect(k.placed, 'where each box sits').toEqual(v.placed);
      expect(k.colours, 'background colours').toEqual(v.colours);
      expect(k.bar).toBe(v.bar);
      expect(v.bar, 'every living phone has the day bar').not.toBeNull();
      const [knight] = pages;
      await knight.getByTestId('day-bar').click();
      const power = knight.locator('[data-testid="day-power"][data-prompt="duelKnight.duel"]');
      expect(await power.innerText()).toBe('决斗');
      await power.click();
      await shot(knight, 'sheet-knight-duel');
      const armed = knight.locator('[data-testid="day-power-armed"] [data-testid="prompt"][data-prompt="duelKnight.duel"]');
      expect(await armed.getAttribute('data-kind')).toBe('seats');
      expect(await knight.evaluate(() => (window as unknown as { __NIGHTFALL_SENT__: { t: string }[] }).__NIGHTFALL_SENT__.filter((m) => m.t === 'choose'))).toEqual([]);
    } finally {
      await Promise.all(pages.map((p) => p.context().close()));
    }
  }, 120_000);
});

describe("a hidden death's step: a neighbour cannot tell the Hunter's from a Villager's (deathPowerCall everyone)", () => {
  /** Night 1 eats seat 3: the Hunter in one game, a Villager in the other (the Hunter one seat on). */
  function eaten(hunterAt: 3 | 4): Table {
    const deal = ['seer', 'werewolf', 'villager', 'villager', 'werewolf', 'witch', 'villager', 'werewolf', 'villager'] as const;
    const cards = deal.map((r, i) => (i + 1 === hunterAt ? 'hunter' : r));
    const t = Table.deal(NAMES['zh-CN'], [...cards], [], {
      variants: { sheriffElection: 'off', discussion: 'free', revealOnDeath: 'never', deathPowerCall: 'everyone' },
    });
    t.choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [3]).choose(5, 'wolves.victim', [3]).choose(8, 'wolves.victim', [3]);
    t.choose(6, 'witch.heal', false).choose(6, 'witch.poison', []);
    return t;
  }

  test("the living see the same step on their phones, and the dead player's own phone has a seat grid either way", async () => {
    const hunter = eaten(3);
    const villager = eaten(4);
    expect(hunter.state.step.name).toBe('hunterShot');
    expect(villager.state.step.name).toBe('deathPower');
    // A wolf and a Villager who are the same card in both games look alike in both.
    for (const seat of [5, 7]) {
      const pages = await Promise.all([hunter, villager].map((t) => open([t.message(seat, { vip: false })])));
      try {
        const [a, b] = await Promise.all(pages.map(look));
        expect(a, `seat ${seat}`).toEqual(b);
      } finally {
        await Promise.all(pages.map((p) => p.context().close()));
      }
    }
    // The dead seat 3: the Hunter's gun or the sleeper's decoy, a tile for every seat either way.
    const dead = await Promise.all([hunter, villager].map((t) => open([t.message(3, { vip: false })])));
    try {
      await Promise.all(dead.map((p, i) => shot(p, `death-power-${i === 0 ? 'hunter' : 'villager'}`)));
      const tiles = await Promise.all(dead.map((p) => p.locator('.tile[data-seat]').count()));
      expect(tiles[0]).toBe(9);
      expect(tiles[1]).toBe(tiles[0]);
      expect(await dead[1].getByTestId('decoy').count()).toBe(1);
      expect(await dead[1].locator('[data-testid="ghost-view"]').count()).toBe(0);
    } finally {
      await Promise.all(dead.map((p) => p.context().close()));
    }
  }, 120_000);
});
