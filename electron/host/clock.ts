/**
 * The host owns every clock (docs/design.md: the host owns time). One StepClock per engine
 * step: what the devices see (TimerView: the step's full timer) and, separately, when the host
 * really ends the step — for a fake night step a random moment drawn from the range real night
 * steps take, so neither the narration nor the countdown tells a fake step from a real one.
 */
import type { StepTiming } from '../../engine/index.js';
import type { Timings, TimerView } from '../../protocol/protocol.js';

/** Shortest fake night step (ms, before time scaling): a real role rarely acts faster than this. */
export const FAKE_NIGHT_MIN_MS = 7_000;

export interface ClockPlan {
  /** What the devices count down (ms). */
  visibleMs: number;
  /** When the host sends the engine its timeout (ms). */
  endMs: number;
}

/**
 * The durations for a step, or null when the step has no timer ('none').
 * `random` is a float in [0, 1) from the host's generator (never the engine's).
 * Every night step, real or fake, draws its end from the same range (timing must not tell who
 * acts): a real step whose role acted sooner is held until then (GameRunner's hold); one whose
 * role has not acted by then waits for him up to the full timer. A fake step's stand-in actor
 * answers at `fakeAnswer` (a fraction of the full timer, pacing.ts): it ends at the later of the
 * two, as a real step would.
 */
export function planStep(
  timing: StepTiming, fake: boolean, timings: Timings, random: () => number, timeScale = 1, fakeAnswer = 0,
): ClockPlan | null {
  if (timing === 'none') return null;
  const full = timings[timing] * 1000 * timeScale;
  if (timing === 'night') {
    const min = Math.min(FAKE_NIGHT_MIN_MS * timeScale, full);
    const drawn = min + random() * (full - min);
    return { visibleMs: full, endMs: fake ? Math.max(drawn, Math.min(1, fakeAnswer) * full) : drawn };
  }
  // A fake info step (lovers, charmed) lasts exactly as long as a real one: the info timer.
  return { visibleMs: full, endMs: full };
}

export class StepClock {
  private deadline: number;
  private endAt: number;
  private remaining = 0;
  private endRemaining = 0;
  private handle: ReturnType<typeof setTimeout> | null = null;
  private duration: number;
  paused = false;

  constructor(
    readonly stepId: number,
    plan: ClockPlan,
    private readonly onEnd: (stepId: number) => void,
    private readonly manual: boolean,
    startPaused: boolean,
    private readonly now: () => number = Date.now,
  ) {
    const t = this.now();
    this.duration = plan.visibleMs;
    this.deadline = t + plan.visibleMs;
    this.endAt = t + plan.endMs;
    if (startPaused) this.pause();
    else this.arm();
  }

  private arm(): void {
    this.disarm();
    if (this.manual) return;
    const delay = Math.max(0, this.endAt - this.now());
    // setTimeout's delay is a signed 32-bit number; no step timer comes near 24 days.
    this.handle = setTimeout(() => {
      this.handle = null;
      this.onEnd(this.stepId);
    }, Math.min(delay, 2 ** 31 - 1));
  }

  private disarm(): void {
    if (this.handle) clearTimeout(this.handle);
    this.handle = null;
  }

  pause(): void {
    if (this.paused) return;
    const t = this.now();
    this.remaining = Math.max(0, this.deadline - t);
    this.endRemaining = Math.max(0, this.endAt - t);
    this.paused = true;
    this.disarm();
  }

  resume(): void {
    if (!this.paused) return;
    const t = this.now();
    this.deadline = t + this.remaining;
    this.endAt = t + this.endRemaining;
    this.paused = false;
    this.arm();
  }

  extend(ms: number): void {
    this.duration += ms;
    if (this.paused) {
      this.remaining += ms;
      this.endRemaining += ms;
    } else {
      this.deadline += ms;
      this.endAt += ms;
      this.arm();
    }
  }

  /**
   * The drawn end came and the role has not acted: wait for him up to the visible deadline.
   * False when the clock already runs to its deadline.
   */
  waitToDeadline(): boolean {
    if (this.endAt >= this.deadline) return false;
    if (this.paused) this.endRemaining = this.remaining;
    else {
      this.endAt = this.deadline;
      this.arm();
    }
    return true;
  }

  /** How far into its visible timer the step is (0 at its start, 1 at zero), extensions included. */
  elapsedFraction(): number {
    const left = this.paused ? this.remaining : Math.max(0, this.deadline - this.now());
    return this.duration > 0 ? 1 - left / this.duration : 1;
  }

  /** Host-only: ms until the host ends the step (tests use it to check fake-step pacing). */
  msUntilEnd(): number {
    return this.paused ? this.endRemaining : Math.max(0, this.endAt - this.now());
  }

  view(): TimerView {
    const t = this.now();
    return {
      deadline: this.paused ? t + this.remaining : this.deadline,
      duration: this.duration,
      paused: this.paused,
      remaining: this.paused ? this.remaining : Math.max(0, this.deadline - t),
      stepId: this.stepId,
    };
  }

  stop(): void {
    this.disarm();
  }
}
