/**
 * `npm run screenshots:phone`: every phone screen, in zh-CN and en, as a 390×844 phone, into
 * docs/screenshots/phone/<lang>/<screen>.png (and an index.md).
 *
 * The screens are the real built phone page, fed with the exact `state` messages the host would
 * send (tests/phone/fixtures.ts plays a fixed deal with the real engine and builds each view with
 * viewFor/eventsFor); the page reads them from `window.__NIGHTFALL_FIXTURE__` instead of
 * connecting. Options: --no-build (reuse --static DIR), --only NAME[,NAME], --lang en|zh-CN.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright';
import { launchChromium } from '../tests/support/browser.js';
import { servePhonePages } from '../tests/support/phonePages.js';
import { build } from 'vite';
import type { Lang, ServerMessage } from '../protocol/protocol.js';
import {
  lobbyState, NAMES, NOW, phoneYou, players, room, Table, welcome,
} from '../tests/phone/fixtures.js';
import { MODERN_SHOTS } from './screenshots-phone-modern.js';
import { CHARACTER_SHOTS } from './screenshotsCharacters.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'docs', 'screenshots', 'phone');

interface Shot {
  name: string;
  /** What the screen shows, for the index. */
  about: string;
  messages: (lang: Lang) => ServerMessage[];
  status?: 'open' | 'reconnecting';
  /** Taps or presses before the picture; return true to keep the pointer down. */
  act?: (page: Page) => Promise<void>;
  /** Session storage to seed (a pending choice). */
  session?: Record<string, string>;
  fullPage?: boolean;
}

/** The same table with the ready moment before night 1. */
function readyTable(lang: Lang): Table {
  return Table.deal(NAMES[lang], ['seer', 'werewolf', 'witch', 'villager', 'werewolf', 'littleGirl', 'thief', 'cupid'], ['guard', 'villager'], { readyCheck: true });
}

/** The 8-player table of most shots: Seer, 2 wolves, Witch, Little Girl, Thief, Cupid, a Villager. */
function table8(lang: Lang): Table {
  return Table.deal(NAMES[lang], ['seer', 'werewolf', 'witch', 'villager', 'werewolf', 'littleGirl', 'thief', 'cupid'], ['guard', 'villager']);
}

/** Night 1 up to the wolves: the Thief takes the Guard, Cupid pairs Dana and Eve, the Guard protects Dana. */
function toWolves(lang: Lang): Table {
  const t = table8(lang);
  t.choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).timeout(); // lovers (info)
  t.choose(7, 'guard.protect', [4]).choose(1, 'seer.inspect', [2]);
  return t;
}

function toWitch(lang: Lang): Table {
  return toWolves(lang).choose(2, 'wolves.victim', [1]).choose(5, 'wolves.victim', [1]).choose(6, 'littleGirl.peek', false);
}

function toDay(lang: Lang): Table {
  return toWitch(lang).choose(3, 'witch.heal', false).choose(3, 'witch.poison', []);
}

/** The 6-player table that ends: the Hunter is eaten, shoots the last wolf, the village wins. */
function hunterTable(lang: Lang): Table {
  const t = Table.deal(NAMES[lang], ['hunter', 'werewolf', 'villager', 'villager', 'seer', 'villager']);
  t.choose(5, 'seer.inspect', [2]).choose(2, 'wolves.victim', [1]);
  return t.until('hunterShot');
}

/**
 * New Moon (8 players, no Sheriff): the Executioner in play from the start, then Not Me – Nor Wolf
 * and Spiritualism I drawn on days 2 and 3. Night 1 the wolves kill Chen (3, the séance's ghost);
 * Dana (4) is elected Executioner; Gus (7) is voted out and his card shown to Dana alone.
 */
type NewMoonStage = 'announce' | 'drawn' | 'lostVote' | 'seanceQuestion' | 'seanceAnswer';

function newMoonTable(lang: Lang, stage: NewMoonStage): Table {
  const t = Table.deal(NAMES[lang], ['seer', 'werewolf', 'villager', 'villager', 'werewolf', 'witch', 'villager', 'villager'], [], {
    variants: { newMoon: 'eachDawn', sheriffElection: 'off' }, startingEvents: ['executioner'], eventDeck: ['notMeNorWolf', 'spiritualism1', 'miracle'],
  });
  const voteAll = (id: string, target: number) => {
    for (const p of t.state.step.prompts.filter((q) => q.id === id && !q.answered)) t.choose(p.seat, id, [p.seat === target ? (target === 1 ? 2 : 1) : target]);
  };
  t.choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [3]).choose(5, 'wolves.victim', [3]);
  t.choose(6, 'witch.heal', false).choose(6, 'witch.poison', []).until('executionerVote');
  voteAll('executioner.vote', 4);
  t.until('vote');
  voteAll('vote', 7);
  t.until('executionerAnnounce');
  if (stage === 'announce') return t;
  t.choose(4, 'executioner.announce', 'villager');
  t.choose(1, 'seer.inspect', [5]).choose(2, 'wolves.victim', [8]).choose(5, 'wolves.victim', [8]);
  t.choose(6, 'witch.heal', false).choose(6, 'witch.poison', []).until('event');
  if (stage === 'drawn') return t;
  t.timeout().act({ type: 'mark', mark: 'loseVote', seats: [6] }).until('vote');
  t.choose(1, 'vote', [5]).choose(2, 'vote', [4]);
  if (stage === 'lostVote') return t;
  t.choose(4, 'vote', [5]).choose(5, 'vote', [1]).until('executionerAnnounce');
  t.choose(4, 'executioner.announce', 'werewolf');
  t.choose(1, 'seer.inspect', [4]).choose(2, 'wolves.victim', [6]).until('seance');
  if (stage === 'seanceQuestion') return t;
  return t.choose(1, 'seance.question', 'wolfJewelry');
}

/**
 * Little Rascal drawn on day 2 (Gus, 7, is marked the youngest: away a day and a night), then
 * Luncheon for Seniors on day 3 (Alice, 1, is marked away): on day 3 Gus is back, his vote ×3.
 */
function rascalTable(lang: Lang): Table {
  const t = Table.deal(NAMES[lang], ['seer', 'werewolf', 'villager', 'villager', 'werewolf', 'villager', 'villager', 'villager'], [], {
    variants: { newMoon: 'eachDawn', sheriffElection: 'off' }, eventDeck: ['littleRascal', 'luncheonForSeniors'],
  });
  t.choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [3]).choose(5, 'wolves.victim', [3]).until('vote').timeout();
  t.choose(1, 'seer.inspect', [5]).choose(2, 'wolves.victim', [4]).choose(5, 'wolves.victim', [4]).until('event');
  t.act({ type: 'mark', mark: 'youngest', seats: [7] }).until('vote').timeout();
  t.choose(1, 'seer.inspect', [6]).choose(2, 'wolves.victim', [8]).choose(5, 'wolves.victim', [8]).until('event');
  return t.act({ type: 'mark', mark: 'away', seats: [1] }).until('vote').choose(2, 'vote', [6]);
}

/** Press and hold a hold-to-see button until what it hides shows (released after the picture). */
const holdDown = (button: string, shown: string) => async (page: Page) => {
  const box = (await page.getByTestId(button).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.getByTestId(shown).waitFor();
};

const tapSeats = (...seats: number[]) => async (page: Page) => {
  for (const seat of seats) await page.locator(`[data-testid="seat-grid"] [data-seat="${seat}"]`).click();
};

const SHOTS: Shot[] = [
  {
    name: '01-join', about: 'Join: name (remembered), language, avatar',
    messages: (lang) => [welcome(phoneYou(null)), lobbyState(phoneYou(null), room(players(NAMES[lang].slice(0, 4))))],
    act: async (page) => { await page.getByTestId('name-input').fill(NAMES['en'][8]); },
  },
  {
    name: '02-join-name-taken', about: 'Join refused: the name is taken',
    messages: (lang) => [
      welcome(phoneYou(null)), lobbyState(phoneYou(null), room(players(NAMES[lang].slice(0, 4)))),
      { t: 'error', code: 'NAME_TAKEN', message: 'that name is taken' },
    ],
    act: async (page) => { await page.getByTestId('name-input').fill(NAMES['en'][1]); },
  },
  {
    name: '03-lobby', about: 'Lobby for a player: who is here, who hosts, the deck',
    messages: (lang) => [lobbyState(phoneYou(3), room(players(NAMES[lang].slice(0, 7), { offline: [6] })))],
  },
  {
    name: '04-lobby-vip-deck', about: 'Lobby for the VIP: presets, deck ± and start (with the setup problem in words)',
    messages: (lang) => {
      const r = room(players(NAMES[lang].slice(0, 7)));
      r.settings = { ...r.settings, deck: ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager'], autoDeck: false } as typeof r.settings;
      r.setupProblem = { code: 'setup.deckSize', params: { cards: 6, players: 7 } };
      return [lobbyState(phoneYou(1, { vip: true }), r)];
    },
  },
  {
    name: '05-lobby-vip-rules', about: 'VIP: every rule variant, changed ones highlighted',
    messages: (lang) => {
      const r = room(players(NAMES[lang].slice(0, 8)));
      r.settings = { ...r.settings, preset: 'classic-cn', variants: { wolfWin: 'sides' } } as typeof r.settings;
      return [lobbyState(phoneYou(1, { vip: true }), r)];
    },
    act: async (page) => { await page.getByTestId('tab-rules').click(); },
  },
  {
    name: '06-lobby-vip-timings', about: 'VIP: timings, TV language, lock',
    messages: (lang) => [lobbyState(phoneYou(1, { vip: true }), room(players(NAMES[lang].slice(0, 8))))],
    act: async (page) => { await page.getByTestId('tab-timings').click(); },
  },
  {
    name: '07-card-face-down', about: 'Night 1: the card is dealt face down; everyone gets the same decoy',
    messages: (lang) => [table8(lang).message(4)],
  },
  {
    name: '08-card-peek', about: 'Press and hold to peek (release hides it)',
    messages: (lang) => [toWolves(lang).choose(2, 'wolves.victim', [1]).message(5)],
    act: async (page) => {
      const box = (await page.getByTestId('hold-card').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.getByTestId('role-card').waitFor();
    },
  },
  {
    name: '09-thief', about: 'The Thief: the two spare cards with their art, or keep',
    messages: (lang) => [table8(lang).message(7)],
    act: async (page) => { await page.locator('[data-option="spare0"]').click(); },
  },
  {
    name: '10-cupid', about: 'Cupid: choose two (himself allowed)',
    messages: (lang) => [table8(lang).choose(7, 'thief.swap', 'spare0').message(8)],
    act: tapSeats(4, 5),
  },
  {
    name: '11-lovers', about: 'The Lovers\' step: the partner (on the decoy screen)',
    messages: (lang) => [table8(lang).choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).message(4)],
  },
  {
    name: '12-guard', about: 'The Guard (a Thief who took the Guard card)',
    messages: (lang) => [table8(lang).choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).timeout().message(7)],
    act: tapSeats(4),
  },
  {
    name: '13-seer', about: 'The Seer: choose, then confirm',
    messages: (lang) => [table8(lang).choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).timeout().choose(7, 'guard.protect', [4]).message(1)],
    act: tapSeats(2),
  },
  {
    name: '14-seer-result', about: 'The Seer\'s vision, behind the press-and-hold every phone has at night (held)',
    messages: (lang) => [toWolves(lang).message(1)],
    act: holdDown('tonight-peek', 'tonight'),
  },
  {
    name: '15-wolves', about: 'The wolves\' shared vote: each wolf\'s live pick, agreement',
    messages: (lang) => [toWolves(lang).choose(2, 'wolves.victim', [1]).message(5)],
  },
  {
    name: '16-little-girl', about: 'The Little Girl\'s peek, with the risk of being caught',
    messages: (lang) => [toWolves(lang).message(6)],
    act: async (page) => { await page.locator('[data-answer="yes"]').click(); },
  },
  {
    name: '17-witch-heal', about: 'The Witch sees the victim and may heal',
    messages: (lang) => [toWitch(lang).message(3)],
  },
  {
    name: '18-witch-poison', about: 'The Witch\'s poison (optional)',
    messages: (lang) => [toWitch(lang).choose(3, 'witch.heal', true).message(3)],
  },
  {
    name: '19-night-done', about: 'After a decision: the same calm screen as everyone\'s',
    messages: (lang) => [toWitch(lang).message(2)],
  },
  {
    name: '20-sheriff-stand', about: 'Day 1: stand for Sheriff?',
    messages: (lang) => [toDay(lang).message(4)],
    act: async (page) => { await page.locator('[data-answer="yes"]').click(); },
  },
  {
    name: '21-day-board', about: 'Day: the night\'s news, the table, the timer',
    messages: (lang) => {
      const t = toDay(lang);
      for (const p of t.state.step.prompts) t.choose(p.seat, 'sheriff.stand', p.seat === 3);
      return [t.message(4, { timer: t.timer(187_000, 300_000) })];
    },
  },
  {
    name: '22-vote', about: 'The day vote: changeable until the reveal',
    messages: (lang) => {
      const t = toDay(lang);
      for (const p of t.state.step.prompts) t.choose(p.seat, 'sheriff.stand', p.seat === 3);
      t.until('vote');
      t.choose(4, 'vote', [2]).choose(6, 'vote', [5]);
      return [t.message(4, { timer: t.timer(31_000, 60_000) })];
    },
  },
  {
    name: '23-ghost', about: 'A ghost by day: dark like the night, the public table and story; every role behind press-and-hold',
    messages: (lang) => {
      const t = toWolves(lang).choose(2, 'wolves.victim', [8]).choose(5, 'wolves.victim', [8]).choose(6, 'littleGirl.peek', false);
      t.choose(3, 'witch.heal', false).choose(3, 'witch.poison', []);
      for (const p of t.state.step.prompts) t.choose(p.seat, 'sheriff.stand', false);
      t.until('vote');
      return [t.message(8)];
    },
  },
  {
    name: '24-hunter', about: 'The dying Hunter\'s shot',
    messages: (lang) => [hunterTable(lang).message(1)],
    act: tapSeats(2),
  },
  {
    name: '25-end-won', about: 'Game over: who won, every role, the story',
    messages: (lang) => [hunterTable(lang).choose(1, 'hunter.shoot', [2]).message(3)],
  },
  {
    name: '26-end-lost', about: 'Game over for the losing wolf',
    messages: (lang) => [hunterTable(lang).choose(1, 'hunter.shoot', [2]).message(2)],
    fullPage: true,
  },
  {
    name: '27-reconnecting', about: 'Lost connection: the banner, and the confirmed choice is kept',
    messages: (lang) => [toWolves(lang).message(2)],
    status: 'reconnecting',
    act: async (page) => {
      await page.locator('[data-testid="seat-grid"] [data-seat="1"]').click();
      await page.getByTestId('confirm').click();
    },
  },
  {
    name: '28-host-drawer', about: 'The VIP\'s compact in-game controls',
    messages: (lang) => [toDay(lang).message(1, { vip: true })],
    act: async (page) => { await page.getByTestId('host-open').click(); },
  },
  {
    name: '29-spectator', about: 'A phone without a seat watches the public view',
    messages: (lang) => [toDay(lang).message(null)],
  },
  {
    name: '31-scapegoat', about: 'The Scapegoat, dead on a tie, chooses tomorrow\'s voters (many)',
    messages: (lang) => {
      const t = Table.deal(NAMES[lang], ['scapegoat', 'werewolf', 'villager', 'villager', 'seer', 'villager'], [], { variants: { sheriffElection: 'off' } });
      t.choose(5, 'seer.inspect', [2]).choose(2, 'wolves.victim', [3]).until('vote');
      t.choose(1, 'vote', [2]).choose(2, 'vote', [4]).choose(4, 'vote', [2]).choose(5, 'vote', [4]).timeout();
      return [t.message(1)];
    },
    act: tapSeats(2, 4, 5),
  },
  {
    name: '32-ghost-night', about: 'A ghost at night: tonight\'s secrets as they happen, behind press-and-hold (held)',
    messages: (lang) => {
      const t = toWolves(lang).choose(2, 'wolves.victim', [8]).choose(5, 'wolves.victim', [8]).choose(6, 'littleGirl.peek', false);
      t.choose(3, 'witch.heal', false).choose(3, 'witch.poison', []);
      for (const p of t.state.step.prompts) t.choose(p.seat, 'sheriff.stand', false);
      t.until('vote').timeout().until('guard');
      t.choose(7, 'guard.protect', [1]).choose(1, 'seer.inspect', [5]).choose(2, 'wolves.victim', [3]).choose(5, 'wolves.victim', [3]);
      return [t.message(8)];
    },
    act: holdDown('ghost-peek', 'ghost-secrets'),
  },
  {
    name: '33-version', about: 'A page older than the host: reload',
    messages: () => [{ t: 'error', code: 'VERSION', message: 'reload' }],
  },
  {
    name: '34-lobby-vip-new-moon', about: 'VIP: New Moon — a card each dawn, Bleak Monday\'s variant, permanent cards from the start',
    messages: (lang) => {
      const r = room(players(NAMES[lang].slice(0, 8)));
      r.settings = { ...r.settings, variants: { newMoon: 'eachDawn' }, startingEvents: ['executioner'] } as typeof r.settings;
      return [lobbyState(phoneYou(1, { vip: true }), r)];
    },
    act: async (page) => {
      await page.getByTestId('tab-rules').click();
      await page.getByTestId('new-moon-setup').scrollIntoViewIfNeeded();
    },
  },
  {
    name: '35-event-drawn', about: 'Day 2: the New Moon card drawn at dawn, while the narrator reads it',
    messages: (lang) => [newMoonTable(lang, 'drawn').message(6, { timer: null })],
  },
  {
    name: '36-lost-vote', about: 'Marked by the VIP (Not Me – Nor Wolf): no vote today, said in plain words',
    messages: (lang) => [newMoonTable(lang, 'lostVote').message(6)],
  },
  {
    name: '37-executioner-announce', about: 'The Executioner alone sees the voted-out card, and announces it (truly or not)',
    messages: (lang) => [newMoonTable(lang, 'announce').message(4)],
    act: async (page) => { await page.locator('[data-option="villager"]').click(); },
  },
  {
    name: '38-seance-question', about: 'Spiritualism: the medium chooses the question for the ghost',
    messages: (lang) => [newMoonTable(lang, 'seanceQuestion').message(1)],
    act: async (page) => { await page.locator('[data-option="wolfJewelry"]').click(); },
  },
  {
    name: '39-seance-answer', about: 'Spiritualism: the ghost answers yes or no',
    messages: (lang) => [newMoonTable(lang, 'seanceAnswer').message(3)],
  },
  {
    name: '40-host-marks', about: 'The VIP marks the players who lose their vote (a card in play takes the mark)',
    messages: (lang) => [newMoonTable(lang, 'drawn').timeout().message(1, { vip: true })],
    act: async (page) => {
      await page.getByTestId('host-open').click();
      await page.getByTestId('mark-seat').nth(4).click();
      await page.getByTestId('marks').scrollIntoViewIfNeeded();
    },
  },
  {
    name: '41-rascal-back', about: 'Little Rascal: back after a day and a night, his vote counts three times',
    messages: (lang) => [rascalTable(lang).message(7)],
    act: tapSeats(5),
  },
  {
    name: '42-ready', about: 'Before night 1: look at your card, then tap Ready',
    messages: (lang) => [readyTable(lang).choose(1, 'ready', true).choose(2, 'ready', true).message(4)],
  },
  {
    name: '43-ready-vip', about: 'The VIP once ready: how many are, and starting the night without the stragglers',
    messages: (lang) => [readyTable(lang).choose(1, 'ready', true).choose(3, 'ready', true).choose(4, 'ready', true).message(1, { vip: true })],
  },
  {
    name: '44-time-up-night', about: 'A step left to the clock: by night the player is told behind tonight\'s press-and-hold, without naming the step (held)',
    messages: (lang) => [table8(lang).choose(7, 'thief.swap', 'spare0').choose(8, 'cupid.lovers', [4, 5]).timeout().timeout().message(7)],
    act: holdDown('tonight-peek', 'tonight'),
  },
  {
    name: '42-luncheon-away', about: 'Luncheon for Seniors: marked away until sunset, no vote',
    messages: (lang) => [rascalTable(lang).message(1)],
  },
  {
    name: '30-kicked', about: 'Removed by the host',
    messages: (lang) => [lobbyState(phoneYou(3), room(players(NAMES[lang].slice(0, 6)))), { t: 'kicked' }],
  },
  // The Characters expansion: each role's card and prompt (scripts/screenshotsCharacters.ts).
  ...CHARACTER_SHOTS,
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const only = arg('--only')?.split(',');
  const langs: Lang[] = arg('--lang') ? [arg('--lang') as Lang] : ['zh-CN', 'en'];
  let dir = arg('--static') ? path.resolve(arg('--static')!) : '';
  let temp = '';
  if (!args.includes('--no-build') || !dir) {
    temp = mkdtempSync(path.join(tmpdir(), 'nightfall-shots-'));
    dir = temp;
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: dir, emptyOutDir: true } });
  }
  const { server, url } = await servePhonePages(dir);
  const browser = await launchChromium();
  const index: string[] = ['# Phone screens', '', 'Generated by `npm run screenshots:phone` (scripts/screenshots-phone.ts). 390×844, real engine views.', ''];
  try {
    for (const lang of langs) {
      mkdirSync(path.join(OUT, lang), { recursive: true });
      index.push(`## ${lang}`, '');
      for (const shot of [...SHOTS, ...(MODERN_SHOTS as Shot[])]) {
        if (only && !only.includes(shot.name)) continue;
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: lang,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const fixture = { messages: shot.messages(lang), now: NOW, status: shot.status ?? 'open' };
        await page.addInitScript((f) => {
          (window as unknown as { __NIGHTFALL_FIXTURE__: unknown }).__NIGHTFALL_FIXTURE__ = f;
        }, fixture);
        await page.goto(`${url}?lang=${lang}`);
        await page.locator('[data-screen]').waitFor();
        await page.waitForFunction(() => !document.querySelector('.splash') || document.querySelector('[data-testid^="fatal"]'));
        await page.waitForTimeout(150);
        if (shot.act) await shot.act(page);
        await page.waitForTimeout(120);
        const file = path.join(OUT, lang, `${shot.name}.png`);
        await page.screenshot({ path: file, fullPage: !!shot.fullPage });
        await page.mouse.up();
        if (errors.length) throw new Error(`${shot.name} (${lang}): ${errors.join('; ')}`);
        index.push(`- **${shot.name}** — ${shot.about}: ![${shot.name}](${lang}/${shot.name}.png)`);
        await context.close();
        console.log(`${lang}/${shot.name}.png`);
      }
      index.push('');
    }
    if (!only) writeFileSync(path.join(OUT, 'index.md'), index.join('\n'));
  } finally {
    await browser.close();
    server.close();
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
