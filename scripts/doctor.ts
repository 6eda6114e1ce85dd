/**
 * `npm run doctor`: why can't the phones connect? Asks the running host for its connection check
 * (`GET /api/doctor` on 127.0.0.1) — found on --port, or on the port the desktop app or
 * `npm run serve` last used — and prints it with the join URL as text and QR code. With no host
 * running it checks what it can and says to start one. Only this computer's own addresses are
 * ever contacted.
 *
 *   npm run doctor [-- --port N] [--lang en|zh-CN]
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { doctorLines, STATUS_MARK, type DoctorReport } from '../renderer/common/doctor.js';
import { createI18n } from '../renderer/common/i18n/index.js';
import type { Lang } from '../protocol/protocol.js';
import { diagnose, machineDeps } from '../electron/host/doctor.js';
import { DEFAULT_PORT } from '../electron/host/index.js';
import { SETTINGS_FILE } from '../electron/host/persistence.js';
import { wifiName } from '../electron/host/wifiName.js';
import { invokedAsScript } from './invokedAsScript.js';

/** Data folders of the desktop app (installed and development) and of `npm run serve`. */
export function dataDirs(platform: string, env: Record<string, string | undefined>, home: string, cwd: string): string[] {
  const appData =
    platform === 'win32'
      ? env.APPDATA ?? path.join(home, 'AppData', 'Roaming')
      : platform === 'darwin'
        ? path.join(home, 'Library', 'Application Support')
        : env.XDG_CONFIG_HOME ?? path.join(home, '.config');
  return [path.join(cwd, '.nightfall-data'), path.join(appData, 'Nightfall', 'data'), path.join(appData, 'Nightfall-dev', 'data')];
}

/** Ports to ask, in order: the one given, the ones saved in the data folders, the default. */
export function candidatePorts(given: number | null, saved: Array<number | undefined>): number[] {
  const ports = given !== null ? [given] : [...saved.filter((p): p is number => Number.isInteger(p) && p! > 0), DEFAULT_PORT];
  return [...new Set(ports)];
}

function savedPort(dir: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(dir, SETTINGS_FILE), 'utf8')) as { port?: number }).port;
  } catch {
    return undefined;
  }
}

async function askHost(port: number): Promise<DoctorReport | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/doctor`, { signal: AbortSignal.timeout(8000) });
    return res.ok ? ((await res.json()) as DoctorReport) : null;
  } catch {
    return null;
  }
}

export function langFrom(argLang: string | undefined, env: Record<string, string | undefined>): Lang {
  if (argLang === 'zh-CN' || argLang === 'en') return argLang;
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return locale.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/** The whole printout (without the QR code). */
export function renderReport(report: DoctorReport, lang: Lang): string[] {
  const i18n = createI18n(lang);
  const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});
  const lines = [t('doctor.title'), ''];
  for (const line of doctorLines(report, t)) lines.push(`${STATUS_MARK[line.status]} ${line.text}`);
  if (report.joinUrl) lines.push('', t('doctor.joinUrl', { url: report.joinUrl }));
  return lines;
}

async function main(argv: string[]): Promise<number> {
  const flag = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const given = flag('--port') !== undefined ? Number(flag('--port')) : null;
  if (given !== null && (!Number.isInteger(given) || given < 1 || given > 65535)) {
    console.error('--port must be 1..65535');
    return 2;
  }
  const lang = langFrom(flag('--lang'), process.env);
  const dirs = dataDirs(process.platform, process.env, os.homedir(), process.cwd());
  const ports = candidatePorts(given, dirs.map(savedPort));
  let report: DoctorReport | null = null;
  for (const port of ports) {
    report = await askHost(port);
    if (report) break;
  }
  report ??= await diagnose({ port: ports[0], bindAddress: null }, machineDeps(() => wifiName()));
  for (const line of renderReport(report, lang)) console.log(line);
  if (report.joinUrl) console.log(await QRCode.toString(report.joinUrl, { type: 'terminal', small: true }));
  return report.checks.some((c) => c.status === 'fail') ? 1 : 0;
}

if (invokedAsScript(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
