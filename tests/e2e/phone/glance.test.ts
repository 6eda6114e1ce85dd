/**
 * The glance test (issues 11 and 27): from across the room, or from the next chair, one phone must
 * not tell what its owner is. The real built phone page renders the exact `state` the host sends
 * each seat (tests/phone/fixtures.ts: the real engine's views), in zh-CN at 390×844, for a table
 * of each preset with every role of its deck — base (official), New Moon (classic-cn with Full
 * Moon Rising drawn for night 2 and Somnambulism in play), the Characters, modern-cn (预女猎守) —
 * played through nights 1 and 2 by the real engine (every prompt answered, the day voted).
 *
 * At every night step, the phones awake and asleep at that moment are compared with a plain
 * Villager's sleeping phone:
 * - every actor: brightness (mean luminance of a screenshot), tiles and where the grid starts,
 *   heading size, confirm buttons, number of visible text boxes, and the words shown: the role and
 *   team words visible outside the actor's own live question (its heading and panel) must be the
 *   same as on the Villager's phone — except in the wolves' own step for a wolf, when every wolf
 *   is awake;
 * - every other sleeper (a wolf during the Witch's step, a Lover, the Seer with a result…): the
 *   same, and the very same visible texts and text boxes (size of each) as the Villager's;
 * - done screens: an actor past his step (his own answer, the host holding the step for the rest,
 *   or the step still waiting for another actor) against the Villager after the decoy: the same
 *   texts, the same text boxes, the same brightness.
 * The Seer's vision and the Fox's answer are read behind the done screen's press-and-hold.
 * By day, a ghost's phone beside a living Villager's: no role or team word the living phone does
 * not show, no brighter, and no more text boxes in the table than the living phone's.
 *
 * One page per preset is fed each state in turn (main.tsx's fixture feed), two presets at a time:
 * a page per look would take many minutes. GLANCE_SHOTS=DIR writes every compared pair.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apply, BOARDS, viewFor } from '../../../engine/index.js';
import type { Choice, GameSetup, Prompt, RoleId } from '../../../engine/index.js';
import type { ServerMessage, TimerView } from '../../../protocol/protocol.js';
import { charactersZh } from '../../../renderer/common/i18n/characters.zh-CN.js';
import { gameZh } from '../../../renderer/common/i18n/game.zh-CN.js';
import { ROLE_STRINGS_ZH } from '../../../renderer/common/i18n/roleStrings.js';
import { lobbyState, NAMES, NOW, phoneYou, players, room, Table } from '../../phone/fixtures.js';
import { servePhonePages } from '../../support/phonePages.js';
import { buildPages, launchBrowser } from './harness.js';

let dir = '';
let server: Server;
let url = '';
let browser: Browser;

beforeAll(async () => {
  dir = await buildPages();
  ({ server, url } = await servePhonePages(dir));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Words a neighbour must not read: every role's name and the Seer's team words, in Chinese. */
const SECRET_WORDS: string[] = (() => {
  // The role folders' names too (engine/boards/*/strings.ts: 狼美人, 石像鬼, 摄梦人…).
  const folders = ROLE_STRINGS_ZH.map((t) => (t.role ?? {}) as Record<string, string>);
  const roles = Object.assign({ ...(gameZh.role as Record<string, string>), ...(charactersZh.role as Record<string, string>) }, ...folders) as Record<string, string>;
  const teams = gameZh.seerResult as Record<string, string>;
  return [...new Set([...Object.values(roles), ...Object.values(teams)])];
})();

interface Look {
  luminance: number; tiles: number; heading: number; texts: number; confirms: number; gridTop: number;
  /** Text boxes inside the seat grid's tiles. */
  gridTexts: number;
  /** Every visible text, with its box's size, sorted ("w×h text"). */
  boxes: string[];
  /** Secret words visible outside the phone's own live question, counted ("狼人×2"). */
  secrets: string[];
  done: boolean;
  /** Visible story lines only some players may know. */
  secretLines: number;
}

/** GLANCE_SHOTS=DIR: also write each compared pair side by side, to look at. */
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

type Shot = Look & { png: PNG };

/** One page fed state after state; `show` resets it (a lobby frame unmounts the game) and looks. */
class Phone {
  private constructor(readonly page: Page) {}

  static async open(): Promise<Phone> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript((f) => {
      (window as unknown as { __NIGHTFALL_FIXTURE__: unknown }).__NIGHTFALL_FIXTURE__ = f;
    }, { messages: [lobbyState(phoneYou(1), room(players(NAMES['zh-CN'].slice(0, 6))))], now: NOW, status: 'open' });
    await page.goto(`${url}?lang=zh-CN`);
    await page.locator('[data-screen="lobby"]').waitFor();
    return new Phone(page);
  }

  /** Holds a hold-to-see button: is this test id shown while held? (Released after.) */
  async holdFor(button: string, shown: string): Promise<boolean> {
    const page = this.page;
    // No such button (a result in the open, say): nothing is behind a hold.
    if ((await page.getByTestId(button).count()) === 0) return false;
    const box = await page.getByTestId(button).boundingBox();
    if (!box) return false;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const ok = await page.getByTestId(shown).waitFor({ timeout: 2000 }).then(() => true, () => false);
    await page.mouse.up();
    return ok;
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }

  /**
   * The phone after these messages; `tapDecoy`: after tapping a name on the decoy and confirming
   * (the last look of a step: the decoy keeps its tap for the step, as on a real phone).
   */
  async show(messages: ServerMessage[], tapDecoy = false): Promise<Shot> {
    const page = this.page;
    const last = messages[messages.length - 1] as Extract<ServerMessage, { t: 'state' }>;
    await page.evaluate((ms) => {
      const feed = (window as unknown as { __NIGHTFALL_FEED__: (m: unknown) => void }).__NIGHTFALL_FEED__;
      for (const m of ms) feed(m);
    }, messages);
    const seat = (last.you as { seat: number | null }).seat;
    await page.locator(`[data-testid="game"] [data-testid="hold-card"][data-seat="${seat}"]`).waitFor();
    if (tapDecoy) {
      await page.locator('[data-testid="decoy"] [data-selectable="true"]').first().click();
      await page.locator('[data-testid="decoy"] [data-testid="confirm"]').click();
      await page.locator('[data-testid="decoy-done"]').waitFor();
    }
    // Two frames: everything fed is painted.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const png = PNG.sync.read(await page.screenshot());
    let sum = 0;
    for (let i = 0; i < png.data.length; i += 4) sum += 0.2126 * png.data[i] + 0.7152 * png.data[i + 1] + 0.0722 * png.data[i + 2];
    const dom = await page.evaluate((words) => {
      const main = document.querySelector('.game-content')!;
      const visible = (e: Element) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
      const h2 = main.querySelector('h2');
      // The actor's own question: its heading and panel may name roles (the Thief's cards).
      const own = [...main.querySelectorAll('[data-testid="prompt"] .prompt-title, [data-testid="prompt"] [data-testid="night-panel"]')];
      // The story told on a board is the public one (checked apart: no secret line shows).
      const story = [...main.querySelectorAll('.recap')];
      const boxes: string[] = [];
      let text = '';
      let gridTexts = 0;
      for (const e of main.querySelectorAll('*')) {
        if (!visible(e)) continue;
        const direct = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '').join('').trim();
        if (!direct) continue;
        const r = e.getBoundingClientRect();
        boxes.push(`${Math.round(r.width / 4) * 4}×${Math.round(r.height / 4) * 4} ${direct}`);
        if (e.closest('.tile')) gridTexts++;
        if (!own.some((o) => o.contains(e)) && !story.some((o) => o.contains(e))) text += `${direct}\n`;
      }
      const secrets: string[] = [];
      for (const w of words) {
        const n = text.split(w).length - 1;
        if (n) secrets.push(`${w}×${n}`);
      }
      const tiles = [...main.querySelectorAll('.tile')].filter(visible);
      return {
        tiles: tiles.length,
        // Where the grid starts: a box above it on one phone only (a summary) moves it down.
        gridTop: tiles.length ? Math.round(tiles[0].getBoundingClientRect().top) : 0,
        heading: h2 ? parseFloat(getComputedStyle(h2).fontSize) : 0,
        texts: boxes.length,
        gridTexts,
        boxes: boxes.sort(),
        secrets,
        confirms: [...main.querySelectorAll('[data-testid="confirm"]')].filter(visible).length,
        // A done screen, after a decision or the decoy (ahead of the table or not).
        done: !!main.querySelector('[data-testid="all-done"]'),
        secretLines: [...main.querySelectorAll('.recap .is-secret')].filter(visible).length,
      };
    }, SECRET_WORDS);
    return { luminance: sum / (png.width * png.height), ...dom, png };
  }
}

const ZH = [...NAMES['zh-CN'], '天天', '明明'];

interface Preset {
  name: string;
  seats: RoleId[];
  spares?: RoleId[];
  setup?: Partial<GameSetup>;
}

/** The named boards (engine BOARDS) whose roles act at night or know something (RULES.md §12). */
const GLANCE_BOARDS = [
  'nightmare', 'gargoyle-gravekeeper', 'hidden-wolf-raven', 'wolf-king-dreamweaver', 'blood-moon-witcher',
  'wolf-king-magician', 'wolf-beauty-knight', 'mechanical-wolf-psychic', 'evil-knight',
];

/** Every role of the game, in the deck of some preset. */
const PRESETS: Preset[] = [
  {
    name: 'base',
    seats: ['werewolf', 'villager', 'seer', 'witch', 'hunter', 'cupid', 'werewolf', 'littleGirl', 'guard', 'thief', 'idiot', 'scapegoat', 'piper'],
    spares: ['villager', 'elder'],
  },
  {
    name: 'new-moon',
    seats: ['seer', 'werewolf', 'villager', 'witch', 'guard', 'werewolf', 'littleGirl', 'villager', 'hunter', 'cupid'],
    setup: { preset: 'classic-cn', variants: { newMoon: 'eachDawn' }, eventDeck: ['fullMoonRising', 'backfire'], startingEvents: ['somnambulism'] },
  },
  {
    name: 'characters',
    seats: [
      'werewolf', 'villager', 'wolfHound', 'wildChild', 'whiteWerewolf', 'fox', 'knight', 'bigBadWolf', 'bearTamer', 'seer',
      'raven', 'wolfFather', 'servant', 'angel',
    ],
  },
  {
    name: 'modern-cn',
    seats: ['villager', 'werewolf', 'seer', 'werewolf', 'witch', 'villager', 'hunter', 'werewolf', 'guard', 'villager', 'werewolf', 'villager'],
    setup: { preset: 'modern-cn' },
  },
  // The §12 boards of the new night roles, each as the lobby deals it (its preset, deck and
  // variants): the Nightmare's terror, the Gargoyle's inspection, the Hidden Wolf's step, the
  // Dreamweaver in the Guard's step, the Witcher, the Magician, the Wolf Beauty's charm, the
  // Mechanical Wolf's learning (and the Evil Knight, the Blood Moon, the Gravekeeper, the Psychic,
  // the Raven, the Knight asleep or by day).
  ...GLANCE_BOARDS.map((id): Preset => {
    const board = BOARDS.find((b) => b.id === id)!;
    return { name: id, seats: [...board.deck], setup: { preset: board.preset, variants: { ...board.variants } } };
  }),
];

function over(t: Table): boolean {
  return t.state.phase === 'over';
}

function copy(t: Table): Table {
  return Object.assign(Object.create(Table.prototype) as Table, t, { events: t.events.slice() });
}

/** Candidate answers for a prompt, the most telling first (a seat other than one's own, "no"). */
function choices(p: Prompt): Choice[] {
  if (p.kind === 'seats') {
    const seats = (p.seats ?? []).filter((s) => s !== p.seat).concat((p.seats ?? []).filter((s) => s === p.seat));
    const n = Math.max(p.min, Math.min(1, p.max));
    const out: Choice[] = [];
    if (seats.length >= n) out.push(seats.slice(0, n));
    if (p.min === 0) out.push([]);
    return out;
  }
  if (p.kind === 'option') return (p.options ?? []).map((o) => o.id);
  return [false, true];
}

/** Answers every open prompt of this seat (follow-ups too, the Witch's poison after her potion). */
function answer(t: Table, seat: number): boolean {
  // The pack agrees on the first victim every wolf may pick (a wolf may not pick his lover).
  const pack = t.state.step.prompts.filter((p) => p.id === 'wolves.victim');
  const common = (pack[0]?.seats ?? []).filter((s) => pack.every((p) => p.seats?.includes(s)));
  let any = false;
  // Within this step only: the next step may be his too (the Wolf Beauty's charm after the pack's
  // hunt), and it must be looked at before he answers it.
  const step = t.state.step.id;
  for (let round = 0; round < 4 && t.state.step.id === step; round++) {
    const open = viewFor(t.state, { kind: 'seat', seat }).prompts.filter((p) => !p.answered && p.id !== 'selfDestruct');
    if (!open.length) break;
    let moved = false;
    for (const p of open) {
      const agreed = p.id === 'wolves.victim' && common.length ? [[common[0]] as Choice] : [];
      if (t.state.step.id !== step) break;
      for (const choice of [...agreed, ...choices(p)]) {
        const r = apply(t.state, { type: 'choose', seat, prompt: p.id, choice });
        if (!r.ok) continue;
        t.state = r.state;
        t.events.push(...r.events);
        moved = any = true;
        break;
      }
    }
    if (!moved) break;
  }
  return any;
}

function actorsOf(t: Table): number[] {
  return t.state.players.map((p) => p.seat).filter((s) => viewFor(t.state, { kind: 'seat', seat: s }).prompts.some((p) => p.id !== 'selfDestruct'));
}

/**
 * What a sleeper's phone could show beyond a Villager's, in kind: his card, how many others' roles,
 * teams, lovers and charmed he knows, tonight's private events, a partner. Each kind is compared
 * once per preset (the same kind draws the same screen), a Villager's own kind never.
 */
function knowledge(t: Table, seat: number): string {
  const v = viewFor(t.state, { kind: 'seat', seat });
  const others = v.players.filter((p) => p.seat !== seat && !p.revealed);
  const tonight = t.events.slice(t.events.map((e) => e.type).lastIndexOf('nightFell'))
    .filter((e) => Array.isArray(e.audience) && (e.audience as number[]).includes(seat)).map((e) => e.type);
  return JSON.stringify([
    others.filter((p) => p.role).length, others.filter((p) => p.team).length, others.filter((p) => p.lover).length,
    others.filter((p) => p.charmed).length, [...new Set(tonight)].sort(), v.me?.partner !== null,
  ]);
}

interface Report { lines: string[]; tells: string[]; compared: number; ghosts: number; results: Set<string> }

/**
 * `exact`: the same texts in boxes of the same sizes; `packAwake`: a wolf in the wolves' own step,
 * whose screen may be denser and name the pack (every wolf is awake, everyone else asleep).
 */
function compare(r: Report, what: string, a: Shot, b: Shot, opts: { exact?: boolean; packAwake?: boolean } = {}): void {
  r.compared++;
  const figures = (l: Shot) => JSON.stringify({ lum: Math.round(l.luminance * 10) / 10, tiles: l.tiles, top: l.gridTop, h: l.heading, texts: l.texts, grid: l.gridTexts, confirms: l.confirms, secrets: l.secrets.join(',') });
  r.lines.push(`${what}: ${figures(a)} | ${figures(b)}`);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(path.join(SHOTS, `${what.replace(/\W+/g, '-').replace(/-$/, '')}.png`), sideBySide(a.png, b.png));
  }
  const check = (name: string, same: boolean) => { if (!same) r.tells.push(`${what}: ${name}`); };
  check('brightness', Math.abs(a.luminance - b.luminance) < 2);
  check('tiles', a.tiles === b.tiles);
  check('heading', a.heading === b.heading);
  check('confirms', a.confirms === b.confirms);
  check('grid position', Math.abs(a.gridTop - b.gridTop) <= 24);
  if (!opts.packAwake) check(`words (${a.secrets.join(',') || '-'} vs ${b.secrets.join(',') || '-'})`, a.secrets.join() === b.secrets.join());
  if (opts.exact) {
    const only = (x: string[], y: string[]) => x.filter((s, i) => x.indexOf(s) === i && x.filter((z) => z === s).length > y.filter((z) => z === s).length);
    check(`text boxes (+${only(a.boxes, b.boxes).join(' | ')} −${only(b.boxes, a.boxes).join(' | ')})`, a.boxes.join('\n') === b.boxes.join('\n'));
  } else if (!opts.packAwake) {
    check('texts', Math.abs(a.texts - b.texts) <= 3);
    check('grid texts', Math.abs(a.gridTexts - b.gridTexts) <= 2);
  }
}

/** The reference: a living plain Villager with nothing to do, no lover, not charmed. */
function villager(t: Table, busy: number[]): number | null {
  const p = t.state.players.find((q) => q.alive && q.role === 'villager' && q.lover === null && !q.charmed && !busy.includes(q.seat));
  return p?.seat ?? null;
}

/**
 * Plays the preset's table from the deal through night 2 (or the end) and compares, on one page,
 * every night step's phones; the first day with a ghost, the ghost's phone and a living one.
 */
async function glance(preset: Preset, r: Report): Promise<void> {
  const t = Table.deal(ZH, preset.seats, preset.spares ?? [], { seed: 11, ...preset.setup });
  const phone = await Phone.open();
  let ghostSeen = false;
  const seen = new Set<string>();
  try {
    for (let guard = 0; guard < 200 && t.state.phase !== 'over' && !(t.state.day > 2); guard++) {
      const step = t.state.step;
      const actors = actorsOf(t);
      if (t.state.phase === 'night' && step.name !== 'dawn' && step.name !== 'nightfall') {
        const ref = villager(t, actors);
        if (ref !== null) {
          const at = `${preset.name} night ${t.state.day} ${step.name}`;
          const base = await phone.show([t.message(ref)]);
          for (const a of actors) {
            const role = t.state.players[a - 1].role;
            const packAwake = step.name === 'werewolves' && viewFor(t.state, { kind: 'seat', seat: a }).me!.pack.some((w) => w.seat === a);
            compare(r, `${at}: ${role} ${a} acting`, await phone.show([t.message(a)]), base, { packAwake });
          }
          // Sleepers whose phone could show more than the Villager's (one of each kind).
          const kinds = new Map<string, number>();
          const plain = knowledge(t, ref);
          for (const p of t.state.players) {
            if (!p.alive || actors.includes(p.seat) || p.seat === ref) continue;
            const k = `${p.role} ${knowledge(t, p.seat)}`;
            if (knowledge(t, p.seat) !== plain && !kinds.has(k) && !seen.has(k)) kinds.set(k, p.seat);
          }
          for (const k of kinds.keys()) seen.add(k);
          for (const s of kinds.values()) {
            compare(r, `${at}: ${t.state.players[s - 1].role} ${s} asleep`, await phone.show([t.message(s)]), base, { exact: true });
          }
          // Done: each actor just after his own answers, beside the Villager after the decoy.
          const timer: TimerView | null = t.timer();
          const dones: [number, Shot][] = [];
          for (const a of actors) {
            const past = copy(t);
            if (!answer(past, a)) continue;
            const moved = past.state.step.id !== step.id;
            const shot = await phone.show([t.message(a), past.message(a, { timer: moved ? timer : past.timer() })]);
            const role = t.state.players[a - 1].role;
            if (shot.done) dones.push([a, shot]);
            else if (moved) r.tells.push(`${at}: ${role} ${a} past the step shows no done screen (${shot.boxes.map((b) => b.split(' ').slice(1).join(' ')).join(' | ')})`);
            if (shot.done && (role === 'seer' || role === 'fox')) {
              // The Seer's vision and the Fox's answer, behind the done screen's press-and-hold.
              const found = await phone.holdFor('tonight-peek', `${role}-result`);
              if (found) r.results.add(role);
              else r.tells.push(`${at}: ${role} ${a} done: no ${role} result behind the hold`);
            }
          }
          if (dones.length) {
            const slept = await phone.show([t.message(ref)], true);
            for (const [a, shot] of dones) compare(r, `${at}: ${t.state.players[a - 1].role} ${a} done`, shot, slept, { exact: true });
          }
        }
      }
      if (t.state.phase === 'day' && !ghostSeen) {
        // A ghost and a living Villager, both with nothing to decide (a day board beside the ghost's).
        const ghost = t.state.players.find((p) => !actors.includes(p.seat) && viewFor(t.state, { kind: 'seat', seat: p.seat }).me?.ghost);
        const ref = villager(t, actors);
        if (ghost && ref !== null) {
          ghostSeen = true;
          r.ghosts++;
          const living = await phone.show([t.message(ref)]);
          const dead = await phone.show([t.message(ghost.seat)]);
          const what = `${preset.name} day ${t.state.day} ${step.name}: ghost ${ghost.role} ${ghost.seat} vs living villager ${ref}`;
          r.compared++;
          r.lines.push(`${what}: lum ${dead.luminance.toFixed(1)} vs ${living.luminance.toFixed(1)}, grid texts ${dead.gridTexts} vs ${living.gridTexts}, words ${dead.secrets.join(',') || '-'} vs ${living.secrets.join(',') || '-'}`);
          if (SHOTS) writeFileSync(path.join(SHOTS, `${what.replace(/\W+/g, '-')}.png`), sideBySide(dead.png, living.png));
          const count = (l: Shot, w: string) => Number(l.secrets.find((s) => s.startsWith(`${w}×`))?.split('×')[1] ?? 0);
          const extra = SECRET_WORDS.filter((w) => count(dead, w) > count(living, w));
          if (extra.length) r.tells.push(`${what}: words the living phone does not show (${extra.join(',')})`);
          if (dead.luminance > living.luminance + 0.5) r.tells.push(`${what}: brighter (${dead.luminance.toFixed(1)} vs ${living.luminance.toFixed(1)})`);
          if (dead.gridTexts > living.gridTexts) r.tells.push(`${what}: more text in the table (${dead.gridTexts} vs ${living.gridTexts})`);
          if (dead.secretLines) r.tells.push(`${what}: ${dead.secretLines} secret lines of the story in the open`);
        }
      }
      // On: every prompt answered (the day's votes too), else the clock.
      const before = step.id;
      for (const a of actors) answer(t, a);
      if (t.state.step.id === before && !over(t)) t.timeout();
    }
  } finally {
    await phone.close();
  }
}

describe('at a glance, nobody is found out by his phone', () => {
  test('every night step of every preset: actors, sleepers and done screens look like a Villager asleep; a ghost by day like the living', async () => {
    const r: Report = { lines: [], tells: [], compared: 0, ghosts: 0, results: new Set() };
    // Two tables at a time, a page each: the browser draws one while the test measures the other.
    await Promise.all([0, 1].map(async (lane) => {
      for (const p of PRESETS.filter((_, i) => i % 2 === lane)) await glance(p, r);
    }));
    console.log(`${r.compared} comparisons\n${r.lines.join('\n')}`);
    expect(r.tells, 'tells').toEqual([]);
    // Not vacuous: many night pairs, and a ghost beside the living at every table.
    expect(r.compared).toBeGreaterThan(100);
    expect(r.ghosts).toBe(PRESETS.length);
    expect([...r.results].sort(), 'results read behind the hold').toEqual(['fox', 'seer']);
  }, 1_800_000);
});
