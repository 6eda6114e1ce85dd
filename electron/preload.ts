/**
 * The TV window's preload (sandboxed, context-isolated). It exposes exactly one small object,
 * `window.nightfall`, and can only talk on the allow-listed channels of electron/shell/ipc.ts.
 * No Node, no ipcRenderer, no arguments from the page reach the main process.
 *
 * Bundled by scripts/build-app.ts into out/electron/preload.cjs (a sandboxed preload must be a
 * single CommonJS file that requires nothing but 'electron').
 */
import { contextBridge, ipcRenderer } from 'electron';
import { assertIpcChannel, IPC, type NightfallDesktopApi } from './shell/ipc.js';

function invoke(channel: string): Promise<unknown> {
  return ipcRenderer.invoke(assertIpcChannel(channel, 'invoke'));
}

function send(channel: string): void {
  ipcRenderer.send(assertIpcChannel(channel, 'send'));
}

// Not exported: the bundle must not touch `module`/`exports` (a sandboxed preload may lack them).
const nightfallApi: NightfallDesktopApi = Object.freeze({
  isDesktop: true as const,
  async getHostSecret(): Promise<string> {
    const secret = await invoke(IPC.getHostSecret);
    if (typeof secret !== 'string' || secret.length === 0) throw new Error('no host secret');
    return secret;
  },
  toggleFullscreen(): void {
    send(IPC.toggleFullscreen);
  },
  moveToNextDisplay(): void {
    send(IPC.moveToNextDisplay);
  },
  openDataFolder(): void {
    send(IPC.openDataFolder);
  },
});

contextBridge.exposeInMainWorld('nightfall', nightfallApi);
