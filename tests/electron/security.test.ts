import { describe, expect, it } from 'vitest';
import {
  assertIpcChannel,
  hostOriginFromTvUrl,
  INVOKE_CHANNELS,
  IPC,
  isIpcChannel,
  isTrustedSender,
  SEND_CHANNELS,
} from '../../electron/shell/ipc.js';
import {
  ALLOWED_PERMISSIONS,
  contentSecurityPolicy,
  isAllowedNavigation,
  isAllowedRequest,
  isPermissionAllowed,
  tvWebPreferences,
  withContentSecurityPolicy,
} from '../../electron/shell/security.js';

const HOST = 'http://127.0.0.1:4321';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe('IPC allow-list', () => {
  it('has one namespaced name per preload function, split into invoke and send', () => {
    expect(Object.values(IPC).sort()).toEqual([...INVOKE_CHANNELS, ...SEND_CHANNELS].sort());
    for (const channel of Object.values(IPC)) expect(channel).toMatch(/^nightfall:[a-z-]+$/);
    expect(INVOKE_CHANNELS).toEqual([IPC.getHostSecret]);
    expect(Object.isFrozen(INVOKE_CHANNELS) && Object.isFrozen(SEND_CHANNELS)).toBe(true);
  });

  it('accepts only listed channels of the right kind', () => {
    expect(isIpcChannel(IPC.getHostSecret, 'invoke')).toBe(true);
    expect(isIpcChannel(IPC.getHostSecret, 'send')).toBe(false);
    expect(isIpcChannel(IPC.toggleFullscreen, 'send')).toBe(true);
    expect(isIpcChannel('nightfall:anything')).toBe(false);
    expect(isIpcChannel(42)).toBe(false);
    expect(() => assertIpcChannel('ELECTRON_BROWSER_REQUIRE', 'invoke')).toThrow(/not allowed/);
    expect(assertIpcChannel(IPC.openDataFolder, 'send')).toBe(IPC.openDataFolder);
  });
});

describe('IPC sender check', () => {
  const tvId = 7;
  const good = { frameUrl: `${HOST}/tv`, isMainFrame: true, webContentsId: tvId };

  it('trusts only the top frame of the TV window on the host loopback origin', () => {
    expect(isTrustedSender(good, HOST, tvId)).toBe(true);
    expect(isTrustedSender({ ...good, frameUrl: `${HOST}/tv?x=1#y` }, HOST, tvId)).toBe(true);
  });

  it.each([
    ['another window', { ...good, webContentsId: 8 }],
    ['an iframe', { ...good, isMainFrame: false }],
    ['a destroyed frame', { ...good, frameUrl: null }],
    ['another port', { ...good, frameUrl: 'http://127.0.0.1:4322/tv' }],
    ['the LAN address', { ...good, frameUrl: 'http://192.168.1.20:4321/tv' }],
    ['a remote site', { ...good, frameUrl: 'https://evil.example/tv' }],
    ['a file page', { ...good, frameUrl: 'file:///etc/passwd' }],
    ['a data page', { ...good, frameUrl: 'data:text/html,hi' }],
    ['garbage', { ...good, frameUrl: 'not a url' }],
  ])('rejects %s', (_name, sender) => {
    expect(isTrustedSender(sender, HOST, tvId)).toBe(false);
  });

  it('rejects everything before the TV window exists', () => {
    expect(isTrustedSender(good, HOST, null)).toBe(false);
  });

  it('derives the host origin only from a loopback http TV URL', () => {
    expect(hostOriginFromTvUrl('http://127.0.0.1:4321/tv')).toBe(HOST);
    expect(hostOriginFromTvUrl('http://localhost:5000/tv')).toBe('http://localhost:5000');
    expect(() => hostOriginFromTvUrl('http://192.168.1.20:4321/tv')).toThrow(/loopback/);
    expect(() => hostOriginFromTvUrl('https://127.0.0.1:4321/tv')).toThrow();
    expect(() => hostOriginFromTvUrl('nope')).toThrow();
  });
});

describe('Content-Security-Policy', () => {
  const csp = contentSecurityPolicy(HOST);
  const d = directives(csp);

  it('allows code only from the host and sockets only to the host', () => {
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:4321']);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows data: and blob: images but no remote code, eval or wildcard', () => {
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/(^|\s)\*(\s|;|$)/);
    expect(csp).not.toContain('http:');
    expect(csp).not.toContain('https:');
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('replaces a CSP the server sent, whatever its case, and keeps other headers', () => {
    const headers = withContentSecurityPolicy(
      { 'content-security-policy': ['default-src *'], 'Content-Type': 'text/html', 'X-Other': ['a', 'b'] },
      csp,
    );
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'X-Other': ['a', 'b'], 'Content-Security-Policy': [csp] });
    expect(withContentSecurityPolicy(undefined, csp)).toEqual({ 'Content-Security-Policy': [csp] });
  });
});

describe('requests, navigation and permissions', () => {
  it('lets the window reach the host and nothing else', () => {
    expect(isAllowedRequest(`${HOST}/tv`, HOST)).toBe(true);
    expect(isAllowedRequest(`${HOST}/audio/dawn.ogg`, HOST)).toBe(true);
    expect(isAllowedRequest('ws://127.0.0.1:4321/ws', HOST)).toBe(true);
    expect(isAllowedRequest('data:image/png;base64,AAAA', HOST)).toBe(true);
    expect(isAllowedRequest('blob:http://127.0.0.1:4321/uuid', HOST)).toBe(true);
    expect(isAllowedRequest('devtools://devtools/bundled/inspector.html', HOST)).toBe(true);
    expect(isAllowedRequest('ws://127.0.0.1:9999/ws', HOST)).toBe(false);
    expect(isAllowedRequest('https://cdn.example/lib.js', HOST)).toBe(false);
    expect(isAllowedRequest('http://192.168.1.20:4321/tv', HOST)).toBe(false);
    expect(isAllowedRequest('file:///etc/passwd', HOST)).toBe(false);
    expect(isAllowedRequest('::::', HOST)).toBe(false);
  });

  it('denies navigation away from the host', () => {
    expect(isAllowedNavigation(`${HOST}/tv?round=2`, HOST)).toBe(true);
    expect(isAllowedNavigation('https://example.com/', HOST)).toBe(false);
    expect(isAllowedNavigation('file:///C:/Windows', HOST)).toBe(false);
    expect(isAllowedNavigation(`${HOST}/tv`, null)).toBe(false);
  });

  it('grants only the harmless permissions, only to the host', () => {
    expect([...ALLOWED_PERMISSIONS].sort()).toEqual(['fullscreen', 'speaker-selection']);
    expect(isPermissionAllowed('fullscreen', `${HOST}/tv`, HOST)).toBe(true);
    expect(isPermissionAllowed('speaker-selection', HOST, HOST)).toBe(true);
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'hid', 'usb']) {
      expect(isPermissionAllowed(p, `${HOST}/tv`, HOST)).toBe(false);
    }
    expect(isPermissionAllowed('fullscreen', 'https://evil.example', HOST)).toBe(false);
    expect(isPermissionAllowed('fullscreen', `${HOST}/tv`, null)).toBe(false);
  });

  it('pins the TV window to the security checklist', () => {
    expect(tvWebPreferences('/app/electron/preload.cjs', false)).toMatchObject({
      preload: '/app/electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: false,
    });
  });
});
