import { remainingMs, useTick, useTv } from '../ctx.js';

export function formatClock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** The day timer: big, synchronised on the host clock, with a bar for the time left. */
export function DayTimer({ small = false }: { small?: boolean }) {
  const { state, feed, t } = useTv();
  useTick(250);
  const timer = state.timer;
  const left = remainingMs(timer, feed.now());
  if (left === null || !timer) return null;
  const urgent = !timer.paused && left <= 10_000;
  const frac = timer.duration > 0 ? Math.max(0, Math.min(1, left / timer.duration)) : 0;
  return (
    <div className="tv-timer-wrap">
      <div
        className={`tv-timer${small ? ' small' : ''}${urgent ? ' urgent' : ''}${timer.paused ? ' paused' : ''}`}
        data-testid="timer"
        data-remaining={Math.ceil(left / 1000)}
        aria-label={t('tv.timer.label')}
      >
        {formatClock(left)}
      </div>
      <div className="tv-timer-bar"><div style={{ transform: `scaleX(${frac})` }} /></div>
      {timer.paused ? <div className="tv-centre-sub">{t('tv.timer.paused')}</div> : null}
    </div>
  );
}
