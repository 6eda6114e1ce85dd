import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTempDir } from '../support/temp.js';
import {
  markFirewallHelpShown,
  NO_PHONE_HELP_AFTER_MS,
  PhoneWatchdog,
  shouldShowFirewallHelpAtStart,
} from '../../electron/shell/firstRun.js';
import { closeDecision, onSingleInstanceLock, secondInstanceSteps } from '../../electron/shell/lifecycle.js';
import { menuTemplate, shortcuts } from '../../electron/shell/menu.js';
import { messagesFor } from '../../electron/shell/messages.js';
import { resolveAppPaths, unpackedPath } from '../../electron/shell/paths.js';
import { DEFAULT_SETTINGS, loadSettings, parseSettings, saveSettings } from '../../electron/shell/settings.js';

describe('single instance', () => {
  it('hands over to the running instance when the lock is taken', () => {
    expect(onSingleInstanceLock(true)).toBe('continue');
    expect(onSingleInstanceLock(false)).toBe('quit');
  });

  it('brings the first instance’s TV window forward on a second launch', () => {
    expect(secondInstanceSteps({ exists: true, minimized: true, visible: true })).toEqual(['restore', 'focus']);
    expect(secondInstanceSteps({ exists: true, minimized: false, visible: false })).toEqual(['show', 'focus']);
    expect(secondInstanceSteps({ exists: true, minimized: false, visible: true })).toEqual(['focus']);
    expect(secondInstanceSteps(null)).toEqual(['create-window']);
  });
});

describe('closing during a game', () => {
  it('asks only while a game is in progress, once', () => {
    expect(closeDecision({ gameInProgress: false, confirmed: false, asking: false })).toBe('close');
    expect(closeDecision({ gameInProgress: true, confirmed: false, asking: false })).toBe('ask');
    expect(closeDecision({ gameInProgress: true, confirmed: false, asking: true })).toBe('wait');
    expect(closeDecision({ gameInProgress: true, confirmed: true, asking: false })).toBe('close');
  });
});

describe('firewall help', () => {
  it('is shown once, before the first start', () => {
    expect(shouldShowFirewallHelpAtStart(DEFAULT_SETTINGS)).toBe(true);
    const after = markFirewallHelpShown(DEFAULT_SETTINGS);
    expect(shouldShowFirewallHelpAtStart(after)).toBe(false);
    expect(DEFAULT_SETTINGS.firewallHelpShown).toBe(false); // not mutated
  });

  it('says what to allow on each system', () => {
    const en = messagesFor('en-US');
    expect(en.firewall('win32').detail).toMatch(/Private networks/);
    expect(en.firewall('darwin').detail).toMatch(/accept incoming network connections/);
    expect(en.firewall('linux').detail).toMatch(/firewall/);
    expect(messagesFor('zh-CN').firewall('win32').detail).toMatch(/专用网络/);
    expect(messagesFor('zh-TW').quitDuringGame.quit).toBe('退出');
    expect(messagesFor(undefined).ok).toBe('OK');
    expect(en.noPhone('win32', 'http://192.168.1.5:4321/').message).toContain('http://192.168.1.5:4321/');
  });

  it('is offered again when no phone connected within a minute', () => {
    const w = new PhoneWatchdog();
    expect(w.observe(5_000, 0)).toBe('wait');
    expect(w.observe(NO_PHONE_HELP_AFTER_MS - 1, 0)).toBe('wait');
    expect(w.observe(NO_PHONE_HELP_AFTER_MS, 0)).toBe('show-help');
    expect(w.observe(NO_PHONE_HELP_AFTER_MS + 5_000, 0)).toBe('done'); // only once
  });

  it('stays quiet once any phone connected, even if it left again', () => {
    const w = new PhoneWatchdog(60_000);
    expect(w.observe(10_000, 1)).toBe('done');
    expect(w.observe(70_000, 0)).toBe('done');
    expect(w.isFinished).toBe(true);
  });
});

describe('settings file', () => {
  it('reads defaults from a missing, empty or corrupt file', async () => {
    const dir = testTempDir('nf-settings-');
    expect(await loadSettings(path.join(dir, 'none.json'))).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{nope')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"firewallHelpShown":"yes","preferredDisplayId":1.5}')).toEqual(DEFAULT_SETTINGS);
  });

  it('round-trips through an atomic write', async () => {
    const dir = testTempDir('nf-settings-');
    const file = path.join(dir, 'nested', 'shell-settings.json');
    await saveSettings(file, { version: 1, firewallHelpShown: true, preferredDisplayId: 2779098405 });
    expect(await loadSettings(file)).toEqual({ version: 1, firewallHelpShown: true, preferredDisplayId: 2779098405 });
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(1);
    writeFileSync(file, '{"firewallHelpShown":true,"extra":1}');
    expect(await loadSettings(file)).toEqual({ ...DEFAULT_SETTINGS, firewallHelpShown: true });
  });
});

describe('paths', () => {
  it('finds the pages, sounds and data in a development run (electron out)', () => {
    const p = resolveAppPaths({ isPackaged: false, appPath: '/repo/out', resourcesPath: '/electron/resources', userData: '/home/u/.config/Nightfall-dev' });
    expect(p).toEqual({
      staticDir: '/repo/out/renderer',
      audioDir: '/repo/assets/audio',
      dataDir: '/home/u/.config/Nightfall-dev/data',
      settingsFile: '/home/u/.config/Nightfall-dev/shell-settings.json',
      preload: '/repo/out/electron/preload.cjs',
    });
  });

  it('finds them in the installed app (asar + unpacked pages + extraResources)', () => {
    const p = resolveAppPaths({ isPackaged: true, appPath: '/opt/Nightfall/resources/app.asar', resourcesPath: '/opt/Nightfall/resources', userData: '/u/Nightfall' });
    expect(p.staticDir).toBe('/opt/Nightfall/resources/app.asar.unpacked/renderer');
    expect(p.audioDir).toBe('/opt/Nightfall/resources/audio');
    expect(p.preload).toBe('/opt/Nightfall/resources/app.asar/electron/preload.cjs');
    expect(unpackedPath('/x/app')).toBe('/x/app');
  });
});

describe('menu', () => {
  const text = messagesFor('en');

  function items(platform: string, devTools = false) {
    return menuTemplate(platform, text, { devTools }).flatMap((m) => m.submenu);
  }

  it('offers full screen, next display and the data folder with shortcuts on every system', () => {
    for (const platform of ['win32', 'darwin', 'linux']) {
      const all = items(platform);
      const byCommand = new Map(all.filter((i) => i.command).map((i) => [i.command, i]));
      expect(byCommand.get('toggle-fullscreen')?.accelerator).toBe(shortcuts(platform).toggleFullscreen);
      expect(byCommand.get('move-to-next-display')?.accelerator).toBe('CmdOrCtrl+Shift+D');
      expect(byCommand.get('open-data-folder')?.accelerator).toBe('CmdOrCtrl+Shift+O');
      expect(byCommand.has('phones-help')).toBe(true);
      expect(byCommand.has('quit')).toBe(true);
      expect(byCommand.has('dev-tools')).toBe(false);
      const accelerators = all.map((i) => i.accelerator).filter(Boolean);
      expect(new Set(accelerators).size).toBe(accelerators.length); // no clashes
    }
    expect(shortcuts('win32').toggleFullscreen).toBe('F11');
    expect(shortcuts('darwin').toggleFullscreen).toBe('Ctrl+Command+F');
  });

  it('has the app menu first on macOS only, and developer tools only in development', () => {
    expect(menuTemplate('darwin', text, { devTools: false })[0].label).toBe('Nightfall');
    expect(menuTemplate('win32', text, { devTools: false })[0].label).toBe('Game');
    expect(items('linux', true).some((i) => i.command === 'dev-tools')).toBe(true);
  });
});
