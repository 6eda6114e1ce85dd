/**
 * The Content-Security-Policy of the host's pages. The host serves it on every response (http.ts),
 * so phones and a TV in a plain browser get it too; the desktop shell enforces the same policy in
 * its window (electron/shell/security.ts imports it from here: the shell sits above the host, and
 * the host never imports the shell).
 */

/** `http://127.0.0.1:4321` → `ws://127.0.0.1:4321`. */
export function webSocketOrigin(hostOrigin: string): string {
  const url = new URL(hostOrigin);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The Content-Security-Policy of the host's pages, in a browser and in the desktop window alike.
 * - Code only from the host ('self'); no eval, no inline script, no remote script.
 * - Sockets only to the host. Images/audio may be data:/blob: (QR code, decoded sounds).
 * - Inline styles are allowed: React/framer-motion animate through style attributes.
 */
export function contentSecurityPolicy(hostOrigin: string): string {
  const self = "'self'";
  const ws = webSocketOrigin(hostOrigin);
  const directives: Array<[string, string[]]> = [
    ['default-src', [self]],
    ['script-src', [self]],
    ['style-src', [self, "'unsafe-inline'"]],
    ['img-src', [self, 'data:', 'blob:']],
    ['media-src', [self, 'data:', 'blob:']],
    ['font-src', [self, 'data:']],
    ['connect-src', [self, ws]],
    ['worker-src', [self, 'blob:']],
    ['manifest-src', [self]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['child-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
