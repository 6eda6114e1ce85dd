/**
 * The TV's "check the connection" button, in real Chromium against the real host (`npm run
 * serve`): the lobby's help runs the host's connection check and shows it in words with the
 * join URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../tv/support/browser.js';
import { buildTv } from '../tv/support/build.js';
import { startServe, type ServedHost } from '../tv/support/host.js';

let buildDir = '';
let host: ServedHost;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'nightfall-doctor-build-'));
  await buildTv(buildDir);
  host = await startServe(buildDir, ['--quiet']);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`${host.url}/tv`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

describe('the TV’s connection help', () => {
  it('runs the connection check and shows it, with the join URL', async () => {
    await page.getByTestId('doctor-button').click();
    const panel = page.getByTestId('doctor-panel');
    await panel.waitFor({ timeout: 10_000 });
    const text = await panel.innerText();
    expect(text).toMatch(new RegExp(`Port ${host.port} answers on this computer|端口 ${host.port} 在本机有应答`));
    expect(text).toMatch(/firewall|防火墙/);
    const url = (text: string) => /http:\/\/[^\s，。]+/.exec(text)?.[0];
    const lobbyUrl = url(await page.getByTestId('join-url').innerText());
    expect(lobbyUrl).toMatch(/^http:\/\//);
    expect(url(await page.getByTestId('doctor-join-url').innerText())).toBe(lobbyUrl);
    await panel.click(); // closes
    await expect.poll(() => panel.count()).toBe(0);
  }, 120_000);
});
