import { useEffect, useState } from 'react';
import type { TimerView } from '../../../protocol/protocol.js';
import { clock } from './format.js';

/** Remaining ms of a host timer, on the host's clock (`now` = HostClient.now). */
export function remainingMs(timer: TimerView, now: number): number {
  return timer.paused ? timer.remaining : Math.max(0, timer.deadline - now);
}

/** Re-renders every `ms` while mounted; returns the host time. */
export function useHostNow(now: () => number, ms = 250): number {
  const [t, setT] = useState(now);
  useEffect(() => {
    const id = setInterval(() => setT(now()), ms);
    return () => clearInterval(id);
  }, [now, ms]);
  return t;
}

export interface CountdownProps {
  timer: TimerView | null;
  now: () => number;
  /** Label read by screen readers, e.g. "Time left". */
  label?: string;
  /** Shown instead of the time while paused. */
  pausedLabel?: string;
  /** Seconds under which the countdown turns urgent. */
  urgentBelow?: number;
  className?: string;
}

/** A deadline countdown (m:ss) with a thin progress bar; nothing when there is no timer. */
export function Countdown({ timer, now, label, pausedLabel, urgentBelow = 10, className }: CountdownProps) {
  const t = useHostNow(now);
  if (!timer) return null;
  const left = remainingMs(timer, t);
  const fraction = timer.duration > 0 ? Math.min(1, left / timer.duration) : 0;
  const urgent = !timer.paused && left <= urgentBelow * 1000;
  return (
    <div
      className={`nf-countdown${urgent ? ' is-urgent' : ''}${timer.paused ? ' is-paused' : ''}${className ? ` ${className}` : ''}`}
      role="timer"
      aria-label={label}
      data-remaining={Math.ceil(left / 1000)}
    >
      <span className="nf-countdown-time">{timer.paused && pausedLabel ? pausedLabel : clock(left)}</span>
      <span className="nf-countdown-bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${fraction})` }} />
      </span>
    </div>
  );
}
