/**
 * The modern Chinese tables end to end (docs/rules.md §9): the real TV page (narrating in Chinese) and
 * 9 real phone pages in one Chromium, a real host (`npm run serve`, manual clock). The VIP taps the
 * 9-player standard board (预女猎), which brings the modern-cn rules. Day 1: the election comes
 * before the night's deaths; a candidate wolf self-destructs from his phone during the candidates'
 * speeches (the TV's dramatic moment); night 1's victim is then announced and says her last words
 * with one tap; night falls with no vote. Day 2: the postponed election, a lone candidate, the
 * Sheriff chooses the order of the speeches, the voted-out wolf's last words. The wolves win at the
 * third dawn by killing every plain Villager (屠边). One test: it sets its table up itself (the
 * phones, the board) and plays on it, so nothing depends on where another test stopped.
 */
import type { Page } from 'playwright';
import { beforeAll, describe, expect, test } from 'vitest';
import { drive, type Plan, type Step } from './driver.js';
import type { Phone } from './harness.js';
import { joinAll, openPhones, useTable } from './table.js';

const NAMES = ['Alice', 'Bob', '陈晨', 'Dana', 'Eve', 'Fang', 'Gus', 'Hana', 'Ivy'];

const table = useTable(20261201, {
  // The self-destruct overlay lasts seconds: note it whenever it shows, however busy the machine.
  tvInit: () => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="self-destruct-overlay"]')) (window as unknown as { __sawSelfDestruct: boolean }).__sawSelfDestruct = true;
    }).observe(document, { childList: true, subtree: true });
  },
});
let tv: Page;
const { tvErrors, captions, tvCaption } = table;
let phones: Phone[] = [];
beforeAll(() => ({ tv } = table));

const seatsOf = (role: string) => phones.filter((p) => p.role === role).map((p) => p.seat).sort((a, b) => a - b);

describe('modern-cn, end to end', () => {
  test("the VIP picks the 9-player standard board (the lobby names it in Chinese); a self-destruct during the election, last words, a tied election with PK speeches and a revote, the Sheriff's order of speeches, and 屠边", async () => {
    // One after the other: nine pages loading at once can starve a busy machine.
    phones = await openPhones(table, NAMES, true);
    await joinAll(phones, true);
    const vip = phones[0];
    await vip.testid('tab-deck').click();
    expect(await vip.testid('board-std-12-idiot').innerText()).toBe('12 players: Seer, Witch, Hunter, Idiot');
    await vip.testid('board-std-9').click();
    await expect.poll(() => vip.testid('preset').getByRole('button').nth(2).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => vip.testid('role-werewolf').getAttribute('data-count')).toBe('3');
    expect(await vip.testid('role-villager').getAttribute('data-count')).toBe('3');
    // The TV narrates in Chinese.
    await vip.testid('tab-timings').click();
    await vip.testid('tv-lang').getByRole('button', { name: '中文' }).click();
    await expect.poll(() => vip.testid('tv-lang').getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => tv.getByTestId('stage').innerText()).toContain('现代标准局');
    expect(await vip.testid('setup-problem').count()).toBe(0);

    // The game, on the table this test has just set up (no test starts from another's end).
    await vip.testid('start-game').click();
    await Promise.all(phones.map(async (p) => {
      await p.waitScreen('game');
      p.seat = Number(await p.testid('hold-card').getAttribute('data-seat'));
      p.role = (await p.peek()).role;
    }));
    const seats = new Map(phones.map((p) => [p.seat, p]));
    const [wolfA, wolfB] = seatsOf('werewolf');
    const [seer] = seatsOf('seer');
    const [hunter] = seatsOf('hunter');
    const [witch] = seatsOf('witch');
    const wolfC = seatsOf('werewolf')[2];
    const villagers = seatsOf('villager');
    expect(villagers).toHaveLength(3);
    let night = 0;
    let blewUp = false;
    let electionCalled = 0;
    let electionRounds = 0;
    const pkSpeakers = new Set<number>();
    let directionAsked = false;
    let orderSaid = false;
    const plan: Plan = { heal: false, poison: null, seer: wolfA, direction: 'right' };
    const onStep = async (step: Step): Promise<void> => {
      if (step.name === 'werewolves') {
        night += 1;
        plan.wolves = villagers[night - 1];
        plan.seer = night === 1 ? wolfA : wolfB;
      }
      if (step.name === 'sheriffCandidacy') {
        await tvCaption('警长竞选开始，请想上警的玩家举手');
        electionCalled += 1;
        // Day 1: the Seer and a wolf stand (the wolf blows up). Day 2: the Seer, the Hunter and the
        // Witch; the four voters (last night's victim among them: the deaths are not told yet) split
        // 2–2 between the Seer and the Hunter: both speak again (PK) and the revote elects the Seer.
        plan.stand = (seat) => seat === seer || (night === 1 ? seat === wolfA : seat === hunter || seat === witch);
        plan.sheriffVote = (voter) => (voter === wolfB || voter === wolfC ? hunter : seer);
      }
      if (step.name === 'sheriffVote' && night === 2) {
        electionRounds += 1;
        if (electionRounds === 2) plan.sheriffVote = seer;
      }
      if (step.name === 'candidateSpeech' && electionRounds === 1) {
        // The tied candidates really speak again, each with his own turn, on the TV and his phone.
        pkSpeakers.add(step.id);
        await tvCaption('警徽平票');
        const speaking = phones.filter((p) => p.seat === seer || p.seat === hunter);
        await expect.poll(async () => (await Promise.all(speaking.map((p) => p.testid('speech-done').count()))).reduce((a, b) => a + b)).toBe(1);
      }
      if (step.name === 'candidateSpeech' && !blewUp) {
        blewUp = true;
        // Every phone has the same day bar (a wolf's alone would name him); the wolf's sheet lists
        // the self-destruct, which asks once more, then it is done.
        for (const p of phones) await expect.poll(() => p.testid('day-bar').count()).toBe(1);
        const wolf = seats.get(wolfA)!;
        await wolf.testid('day-bar').click();
        await wolf.page.locator('[data-testid="day-power"][data-prompt="wolf.selfDestruct"]').click();
        await wolf.testid('day-power-yes').click();
        // The TV's dramatic moment (its caption may be folded into the burst of lines that follows).
        await expect.poll(() => tv.evaluate(() => (window as unknown as { __sawSelfDestruct?: boolean }).__sawSelfDestruct === true), {
          timeout: 60_000, message: 'the TV shows the self-destruct',
        }).toBe(true);
        // Night 1's victim is announced now, and speaks: one tap ends her last words.
        const victim = seats.get(villagers[0])!;
        await victim.page.locator('[data-testid="prompt"][data-prompt="lastWords.done"]').waitFor({ timeout: 30_000 });
        await tvCaption('发表遗言', 60_000);
      }
      // The narrator folds a burst of lines when the table runs ahead of it (the driver taps at
      // once), so the Sheriff's order is checked while it is the step on screen.
      if (step.name === 'speechDirection') {
        await tvCaption('选择发言顺序');
        directionAsked = true;
      } else if (directionAsked && !orderSaid) {
        await tvCaption('警长最后归票');
        orderSaid = true;
      }
      if (step.name === 'vote') plan.vote = (voter) => (voter === wolfB ? seer : wolfB);
    };
    await drive(phones, vip, plan, { onStep });
    await Promise.all(phones.map(async (p) => {
      const end = p.testid('end');
      await end.waitFor({ timeout: 15_000 });
      expect(await end.getAttribute('data-winner')).toBe('wolves');
    }));
    expect(blewUp).toBe(true);
    const lines = await captions();
    // The modern table's words: the election before the deaths, the Sheriff's order, a peaceful night or not.
    expect(electionCalled).toBe(2);
    expect(orderSaid).toBe(true);
    expect(electionRounds).toBe(2);
    expect(pkSpeakers.size).toBe(2);
    expect(lines.some((l) => l.includes('警徽留到明天'))).toBe(true);
    for (const p of phones) expect(p.errors).toEqual([]);
    expect(tvErrors).toEqual([]);
  }, 900_000);
});
