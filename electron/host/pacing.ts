/**
 * Night pacing: how long a fake night step lasts, so that its length tells nothing.
 *
 * A real night step ends at its drawn end or, when its role answers later, at that answer (the
 * full timer when he never does). If a fake step only ever ended at a drawn end, a step that ran
 * to zero, or past most drawn ends, would name a living role (session 7 measured 20 of 20 steps
 * that reached zero were real). So a fake step is given a stand-in actor whose answer time is
 * drawn from the answers real actors gave at this table (as fractions of their full timer, 1 for
 * "never"), and it ends at the later of its drawn end and that answer, exactly as a real one.
 * Until the table has given a few answers, a prior stands in for them.
 */

/** Answers (fractions of the full timer) assumed before the table has given any; 1 = timed out. */
export const PRIOR_ANSWERS: readonly number[] = [0.15, 0.25, 0.35, 0.5, 0.65, 1];

/** How many of the table's latest real answers are kept (the prior counts beside them). */
export const KEPT_ANSWERS = 40;

export class NightPacing {
  private readonly answers: number[] = [];

  /** A real night step ended: its role answered at `fraction` of the full timer (1 = never). */
  record(fraction: number): void {
    if (!Number.isFinite(fraction)) return;
    this.answers.push(Math.min(1, Math.max(0, fraction)));
    if (this.answers.length > KEPT_ANSWERS) this.answers.shift();
  }

  /**
   * A fake step's stand-in answer, as a fraction of its full timer: one of the table's answers
   * (or the prior's), chosen with `random` (the host's generator, never the engine's).
   */
  drawAnswer(random: () => number): number {
    // Once the table has given enough answers, only its own count: a leftover prior would make
    // fake steps time out where real ones never do, and a step reaching zero would name a fake.
    const pool = this.answers.length >= PRIOR_ANSWERS.length * 2 ? this.answers : [...this.answers, ...PRIOR_ANSWERS];
    return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))];
  }
}
