/**
 * The connection check ("doctor"): what the host reports (`GET /api/doctor`, `npm run doctor`)
 * and how it reads in words. Shared by the host (electron/host/doctor.ts fills it), the TV's
 * connection help and the command line; strings are `doctor.*` in renderer/common/i18n.
 */
export type DoctorStatus = 'ok' | 'warn' | 'fail' | 'info';

export type DoctorCheckId =
  /** Which interface the host listens on (127.0.0.1 = this computer only). */
  | 'bind'
  /** The address phones are sent to (the best Wi-Fi / Ethernet address). */
  | 'lanAddress'
  /** Whether the port answers on 127.0.0.1. */
  | 'loopback'
  /** Whether the port answers on the LAN address, from this computer. */
  | 'lan'
  /** Other addresses this computer has (phones on another network use one of them). */
  | 'otherAddresses'
  /** Signs of a guest network (client isolation). */
  | 'guest';

export interface DoctorCheck {
  id: DoctorCheckId;
  status: DoctorStatus;
  /** Picks the sentence: `doctor.<id>.<variant>`. */
  variant: string;
  params?: Record<string, string | number>;
}

export interface DoctorReport {
  platform: 'win32' | 'darwin' | 'linux' | 'other';
  port: number;
  /** Null when no host answered (the command line's view of a stopped host). */
  bindAddress: string | null;
  lanAddress: string | null;
  joinUrl: string | null;
  checks: DoctorCheck[];
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface DoctorLine {
  status: DoctorStatus;
  text: string;
}

export function doctorPlatform(platform: string): DoctorReport['platform'] {
  return platform === 'win32' || platform === 'darwin' || platform === 'linux' ? platform : 'other';
}

/** The report as sentences: each check, then the firewall steps for this computer's system. */
export function doctorLines(report: DoctorReport, t: Translate): DoctorLine[] {
  const lines: DoctorLine[] = report.checks.map((c) => ({ status: c.status, text: t(`doctor.${c.id}.${c.variant}`, c.params) }));
  // A firewall blocks other devices only, never this computer's own checks: always say how.
  lines.push({ status: 'info', text: t(`doctor.firewall.${report.platform}`, { port: report.port }) });
  return lines;
}

export const STATUS_MARK: Record<DoctorStatus, string> = { ok: '✓', warn: '!', fail: '✗', info: '·' };
