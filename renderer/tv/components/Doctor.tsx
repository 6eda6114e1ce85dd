/**
 * "Check the connection" in the lobby's help: asks the host for its connection check
 * (`GET /api/doctor`, answered to this computer only — the TV window or the TV page opened on the
 * laptop) and shows it in words over the lobby, with the join URL. Same check as `npm run doctor`.
 */
import { useState } from 'react';
import { doctorLines, STATUS_MARK, type DoctorReport, type DoctorStatus } from '../../common/doctor.js';
import { useTv } from '../ctx.js';

type Run = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; report: DoctorReport } | { kind: 'error'; error: string };

const COLOURS: Record<DoctorStatus, string> = { ok: '#8fd19e', warn: '#f2c36b', fail: '#ff8a80', info: '#9aabb4' };

export function DoctorButton() {
  const { t } = useTv();
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const check = async () => {
    setRun({ kind: 'running' });
    try {
      const res = await fetch('/api/doctor', { cache: 'no-store' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setRun({ kind: 'done', report: (await res.json()) as DoctorReport });
    } catch (error) {
      setRun({ kind: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <>
      <button type="button" data-testid="doctor-button" disabled={run.kind === 'running'} onClick={() => void check()}
        style={{ marginTop: 8, fontSize: 22, padding: '6px 16px', borderRadius: 10, border: '1px solid #9aabb4', background: 'transparent', color: 'inherit', cursor: 'pointer' }}>
        {run.kind === 'running' ? t('doctor.running') : t('doctor.button')}
      </button>
      {run.kind === 'done' || run.kind === 'error' ? (
        <div className="tv-panel" data-testid="doctor-panel" role="dialog" onClick={() => setRun({ kind: 'idle' })}
          style={{ position: 'fixed', left: '10%', right: '10%', top: '8%', zIndex: 50, padding: '22px 30px', background: 'rgba(7, 11, 20, 0.97)', cursor: 'pointer' }}>
          <h3 style={{ fontSize: 30, margin: '0 0 12px' }}>{t('doctor.title')}</h3>
          {run.kind === 'error' ? <div style={{ fontSize: 23 }}>{t('doctor.failed', { error: run.error })}</div> : (
            <>
              {doctorLines(run.report, t).map((line, i) => (
                <div key={i} data-status={line.status} style={{ fontSize: 22, lineHeight: 1.35, margin: '4px 0', color: COLOURS[line.status] }}>
                  {STATUS_MARK[line.status]} {line.text}
                </div>
              ))}
              {run.report.joinUrl ? <div data-testid="doctor-join-url" style={{ fontSize: 26, marginTop: 12 }}>{t('doctor.joinUrl', { url: run.report.joinUrl })}</div> : null}
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
