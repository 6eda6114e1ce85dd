/**
 * End-to-end harness for the phone: builds the pages once (into a temp folder, so other suites and
 * a running host are not disturbed), starts `npm run serve` on a port of its own (bound once, read
 * back) with a temp data folder and a manual clock, and drives real phone pages (Chromium, 390×844
 * touch) through the UI only: taps, text entry, press-and-hold. Nothing here talks to the host except through the pages.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { CHROMIUM_ARGS, launchChromium } from '../../support/browser.js';
import { spawnServe, stopServe } from '../../support/serve.js';
import { testTempDir } from '../../support/temp.js';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export { CHROMIUM_ARGS };

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/**
 * `vite build` of both pages into a fresh temp folder: a production build, as ships, even under
 * vitest (whose NODE_ENV=test would give React's slower development build).
 */
export async function buildPages(): Promise<string> {
  const dir = testTempDir('nightfall-e2e-pages-', { keep: 'file' });
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: dir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return dir;
}

export interface RunningServe {
  url: string;
  port: number;
  /** Stops the host process, keeping its data folder (the write-ahead log). */
  kill(): Promise<void>;
  /** Starts it again on the same port and data folder (the game is restored from the log). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `npm run serve -- --port N --data DIR --static PAGES --manual-clock --seed S [extra…]` as a child
 * process (extra: more testing flags, e.g. `--event-deck miracle,notMeNorWolf`).
 */
export async function startServe(staticDir: string, seed = 1, extraArgs: string[] = []): Promise<RunningServe> {
  const data = testTempDir('nightfall-e2e-data-', { keep: 'file' });
  const args = ['--data', data, '--static', staticDir, '--manual-clock', '--seed', String(seed), '--bind', '127.0.0.1', ...extraArgs];
  let child: ChildProcess | null = null;
  // The first start binds any free port (0) and reads it back; a restart asks for that one again,
  // since the pages know the host by it.
  let port = 0;
  const launch = async () => {
    const started = await spawnServe(port, args);
    child = started.proc;
    port = started.port;
  };
  const kill = async () => {
    const proc = child;
    child = null;
    if (proc) await stopServe(proc);
  };

  await launch();
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    kill,
    restart: launch,
    async stop() {
      await kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export interface SentChoice {
  step: number;
  prompt: string;
  choice: unknown;
}

/** One phone: a mobile browser context with its own storage (its own seat token). */
export class Phone {
  readonly sent: SentChoice[] = [];
  readonly errors: string[] = [];
  role: string | null = null;
  seat = 0;

  private constructor(readonly name: string, readonly context: BrowserContext, readonly page: Page, readonly locale: string) {}

  /** The phone's own words for a check: English or Chinese, as its browser picked. */
  say(en: string | RegExp, zh: string | RegExp): string | RegExp {
    return this.locale.startsWith('zh') ? zh : en;
  }

  static async open(browser: Browser, url: string, name: string, locale = 'en-US'): Promise<Phone> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale, reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const phone = new Phone(name, context, page, locale);
    page.on('pageerror', (e) => phone.errors.push(e.message));
    page.on('websocket', (ws) => {
      ws.on('framesent', (f) => {
        if (typeof f.payload !== 'string' || !f.payload.includes('"choose"')) return;
        const msg = JSON.parse(f.payload) as { t: string } & SentChoice;
        if (msg.t === 'choose') phone.sent.push({ step: msg.step, prompt: msg.prompt, choice: msg.choice });
      });
    });
    await page.goto(url, { timeout: 90_000 }); // a loaded shared machine can take long to serve a fresh page
    return phone;
  }

  testid(id: string) {
    return this.page.getByTestId(id);
  }

  async screen(): Promise<string> {
    return (await this.page.locator('[data-screen]').getAttribute('data-screen')) ?? '';
  }

  async waitScreen(name: string, timeout = 10_000): Promise<void> {
    await this.page.locator(`[data-screen="${name}"]`).waitFor({ timeout });
  }

  /**
   * Types the name and joins (with `avatar`, tapped first). Phones joining at once all offer the
   * same free avatar; the host gives the later ones another (electron/host/lobby.ts).
   */
  async join(avatar?: string): Promise<void> {
    await this.testid('name-input').fill(this.name);
    if (avatar) await this.testid(`avatar-${avatar}`).click();
    await this.testid('join-button').click();
  }

  /** The step the phone shows: id, name and phase (public, the same on every phone). */
  async step(): Promise<{ id: number; name: string; phase: string }> {
    const el = this.page.getByTestId('game');
    const [id, name, phase] = await Promise.all([el.getAttribute('data-step-id'), el.getAttribute('data-step'), el.getAttribute('data-phase')]);
    return { id: Number(id), name: name ?? '', phase: phase ?? '' };
  }

  /** Press and hold the face-down card, read the role, release: the card must hide again. */
  async peek(): Promise<{ role: string; text: string }> {
    const bar = this.testid('hold-card');
    const box = (await bar.boundingBox())!;
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.down();
    const card = this.page.locator('[data-testid="role-card"] .role-card');
    await card.waitFor();
    const role = (await card.getAttribute('data-role')) ?? '';
    const text = await card.innerText();
    await this.page.mouse.up();
    await this.testid('role-card').waitFor({ state: 'detached' });
    this.role = role;
    return { role, text };
  }

  /**
   * Press and hold a hold-to-see button (tonight's results on every phone at night, a ghost's
   * roles): what it hides shows while held. Returns the release.
   */
  async hold(testid: string): Promise<() => Promise<void>> {
    const button = this.testid(testid);
    await button.waitFor();
    const box = (await button.boundingBox())!;
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.down();
    return () => this.page.mouse.up();
  }

  /** The live prompt's id, kind and whether it was answered, or null. */
  async prompt(): Promise<{ id: string; kind: string; answered: boolean } | null> {
    const el = this.page.locator('[data-testid="prompt"]');
    if ((await el.count()) === 0) return null;
    const [id, kind, answered] = await Promise.all([el.getAttribute('data-prompt'), el.getAttribute('data-kind'), el.getAttribute('data-answered')]);
    return { id: id ?? '', kind: kind ?? '', answered: answered === 'true' };
  }

  async selectableSeats(): Promise<number[]> {
    return this.page.$$eval('[data-testid="prompt"] [data-testid="seat-grid"] [data-selectable="true"]', (els) => els.map((e) => Number((e as HTMLElement).dataset.seat)));
  }

  async tapSeat(seat: number): Promise<void> {
    await this.page.locator(`[data-testid="prompt"] [data-seat="${seat}"]`).click();
  }

  async confirm(): Promise<void> {
    await this.page.locator('[data-testid="prompt"] [data-testid="confirm"]').click();
  }

  /**
   * Waits until the phone no longer shows this prompt open (answered, gone, or another step).
   * 30 s: an answer stayed "sending" for over 10 s on a machine this loaded (two browser files at
   * a time beside other test runs), and the modern-cn game failed on it mid-way.
   */
  async waitAnswered(promptId: string, stepId: number, timeout = 30_000): Promise<void> {
    await this.page.waitForFunction(([id, step]) => {
      const game = document.querySelector('[data-testid="game"]');
      if (!game || Number(game.getAttribute('data-step-id')) !== step) return true;
      const open = document.querySelector(`[data-testid="prompt"][data-prompt="${id}"]`);
      if (!open || open.getAttribute('data-answered') === 'true') return true;
      // The host has answered (the choice was taken, or refused, or reset by the engine — the
      // wolves' picks start over when the Little Girl is caught): the next round looks again.
      const state = open.querySelector('[data-testid="confirm"]')?.getAttribute('data-state');
      return state !== 'sending' && state !== 'queued';
    }, [promptId, stepId] as const, { timeout }).catch(async (error: unknown) => {
      throw new Error(`${this.name} (seat ${this.seat}, ${this.role}): ${promptId} still open at step ${stepId}: ${await this.describe()}\n${String(error)}`);
    });
  }

  /** What the phone shows, for failure messages (and a screenshot in the temp folder). */
  async describe(): Promise<string> {
    // Outside the run's own temp folder, which goes when the run ends (tests/support/tempRoot.ts).
    const file = path.join(process.env.NIGHTFALL_SYSTEM_TMPDIR ?? tmpdir(), `nightfall-e2e-${this.name}.png`);
    await this.page.screenshot({ path: file }).catch(() => undefined);
    const text = await this.page.locator('[data-screen]').innerText().catch(() => '?');
    return `${file}\n${text.slice(0, 600)}`;
  }

  /** Seats, then confirm. */
  async chooseSeats(seats: number[]): Promise<void> {
    for (const s of seats) await this.tapSeat(s);
    await this.confirm();
  }

  async chooseAnswer(yes: boolean): Promise<void> {
    await this.page.locator(`[data-testid="prompt"] [data-answer="${yes ? 'yes' : 'no'}"]`).click();
    await this.confirm();
  }

  async chooseOption(id: string): Promise<void> {
    await this.page.locator(`[data-testid="prompt"] [data-option="${id}"]`).click();
    await this.confirm();
  }

  /** Night decoy: tap a name, confirm; nothing is sent. */
  async tapDecoy(): Promise<boolean> {
    const decoy = this.testid('decoy');
    if ((await decoy.count()) === 0) return false;
    await decoy.locator('[data-selectable="true"]').first().click();
    await decoy.getByTestId('confirm').click();
    await this.testid('decoy-done').waitFor();
    return true;
  }

  async hostCommand(id: 'skip' | 'pause' | 'resume' | 'extend' | 'undo' | 'end' | 'lock' | 'new-game'): Promise<void> {
    await this.testid('host-open').click();
    await this.testid(`host-${id}`).click();
    if (id === 'undo' || id === 'end') await this.testid(`host-${id}`).click();
    if ((await this.testid('host-drawer').count()) > 0) await this.testid('drawer-close').click();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.page.locator('[data-screen]:not([data-screen="connecting"])').waitFor();
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
