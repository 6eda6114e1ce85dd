/**
 * The TV end to end: `npm run serve` (manual clock) + the built TV page in Chromium holding the
 * host secret + six phones speaking the raw protocol. A whole game, asserting what the big screen
 * shows at each phase, and that no secret reaches the TV (DOM or WebSocket frames) before it is
 * revealed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, GameView } from '../../engine/index.js';
import type { ServerMessage } from '../../protocol/protocol.js';
import { FrameAssembler } from '../../protocol/frames.js';
import { launchChromium } from '../tv/support/browser.js';
import { buildTv } from '../tv/support/build.js';
import { startServe, type ServedHost } from '../tv/support/host.js';
import { Phone, waitFor } from '../tv/support/phone.js';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
const DECK = ['werewolf', 'seer', 'witch', 'villager', 'villager', 'villager'];
const SECRET_EVENTS = new Set(['roleDealt', 'seerResult', 'wolfPick', 'wolvesChose', 'witchShown', 'witchHealed', 'witchPoisoned', 'promptAnswered', 'guardProtected', 'loversChosen', 'loverInfo', 'thiefChose', 'piperCharmed', 'charmedList', 'littleGirlPeek', 'littleGirlCaught']);

let buildDir: string;
let host: ServedHost;
let browser: Browser;
let page: Page;
const phones: Phone[] = [];
const frames: { at: number; payload: string }[] = [];
let gameOverAt = Infinity;
const pageErrors: string[] = [];

const bySeat = (seat: number) => phones.find((p) => p.seat === seat)!;
const byRole = (role: string) => phones.filter((p) => p.role === role);
const step = () => phones[0].game?.step;
const captions = () => page.evaluate(() => (window as unknown as { __tvCaptionLog: string[] }).__tvCaptionLog.slice());
const attr = (sel: string, name: string) => page.locator(sel).first().getAttribute(name);

async function waitStep(name: string, day?: number): Promise<void> {
  await waitFor(() => step()?.name === name && (day === undefined || phones[0].game?.day === day), `step ${name}${day ? ` day ${day}` : ''}`);
}

async function waitCaption(text: string, count = 1, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    const log = await captions();
    if (log.filter((l) => l === text).length >= count) return;
    if (Date.now() > end) throw new Error(`caption "${text}" ×${count} not shown; log:\n${log.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every element of the TV carrying a role, and its seat: must only ever be revealed seats. */
async function domRoles(): Promise<{ seat: number; role: string }[]> {
  return page.evaluate(() => [...document.querySelectorAll('[data-role][data-seat]')].map((el) => ({
    seat: Number(el.getAttribute('data-seat')), role: el.getAttribute('data-role')!,
  })));
}

async function expectNoSecretInDom(): Promise<void> {
  const dead = new Set((phones[0].game?.players ?? []).filter((p) => !p.alive).map((p) => p.seat));
  for (const { seat, role } of await domRoles()) {
    expect(dead.has(seat), `seat ${seat} shows role ${role} while alive`).toBe(true);
    expect(bySeat(seat).role).toBe(role);
  }
}

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'nightfall-tv-build-'));
  await buildTv(buildDir);
  host = await startServe(buildDir, ['--manual-clock', '--quiet', '--no-ready']);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript(() => { (window as unknown as { __tvCaptionLog: string[] }).__tvCaptionLog = []; });
  page.on('console', (m) => { if (m.type() === 'error') pageErrors.push(m.text()); });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push({ at: Date.now(), payload: String(f.payload) })));
  await page.goto(`${host.url}/tv`);
}, 120_000);

afterAll(async () => {
  for (const p of phones) p.close();
  await browser?.close();
  await host?.stop();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

describe('the TV narrates a whole game', () => {
  it('lobby: QR code of the join URL, players joining, drag to reorder, deck and rules', async () => {
    await page.locator('[data-testid=lobby]').waitFor();
    await page.locator('[data-testid=host-hints]').waitFor(); // the TV got the host secret
    for (const name of NAMES) {
      const phone = new Phone(`ws://127.0.0.1:${host.port}/ws`, name);
      await phone.connect();
      phones.push(phone);
    }
    phones[0].send({
      t: 'host', req: 1, command: {
        cmd: 'settings', settings: {
          preset: 'official', deck: DECK as never, variants: {}, lang: 'en',
          timings: { night: 10, info: 3, decision: 10, discussion: 30, speech: 15, vote: 15 },
        },
      },
    });
    await waitFor(() => phones[0].room?.setupProblem === null && phones[0].room.settings.deck.length === 6, 'settings applied');
    await expect.poll(() => page.locator('[data-testid=player-count]').textContent()).toBe('6 players');
    await expect.poll(() => page.locator('[data-testid=setup-status]').textContent()).toBe('Ready to start');

    // The QR code encodes the join URL: decode the pixels.
    const joinUrl = phones[0].room!.joinUrl;
    expect(await attr('[data-testid=qr]', 'data-join-url')).toBe(joinUrl);
    await page.locator('[data-testid=qr] svg').waitFor();
    const png = PNG.sync.read(await page.locator('[data-testid=qr]').screenshot());
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(joinUrl);
    expect(await page.locator('[data-testid=join-url]').textContent()).toContain(joinUrl);
    expect(await page.locator('[data-testid=help]').textContent()).toContain('same Wi-Fi');

    // Deck with counts, rules in words.
    expect(await attr('[data-role-card=villager]', 'data-count')).toBe('3');
    expect(await attr('[data-role-card=werewolf]', 'data-count')).toBe('1');
    expect(await page.locator('[data-testid=rules]').textContent()).toContain('The Sheriff\'s vote counts ×2');

    // Every player on the ring; the host drags Ada (seat 1) to seat 3.
    await expect.poll(() => page.locator('[data-testid=lobby-ring] .tv-seat').count()).toBe(6);
    const from = await page.locator('[data-testid=lobby-ring] .tv-seat[data-seat="1"] .tv-token').boundingBox();
    const to = await page.locator('[data-testid=lobby-ring] .tv-seat[data-seat="3"] .tv-token').boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 8 });
    await page.mouse.up();
    await waitFor(() => phones[0].room?.players.find((p) => p.name === 'Ada')?.seat === 3, 'Ada moved to seat 3');
    await expect.poll(() => attr('[data-testid=lobby-ring] .tv-seat[data-seat="3"]', 'data-name')).toBe('Ada');
  }, 180_000);

  it('night 1: the narrator calls every step, nothing hints at who acts', async () => {
    await page.keyboard.press('Enter'); // host: start
    await waitFor(() => phones.every((p) => p.role), 'roles dealt');
    const [wolf] = byRole('werewolf');
    const [seer] = byRole('seer');
    const [witch] = byRole('witch');
    await waitStep('seer', 1);
    await waitCaption('Night 1 falls. Everyone, close your eyes.');
    await waitCaption('Seer, wake up. Whose card do you wish to see?');
    expect(await page.locator('[data-testid=phase]').textContent()).toBe('Night 1');
    expect(await page.locator('[data-testid=timer]').count()).toBe(0); // no countdown at night
    await expectNoSecretInDom();
    await seer.answer('seer.inspect', [wolf.seat!]);
    await waitStep('werewolves', 1);
    await waitCaption('Werewolves, wake up. Choose your victim.');
    expect(await page.locator('.tv-seat.speaking, .tv-seat.candidate, [data-testid=voted-mark]').count()).toBe(0);
    await wolf.answer('wolves.victim', [seer.seat!]);
    await waitStep('witch', 1);
    await waitCaption('Witch, wake up. Will you use your potions?');
    await witch.answer('witch.heal', false);
    await witch.answer('witch.poison', []);

    // Dawn: the Seer's card turns over.
    await page.locator('[data-testid=dawn-overlay]').waitFor();
    await page.locator(`[data-testid=dawn-card][data-seat="${seer.seat}"]`).waitFor();
    await waitCaption(`Day 1 dawns. The village wakes to find ${seer.name} dead.`);
    await waitCaption(`${seer.name}, the Seer, was devoured by the werewolves.`);
  }, 180_000);

  it('day 1: sheriff, the countdown, the ballot box, the reveal with tallies and weights', async () => {
    const [wolf] = byRole('werewolf');
    const [witch] = byRole('witch');
    const [v1, v2, v3] = byRole('villager');
    await waitStep('sheriffCandidacy', 1);
    for (const p of [wolf, witch, v1, v2, v3]) await p.answer('sheriff.stand', p === v1);
    await waitStep('discussion', 1);
    // After the dawn overlay: the graveyard holds the Seer, face up, with cause and night.
    const grave = page.locator(`[data-testid=grave][data-seat="${byRole('seer')[0].seat}"]`);
    await grave.waitFor({ timeout: 20_000 });
    expect(await grave.getAttribute('data-role')).toBe('seer');
    expect(await grave.textContent()).toContain('Devoured by the werewolves');
    expect(await grave.textContent()).toContain('Night 1');
    await page.locator(`[data-testid=seat-ring] .tv-seat[data-seat="${v1.seat}"] [data-testid=sheriff-badge]`).waitFor();
    await waitCaption('The village debates. Who among you is a werewolf?');

    // The countdown runs on the host's clock.
    await page.locator('[data-testid=timer]').waitFor();
    const t1 = Number(await attr('[data-testid=timer]', 'data-remaining'));
    await new Promise((r) => setTimeout(r, 2200));
    const t2 = Number(await attr('[data-testid=timer]', 'data-remaining'));
    expect(t1).toBeGreaterThan(20);
    expect(t1).toBeLessThanOrEqual(30);
    expect(t2).toBeLessThan(t1);
    await expectNoSecretInDom();
    await page.keyboard.press('n'); // host: skip the debate

    await waitStep('vote', 1);
    await waitCaption('Time to vote! Choose on your phone.');
    await v1.answer('vote', [v2.seat!]);
    await wolf.answer('vote', [v2.seat!]);
    await expect.poll(() => attr('[data-testid=ballot-box]', 'data-voted')).toBe('2');
    expect(await attr('[data-testid=ballot-box]', 'data-total')).toBe('5');
    expect(await page.locator('[data-testid=voted-mark]').count()).toBe(2);
    await expectNoSecretInDom();
    await witch.answer('vote', [v2.seat!]);
    await v3.answer('vote', [v2.seat!]);
    await v2.answer('vote', [wolf.seat!]);

    // The reveal: arrows from every voter, tallies with the Sheriff's weight, the outcome.
    await page.locator('[data-testid=vote-reveal]').waitFor();
    await expect.poll(() => page.locator('[data-testid=vote-arrow]').count()).toBe(5);
    expect(await attr(`[data-testid=tally-row][data-seat="${v2.seat}"]`, 'data-votes')).toBe('5');
    expect(await attr(`[data-testid=tally-row][data-seat="${wolf.seat}"]`, 'data-votes')).toBe('1');
    expect(await page.locator(`[data-testid=tally-row][data-seat="${v2.seat}"] .tv-vchip.sheriff`).textContent()).toContain('×2');
    await expect.poll(() => page.locator('[data-testid=vote-outcome]').textContent()).toBe(`The village has spoken: ${v2.name} is eliminated.`);
    await page.locator(`[data-testid=vote-reveal] [data-testid=dawn-card][data-seat="${v2.seat}"] [data-face=up]`).waitFor({ timeout: 10_000 });
  }, 180_000);

  it('night 2: the dead Seer is still called, with the very same words', async () => {
    const [wolf] = byRole('werewolf');
    const [witch] = byRole('witch');
    const v3 = byRole('villager')[2];
    await waitStep('seer', 2);
    expect(phones.some((p) => p.game!.prompts.length > 0)).toBe(false); // a fake step: nobody acts
    await waitCaption('Night 2 falls. Everyone, close your eyes.', 1, 30_000);
    await waitCaption('Seer, wake up. Whose card do you wish to see?', 2);
    // Nightfall: once the reveal has left the stage, the caption is the night's, not the vote's.
    await page.locator('[data-testid=vote-reveal]').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => page.locator('[data-testid=caption]').textContent(), { timeout: 20_000 }).toBe('Seer, wake up. Whose card do you wish to see?');
    await expectNoSecretInDom();
    await page.keyboard.press('n'); // the host's clock would end it at a random moment
    await waitCaption('Seer, close your eyes.', 2);
    await waitStep('werewolves', 2);
    await waitCaption('Werewolves, wake up. Choose your victim.', 2);
    await wolf.answer('wolves.victim', [v3.seat!]);
    await waitStep('witch', 2);
    await waitCaption('Witch, wake up. Will you use your potions?', 2);
    // Undo on the TV: the wolves' step is back on screen, and so is its caption, at once.
    const undoFrom = (await captions()).length;
    await page.keyboard.press('u');
    await page.locator('[data-testid=confirm]').waitFor();
    await page.keyboard.press('Enter');
    await waitStep('werewolves', 2);
    await expect.poll(() => page.locator('[data-testid=caption]').textContent(), { timeout: 20_000 }).toBe('Werewolves, wake up. Choose your victim.');
    await wolf.answer('wolves.victim', [v3.seat!]);
    await waitStep('witch', 2);
    await expect.poll(() => page.locator('[data-testid=caption]').textContent(), { timeout: 20_000 }).toBe('Witch, wake up. Will you use your potions?');
    const undoTo = (await captions()).length;
    await witch.answer('witch.heal', false);
    await witch.answer('witch.poison', []);
    await waitStep('discussion', 2);
    await page.locator(`[data-testid=dawn-card][data-seat="${v3.seat}"]`).waitFor();
    await waitCaption(`Day 2 dawns. The village wakes to find ${v3.name} dead.`);
    // The lines the Undo brought (the wolves called again) are the host's doing, not the night's.
    const log = (await captions()).filter((_, i) => i < undoFrom || i >= undoTo);
    const night = (n: number) => {
      const start = log.indexOf(`Night ${n} falls. Everyone, close your eyes.`);
      const end = log.findIndex((l, i) => i > start && l.startsWith(`Day ${n} dawns`));
      return log.slice(start + 1, end);
    };
    // Same lines, same order, whether the Seer is alive (night 1) or dead (night 2).
    expect(night(2)).toEqual(night(1));
    expect(night(1)).toHaveLength(6);
  }, 180_000);

  it('day 2 and the end: winners, every card turned over, the recap', async () => {
    const [wolf] = byRole('werewolf');
    const [seer] = byRole('seer');
    const [witch] = byRole('witch');
    const [v1] = byRole('villager');
    await page.keyboard.press('n');
    await waitStep('vote', 2);
    await wolf.answer('vote', [v1.seat!]);
    await witch.answer('vote', [wolf.seat!]);
    await v1.answer('vote', [wolf.seat!]);
    await page.locator('[data-testid=vote-reveal]').waitFor();
    expect(await attr(`[data-testid=tally-row][data-seat="${wolf.seat}"]`, 'data-votes')).toBe('3');
    gameOverAt = frames.findIndex((f) => f.payload.includes('"gameOver"'));

    await page.locator('[data-testid=end]').waitFor({ timeout: 30_000 });
    expect(await attr('[data-testid=winner]', 'data-winner')).toBe('village');
    expect(await page.locator('[data-testid=winner]').textContent()).toBe('The village wins');
    for (const p of phones) expect(await attr(`[data-testid=end-card][data-seat="${p.seat}"]`, 'data-role')).toBe(p.role);
    // The recap tells the secrets of each night (the host sends the whole history once over).
    await expect.poll(() => page.locator('[data-testid=recap]').textContent(), { timeout: 10_000 }).toContain(`The werewolves chose ${seer.name}`);
    const recap = await page.locator('[data-testid=recap]').textContent();
    expect(recap).toContain(`The Seer inspected ${wolf.name}: Werewolf`);
    expect(recap).toContain(`${v1.name} was elected Sheriff`);
    // The recap is paged by whole nights and days; → turns the page by hand.
    const recapBox = page.locator('[data-testid=recap]');
    await expect.poll(() => page.locator('.tv-recap-inner').evaluate((e) => getComputedStyle(e).visibility)).toBe('visible');
    const pages = Number(await recapBox.getAttribute('data-pages'));
    for (let n = 1; n < pages; n++) await page.keyboard.press('ArrowLeft');
    const sections: string[] = [];
    for (let n = 1; n <= pages; n++) {
      await expect.poll(() => recapBox.getAttribute('data-page')).toBe(String(n));
      const onPage = await page.locator('[data-testid=recap-section]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-kind')}${e.getAttribute('data-n')}`));
      sections.push(...onPage);
      if (n < pages) await page.keyboard.press('ArrowRight');
    }
    expect(sections).toEqual(['night1', 'day1', 'night2', 'day2']);
  }, 180_000);

  it('never received a secret before the game was over', () => {
    expect(gameOverAt).toBeGreaterThan(0);
    let states = 0;
    // The TV's views rebuilt from its frames (patches applied), as the page does.
    const assembler = new FrameAssembler();
    for (const f of frames.slice(0, gameOverAt)) {
      const got = assembler.receive(JSON.parse(f.payload) as ServerMessage);
      if (got?.kind !== 'state') continue;
      const msg = got.state;
      states += 1;
      expect(msg.you).toEqual({ device: 'tv', host: true });
      const game = msg.game as GameView | null;
      if (game) {
        expect(game.viewer).toEqual({ kind: 'table' });
        expect(game.me).toBeNull();
        expect(game.prompts).toEqual([]);
        expect(game.secrets).toBeNull();
        for (const p of game.players) if (p.role !== null) expect(p.revealed, `seat ${p.seat} role sent unrevealed`).toBe(true);
        for (const p of game.players) expect(p.lover || p.charmed).toBe(false);
      }
      for (const e of msg.events as GameEvent[]) {
        expect(e.audience, `${e.type} sent to the TV`).toBe('public');
        expect(SECRET_EVENTS.has(e.type)).toBe(false);
      }
    }
    expect(states).toBeGreaterThan(20);
  });

  it('serves the icons the pages name (favicon, apple-touch-icon)', async () => {
    for (const [path, type] of [['/favicon.ico', 'image/x-icon'], ['/apple-touch-icon.png', 'image/png']]) {
      const r = await fetch(`${host.url}${path}`);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toBe(type);
      expect((await r.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    const tvHtml = await (await fetch(`${host.url}/tv`)).text();
    const phoneHtml = readFileSync(join(import.meta.dirname, '../../renderer/phone/index.html'), 'utf8');
    for (const html of [tvHtml, phoneHtml]) {
      expect(html).toContain('<link rel="icon" href="/favicon.ico"');
      expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    }
  });

  it('ran without page errors', () => {
    // The autoplay warning before a key press is expected; nothing else.
    expect(pageErrors.filter((e) => !/AudioContext|favicon|404/.test(e))).toEqual([]);
  });
});
