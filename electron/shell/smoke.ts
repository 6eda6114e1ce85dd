/**
 * How the desktop app was asked to start, and its `--smoke` self-check (run by the release
 * workflow on the packaged app): start the host, open the TV window, let a phone join over a real
 * WebSocket, quit with exit code 0 — or 1 with the reason. Pure decisions and a socket-level phone;
 * main.ts wires them to Electron.
 */
import { AVATARS, PROTOCOL_VERSION, type ServerMessage } from '../../protocol/protocol.js';

export interface LaunchOptions {
  /** `--smoke`: check, then exit (0 = fine). */
  smoke: boolean;
  /** NIGHTFALL_USER_DATA: where settings and games live (tests; smoke uses a temp folder). */
  userData: string | null;
  /** The host on 127.0.0.1 and a free port (smoke, tests) instead of the LAN and the usual port. */
  loopbackHost: boolean;
  /** No first-run firewall dialog and no "phones can't connect?" help (nobody is there to click). */
  quiet: boolean;
}

export function launchOptions(argv: readonly string[], env: Record<string, string | undefined>): LaunchOptions {
  const smoke = argv.includes('--smoke');
  return {
    smoke,
    userData: env.NIGHTFALL_USER_DATA || null,
    loopbackHost: smoke || env.NIGHTFALL_HOST_LOOPBACK === '1',
    quiet: smoke || env.NIGHTFALL_QUIET === '1',
  };
}

export const SMOKE_TIMEOUT_MS = 60_000;

let joins = 0;

/** The WebSocket URL of the host that serves `tvUrl` (its loopback origin). */
export function socketUrlFor(tvUrl: string): string {
  const url = new URL(tvUrl);
  return `ws://${url.host}/ws`;
}

/** The part of a WebSocket client the phone check uses (the `ws` package's, or a fake). */
export interface SocketLike {
  on(event: 'open', listener: () => void): unknown;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  send(data: string): void;
  close(): void;
}

/**
 * Joins the lobby the way a phone does (hello, then join) and waits for the seat. Resolves null
 * when the phone got a player id, or the problem in words. Never rejects.
 */
export function phoneCanJoin(open: (url: string) => SocketLike, url: string, timeoutMs = 10_000): Promise<string | null> {
  return new Promise((resolve) => {
    let socket: SocketLike;
    let done = false;
    const finish = (problem: string | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      try {
        socket?.close();
      } catch {
        // already closed
      }
      resolve(problem);
    };
    const timer = setTimeout(() => finish(`no seat within ${timeoutMs} ms`), timeoutMs);
    try {
      socket = open(url);
    } catch (error) {
      finish(`cannot open ${url}: ${String(error)}`);
      return;
    }
    let joined = false;
    socket.on('open', () => socket.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone', lang: 'en' })));
    socket.on('error', (error) => finish(`socket error: ${error.message}`));
    socket.on('close', () => finish('the host closed the socket'));
    socket.on('message', (data) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(data)) as ServerMessage;
      } catch {
        return;
      }
      if (msg.t === 'error') return finish(`host refused: ${msg.code}`);
      if (msg.t !== 'state') return;
      if (msg.you.device === 'phone' && msg.you.playerId !== null) return finish(null);
      if (!joined) {
        joined = true;
        // A new name and avatar per check: the host refuses one already at the table (NAME_TAKEN, AVATAR_TAKEN).
        joins += 1;
        socket.send(JSON.stringify({ t: 'join', name: `Smoke test ${joins}`, avatar: AVATARS[(joins - 1) % AVATARS.length], lang: 'en' }));
      }
    });
  });
}

/** The TV window's page, as far as the smoke check looks at it (Electron's WebContents). */
export interface SmokePage {
  isLoading(): boolean;
  getURL(): string;
  once(event: 'did-finish-load', listener: () => void): unknown;
  once(event: 'did-fail-load', listener: (event: unknown, code: number, description: string) => void): unknown;
  executeJavaScript(code: string): Promise<unknown>;
}

function pageLoaded(page: SmokePage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!page.isLoading() && page.getURL()) return resolve();
    page.once('did-finish-load', () => resolve());
    page.once('did-fail-load', (_event, code, description) => reject(new Error(`the TV page failed to load: ${description} (${code})`)));
  });
}

/**
 * The whole `--smoke` check once the TV window is opening: the page loads and is the TV page, a
 * phone takes a seat. Resolves the exit code and the line to print; never rejects.
 */
export async function smokeCheck(
  page: SmokePage,
  tvUrl: string,
  open: (url: string) => SocketLike,
  timeoutMs = SMOKE_TIMEOUT_MS,
): Promise<{ code: 0 | 1; line: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  const check = async () => {
    await pageLoaded(page);
    const title = String(await page.executeJavaScript('document.title'));
    if (!/TV/.test(title)) throw new Error(`the window shows "${title}", not the TV page`);
    const problem = await phoneCanJoin(open, socketUrlFor(tvUrl));
    if (problem) throw new Error(`a phone could not join: ${problem}`);
    return title;
  };
  try {
    const title = await Promise.race([check(), timeout]);
    return { code: 0, line: `ok (host ${tvUrl}, TV window "${title}", a phone joined)` };
  } catch (error) {
    return { code: 1, line: `FAILED: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}
