/**
 * The narrator's pacing on the TV: lines arrive in bursts (a step's "close your eyes" and the
 * next one's "wake up" come together), so each line stays on screen for a minimum time and, when
 * speech is on, until it has been said. The pacing depends only on the text, never on who acts.
 */
export interface CaptionLine { id: number; text: string }

export interface NarratorOptions {
  speak?: (text: string) => Promise<void>;
  minMs?: (text: string) => number;
  /** Timers (tests). */
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

export function defaultMinMs(text: string): number {
  // ~ reading time: CJK characters count more than Latin letters.
  const cjk = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
  return Math.min(6000, Math.max(2400, 900 + cjk * 170 + (text.length - cjk) * 45));
}

export class Narrator {
  current: CaptionLine | null = null;
  private queue: string[] = [];
  private busy = false;
  private counter = 0;
  private listeners = new Set<() => void>();
  private readonly opts: Required<NarratorOptions>;

  constructor(opts: NarratorOptions = {}) {
    this.opts = {
      speak: opts.speak ?? (() => Promise.resolve()),
      minMs: opts.minMs ?? defaultMinMs,
      setTimeout: opts.setTimeout ?? ((fn, ms) => setTimeout(fn, ms)),
    };
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  get = (): CaptionLine | null => this.current;

  /** Lines that just happened: shown (and spoken) in order. */
  say(lines: string[]): void {
    if (lines.length === 0) return;
    this.queue.push(...lines);
    // Far behind (e.g. a burst after the host skipped several steps): keep the last lines only.
    if (this.queue.length > 4) this.queue = this.queue.slice(-3);
    if (!this.busy) this.next();
  }

  /** Shows a line at once without speaking it (a TV that reconnects mid-game). */
  set(line: string | null): void {
    this.queue = [];
    this.show(line);
  }

  private show(text: string | null): void {
    this.counter += 1;
    this.current = text === null ? null : { id: this.counter, text };
    for (const fn of this.listeners) fn();
  }

  private next(): void {
    const text = this.queue.shift();
    if (text === undefined) {
      this.busy = false;
      return;
    }
    this.busy = true;
    this.show(text);
    const short = this.queue.length > 1;
    const min = short ? 1200 : this.opts.minMs(text);
    let waited = false;
    let spoken = short;
    const maybeNext = () => {
      if (waited && spoken) this.next();
    };
    this.opts.setTimeout(() => { waited = true; maybeNext(); }, min);
    if (!short) {
      this.opts.speak(text).then(() => { spoken = true; maybeNext(); }, () => { spoken = true; maybeNext(); });
    }
  }
}
