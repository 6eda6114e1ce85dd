/**
 * The application menu as data: labels, shortcuts and which command each item runs. main.ts turns
 * it into an Electron Menu, mapping `command` to a click handler. Pure and tested.
 */
import type { ShellMessages } from './messages.js';

export type MenuCommand =
  | 'toggle-fullscreen'
  | 'move-to-next-display'
  | 'open-data-folder'
  | 'reload'
  | 'dev-tools'
  | 'phones-help'
  | 'about'
  | 'quit';

export interface MenuItemSpec {
  label?: string;
  accelerator?: string;
  command?: MenuCommand;
  /** An Electron built-in role (edit/app menu items on macOS). */
  role?: 'hide' | 'hideOthers' | 'unhide' | 'copy' | 'paste' | 'selectAll' | 'minimize' | 'close';
  type?: 'separator';
}

export interface MenuSpec {
  label: string;
  submenu: MenuItemSpec[];
}

/** Keyboard shortcuts (Electron accelerator syntax). */
export function shortcuts(platform: string) {
  const mac = platform === 'darwin';
  return {
    toggleFullscreen: mac ? 'Ctrl+Command+F' : 'F11',
    moveToNextDisplay: 'CmdOrCtrl+Shift+D',
    openDataFolder: 'CmdOrCtrl+Shift+O',
    reload: 'CmdOrCtrl+R',
    devTools: mac ? 'Alt+Command+I' : 'Ctrl+Shift+I',
    quit: mac ? 'Command+Q' : 'Ctrl+Q',
  };
}

export function menuTemplate(platform: string, text: ShellMessages, options: { devTools: boolean }): MenuSpec[] {
  const keys = shortcuts(platform);
  const m = text.menu;
  const sep: MenuItemSpec = { type: 'separator' };
  const menus: MenuSpec[] = [];

  if (platform === 'darwin') {
    menus.push({
      label: m.app,
      submenu: [
        { label: m.about, command: 'about' },
        sep,
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        sep,
        { label: m.quit, accelerator: keys.quit, command: 'quit' },
      ],
    });
  }

  menus.push({
    label: m.game,
    submenu: [
      { label: m.openDataFolder, accelerator: keys.openDataFolder, command: 'open-data-folder' },
      ...(platform === 'darwin' ? [] : [sep, { label: m.quit, accelerator: keys.quit, command: 'quit' as const }]),
    ],
  });

  const view: MenuItemSpec[] = [
    { label: m.toggleFullscreen, accelerator: keys.toggleFullscreen, command: 'toggle-fullscreen' },
    { label: m.moveToNextDisplay, accelerator: keys.moveToNextDisplay, command: 'move-to-next-display' },
    sep,
    { label: m.reload, accelerator: keys.reload, command: 'reload' },
  ];
  if (options.devTools) view.push({ label: m.devTools, accelerator: keys.devTools, command: 'dev-tools' });
  menus.push({ label: m.view, submenu: view });

  menus.push({
    label: m.help,
    submenu: [
      { label: m.phonesCannotConnect, command: 'phones-help' },
      ...(platform === 'darwin' ? [] : [sep, { label: m.about, command: 'about' as const }]),
    ],
  });
  return menus;
}
