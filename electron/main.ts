/**
 * The desktop shell: starts the host in this process and shows the TV page in a window — full
 * screen on the TV when one is connected. Thin by design: every decision lives in a pure module
 * under electron/shell/ (tested without Electron); this file only wires them to Electron's APIs.
 *
 * Bundled by scripts/build-app.ts into out/electron/main.cjs (CJS, 'electron' external).
 */
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  powerSaveBlocker,
  screen,
  session,
  shell,
} from 'electron';
import type { IpcMainEvent, IpcMainInvokeEvent, MenuItemConstructorOptions } from 'electron';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { RunningHost } from './host/api.js';
import { startHost } from './host/index.js';
import {
  chooseDisplay,
  displayForBounds,
  nextDisplay,
  placementAfterDisplayChange,
  shouldFillDisplay,
  windowedBounds,
  type DisplayInfo,
} from './shell/displays.js';
import {
  markFirewallHelpShown,
  PHONE_POLL_INTERVAL_MS,
  PhoneWatchdog,
  shouldShowFirewallHelpAtStart,
} from './shell/firstRun.js';
import { hostOriginFromTvUrl, IPC, isTrustedSender, SEND_CHANNELS, type IpcChannel } from './shell/ipc.js';
import { APP_ID, closeDecision, onSingleInstanceLock, secondInstanceSteps } from './shell/lifecycle.js';
import { menuTemplate, type MenuCommand, type MenuSpec } from './shell/menu.js';
import { messagesFor, type ShellMessages } from './shell/messages.js';
import { resolveAppPaths, type AppPaths } from './shell/paths.js';
import { tvWebPreferences } from './shell/security.js';
import { loadSettings, saveSettings, type ShellSettings } from './shell/settings.js';
import { launchOptions, smokeCheck, type LaunchOptions } from './shell/smoke.js';
import { currentDisplays, leaveFullScreen } from './screens.js';
import { hardenWebContents, installSessionPolicy, senderInfo } from './webSecurity.js';

const TV_BACKGROUND = '#070b14';
const HOST_CLOSE_TIMEOUT_MS = 3_000;

interface Shell {
  text: ShellMessages;
  paths: AppPaths;
  settings: ShellSettings;
  host: RunningHost | null;
  hostOrigin: string | null;
  win: BrowserWindow | null;
  /** Display the TV window was last put on (by us or by the user dragging it). */
  tvDisplayId: number | null;
  quitConfirmed: boolean;
  asking: boolean;
  hostClosed: boolean;
}

export interface ShellHandle {
  host: RunningHost;
  window: BrowserWindow;
  hostOrigin: string;
}

const log = (line: string) => console.log(`[nightfall] ${line}`);

async function persist(s: Shell, next: ShellSettings): Promise<void> {
  s.settings = next;
  try {
    await saveSettings(s.paths.settingsFile, next);
  } catch (error) {
    log(`could not save settings: ${String(error)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Security: IPC (every WebContents and the session: webSecurity.ts)
// ---------------------------------------------------------------------------------------------

function registerIpc(s: Shell): void {
  const trusted = (event: IpcMainEvent | IpcMainInvokeEvent) =>
    s.hostOrigin != null && isTrustedSender(senderInfo(event), s.hostOrigin, s.win?.webContents.id ?? null);

  ipcMain.handle(IPC.getHostSecret, (event) => {
    if (!trusted(event) || !s.host) throw new Error('not allowed');
    return s.host.hostSecret;
  });
  const commands: Partial<Record<IpcChannel, () => void>> = {
    [IPC.toggleFullscreen]: () => toggleFullscreen(s),
    [IPC.moveToNextDisplay]: () => void moveToNextDisplay(s),
    [IPC.openDataFolder]: () => openDataFolder(s),
  };
  for (const channel of SEND_CHANNELS) {
    ipcMain.on(channel, (event) => {
      if (trusted(event)) commands[channel]?.();
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The TV window
// ---------------------------------------------------------------------------------------------

async function placeWindow(s: Shell, win: BrowserWindow, display: DisplayInfo, fullscreen: boolean): Promise<void> {
  if (win.isFullScreen()) await leaveFullScreen(win);
  if (win.isMaximized()) win.unmaximize();
  const bounds = windowedBounds(display);
  win.setBounds(bounds);
  // Windows: crossing to a display with another scale factor sizes the window by the old one;
  // a second setBounds, now on the new display, corrects it.
  win.setBounds(bounds);
  if (fullscreen) win.setFullScreen(true);
  s.tvDisplayId = display.id;
}

function toggleFullscreen(s: Shell): void {
  const win = s.win;
  if (!win) return;
  win.setFullScreen(!win.isFullScreen());
}

async function moveToNextDisplay(s: Shell): Promise<void> {
  const win = s.win;
  if (!win) return;
  const { displays, primaryId } = currentDisplays();
  const current = s.tvDisplayId ?? displayForBounds(displays, win.getBounds()).id;
  const target = nextDisplay(displays, current);
  const fill = shouldFillDisplay(displays, primaryId, target.id);
  await placeWindow(s, win, target, fill);
  await persist(s, { ...s.settings, preferredDisplayId: fill ? target.id : null });
}

function openDataFolder(s: Shell): void {
  try {
    mkdirSync(s.paths.dataDir, { recursive: true });
  } catch {
    // openPath reports the problem itself
  }
  void shell.openPath(s.paths.dataDir);
}

function focusTv(s: Shell): void {
  const win = s.win && !s.win.isDestroyed() ? s.win : null;
  const steps = secondInstanceSteps(
    win ? { exists: true, minimized: win.isMinimized(), visible: win.isVisible() } : null,
  );
  for (const step of steps) {
    if (step === 'create-window') {
      if (s.host) s.win = createTvWindow(s, s.host);
    } else if (win) {
      if (step === 'restore') win.restore();
      if (step === 'show') win.show();
      if (step === 'focus') win.focus();
    }
  }
}

function onWindowClose(s: Shell, event: Electron.Event): void {
  const decision = closeDecision({
    gameInProgress: s.host?.hasGameInProgress() ?? false,
    confirmed: s.quitConfirmed,
    asking: s.asking,
  });
  if (decision === 'close') return;
  event.preventDefault();
  if (decision === 'wait') return;
  s.asking = true;
  const q = s.text.quitDuringGame;
  void dialog
    .showMessageBox({
      type: 'question',
      title: q.title,
      message: q.message,
      detail: q.detail,
      buttons: [q.quit, q.cancel],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    })
    .then(({ response }) => {
      s.asking = false;
      if (response === 0) {
        s.quitConfirmed = true;
        app.quit();
      }
    });
}

function createTvWindow(s: Shell, host: RunningHost): BrowserWindow {
  const { displays, primaryId } = currentDisplays();
  const choice = chooseDisplay(displays, primaryId, s.settings.preferredDisplayId);
  log(`TV on display ${choice.display.id} (${choice.reason}, ${choice.fullscreen ? 'full screen' : 'window'})`);
  const win = new BrowserWindow({
    ...windowedBounds(choice.display),
    minWidth: 640,
    minHeight: 360,
    show: false,
    title: 'Nightfall',
    backgroundColor: TV_BACKGROUND,
    autoHideMenuBar: true,
    webPreferences: tvWebPreferences(s.paths.preload, !app.isPackaged),
  });
  s.tvDisplayId = choice.display.id;
  let shown = false;
  const show = () => {
    if (shown || win.isDestroyed()) return;
    shown = true;
    if (choice.fullscreen) win.setFullScreen(true);
    win.show();
  };
  win.once('ready-to-show', show);
  setTimeout(show, 5_000).unref?.();
  win.on('moved', () => {
    if (!win.isDestroyed()) s.tvDisplayId = displayForBounds(currentDisplays().displays, win.getBounds()).id;
  });
  win.on('close', (event) => onWindowClose(s, event));
  win.on('closed', () => {
    if (s.win === win) s.win = null;
  });
  void win.loadURL(host.tvUrl).catch((error: unknown) => log(`could not load the TV page: ${String(error)}`));
  return win;
}

function onDisplaysChanged(s: Shell): void {
  const win = s.win;
  if (!win || win.isDestroyed() || s.tvDisplayId == null) return;
  const { displays, primaryId } = currentDisplays();
  const placement = placementAfterDisplayChange(
    displays,
    primaryId,
    { displayId: s.tvDisplayId, fullscreen: win.isFullScreen() },
    s.settings.preferredDisplayId,
  );
  if (placement) void placeWindow(s, win, placement.display, placement.fullscreen);
}

// ---------------------------------------------------------------------------------------------
// Menu and dialogs
// ---------------------------------------------------------------------------------------------

function showPhonesHelp(s: Shell): void {
  const help = s.text.noPhone(process.platform, s.host?.joinUrl ?? '');
  void dialog.showMessageBox({ type: 'info', title: help.title, message: help.message, detail: help.detail, buttons: [s.text.ok], noLink: true });
}

function runCommand(s: Shell, command: MenuCommand): void {
  switch (command) {
    case 'toggle-fullscreen':
      return toggleFullscreen(s);
    case 'move-to-next-display':
      return void moveToNextDisplay(s);
    case 'open-data-folder':
      return openDataFolder(s);
    case 'reload':
      return s.win?.webContents.reload();
    case 'dev-tools':
      return s.win?.webContents.toggleDevTools();
    case 'phones-help':
      return showPhonesHelp(s);
    case 'about':
      return app.showAboutPanel();
    case 'quit':
      return app.quit();
  }
}

export function toElectronMenu(spec: MenuSpec[], onCommand: (command: MenuCommand) => void): MenuItemConstructorOptions[] {
  return spec.map((menu) => ({
    label: menu.label,
    submenu: menu.submenu.map((item): MenuItemConstructorOptions => {
      if (item.type === 'separator') return { type: 'separator' };
      if (item.role) return { role: item.role };
      const command = item.command;
      return {
        label: item.label,
        accelerator: item.accelerator,
        click: command ? () => onCommand(command) : undefined,
      };
    }),
  }));
}

function notifyRestored(s: Shell): void {
  const { title, body } = s.text.restored;
  if (Notification.isSupported()) {
    new Notification({ title, body, silent: true }).show();
  } else {
    void dialog.showMessageBox({ type: 'info', title, message: body, buttons: [s.text.ok], noLink: true });
  }
}

/** `--smoke`: prints the check's verdict and exits with its code (0 = the app works). */
function runSmoke(s: Shell, host: RunningHost, win: BrowserWindow): void {
  void smokeCheck(win.webContents, host.tvUrl, (url) => new WebSocket(url)).then(({ code, line }) => {
    log(`smoke: ${line}`);
    s.quitConfirmed = true;
    void closeHost(s).finally(() => app.exit(code));
  });
}

function watchForPhones(s: Shell, host: RunningHost): void {
  const startedAt = Date.now();
  const watchdog = new PhoneWatchdog();
  const timer = setInterval(() => {
    const verdict = watchdog.observe(Date.now() - startedAt, host.connectedPhoneCount());
    if (verdict === 'wait') return;
    clearInterval(timer);
    if (verdict === 'show-help') showPhonesHelp(s);
  }, PHONE_POLL_INTERVAL_MS);
  timer.unref?.();
}

async function closeHost(s: Shell): Promise<void> {
  const host = s.host;
  if (!host || s.hostClosed) return;
  s.hostClosed = true;
  await Promise.race([
    host.close().catch((error: unknown) => log(`host close failed: ${String(error)}`)),
    new Promise((resolve) => setTimeout(resolve, HOST_CLOSE_TIMEOUT_MS)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Start
// ---------------------------------------------------------------------------------------------

function chooseUserData(launch: LaunchOptions): void {
  if (launch.userData) app.setPath('userData', launch.userData);
  // The smoke check must not touch (nor be confused by) a real installation's games.
  else if (launch.smoke) app.setPath('userData', mkdtempSync(path.join(os.tmpdir(), 'nightfall-smoke-')));
  // A development run keeps its games apart from an installed Nightfall's.
  else if (!app.isPackaged) app.setPath('userData', path.join(app.getPath('appData'), 'Nightfall-dev'));
}

export async function main(): Promise<ShellHandle | null> {
  const launch = launchOptions(process.argv, process.env);
  chooseUserData(launch);
  app.enableSandbox();

  // The smoke check runs beside a user's open Nightfall instead of handing over to it.
  if (!launch.smoke && onSingleInstanceLock(app.requestSingleInstanceLock()) === 'quit') {
    app.quit();
    return null;
  }
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

  const s: Shell = {
    text: messagesFor(null),
    paths: resolveAppPaths({
      isPackaged: app.isPackaged,
      appPath: app.getAppPath(),
      resourcesPath: process.resourcesPath,
      userData: app.getPath('userData'),
    }),
    settings: { version: 1, firewallHelpShown: false, preferredDisplayId: null },
    host: null,
    hostOrigin: null,
    win: null,
    tvDisplayId: null,
    quitConfirmed: false,
    asking: false,
    hostClosed: false,
  };

  app.on('second-instance', () => focusTv(s));
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, () => s.hostOrigin));
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', (event) => {
    if (s.host && !s.hostClosed) {
      event.preventDefault();
      void closeHost(s).finally(() => app.quit());
    }
  });

  await app.whenReady();
  s.text = messagesFor(app.getLocale());
  s.settings = await loadSettings(s.paths.settingsFile);
  app.setAboutPanelOptions({
    applicationName: 'Nightfall',
    applicationVersion: app.getVersion(),
    credits: '天黑请闭眼',
  });

  // Before the host binds: the OS firewall question comes right after this, explain it first.
  if (!launch.quiet && shouldShowFirewallHelpAtStart(s.settings)) {
    const help = s.text.firewall(process.platform);
    await dialog.showMessageBox({ type: 'info', title: help.title, message: help.message, detail: help.detail, buttons: [s.text.ok], noLink: true });
    await persist(s, markFirewallHelpShown(s.settings));
  }

  let host: RunningHost;
  try {
    host = await startHost({
      dataDir: s.paths.dataDir,
      staticDir: s.paths.staticDir,
      audioDir: s.paths.audioDir,
      log: (line: string) => log(`host: ${line}`),
      ...(launch.loopbackHost ? { port: 0, bindAddress: '127.0.0.1' } : {}),
    });
    s.host = host;
    s.hostOrigin = hostOriginFromTvUrl(host.tvUrl);
  } catch (error) {
    const failure = s.text.startFailed(error instanceof Error ? error.message : String(error));
    dialog.showErrorBox(failure.title, failure.content);
    s.hostClosed = true;
    if (s.host) await s.host.close().catch(() => undefined);
    app.exit(1);
    return null;
  }
  log(`host on ${host.tvUrl}; phones join at ${host.joinUrl}`);

  installSessionPolicy(session.defaultSession, s.hostOrigin);
  registerIpc(s);
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      toElectronMenu(menuTemplate(process.platform, s.text, { devTools: !app.isPackaged }), (command) => runCommand(s, command)),
    ),
  );

  const win = createTvWindow(s, host);
  s.win = win;
  screen.on('display-added', () => onDisplaysChanged(s));
  screen.on('display-removed', () => onDisplaysChanged(s));
  powerSaveBlocker.start('prevent-display-sleep');
  if (host.restoredGame && !launch.quiet) win.webContents.once('did-finish-load', () => notifyRestored(s));
  if (launch.smoke) runSmoke(s, host, win);
  else if (!launch.quiet) watchForPhones(s, host);

  return { host, window: win, hostOrigin: s.hostOrigin };
}

/** Resolves once the TV window is open (null when this launch handed over to another or failed). */
export const shellStarted: Promise<ShellHandle | null> = main().catch((error: unknown) => {
  console.error(error);
  app.exit(1);
  return null;
});
