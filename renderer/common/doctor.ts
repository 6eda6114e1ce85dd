/**
 * The connection check ("doctor") in words: the host's report (`GET /api/doctor`, shape in
 * protocol/doctor.ts) as the TV's connection help and the command line show it; strings are
 * `doctor.*` in renderer/common/i18n.
 */
import type { DoctorReport, DoctorStatus } from '../../protocol/doctor.js';

// The pages and `npm run doctor` read the report's shape from here, next to its wording.
export type { DoctorCheck, DoctorCheckId, DoctorReport, DoctorStatus } from '../../protocol/doctor.js';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface DoctorLine {
  status: DoctorStatus;
  text: string;
}

/** The report as sentences: each check, then the firewall steps for this computer's system. */
export function doctorLines(report: DoctorReport, t: Translate): DoctorLine[] {
  const lines: DoctorLine[] = report.checks.map((c) => ({ status: c.status, text: t(`doctor.${c.id}.${c.variant}`, c.params) }));
  // A firewall blocks other devices only, never this computer's own checks: always say how.
  lines.push({ status: 'info', text: t(`doctor.firewall.${report.platform}`, { port: report.port }) });
  return lines;
}

export const STATUS_MARK: Record<DoctorStatus, string> = { ok: '✓', warn: '!', fail: '✗', info: '·' };
