/**
 * The phone controller end to end: the TV page and 8–9 phones in one Chromium, a real host
 * (`npm run serve`, manual clock), and whole games played through the phones' UI only — joining,
 * the VIP's setup, peeking at cards, every decision with its confirm tap — to each ending:
 * the village, the wolves, the Pied Piper and the Lovers. Along the way: join errors, a kick, the
 * night decoy, a reload mid-night and mid-vote, a wrong second tap, the ghost view, the end recap.
 */
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { drive, type Plan, type Step } from './driver.js';
import { buildPages, launchBrowser, Phone, startServe, type RunningServe } from './harness.js';

let pagesDir = '';
let serve: RunningServe;
let browser: Browser;
let tv: Page;
const tvErrors: string[] = [];
let phones: Phone[] = [];

const NAMES = ['Alice', 'Bob', '陈晨', 'Dana', 'Eve', 'Fang', 'Gus', 'Hana'];

beforeAll(async () => {
  pagesDir = await buildPages();
  serve = await startServe(pagesDir, 20261129);
  browser = await launchBrowser();
  const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
  tv = await tvContext.newPage();
  tv.on('pageerror', (e) => tvErrors.push(e.message));
  await tv.goto(`${serve.url}tv`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  if (pagesDir) rmSync(pagesDir, { recursive: true, force: true });
});

/** Seat → phone, once the cards are dealt. */
function bySeat(): Map<number, Phone> {
  return new Map(phones.map((p) => [p.seat, p]));
}

function seatsOf(role: string): number[] {
  return phones.filter((p) => p.role === role).map((p) => p.seat).sort((a, b) => a - b);
}

async function vipSetDeck(vip: Phone, counts: Record<string, number>): Promise<void> {
  await vip.testid('tab-deck').click();
  for (const [role, n] of Object.entries(counts)) {
    const row = vip.testid(`role-${role}`);
    for (let guard = 0; guard < 30; guard++) {
      const now = Number(await row.getAttribute('data-count'));
      if (now === n) break;
      await row.getByTestId(now < n ? 'plus' : 'minus').click();
      await vip.page.waitForFunction(([r, before]) => {
        const el = document.querySelector(`[data-testid="role-${r}"]`);
        return el && Number(el.getAttribute('data-count')) !== before;
      }, [role, now] as const);
    }
  }
}

/** Starts the game from the VIP's phone; every phone peeks at its card (and must hide it again). */
async function startAndPeek(vip: Phone): Promise<void> {
  await expect.poll(() => vip.testid('setup-problem').count()).toBe(0);
  await vip.testid('start-game').click();
  await Promise.all(phones.map(async (p) => {
    await p.waitScreen('game');
    p.seat = Number(await p.testid('hold-card').getAttribute('data-seat'));
    const { role, text } = await p.peek();
    expect(role).not.toBe('');
    expect(text.length).toBeGreaterThan(40);
  }));
}

async function expectNightLooksTheSame(): Promise<void> {
  const looks = await Promise.all(phones.map((p) => p.page.evaluate(() => {
    const app = document.querySelector('.app')!;
    return { night: app.classList.contains('is-night'), bg: getComputedStyle(app).backgroundColor, body: getComputedStyle(document.body).backgroundColor };
  })));
  for (const l of looks) expect(l).toEqual({ night: true, bg: 'rgb(0, 0, 0)', body: 'rgb(0, 0, 0)' });
}

async function expectEnd(winner: string, winners: number[]): Promise<void> {
  await Promise.all(phones.map(async (p) => {
    const end = p.testid('end');
    await end.waitFor({ timeout: 15_000 });
    expect(await end.getAttribute('data-winner')).toBe(winner);
    expect(await end.getAttribute('data-won')).toBe(String(winners.includes(p.seat)));
    // Every role is shown, and the story of the game.
    const roles = await p.page.$$eval('[data-testid="end-roles"] li', (els) => els.map((e) => e.getAttribute('data-role')));
    expect(roles.every((r) => r)).toBe(true);
    expect(roles.length).toBe(phones.length);
    expect(await p.page.locator('[data-testid="recap"] li').count()).toBeGreaterThan(3);
  }));
}

describe('phone controller, end to end', () => {
  test('join, lobby errors, kick, VIP setup', async () => {
    // Phone 3 reads Chinese: the language is picked from the browser.
    phones = await Promise.all(NAMES.map((name, i) => Phone.open(browser, serve.url, name, i === 2 ? 'zh-CN' : 'en-US')));
    // Alice joins first and hosts; then everyone else at once.
    await phones[0].join();
    await phones[0].waitScreen('lobby');
    await Promise.all(phones.slice(1).map(async (p) => {
      await p.join();
      await p.waitScreen('lobby');
    }));
    const [vip, bob, chen] = phones;
    // …and her lobby speaks Chinese.
    expect(await chen.testid('waiting').innerText()).toContain('等待主持人');
    // The first to join hosts, and everybody sees it.
    await expect.poll(() => bob.page.locator('[data-testid="lobby-player"]').count()).toBe(8);
    expect(await bob.page.locator('[data-testid="lobby-player"][data-name="Alice"] [data-testid="vip-badge"]').count()).toBe(1);
    expect(await bob.testid('start-game').count()).toBe(0);
    expect(await bob.testid('waiting').count()).toBe(1);

    // A ninth phone: the name is taken, then the room is locked, then it gets in and is kicked.
    const late = await Phone.open(browser, serve.url, 'bob');
    await late.testid('name-input').fill('bob');
    await late.testid('join-button').click();
    await expect.poll(() => late.testid('join-error').getAttribute('data-code')).toBe('NAME_TAKEN');
    await vip.testid('tab-timings').click();
    await vip.testid('lock').getByRole('button').nth(1).click();
    await bob.testid('locked').waitFor();
    await late.testid('name-input').fill('Zed');
    await late.testid('join-button').click();
    await expect.poll(() => late.testid('join-error').getAttribute('data-code')).toBe('ROOM_LOCKED');
    await vip.testid('lock').getByRole('button').nth(0).click();
    await bob.testid('locked').waitFor({ state: 'detached' });
    await late.testid('join-button').click();
    await late.waitScreen('lobby');
    const zedRow = vip.page.locator('[data-testid="lobby-player"][data-name="Zed"]');
    await zedRow.getByTestId('kick').click();
    await zedRow.getByTestId('kick-confirm').click();
    await late.testid('fatal-kicked').waitFor();
    await expect.poll(() => vip.page.locator('[data-testid="lobby-player"]').count()).toBe(8);
    await late.close();

    // The VIP's deck: 2 wolves, Seer, Witch, Guard, Little Girl, 2 Villagers.
    await vipSetDeck(vip, { hunter: 0, littleGirl: 1 });
    await expect.poll(() => bob.testid('deck-summary').innerText()).toMatch(/Little Girl/);
    expect(await vip.testid('deck-count').innerText()).toMatch(/8 cards for 8 players/);
    await vipSetDeck(vip, { seer: 0 });
    await expect.poll(() => vip.testid('setup-problem').innerText()).toMatch(/7 cards for 8 players/);
    await vipSetDeck(vip, { seer: 1 });
  }, 90_000);

  test('the village wins: night with decoys, a reload mid-night and mid-vote, a wrong second tap', async () => {
    const vip = phones[0];
    await startAndPeek(vip);
    const wolves = seatsOf('werewolf');
    const [seer] = seatsOf('seer');
    const [witch] = seatsOf('witch');
    const victim = seatsOf('villager')[0];
    expect(wolves.length).toBe(2);
    const seats = bySeat();
    const plan: Plan = {
      guard: null, seer: wolves[0], wolves: victim, peek: true, heal: true, poison: wolves[0],
      stand: (seat) => seat === seer, sheriffVote: seer, vote: (voter) => (voter === wolves[1] ? seer : wolves[1]),
    };
    let reloadedNight = false;
    let doubleTapped = false;
    const onStep = async (step: Step) => {
      if (step.phase === 'night') await expectNightLooksTheSame();
      if (step.name === 'guard' || step.name === 'witch') {
        // Players with nothing to do tap the decoy: same screen, nothing sent.
        const idle = phones.filter((p) => p.role === 'villager');
        for (const p of idle) expect(await p.tapDecoy()).toBe(true);
      }
      if (step.name === 'seer' && !doubleTapped) {
        doubleTapped = true;
        const p = seats.get(seer)!;
        // Her own tile is greyed: tapping it does nothing.
        await p.page.locator(`[data-testid="prompt"] [data-seat="${seer}"]`).click({ force: true });
        expect(await p.page.locator('[data-testid="prompt"] [aria-pressed="true"]').count()).toBe(0);
        await p.tapSeat(wolves[0]);
        // Two quick taps on confirm send one choice.
        await p.page.locator('[data-testid="prompt"] [data-testid="confirm"]').dblclick();
        await p.testid('seer-result').waitFor();
        expect(await p.testid('seer-result').getAttribute('data-result')).toBe('werewolf');
        expect(p.sent.filter((c) => c.prompt === 'seer.inspect')).toHaveLength(1);
        expect(await p.testid('notice').count()).toBe(0);
      }
      if (step.name === 'werewolves' && !reloadedNight) {
        reloadedNight = true;
        const [w1, w2] = wolves.map((s) => seats.get(s)!);
        await w1.chooseSeats([victim]);
        await w1.waitAnswered('wolves.victim', step.id);
        // The second wolf's phone reloads in the middle of the night: it comes back to the
        // same screen, with the pack's live picks.
        await w2.reload();
        await w2.page.locator(`[data-testid="pack-wolf"][data-seat="${wolves[0]}"][data-pick="${victim}"]`).waitFor();
        expect(await w2.testid('pack-agreement').innerText()).toMatch(/Not agreed/);
        // Little Girl's risk is stated before she peeks.
        const girl = phones.find((p) => p.role === 'littleGirl')!;
        expect(await girl.testid('catch-risk').innerText()).toMatch(/25%/);
      }
      if (step.name === 'witch') {
        const w = seats.get(witch)!;
        expect(await w.page.locator('[data-testid="prompt"]').getAttribute('data-prompt')).toBe('witch.heal');
        expect(await w.testid('prompt-title').innerText()).toContain(seats.get(victim)!.name);
      }
    };
    await drive(phones, vip, plan, { onStep, until: (s) => s.name === 'vote' });
    // Dawn: the poisoned wolf is a ghost who sees every role; the victim was healed.
    const ghost = seats.get(wolves[0])!;
    await ghost.testid('ghost-view').waitFor();
    expect(await ghost.testid('ghost-view').getAttribute('data-ghost')).toBe('true');
    expect(await ghost.page.locator('[data-testid="ghost-table"] .tile-sub').allInnerTexts()).toContain('Witch');
    expect(await seats.get(victim)!.testid('prompt').count()).toBe(1);

    // The day vote: everyone votes; one voter reloads after voting and finds the vote kept.
    const voteStep = await vip.step();
    const reloader = seats.get(witch)!;
    await reloader.chooseSeats([wolves[1]]);
    await reloader.waitAnswered('vote', voteStep.id);
    await reloader.reload();
    await expect.poll(() => reloader.testid('current-choice').innerText()).toContain(seats.get(wolves[1])!.name);
    // …and may still change it until the reveal, then change it back.
    await reloader.chooseSeats([seer]);
    await expect.poll(() => reloader.testid('current-choice').innerText()).toContain(seats.get(seer)!.name);
    await reloader.chooseSeats([wolves[1]]);
    await expect.poll(() => reloader.testid('current-choice').innerText()).toContain(seats.get(wolves[1])!.name);
    await drive(phones, vip, plan);
    const villageSide = phones.filter((p) => p.role !== 'werewolf').map((p) => p.seat);
    await expectEnd('village', villageSide);
    expect(await seats.get(seer)!.testid('you-result').innerText()).toMatch(/You won/);
    expect(await seats.get(wolves[1])!.testid('you-result').innerText()).toMatch(/You lost/);
    // The decoys never reached the host.
    for (const p of phones) expect(p.sent.some((c) => c.prompt === 'decoy')).toBe(false);
  }, 120_000);

  test('no page errors on the phones or the TV', () => {
    for (const p of phones) expect(p.errors).toEqual([]);
    expect(tvErrors).toEqual([]);
  });
});
