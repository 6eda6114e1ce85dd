/**
 * `npm start` support: is the Electron runtime on this machine, and if not, how to run Nightfall
 * in a browser instead. Detection only reads files: it never runs `require('electron')`, whose
 * index.js would start a download when the binary is missing.
 */
import path from 'node:path';

export const BROWSER_MODE_NOTICE =
  'Electron runtime not found — starting Nightfall in browser mode (run `npx install-electron` to get the desktop window)';

export interface RuntimeProbe {
  exists(file: string): boolean;
  /** File contents, or null when unreadable. */
  readText(file: string): string | null;
  env: Record<string, string | undefined>;
}

export type RuntimeDetection =
  | { found: true; executable: string }
  | { found: false; reason: string };

/**
 * Mirrors node_modules/electron/index.js without its download: `path.txt` names the executable
 * inside `dist/` (or inside ELECTRON_OVERRIDE_DIST_PATH), and that file must exist.
 * `electronDir` is the electron package folder (null when the package is not installed).
 */
export function detectElectronRuntime(electronDir: string | null, probe: RuntimeProbe): RuntimeDetection {
  if (probe.env.NIGHTFALL_BROWSER_MODE === '1') return { found: false, reason: 'NIGHTFALL_BROWSER_MODE=1' };
  if (!electronDir) return { found: false, reason: 'the electron package is not installed' };
  const pathFile = path.join(electronDir, 'path.txt');
  const relative = probe.exists(pathFile) ? probe.readText(pathFile)?.trim() || null : null;
  const override = probe.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const executable = path.join(override, relative ?? 'electron');
    return probe.exists(executable) ? { found: true, executable } : { found: false, reason: `${executable} does not exist` };
  }
  if (!relative) return { found: false, reason: `${pathFile} is missing (the Electron binary was never downloaded)` };
  const executable = path.join(electronDir, 'dist', relative);
  return probe.exists(executable) ? { found: true, executable } : { found: false, reason: `${executable} does not exist` };
}

/** The command that opens a URL in the default browser, or null where there is none to try. */
export function browserOpenCommand(platform: string, url: string): { command: string; args: string[] } | null {
  switch (platform) {
    case 'darwin':
      return { command: 'open', args: [url] };
    case 'win32':
      // `start` is a cmd builtin; the empty "" is the window title.
      return { command: 'cmd', args: ['/c', 'start', '""', url.replace(/&/g, '^&')] };
    case 'linux':
    case 'freebsd':
    case 'openbsd':
      return { command: 'xdg-open', args: [url] };
    default:
      return null;
  }
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+/g;

/**
 * Picks the TV page's URL out of a line that `npm run serve` prints: the first http URL whose
 * path is /tv (on any host; a loopback one is preferred when the line has several).
 */
export function findTvUrl(line: string): string | null {
  const urls = line.match(URL_IN_TEXT) ?? [];
  const tv = urls
    .map((u) => u.replace(/[),.;]+$/, ''))
    .filter((u) => {
      try {
        return /^\/tv(\/.*)?$/.test(new URL(u).pathname);
      } catch {
        return false;
      }
    });
  const loopback = tv.find((u) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(u));
  return loopback ?? tv[0] ?? null;
}
