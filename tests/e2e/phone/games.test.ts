/**
 * The phone controller end to end: the TV page and 8–9 phones in one Chromium, a real host
 * (`npm run serve`, manual clock), and whole games played through the phones' UI only — joining,
 * the VIP's setup, peeking at cards, every decision with its confirm tap — to each ending:
 * the village, the wolves, the Pied Piper and the Lovers. Along the way: join errors, a kick, the
 * night decoy, a reload mid-night and mid-vote, a wrong second tap, the ghost view, the end recap.
 *
 * Every test sets its own table up (a fresh host, its phones joined, the VIP's setup), so that none
 * depends on where the one before stopped; each checks that no page threw.
 */
import type { Browser, Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { drive as play, sheriffOff, vipSetDeck, type DriveOptions, type Plan, type Step } from './driver.js';
import { Phone, type RunningServe } from './harness.js';
import { joinAll, openPhones, useTable } from './table.js';

const table = useTable(20261129, { hostPerTest: true });
let serve: RunningServe;
let browser: Browser;
let tv: Page;
const { tvErrors } = table;
let phones: Phone[] = [];
beforeEach(() => {
  ({ serve, browser, tv } = table);
  phones = [];
});
// After each test (before the table closes its phones): no page threw, on a phone or the TV.
afterEach(() => {
  for (const p of phones) expect(p.errors, `${p.name}'s page errors`).toEqual([]);
  expect(tvErrors, "the TV page's errors").toEqual([]);
});

const NAMES = ['Alice', 'Bob', '陈晨', 'Dana', 'Eve', 'Fang', 'Gus', 'Hana'];

/** Every step name the games went through, to check each game covered what it claims. */
let stepsSeen = new Set<string>();

async function drive(ps: Phone[], vip: Phone, plan: Plan, opts: DriveOptions = {}): Promise<Step> {
  return play(ps, vip, plan, {
    ...opts,
    onStep: async (step) => {
      stepsSeen.add(step.name);
      await opts.onStep?.(step);
    },
  });
}

/** Seat → phone, once the cards are dealt. */
function bySeat(): Map<number, Phone> {
  return new Map(phones.map((p) => [p.seat, p]));
}

function seatsOf(role: string): number[] {
  return phones.filter((p) => p.role === role).map((p) => p.seat).sort((a, b) => a - b);
}

/** The TV's caption, polled until it matches (the narrator paces its lines). */
async function tvSays(pattern: RegExp): Promise<void> {
  await expect.poll(() => tv.locator('[data-testid="caption"]').last().innerText().catch(() => ''), { timeout: 20_000 }).toMatch(pattern);
}

/**
 * Starts the game from the VIP's phone; every phone peeks at its card (and must hide it again),
 * then taps Ready. With a straggler, the others tap Ready and the VIP starts the night without him.
 */
async function startAndPeek(vip: Phone, straggler?: Phone): Promise<void> {
  stepsSeen = new Set();
  await vip.page.waitForFunction(() => !document.querySelector('[data-testid="setup-problem"]'), null, { timeout: 5000 })
    .catch(async () => { throw new Error(`cannot start: ${await vip.testid('setup-problem').innerText()} — ${await vip.testid('deck-count').innerText().catch(() => '')}`); });
  await vip.testid('start-game').click();
  await Promise.all(phones.map(async (p) => {
    await p.waitScreen('game');
    p.seat = Number(await p.testid('hold-card').getAttribute('data-seat'));
    const { role, text } = await p.peek();
    expect(role).not.toBe('');
    expect(text.length).toBeGreaterThan(40);
  }));
  await readyMoment(vip, straggler);
}

/** Before night 1: "look at your card, then tap Ready"; the TV counts, never says who. */
async function readyMoment(vip: Phone, straggler?: Phone): Promise<void> {
  const n = phones.length;
  expect((await vip.step()).name).toBe('ready');
  await tvSays(/0 of \d+ ready|Look at your card/);
  const eager = phones.filter((p) => p !== straggler);
  for (const [i, p] of eager.entries()) {
    await p.confirm(); // one tap: the button is the answer
    if (straggler || i < eager.length - 1) {
      await p.testid('ready-waiting').waitFor();
      await tvSays(new RegExp(`${i + 1} of ${n} ready`));
    }
  }
  if (straggler) {
    // The straggler still sees his Ready button; the VIP sees the count and goes on.
    expect(await straggler.prompt()).toMatchObject({ id: 'ready', answered: false });
    await expect.poll(() => vip.testid('ready-go-on').innerText()).toContain(`${n - 1} of ${n}`);
    const tvText = await tv.locator('body').innerText();
    for (const p of phones) expect(tvText).not.toContain(p.role);
    await vip.testid('ready-start-now').click();
    await tvSays(new RegExp(`${n - 1} of ${n} were ready|Night 1 falls`));
  }
  await expect.poll(async () => (await vip.step()).name).not.toBe('ready');
  expect((await vip.step()).phase).toBe('night');
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


/** From the end screen back to the lobby with the same players (the VIP's drawer). */
async function newGame(vip: Phone): Promise<void> {
  await vip.testid('host-open').click();
  await vip.testid('host-new-game').click();
  await Promise.all(phones.map((p) => p.waitScreen('lobby')));
}

async function setPreset(vip: Phone, index: 0 | 1): Promise<void> {
  await vip.testid('tab-deck').click();
  await vip.testid('preset').getByRole('button').nth(index).click();
  await expect.poll(() => vip.testid('preset').getByRole('button').nth(index).getAttribute('aria-pressed')).toBe('true');
}

/** The TV narrates in English (the captions checked here are English). */
async function tvInEnglish(vip: Phone): Promise<void> {
  await vip.testid('tab-timings').click();
  await vip.testid('tv-lang').getByRole('button', { name: 'English' }).click();
  await expect.poll(() => vip.testid('tv-lang').getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
}

/**
 * A test's own table: these guests' phones open and join (the first hosts), the TV narrates in
 * English, then the VIP's setup: the preset, the Sheriff off, the deck.
 */
async function seatTable(names: readonly string[], setup: { preset?: 0 | 1; noSheriff?: boolean; deck: Record<string, number> }): Promise<Phone> {
  phones = await openPhones(table, names);
  await joinAll(phones);
  const vip = phones[0];
  await expect.poll(() => vip.page.locator('[data-testid="lobby-player"]').count()).toBe(names.length);
  await tvInEnglish(vip);
  if (setup.preset !== undefined) await setPreset(vip, setup.preset);
  if (setup.noSheriff) await sheriffOff(vip);
  await vipSetDeck(vip, setup.deck);
  return vip;
}

describe('phone controller, end to end', () => {
  test('join, lobby errors, kick, VIP setup', async () => {
    // Phone 3 reads Chinese: the language is picked from the browser.
    phones = await openPhones(table, NAMES);
    // Alice joins first and hosts; then everyone else at once.
    await joinAll(phones);
    const [vip, bob, chen] = phones;
    // …and her lobby speaks Chinese.
    expect(await chen.testid('waiting').innerText()).toContain('等待主持人');
    // The first to join hosts, and everybody sees it.
    await expect.poll(() => bob.page.locator('[data-testid="lobby-player"]').count()).toBe(8);
    expect(await bob.page.locator('[data-testid="lobby-player"][data-name="Alice"] [data-testid="vip-badge"]').count()).toBe(1);
    expect(await bob.testid('start-game').count()).toBe(0);
    // Languages switch with one tap, both ways.
    await bob.testid('lang-zh-CN').click();
    await expect.poll(() => bob.testid('waiting').innerText()).toContain('等待主持人');
    await bob.testid('lang-en').click();
    await expect.poll(() => bob.testid('waiting').innerText()).toContain('Waiting for the host');
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
    // The TV's language is switched from the same tab.
    await vip.testid('tv-lang').getByRole('button', { name: 'English' }).click();
    await expect.poll(() => vip.testid('tv-lang').getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await late.testid('join-button').click();
    await late.waitScreen('lobby');
    const zedRow = vip.page.locator('[data-testid="lobby-player"][data-name="Zed"]');
    await zedRow.getByTestId('player-open').click();
    await zedRow.getByTestId('kick').click();
    await zedRow.getByTestId('kick-confirm').click();
    await late.testid('fatal-kicked').waitFor();
    await expect.poll(() => vip.page.locator('[data-testid="lobby-player"]').count()).toBe(8);
    await late.close();

    // The VIP reorders the table: Bob moves one seat (down, or up when he joined last — the
    // phones join at once, in any order), and everyone sees it; then back.
    const seatOf = (p: Phone, name: string) => p.page.locator(`[data-testid="lobby-player"][data-name="${name}"] .seat-num`).innerText();
    const bobSeat = Number(await seatOf(vip, 'Bob'));
    const bobRow = vip.page.locator('[data-testid="lobby-player"][data-name="Bob"]');
    const [away, back, delta] = bobSeat < NAMES.length ? ['move-down', 'move-up', 1] : ['move-up', 'move-down', -1];
    await bobRow.getByTestId('player-open').click();
    await bobRow.getByTestId(away).click();
    await expect.poll(async () => Number(await seatOf(chen, 'Bob'))).toBe(bobSeat + delta);
    await bobRow.getByTestId(back).click();
    await expect.poll(async () => Number(await seatOf(chen, 'Bob'))).toBe(bobSeat);

    // The VIP's deck: 2 wolves, Seer, Witch, Guard, Little Girl, 2 Villagers.
    await vipSetDeck(vip, { werewolf: 2, seer: 1, witch: 1, guard: 1, littleGirl: 1, villager: 2 });
    await expect.poll(() => bob.testid('deck-summary').innerText()).toMatch(/Little Girl/);
    expect(await vip.testid('deck-count').innerText()).toMatch(/8 cards for 8 players/);
    await vipSetDeck(vip, { werewolf: 2, witch: 1, guard: 1, littleGirl: 1, villager: 2 });
    await expect.poll(() => vip.testid('setup-problem').innerText()).toMatch(/7 cards for 8 players/);
    await vipSetDeck(vip, { werewolf: 2, seer: 1, witch: 1, guard: 1, littleGirl: 1, villager: 2 });
  }, 240_000);

  test('the village wins: the ready moment with a straggler, steps left to the clock, night with decoys, a reload mid-night and mid-vote, a wrong second tap', async () => {
    const vip = await seatTable(NAMES, { deck: { werewolf: 2, seer: 1, witch: 1, guard: 1, littleGirl: 1, villager: 2 } });
    await startAndPeek(vip, phones[5]);
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
    let guardTimedOut = false;
    let candidacyTimedOut = false;
    const onStep = async (step: Step) => {
      if (step.phase === 'night') await expectNightLooksTheSame();
      if (step.name === 'guard' && !guardTimedOut) {
        // The Guard lets the clock run out: his phone says so, without naming the step by night.
        guardTimedOut = true;
        const guard = phones.find((p) => p.role === 'guard')!;
        await vip.hostCommand('skip');
        // By night the note is behind tonight's press-and-hold, like every private line (issue 27).
        const release = await guard.hold('tonight-peek');
        await guard.testid('time-up').waitFor();
        expect(await guard.testid('time-up').innerText()).toMatch(guard.say(/Time ran out: nothing was chosen/, /时间到：没有作出选择/));
        expect(await guard.testid('time-up').innerText()).not.toMatch(/Guard|守卫/);
        await release();
        for (const p of phones.filter((q) => q !== guard)) expect(await p.testid('time-up').count()).toBe(0);
      }
      if (step.name === 'sheriffCandidacy' && !candidacyTimedOut) {
        // Only the Seer answers; the clock ends the step: the others are told, and the table too.
        candidacyTimedOut = true;
        await seats.get(seer)!.chooseAnswer(true);
        await seats.get(seer)!.waitAnswered('sheriff.stand', step.id);
        await vip.hostCommand('skip');
        const late = phones.find((p) => p.seat !== seer && p.seat !== wolves[0])!;
        await late.testid('time-up').waitFor();
        expect(await late.testid('time-up').innerText()).toMatch(late.say(/Time ran out/, /时间到/));
        await tvSays(/Time is up\. .* did not answer and do not stand/);
      }
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
        // Her vision is behind tonight's press-and-hold, like every phone's (issue 27).
        const release = await p.hold('tonight-peek');
        await p.testid('seer-result').waitFor();
        expect(await p.testid('seer-result').getAttribute('data-result')).toBe('werewolf');
        await release();
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
        expect(await w2.testid('pack-agreement').getAttribute('data-agreed')).toBe('');
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
    // In the open the ghost's table names no card; holding shows them all (issue 27).
    expect((await ghost.page.$$eval('[data-testid="table"] [data-seat]', (els) => els.map((e) => e.getAttribute('data-role')))).filter((r) => r)).toEqual([]);
    const release = await ghost.hold('ghost-peek');
    await ghost.testid('ghost-table').waitFor();
    const seen = await ghost.page.$$eval('[data-testid="ghost-table"] [data-seat]', (els) => els.map((e) => e.getAttribute('data-role')));
    await release();
    expect(seen.filter((r) => r).sort()).toEqual(phones.filter((p) => p !== ghost).map((p) => p.role).sort());
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
    for (const step of ['guard', 'seer', 'werewolves', 'witch', 'sheriffCandidacy', 'discussion', 'vote']) expect(stepsSeen).toContain(step);
    expect(guardTimedOut && candidacyTimedOut).toBe(true);
    const villageSide = phones.filter((p) => p.role !== 'werewolf').map((p) => p.seat);
    await expectEnd('village', villageSide);
    // The story tells both moments in plain words: the straggler, and the candidacy left to the clock.
    const story = await phones[1].page.locator('[data-testid="recap"]').innerText();
    expect(story).toMatch(phones[1].say(/The game went on with 7 of 8 ready/, /7\/8 人准备好后/));
    expect(story).toMatch(phones[1].say(/Time ran out: .* did not answer and do not stand/, /时间到：.*没有表态/));
    const seerPhone = seats.get(seer)!;
    const wolfPhone = seats.get(wolves[1])!;
    expect(await seerPhone.testid('you-result').innerText()).toMatch(seerPhone.say(/You won/, /你赢了/));
    expect(await wolfPhone.testid('you-result').innerText()).toMatch(wolfPhone.say(/You lost/, /你输了/));
    // The decoys never reached the host.
    for (const p of phones) expect(p.sent.some((c) => c.prompt === 'decoy')).toBe(false);
  }, 300_000);


  test("the wolves win (classic-cn): the Hunter's shot, speeches, the Sheriff's successor, a ghost", async () => {
    const vip = await seatTable(NAMES.slice(0, 6), { preset: 1, deck: { werewolf: 2, seer: 1, hunter: 1, villager: 2 } });
    await startAndPeek(vip);
    const wolves = seatsOf('werewolf');
    const [seer] = seatsOf('seer');
    const [hunter] = seatsOf('hunter');
    const [v1, v2] = seatsOf('villager');
    const seats = bySeat();
    let night = 0;
    const plan: Plan = {
      seer: wolves[0], hunter: v1, stand: (seat) => seat === seer, successor: wolves[0],
      vote: (voter) => (voter === seer ? wolves[0] : seer),
    };
    let sawGhost = false;
    const onStep = async (step: Step) => {
      if (step.name === 'werewolves') {
        night += 1;
        plan.wolves = night === 1 ? hunter : v2;
      }
      if (step.name === 'hunterShot') {
        // The dying Hunter's phone asks him to shoot; everyone else sees him take aim.
        await seats.get(hunter)!.page.locator('[data-testid="prompt"][data-prompt="hunter.shoot"]').waitFor();
        await seats.get(v2)!.testid('day-board').waitFor();
      }
      if (step.name === 'speech') {
        const speaker = (await vip.page.getByTestId('game').getAttribute('data-step-id'));
        expect(speaker).not.toBeNull();
      }
      if (step.name === 'vote' && !sawGhost) {
        sawGhost = true;
        const ghost = seats.get(hunter)!;
        await ghost.testid('ghost-view').waitFor();
        const release = await ghost.hold('ghost-peek');
        await ghost.testid('ghost-table').waitFor();
        const roles = await ghost.page.$$eval('[data-testid="ghost-table"] [data-seat]', (els) => els.map((e) => e.getAttribute('data-role')));
        await release();
        expect(roles.filter((r) => r === 'werewolf')).toHaveLength(2);
      }
    };
    await drive(phones, vip, plan, { onStep });
    await expectEnd('wolves', wolves);
    for (const step of ['hunterShot', 'sheriffCandidacy', 'speech', 'vote', 'sheriffSuccession']) expect(stepsSeen).toContain(step);
    // The seer learned "a werewolf" (classic-cn: team only) and her card says so.
    const seerPhone = seats.get(seer)!;
    const recap = await seerPhone.page.locator('[data-testid="recap"]').innerText();
    expect(recap).toMatch(seerPhone.say(/is a werewolf/, /是狼人/));
    // From the end screen, the VIP takes the same players back to the lobby, the deck kept.
    await newGame(vip);
    await expect.poll(() => vip.page.locator('[data-testid="lobby-player"]').count()).toBe(6);
    expect(await vip.testid('deck-count').innerText()).toMatch(/6 cards for 6 players/);
  }, 300_000);

  test('the Pied Piper wins: charms, the Charmed\'s step, no Sheriff', async () => {
    const vip = await seatTable(NAMES.slice(0, 6), { preset: 0, noSheriff: true, deck: { werewolf: 1, piper: 1, villager: 4 } });
    await startAndPeek(vip);
    const [piper] = seatsOf('piper');
    const [wolf] = seatsOf('werewolf');
    const [v1, v2, v3, v4] = seatsOf('villager');
    const seats = bySeat();
    let night = 0;
    const plan: Plan = { piper: [v1, v2], vote: (voter) => (voter === v4 ? v1 : v4) };
    let paused = false;
    let undone = false;
    const onStep = async (step: Step) => {
      if (step.name === 'werewolves' && !paused) {
        // The VIP pauses: every phone says so, and the countdown stops; then resumes.
        paused = true;
        await expect.poll(() => vip.page.getByRole('timer').count()).toBe(1);
        await vip.testid('host-open').click();
        await vip.testid('host-pause').click();
        await Promise.all(phones.map((p) => p.testid('paused').waitFor()));
        await vip.testid('host-resume').click();
        await vip.testid('drawer-close').click();
        await Promise.all(phones.map((p) => p.testid('paused').waitFor({ state: 'detached' })));
      }
      if (step.name === 'vote' && !undone) {
        // A vote, then the VIP's undo: that phone is asked again.
        undone = true;
        const voter = seats.get(v1)!;
        await voter.chooseSeats([v4]);
        await voter.waitAnswered('vote', step.id);
        await expect.poll(() => voter.testid('prompt').getAttribute('data-answered')).toBe('true');
        await vip.hostCommand('undo');
        await expect.poll(() => voter.testid('prompt').getAttribute('data-answered')).toBe('false');
      }
      if (step.name === 'werewolves') {
        night += 1;
        plan.wolves = night === 1 ? v3 : v1;
        plan.piper = night === 1 ? [v1, v2] : [wolf];
      }
      if (step.name === 'charmed' && night === 1) {
        // Behind tonight's press-and-hold, the same button on every sleeper's phone (issue 27).
        const charmed = seats.get(v1)!;
        const release = await charmed.hold('tonight-peek');
        const info = charmed.testid('charmed-info');
        await info.waitFor();
        expect(await info.innerText()).toContain(seats.get(v2)!.name);
        await release();
        const other = seats.get(v3)!;
        const letGo = await other.hold('tonight-peek');
        await other.testid('tonight').waitFor();
        expect(await other.testid('charmed-info').count()).toBe(0);
        await letGo();
      }
    };
    await drive(phones, vip, plan, { onStep });
    await expectEnd('piper', [piper]);
    for (const step of ['piper', 'charmed', 'vote']) expect(stepsSeen).toContain(step);
    expect(stepsSeen).not.toContain('sheriffCandidacy');
  }, 300_000);

  test('the Lovers win: Cupid pairs a wolf and a villager; the host restarts mid-vote; a latecomer watches', async () => {
    // The table the Pied Piper's game left before (official, no Sheriff), set up afresh.
    const vip = await seatTable(NAMES.slice(0, 6), { preset: 0, noSheriff: true, deck: { werewolf: 1, cupid: 1, villager: 4 } });
    await startAndPeek(vip);
    const [cupid] = seatsOf('cupid');
    const [wolf] = seatsOf('werewolf');
    const [v1, v2, v3, v4] = seatsOf('villager');
    const seats = bySeat();
    // A phone that opens the page during the game may join, and watches the public view.
    const late = await Phone.open(browser, serve.url, 'Ivy');
    await late.testid('running').waitFor();
    await late.join();
    await late.testid('spectator').waitFor();
    let night = 0;
    const plan: Plan = { cupid: [wolf, v1] };
    const onStep = async (step: Step) => {
      if (step.name === 'werewolves') {
        night += 1;
        plan.wolves = night === 1 ? v2 : v4;
      }
      if (step.name === 'lovers') {
        const lover = seats.get(v1)!;
        const release = await lover.hold('tonight-peek');
        const info = lover.testid('lover-info');
        await info.waitFor();
        expect(await info.innerText()).toContain(seats.get(wolf)!.name);
        await release();
      }
      if (step.name === 'vote') plan.vote = (voter) => (night === 1 ? (voter === v3 ? v4 : v3) : voter === cupid ? wolf : cupid);
      if (step.name === 'vote' && night === 1) {
        // The host goes down in the middle of the vote: every phone says it is reconnecting, and
        // a vote confirmed meanwhile is kept, then sent when the restarted host (its game restored
        // from the write-ahead log) is back.
        await serve.kill();
        await Promise.all(phones.map((p) => p.testid('reconnecting').waitFor()));
        const voter = seats.get(v3)!;
        await voter.chooseSeats([v4]);
        expect(await voter.page.locator('[data-testid="prompt"] [data-testid="confirm"]').getAttribute('data-state')).toBe('queued');
        expect(await voter.testid('reconnecting').innerText()).toMatch(voter.say(/choice is kept/, /选择已保存/));
        await serve.restart();
        await Promise.all(phones.map((p) => p.testid('reconnecting').waitFor({ state: 'detached', timeout: 20_000 })));
        await expect.poll(() => voter.testid('current-choice').innerText(), { timeout: 10_000 }).toContain(seats.get(v4)!.name);
      }
    };
    await drive(phones, vip, plan, { onStep });
    await expectEnd('lovers', [wolf, v1].sort((a, b) => a - b));
    for (const step of ['cupid', 'lovers', 'vote']) expect(stepsSeen).toContain(step);
    await late.testid('end').waitFor();
    expect(late.errors).toEqual([]);
    await late.close();
  }, 300_000);
});
