/**
 * The only IPC between the TV window and the main process. One allow-list, used by both sides:
 * the preload refuses to use any other channel, and main only registers these and checks who is
 * calling (the TV page on the host's loopback origin, top frame, our own window).
 *
 * Never imports 'electron' (it is bundled into the sandboxed preload and tested in plain Node).
 */

/** What the preload puts on `window.nightfall` in the desktop app. Absent in a plain browser. */
export interface NightfallDesktopApi {
  readonly isDesktop: true;
  /** The secret that authorises host controls; the TV page passes it to the host itself. */
  getHostSecret(): Promise<string>;
  toggleFullscreen(): void;
  moveToNextDisplay(): void;
  openDataFolder(): void;
}

export const IPC = {
  getHostSecret: 'nightfall:get-host-secret',
  toggleFullscreen: 'nightfall:toggle-fullscreen',
  moveToNextDisplay: 'nightfall:move-to-next-display',
  openDataFolder: 'nightfall:open-data-folder',
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];

/** Request/response channels (ipcRenderer.invoke ↔ ipcMain.handle). */
export const INVOKE_CHANNELS: readonly IpcChannel[] = Object.freeze([IPC.getHostSecret]);
/** Fire-and-forget commands (ipcRenderer.send ↔ ipcMain.on). */
export const SEND_CHANNELS: readonly IpcChannel[] = Object.freeze([
  IPC.toggleFullscreen,
  IPC.moveToNextDisplay,
  IPC.openDataFolder,
]);

export type ChannelKind = 'invoke' | 'send';

export function isIpcChannel(value: unknown, kind?: ChannelKind): value is IpcChannel {
  if (typeof value !== 'string') return false;
  const list: readonly string[] =
    kind === 'invoke' ? INVOKE_CHANNELS : kind === 'send' ? SEND_CHANNELS : [...INVOKE_CHANNELS, ...SEND_CHANNELS];
  return list.includes(value);
}

export function assertIpcChannel(value: unknown, kind: ChannelKind): IpcChannel {
  if (!isIpcChannel(value, kind)) throw new Error(`IPC channel not allowed: ${String(value)}`);
  return value;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/**
 * The origin the TV window is allowed to have: the host's loopback origin, from `RunningHost.tvUrl`.
 * Throws when the TV URL is not plain http on a loopback address (the secret must never be handed
 * to a page that came over the network).
 */
export function hostOriginFromTvUrl(tvUrl: string): string {
  let url: URL;
  try {
    url = new URL(tvUrl);
  } catch {
    throw new Error(`TV URL is not a URL: ${tvUrl}`);
  }
  if (url.protocol !== 'http:') throw new Error(`TV URL must be http on loopback: ${tvUrl}`);
  if (!isLoopbackHostname(url.hostname)) throw new Error(`TV URL must be on loopback: ${tvUrl}`);
  return url.origin;
}

/** `new URL(u).origin`, or null for anything that does not parse or has an opaque origin. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export interface SenderInfo {
  /** `event.senderFrame.url` (null when the frame is gone). */
  frameUrl: string | null | undefined;
  /** `event.senderFrame.parent === null`. */
  isMainFrame: boolean;
  /** `event.sender.id`. */
  webContentsId: number;
}

/**
 * An IPC message is honoured only when it comes from the top frame of our TV window, showing a
 * page of the host's loopback origin. Anything else (an iframe, another window, a page that
 * navigated elsewhere, a destroyed frame) is ignored.
 */
export function isTrustedSender(sender: SenderInfo, hostOrigin: string, tvWebContentsId: number | null): boolean {
  if (tvWebContentsId == null || sender.webContentsId !== tvWebContentsId) return false;
  if (!sender.isMainFrame) return false;
  const origin = originOf(sender.frameUrl);
  if (origin == null || origin !== hostOrigin) return false;
  const hostname = new URL(origin).hostname;
  return isLoopbackHostname(hostname);
}
