/**
 * The boards China plays today (RULES.md §12) end to end: the real TV page and 12 real phone pages in
 * one Chromium, a real host (`npm run serve`, manual clock), a fresh table for each game.
 * - 白狼王骑士: the VIP taps the board; the TV's lobby names it and says its cards' powers. Day 1: the
 *   Knight duels a wolf from his day bar during the speeches (the wolf dies, night falls). Day 2: the
 *   White Wolf King self-destructs from his day bar and claws the Seer.
 * - 机械狼通灵师: the Mechanical Wolf learns the Guard's card on night 1 (his card's back says so) and
 *   protects from night 2; the Psychic reads cards; the village votes the pack out and the Mechanical
 *   Wolf hunts alone.
 * Either way the game ends on every phone (the village voting the wolves out, or 屠边), with no page error.
 */
import type { Page } from 'playwright';
import { beforeAll, describe, expect, test } from 'vitest';
import { drive, type Plan, type Step } from './driver.js';
import type { Phone } from './harness.js';
import { joinAll, openPhones, useTable } from './table.js';

const NAMES = ['Alice', 'Bob', '陈晨', 'Dana', 'Eve', 'Fang', 'Gus', 'Hana', 'Ivy', 'Jun', 'Kai', '李雷'];

const table = useTable(20261203, {
  // Each game on a table of its own: a fresh host and TV page.
  hostPerTest: true,
  tvInit: () => {
    new MutationObserver(() => {
      const w = window as unknown as { __saw: Record<string, boolean> };
      w.__saw ??= {};
      if (document.querySelector('[data-testid="duel-overlay"]')) w.__saw.duel = true;
      if (document.querySelector('[data-testid="self-destruct-overlay"]')) w.__saw.selfDestruct = true;
    }).observe(document, { childList: true, subtree: true });
  },
});
let tv: Page;
const { tvErrors, captions } = table;
let phones: Phone[] = [];
beforeAll(() => ({ tv } = table));

const seatsOf = (role: string) => phones.filter((p) => p.role === role).map((p) => p.seat).sort((a, b) => a - b);
const sawOnTv = (what: string) => tv.evaluate((w) => (window as unknown as { __saw?: Record<string, boolean> }).__saw?.[w] === true, what);

describe('白狼王骑士, end to end', () => {
  test('the board from the lobby; the Knight duels a wolf; the White Wolf King self-destructs and claws; the game ends', async () => {
    phones = await openPhones(table, NAMES, true);
    await joinAll(phones, true);
    const vip = phones[0];
    await vip.testid('tab-deck').click();
    await vip.testid('board-white-wolf-king-knight').click();
    await expect.poll(() => vip.testid('role-whiteWolfKing').getAttribute('data-count')).toBe('1');
    expect(await vip.testid('role-duelKnight').getAttribute('data-count')).toBe('1');
    await vip.testid('tab-timings').click();
    await vip.testid('tv-lang').getByRole('button', { name: '中文' }).click();
    // The TV lobby names the board and says what its special cards do.
    await expect.poll(() => tv.getByTestId('lobby-board').innerText()).toBe('白狼王骑士');
    const rules = await tv.getByTestId('rules').innerText();
    expect(rules).toContain('白狼王：自爆时可带走一名玩家');
    expect(rules).toContain('骑士：白天可翻牌决斗一次');
    expect(await vip.testid('setup-problem').count()).toBe(0);

    await vip.testid('start-game').click();
    await Promise.all(phones.map(async (p) => {
      await p.waitScreen('game', 30_000);
      p.seat = Number(await p.testid('hold-card').getAttribute('data-seat'));
      p.role = (await p.peek()).role;
    }));
    const seats = new Map(phones.map((p) => [p.seat, p]));
    const wolves = seatsOf('werewolf');
    const [whiteWolfKing] = seatsOf('whiteWolfKing');
    const [knight] = seatsOf('duelKnight');
    const [seer] = seatsOf('seer');
    const villagers = seatsOf('villager');
    expect(wolves).toHaveLength(3);
    expect(villagers).toHaveLength(4);
    const wolfCamp = [...wolves, whiteWolfKing];
    const dead = new Set<number>();
    let night = 0;
    let duelled = false;
    let clawed = false;
    const plan: Plan = {
      heal: false, poison: null, guard: null, seer: whiteWolfKing, direction: 'right',
      stand: () => false,
      seats: { 'whiteWolfKing.claw': [seer] },
      // The village votes for a living wolf; the wolves for a villager.
      vote: (voter, living) => (wolfCamp.includes(voter) ? living.find((v) => villagers.includes(v)) : wolfCamp.find((w) => living.includes(w))),
    };
    const onStep = async (step: Step): Promise<void> => {
      if (step.name === 'werewolves') {
        night += 1;
        plan.wolves = villagers.find((v) => !dead.has(v));
        if (plan.wolves !== undefined) dead.add(plan.wolves);
      }
      if (step.name !== 'speech') return;
      if (!duelled) {
        duelled = true;
        // Every living phone has the same day bar; the Knight's sheet holds the duel.
        const k = seats.get(knight)!;
        await k.testid('day-bar').click();
        await k.page.locator('[data-testid="day-power"][data-prompt="duelKnight.duel"]').click();
        const armed = k.page.locator('[data-testid="day-power-armed"]');
        await armed.locator(`[data-seat="${wolves[0]}"]`).click();
        await armed.getByTestId('confirm').click();
        dead.add(wolves[0]);
        await expect.poll(() => sawOnTv('duel'), { timeout: 60_000, message: 'the TV shows the duel' }).toBe(true);
      } else if (!clawed && night >= 2) {
        clawed = true;
        const w = seats.get(whiteWolfKing)!;
        await w.testid('day-bar').click();
        await w.page.locator('[data-testid="day-power"][data-prompt="wolf.selfDestruct"]').click();
        await w.testid('day-power-yes').click();
        dead.add(whiteWolfKing);
        dead.add(seer);
        await expect.poll(() => sawOnTv('selfDestruct'), { timeout: 60_000, message: 'the TV shows the self-destruct' }).toBe(true);
      }
    };
    const seen = new Set<string>();
    await drive(phones, vip, plan, { onStep: async (step) => { seen.add(step.name); await onStep(step); }, maxRounds: 600 });
    await Promise.all(phones.map(async (p) => {
      const end = p.testid('end');
      await end.waitFor({ timeout: 15_000 });
      expect(['village', 'wolves']).toContain(await end.getAttribute('data-winner'));
    }));
    expect(duelled).toBe(true);
    expect(clawed).toBe(true);
    expect(seen).toContain('whiteWolfKingClaw');
    const lines = await captions();
    expect(lines.some((l) => l.includes('决斗')), 'the narrator says the duel').toBe(true);
    for (const p of phones) expect(p.errors).toEqual([]);
    expect(tvErrors).toEqual([]);
  }, 900_000);
});

describe('机械狼通灵师, end to end', () => {
  test('the Mechanical Wolf learns the Guard and protects; the Psychic reads cards; he hunts alone once the pack is voted out; the game ends', async () => {
    phones = await openPhones(table, NAMES, true);
    await joinAll(phones, true);
    const vip = phones[0];
    await vip.testid('tab-deck').click();
    await vip.testid('board-mechanical-wolf-psychic').click();
    await expect.poll(() => vip.testid('role-mechanicalWolf').getAttribute('data-count')).toBe('1');
    await expect.poll(() => tv.getByTestId('lobby-board').innerText()).toMatch(/^机械狼通灵师/);
    expect(await vip.testid('setup-problem').count()).toBe(0);

    await vip.testid('start-game').click();
    await Promise.all(phones.map(async (p) => {
      await p.waitScreen('game', 30_000);
      p.seat = Number(await p.testid('hold-card').getAttribute('data-seat'));
      p.role = (await p.peek()).role;
    }));
    const wolves = seatsOf('werewolf');
    const [mechanical] = seatsOf('mechanicalWolf');
    const [guard] = seatsOf('guard');
    const villagers = seatsOf('villager');
    expect(seatsOf('psychic')).toHaveLength(1);
    const wolfCamp = [...wolves, mechanical];
    const dead = new Set<number>();
    let learnedChecked = false;
    const plan: Plan = {
      heal: false, poison: null, guard: null, direction: 'right',
      stand: () => false,
      seats: { 'mechanicalWolf.learn': [guard] },
      // The village votes for the first living wolf (the pack first, then the Mechanical Wolf); the wolves for a villager.
      vote: (voter, living) => (wolfCamp.includes(voter) ? living.find((v) => villagers.includes(v)) : [...wolves, mechanical].find((w) => living.includes(w))),
    };
    const seen = new Set<string>();
    const onStep = async (step: Step): Promise<void> => {
      seen.add(step.name);
      if (step.name === 'werewolves') {
        plan.wolves = villagers.find((v) => !dead.has(v));
        if (plan.wolves !== undefined) dead.add(plan.wolves);
      }
      // By day 1 his card's back says what he learned and copies.
      if (step.phase === 'day' && !learnedChecked) {
        learnedChecked = true;
        const back = (await phones.find((p) => p.seat === mechanical)!.peek()).text;
        expect(back).toMatch(/Guard|守卫/);
      }
    };
    await drive(phones, vip, plan, { onStep, maxRounds: 800 });
    await Promise.all(phones.map(async (p) => {
      const end = p.testid('end');
      await end.waitFor({ timeout: 15_000 });
      expect(['village', 'wolves']).toContain(await end.getAttribute('data-winner'));
    }));
    expect(learnedChecked).toBe(true);
    for (const step of ['mechanicalWolf', 'psychic', 'guard', 'werewolves', 'witch']) expect(seen, step).toContain(step);
    for (const p of phones) expect(p.errors).toEqual([]);
    expect(tvErrors).toEqual([]);
  }, 900_000);
});
