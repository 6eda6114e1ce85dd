/**
 * New Moon end to end: the real TV page and 8 real phone pages in one Chromium, a real host
 * (`npm run serve`, manual clock) with a fixed event deck (`--event-deck notMeNorWolf,spiritualism1`:
 * Not Me – Nor Wolf at the second dawn, Spiritualism I at the third). Everything through the UI:
 * the VIP turns New Moon on and puts the Executioner in play from the start; the village elects
 * the Executioner, who alone sees a voted-out card and announces it (a lie); the TV turns over the
 * drawn card and names it in its caption, and lists the cards in play; the VIP marks a player who
 * broke the rule, whose phone says he lost his vote and shows no vote; the medium asks the ghost a
 * question on his phone and the ghost answers on hers; the village wins. One test: it sets its
 * table up itself and plays on it, so nothing depends on where another test stopped.
 */
import type { Page } from 'playwright';
import { beforeAll, describe, expect, test } from 'vitest';
import { drive, sheriffOff, vipSetDeck, type Plan, type Step } from './driver.js';
import type { Phone } from './harness.js';
import { joinAll, openPhones, useTable } from './table.js';

const NAMES = ['Alice', 'Bob', '陈晨', 'Dana', 'Eve', 'Fang', 'Gus', 'Hana'];
const DECK = ['notMeNorWolf', 'spiritualism1'];
const JEWELLERY = 'Is any werewolf wearing at least one clearly visible piece of jewellery?';

const table = useTable(20260707, { serveArgs: ['--event-deck', DECK.join(','), '--no-ready'] });
let tv: Page;
const { tvErrors, tvCaption } = table;
let phones: Phone[] = [];
beforeAll(() => ({ tv } = table));

const seatsOf = (role: string) => phones.filter((p) => p.role === role).map((p) => p.seat).sort((a, b) => a - b);

describe('New Moon, end to end', () => {
  test('the VIP turns New Moon on and puts the Executioner in play from the start; a game with the Executioner, Not Me – Nor Wolf and a séance, to the village\'s win', async () => {
    phones = await openPhones(table, NAMES);
    await joinAll(phones);
    const [vip, bob, chen] = phones;
    await vipSetDeck(vip, { werewolf: 2, seer: 1, villager: 5 });
    await sheriffOff(vip);
    // The fixed deck of --event-deck needs New Moon on: the lobby says why it cannot start.
    await expect.poll(() => vip.testid('setup-problem').innerText()).toBe('A fixed event deck needs New Moon events each dawn.');
    expect(await vip.testid('start-game').isDisabled()).toBe(true);
    const newMoon = vip.testid('variant-newMoon');
    expect(await newMoon.innerText()).toMatch(/New Moon events[\s\S]*off[\s\S]*one card each dawn/);
    // New Moon's own options show only once it is on.
    expect(await vip.testid('variant-bleakMondayNotHim').count()).toBe(0);
    expect(await vip.testid('starting-events').count()).toBe(0);
    await newMoon.locator('[data-value="eachDawn"]').click();
    await vip.testid('setup-problem').waitFor({ state: 'detached' });
    expect(await vip.testid('variant-bleakMondayNotHim').innerText()).toContain('Not him!');
    // Permanent cards from the start: at most two, and only the three permanent ones are offered.
    const setup = vip.testid('starting-events');
    expect(await setup.locator('[data-testid^="starting-"][aria-pressed]').count()).toBe(3);
    await vip.testid('starting-burial').click();
    await expect.poll(() => vip.testid('starting-burial').getAttribute('aria-pressed')).toBe('true');
    await vip.testid('starting-executioner').click();
    await expect.poll(() => vip.testid('starting-somnambulism').isDisabled()).toBe(true);
    await vip.testid('starting-burial').click();
    await expect.poll(() => vip.testid('starting-somnambulism').isDisabled()).toBe(false);
    expect(await vip.testid('starting-executioner').getAttribute('aria-pressed')).toBe('true');
    // Everyone waiting sees it, in their own language.
    await expect.poll(() => bob.testid('new-moon-summary').innerText()).toMatch(/one card each dawn.*Executioner/);
    await expect.poll(() => chen.testid('new-moon-summary').innerText()).toMatch(/每天天亮抽一张.*刽子手/);
    // The TV narrates in English.
    await vip.testid('tab-timings').click();
    await vip.testid('tv-lang').getByRole('button', { name: 'English' }).click();
    await expect.poll(() => vip.testid('tv-lang').getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
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
    // v1: the first victim (the séance's ghost); v2: the Executioner; v3: voted out on day 1;
    // v4: the second victim; v5: marked on day 2 (Not Me – Nor Wolf), the third victim.
    const [v1, v2, v3, v4, v5] = seatsOf('villager');
    expect(v5).toBeDefined();
    let night = 0;
    const seen = new Set<string>();
    const plan: Plan = {
      executioner: v2,
      // Day 1 the Executioner lies; then tells the truth.
      announce: (role) => (night === 1 ? 'werewolf' : role),
      seanceQuestion: 'wolfJewelry',
      seanceAnswer: true,
    };
    const onStep = async (step: Step): Promise<void> => {
      seen.add(step.name);
      if (step.name === 'werewolves') {
        night += 1;
        plan.wolves = [v1, v4, v5][night - 1];
        plan.seer = night === 1 ? wolfA : wolfB;
      }
      if (step.name === 'executionerVote') {
        // The card in play from the start, on the TV and on the phones' day boards.
        // (Under a dawn or a card's overlay the game screen is there but hidden: wait for it.)
        await tv.getByTestId('events-in-play').waitFor({ state: 'visible', timeout: 60_000 });
        await expect.poll(() => tv.getByTestId('events-in-play').innerText()).toContain('Executioner');
        plan.vote = (voter) => (voter === v3 ? wolfA : v3);
      }
      if (step.name === 'executionerAnnounce' && night === 1) {
        // Only the Executioner is shown the voted-out card, on his own phone.
        const exec = seats.get(v2)!;
        await exec.page.locator('[data-testid="prompt"][data-prompt="executioner.announce"]').waitFor();
        expect(await exec.testid('executioner-saw').getAttribute('data-role')).toBe('villager');
        expect(await exec.testid('executioner-saw').innerText()).toContain(seats.get(v3)!.name);
        expect(await exec.testid('prompt-hint').innerText()).toMatch(exec.say(/the truth or a lie/, /可以说真话，也可以说谎/));
        for (const p of phones) if (p.seat !== v2) expect(await p.testid('executioner-saw').count()).toBe(0);
      }
      if (step.name === 'event' && night === 2) await notMeNorWolf(step);
      if (step.name === 'vote' && night === 2) {
        // The marked player has no vote prompt, and his phone says why.
        const marked = seats.get(v5)!;
        await marked.testid('day-board').waitFor();
        expect(await marked.testid('prompt').count()).toBe(0);
        expect(await marked.testid('no-vote').count()).toBe(1);
        expect(await marked.testid('new-moon-me').innerText()).toMatch(marked.say(/You lost your vote today \(Not Me – Nor Wolf\)/, /你今天失去了投票权（没有我，也没有狼）/));
        await seats.get(seer)!.page.locator('[data-testid="prompt"][data-prompt="vote"]').waitFor();
        plan.vote = (voter) => (voter === wolfA ? seer : wolfA);
      }
      if (step.name === 'seance') await seance();
      if (step.name === 'vote' && night === 3) plan.vote = (voter) => (voter === wolfB ? seer : wolfB);
    };

    /** Day 2: the TV turns the card over; the VIP marks a player who said "wolf". */
    const notMeNorWolf = async (step: Step) => {
      const overlay = tv.locator('[data-testid="event-overlay"][data-event="notMeNorWolf"]').waitFor({ timeout: 30_000 });
      const living = phones.filter((p) => ![v1, v3, v4].includes(p.seat));
      await Promise.all(living.map((p) => p.page.locator('[data-testid="event-drawn"][data-event="notMeNorWolf"]').waitFor()));
      const alice = living.find((p) => p.locale === 'en-US')!;
      expect(await alice.testid('event-drawn').innerText()).toMatch(/Not Me – Nor Wolf[\s\S]*Full Moon[\s\S]*Until the vote nobody may say "me" or "wolf"/);
      // While the narrator reads the card, the VIP marks the player who broke the rule.
      await vip.testid('host-open').click();
      const mark = vip.page.locator('[data-testid="mark"][data-mark="loseVote"][data-card="notMeNorWolf"]');
      await mark.locator(`[data-testid="mark-seat"][data-seat="${v5}"]`).click();
      await mark.getByTestId('mark-send').click();
      await expect.poll(() => mark.locator(`[data-testid="mark-seat"][data-seat="${v5}"]`).isDisabled()).toBe(true);
      await vip.testid('drawer-close').click();
      const marked = seats.get(v5)!;
      await expect.poll(() => marked.testid('new-moon-me').innerText().catch(() => ''))
        .toMatch(marked.say(/You lost your vote today \(Not Me – Nor Wolf\)/, /你今天失去了投票权（没有我，也没有狼）/));
      // The TV turns the card over (after the dawn's deaths), names it in its caption, and lists it
      // in play. The host holds the step meanwhile, as a table would while the card is read.
      await overlay;
      expect(await tv.getByTestId('event-overlay').innerText()).toContain('Not Me – Nor Wolf');
      await tvCaption('Not Me – Nor Wolf');
      await tv.getByTestId('events-in-play').waitFor({ state: 'visible', timeout: 60_000 });
      await expect.poll(() => tv.getByTestId('events-in-play').innerText()).toMatch(/Executioner[\s\S]*Not Me – Nor Wolf/);
      expect((await vip.step()).id).toBe(step.id);
    };

    /** Day 3: the medium chooses a question the engine cannot answer; the ghost answers it. */
    const seance = async () => {
      let medium: Phone | undefined;
      await expect.poll(async () => {
        for (const p of phones) if ((await p.prompt())?.id === 'seance.question') medium = p;
        return !!medium;
      }).toBe(true);
      expect(await medium!.testid('prompt-hint').innerText()).toMatch(medium!.say(`The ghost of ${v1} · ${seats.get(v1)!.name}`, `${v1}号${seats.get(v1)!.name}的亡魂`));
      expect(await medium!.page.locator('[data-option="wolfJewelry"]').innerText()).toBe(medium!.say(JEWELLERY, '狼人之中有没有人穿戴着至少一件明显可见的首饰？'));
      await medium!.chooseOption('wolfJewelry');
      const ghost = seats.get(v1)!;
      await ghost.page.locator('[data-testid="prompt"][data-prompt="seance.answer"]').waitFor();
      expect(await ghost.testid('prompt-title').innerText()).toBe(ghost.say(JEWELLERY, '狼人之中有没有人穿戴着至少一件明显可见的首饰？'));
      expect(await ghost.testid('prompt-hint').innerText()).toContain(medium!.name);
      await ghost.chooseAnswer(true);
      const witness = phones.find((p) => p.seat === seer)!;
      await expect.poll(() => witness.testid('today').innerText().catch(() => ''), { timeout: 10_000 })
        .toMatch(witness.say(/The ghost answers: yes\./, /亡魂回答：是。/));
    };

    await drive(phones, vip, plan, { onStep });
    for (const s of ['executionerVote', 'executionerAnnounce', 'event', 'seance', 'vote']) expect(seen).toContain(s);
    expect(night).toBe(3);
    const winners = phones.filter((p) => p.role !== 'werewolf').map((p) => p.seat);
    await Promise.all(phones.map(async (p) => {
      const end = p.testid('end');
      await end.waitFor({ timeout: 15_000 });
      expect(await end.getAttribute('data-winner')).toBe('village');
      expect(await end.getAttribute('data-won')).toBe(String(winners.includes(p.seat)));
    }));
    // The story tells the New Moon too.
    const reader = phones.find((p) => p.locale === 'en-US' && p.role !== 'werewolf')!;
    const story = await reader.testid('recap').innerText();
    expect(story).toMatch(/In play from the start: Executioner/);
    expect(story).toMatch(/New Moon card of the day: Not Me – Nor Wolf/);
    expect(story).toMatch(/New Moon card of the day: Spiritualism I/);
    // No page errors on the phones or the TV.
    for (const p of phones) expect(p.errors).toEqual([]);
    expect(tvErrors).toEqual([]);
  }, 480_000);
});
