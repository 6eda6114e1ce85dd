/**
 * The TV page fed by scripted states (injected feed, no host): host keys and their confirmations,
 * the audio unlock hint, reduced motion, a browser without speech synthesis, Chinese.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { HostCommand } from '../../protocol/protocol.js';
import { useBuiltTv } from '../tv/support/builtTv.js';
import { inject } from '../tv/support/inject.js';
import { scriptedGame, tableState, welcome } from '../tv/support/scenario.js';

const tv = useBuiltTv('nightfall-tv-fix-');

async function open(opts: { reducedMotion?: 'reduce' | 'no-preference'; noSpeech?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await tv.browser.newPage({ viewport: { width: 1920, height: 1080 }, reducedMotion: opts.reducedMotion ?? 'no-preference' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  if (opts.noSpeech) await page.addInitScript(() => { delete (window as { speechSynthesis?: unknown }).speechSynthesis; });
  await page.goto(`${tv.url}/tv/index.html?feed=inject&silent`);
  return { page, errors };
}

const sent = (page: Page) => page.evaluate(() => window.__tvSent ?? []) as Promise<HostCommand[]>;

describe('the TV page on its own', () => {
  it('host keys: pause, skip, extend, and undo/end only after confirmation', async () => {
    const { page, errors } = await open();
    const d = scriptedGame('en');
    await inject(page, welcome(true), tableState(d, d.snaps.get('day1.discussion')!, 'en', { host: true }));
    await page.locator('[data-testid=host-hints]').waitFor();
    await page.locator('[data-testid=audio-hint]').waitFor();
    await page.keyboard.press('Space');
    await page.keyboard.press('n');
    await page.keyboard.press('+');
    expect(await sent(page)).toEqual([{ cmd: 'pause' }, { cmd: 'skip' }, { cmd: 'extend', seconds: 30 }]);
    expect(await page.locator('[data-testid=audio-hint]').count()).toBe(0); // first key unlocked audio
    await page.keyboard.press('u');
    await page.locator('[data-testid=confirm]').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-testid=confirm]').count()).toBe(0);
    await page.keyboard.press('e');
    await page.keyboard.press('Enter');
    await page.keyboard.press('u');
    await page.keyboard.press('Enter');
    expect((await sent(page)).slice(3)).toEqual([{ cmd: 'end' }, { cmd: 'undo' }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('during a vote a closed phone\'s seat is marked offline on the table', async () => {
    const { page, errors } = await open({ reducedMotion: 'reduce' });
    const d = scriptedGame('en');
    // Seat 8 has not voted yet and its phone is closed.
    const msg = tableState(d, d.snaps.get('day1.voting')!, 'en', { host: true });
    if (msg.t !== 'state' || !msg.room) throw new Error('no room');
    msg.room.players = msg.room.players.map((p) => (p.seat === 8 ? { ...p, connected: false } : p));
    await inject(page, welcome(true), msg);
    await page.locator('[data-testid=ballot-box]').waitFor();
    const ring = page.locator('[data-testid=seat-ring]');
    await expect.poll(() => ring.locator('[data-testid=offline-mark]').count()).toBe(1);
    expect(await ring.locator('.tv-seat[data-seat="8"] [data-testid=offline-mark]').isVisible()).toBe(true);
    expect(await ring.locator('.tv-seat[data-seat="8"]').getAttribute('class')).toContain('offline');
    expect(await ring.locator('.tv-seat[data-seat="1"]').getAttribute('class')).not.toContain('offline');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a TV without the host secret shows no hints and sends nothing', async () => {
    const { page } = await open();
    const d = scriptedGame('en');
    await inject(page, welcome(false), tableState(d, d.snaps.get('day1.discussion')!, 'en', { host: false }));
    await page.locator('[data-testid=timer]').waitFor();
    for (const k of ['Space', 'n', '+', 'u', 'e', 'Enter']) await page.keyboard.press(k);
    expect(await sent(page)).toEqual([]);
    expect(await page.locator('[data-testid=host-hints]').count()).toBe(0);
    await page.close();
  });

  it('with reduced motion the reveal is shown whole at once', async () => {
    const { page } = await open({ reducedMotion: 'reduce' });
    const d = scriptedGame('en');
    const from = d.snaps.get('day1.voting')!;
    await inject(page, welcome(true), tableState(d, from, 'en'));
    await inject(page, tableState(d, d.snaps.get('night2.start')!, 'en', { from }));
    await page.locator('[data-testid=vote-reveal] [data-face=up]').waitFor({ timeout: 1500 });
    expect(await page.locator('[data-testid=tally-row]').count()).toBe(3);
    const opacity = await page.locator('[data-testid=vote-outcome]').evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('1');
    await page.close();
  });

  it('runs without speech synthesis, and speaks Chinese captions when the game is in Chinese', async () => {
    const { page, errors } = await open({ noSpeech: true });
    const d = scriptedGame('zh-CN');
    await inject(page, welcome(true), tableState(d, d.snaps.get('night2.wolves')!, 'zh-CN', { host: true }));
    await expect.poll(() => page.locator('[data-testid=caption]').textContent()).toBe('狼人请睁眼。请选择今晚要刀的人。');
    expect(await page.locator('[data-testid=phase]').textContent()).toBe('第 2 夜');
    await page.keyboard.press('s');
    await expect.poll(() => page.locator('[data-testid=settings]').textContent()).toContain('此处不支持语音');
    expect(errors).toEqual([]);
    await page.close();
  });
});
