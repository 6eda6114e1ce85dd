/**
 * The TV window's security policy as plain functions (Electron's security checklist, items
 * "Content Security Policy", "limit navigation", "limit new windows", "permission requests").
 * main.ts installs them on the session and on every WebContents. Never imports 'electron'.
 */
import { isLoopbackHostname, originOf } from './ipc.js';

// The policy is the host's (it serves it to every browser); the window enforces the same one.
export { contentSecurityPolicy, webSocketOrigin } from '../host/security.js';

export type ResponseHeaders = Record<string, string | string[]>;

/**
 * Response headers with our CSP in place of any the server sent (header names are
 * case-insensitive; a second CSP header would be intersected, so we replace rather than add).
 */
export function withContentSecurityPolicy(headers: ResponseHeaders | undefined, csp: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') continue;
    out[name] = Array.isArray(value) ? value : [value];
  }
  out['Content-Security-Policy'] = [csp];
  return out;
}

export function isHostUrl(url: string, hostOrigin: string): boolean {
  return originOf(url) === hostOrigin;
}

/**
 * Which requests the TV window's session may make at all: the host (http and its WebSocket),
 * inline data/blob, and DevTools. Everything else — the internet, the LAN, file:// — is cancelled.
 */
export function isAllowedRequest(url: string, hostOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  switch (parsed.protocol) {
    case 'data:':
    case 'blob:':
    case 'devtools:':
      return true;
    case 'http:':
      return parsed.origin === hostOrigin;
    case 'ws:':
      return `http://${parsed.host}` === hostOrigin;
    default:
      return false;
  }
}

/** In-window navigation: only to another page of the host. */
export function isAllowedNavigation(url: string, hostOrigin: string | null): boolean {
  if (hostOrigin == null) return false;
  const origin = originOf(url);
  return origin === hostOrigin && isLoopbackHostname(new URL(origin).hostname);
}

/** Permissions the TV page may get (from the host's origin only); everything else is denied. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['fullscreen', 'speaker-selection']);

export function isPermissionAllowed(permission: string, requestingUrlOrOrigin: string | null | undefined, hostOrigin: string | null): boolean {
  if (hostOrigin == null) return false;
  if (!ALLOWED_PERMISSIONS.has(permission)) return false;
  return originOf(requestingUrlOrOrigin) === hostOrigin;
}

/** The webPreferences of the TV window, per the checklist (kept here so a test pins them). */
export function tvWebPreferences(preloadPath: string, devTools: boolean) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    devTools,
    // The narrator speaks without anyone clicking the TV first.
    autoplayPolicy: 'no-user-gesture-required' as const,
    backgroundThrottling: false,
  };
}
