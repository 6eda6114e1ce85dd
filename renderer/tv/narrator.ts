/**
 * The narrator's pacing on the TV: lines arrive in bursts (a step's "close your eyes" and the
 * next one's "wake up" come together), so each line stays on screen for a minimum time and, when
 * speech is on, until it has been said. The pacing depends only on the text, never on who acts.
 * The caption follows the step on screen: a day step's call reached only after that step is over
 * is skipped, and a line set at once (after an Undo, a reconnect) cancels whatever was pending.
 * Otherwise no line is ever dropped, however late it comes (a loaded laptop sends frames in
 * bursts): while lines wait, the calls ("Witch, close your eyes") are shown briefly and not spoken,
 * and the news (a dawn, a death, a shot, a card) is still said in full.
 */
import type { CaptionItem } from './captions.js';

export interface CaptionLine { id: number; text: string }

type Queued = { text: string; call?: number; live?: string; news?: boolean; until?: undefined }
  | { text?: undefined; call?: undefined; live?: undefined; news?: undefined; until: number };

export interface NarratorOptions {
  speak?: (text: string) => Promise<void>;
  /** Stops the line being spoken (a line set at once replaces it). */
  stop?: () => void;
  minMs?: (text: string) => number;
  /** Timers and clock (tests). */
  setTimeout?: (fn: () => void, ms: number) => unknown;
  now?: () => number;
}

export function defaultMinMs(text: string): number {
  // ~ reading time: CJK characters count more than Latin letters.
  const cjk = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
  return Math.min(6000, Math.max(2400, 900 + cjk * 170 + (text.length - cjk) * 45));
}

export class Narrator {
  current: CaptionLine | null = null;
  private queue: Queued[] = [];
  private busy = false;
  /** Bumped by set(): timers and speech of the lines before it no longer move the queue. */
  private generation = 0;
  /** The id of the step on screen (null: unknown). */
  private step: number | null = null;
  private counter = 0;
  /** The kind of running count on screen, if the line shown is one. */
  private live: string | undefined;
  private listeners = new Set<() => void>();
  private readonly opts: Required<NarratorOptions>;

  constructor(opts: NarratorOptions = {}) {
    this.opts = {
      speak: opts.speak ?? (() => Promise.resolve()),
      stop: opts.stop ?? (() => {}),
      minMs: opts.minMs ?? defaultMinMs,
      setTimeout: opts.setTimeout ?? ((fn, ms) => setTimeout(fn, ms)),
      now: opts.now ?? (() => Date.now()),
    };
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  get = (): CaptionLine | null => this.current;

  /** The step now on screen: calls of other day steps still queued are out of date. */
  setStep(id: number | null): void {
    this.step = id;
  }

  /** Lines that just happened: shown (and spoken) in order. */
  say(lines: readonly (string | CaptionItem)[]): void {
    if (lines.length === 0) return;
    for (const line of lines) {
      const item: Queued = typeof line === 'string' ? { text: line } : { ...line };
      if (item.live !== undefined && this.updateCount(item.live, item.text)) continue;
      this.queue.push(item);
    }
    if (!this.busy) this.next();
  }

  /**
   * A newer count of the kind on screen or queued: the count on screen changes in place (its
   * time on screen goes on; a count is not spoken again), a queued one takes the new number.
   */
  private updateCount(kind: string, text: string): boolean {
    const queued = this.queue.find((q) => q.live === kind);
    if (queued) {
      queued.text = text;
      return true;
    }
    if (this.busy && this.live === kind && this.queue.length === 0) {
      this.show(text, kind);
      return true;
    }
    return false;
  }

  /** The lines said after this wait until `at` (ms epoch): a reveal has the stage until then. */
  waitUntil(at: number): void {
    this.queue.push({ until: at });
  }

  /** Shows a line at once without speaking it (a TV that reconnects mid-game). */
  set(line: string | null): void {
    this.queue = [];
    this.generation += 1;
    this.busy = false;
    // The line already on screen (the end's whole history again, a resync that changed nothing):
    // it stays, not captioned a second time.
    if (line !== null && this.current?.text === line) return;
    this.opts.stop();
    this.show(line);
  }

  private show(text: string | null, live?: string): void {
    this.live = live;
    this.counter += 1;
    this.current = text === null ? null : { id: this.counter, text };
    // Tests read every line the narrator showed (set up by the test before the page loads).
    if (text !== null && typeof window !== 'undefined') (window as { __tvCaptionLog?: string[] }).__tvCaptionLog?.push(text);
    for (const fn of this.listeners) fn();
  }

  private next(): void {
    const gen = this.generation;
    let item = this.queue.shift();
    for (;;) {
      if (item && item.until !== undefined) {
        const wait = item.until - this.opts.now();
        if (wait > 0 && this.queue.length > 0) {
          this.busy = true;
          this.opts.setTimeout(() => { if (gen === this.generation) this.next(); }, wait);
          return;
        }
        item = this.queue.shift();
      } else if (item && this.outOfDate(item)) item = this.queue.shift();
      else break;
    }
    if (item === undefined || item.text === undefined) {
      this.busy = false;
      return;
    }
    const text = item.text;
    this.busy = true;
    this.show(text, item.live);
    const barrierAt = this.queue.findIndex((q) => q.until !== undefined);
    // Behind (lines waiting): a call is shortened, never dropped; news is still said.
    const short = (barrierAt < 0 ? this.queue.length : barrierAt) > 1 && !item.news;
    const min = short ? 1200 : this.opts.minMs(text);
    let waited = false;
    let spoken = short;
    const maybeNext = () => {
      if (waited && spoken && gen === this.generation) this.next();
    };
    this.opts.setTimeout(() => { waited = true; maybeNext(); }, min);
    if (!short) {
      this.opts.speak(text).then(() => { spoken = true; maybeNext(); }, () => { spoken = true; maybeNext(); });
    }
  }

  /** A day step's call whose step is over, with a later line waiting to take its place. */
  private outOfDate(item: Queued): boolean {
    if (item.call === undefined || this.step === null || item.call === this.step) return false;
    return this.queue.some((q) => q.text !== undefined);
  }
}
