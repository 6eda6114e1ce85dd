/**
 * Nightfall sound generator.
 *
 * Every sound in `assets/audio/` is synthesised here from scratch: hand-written
 * oscillators, noise, envelopes, state-variable filters and a small Freeverb-style
 * reverb. No samples, no native dependencies. Randomness comes from a seeded PRNG
 * (one seed per sound id), so the output is byte-for-byte reproducible.
 *
 * WAV (16-bit mono PCM) is rendered in-process; if SoX is installed at /usr/bin/sox
 * it is used only to encode that WAV to OGG Vorbis (`sox -R`, repeatable mode).
 * Without SoX the WAV files are kept as they are.
 *
 *   npm run audio                      # regenerate everything into assets/audio/
 *   npx tsx assets/audio/generate.ts --only tick,death --out /tmp/x [--wav]
 *
 * Licence of the generated audio: CC0-1.0 (see README.md in this folder).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SOUND_IDS, isSoundId, type SoundId } from '../../renderer/common/audio/manifest';

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

export const SAMPLE_RATE = 22050;
export const SOX_PATH = '/usr/bin/sox';
export const VORBIS_QUALITY = 4;
/** Every sound is peak-normalised to -3 dBFS. */
export const PEAK_DBFS = -3;
/** Length of the ambience loops in seconds. */
export const LOOP_SECONDS = 24;

const SR = SAMPLE_RATE;
const NYQ = SR / 2;
const TAU = Math.PI * 2;
const PEAK = 10 ** (PEAK_DBFS / 20);

type Sig = Float64Array;
type Param = number | ((t: number) => number);

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** mulberry32: tiny, fast, good enough for audio noise; fully deterministic. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of the sound id: each sound has its own stream, independent of render order. */
function seedFor(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** Uniform white noise in [-1, 1). */
  noise(): number {
    return this.next() * 2 - 1;
  }
}

// ---------------------------------------------------------------------------
// Small DSP toolkit
// ---------------------------------------------------------------------------

const sec = (s: number): number => Math.round(s * SR);
const val = (p: Param, t: number): number => (typeof p === 'number' ? p : p(t));
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const lerp = (a: number, b: number, x: number): number => a + (b - a) * x;
const smooth = (x: number): number => {
  const c = clamp(x, 0, 1);
  return c * c * (3 - 2 * c);
};
/** Exponential interpolation (for frequencies). */
const expLerp = (a: number, b: number, x: number): number => a * (b / a) ** clamp(x, 0, 1);
/** MIDI note number to Hz. */
const midi = (m: number): number => 440 * 2 ** ((m - 69) / 12);
const NOTE_INDEX: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
/** 'A4' -> 440, 'G#5', 'Bb3' ... */
function hz(name: string): number {
  const m = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  if (!m) throw new Error(`bad note ${name}`);
  const acc = m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0;
  return midi(12 * (Number(m[3]) + 1) + NOTE_INDEX[m[1]] + acc);
}

function silence(seconds: number): Sig {
  return new Float64Array(sec(seconds));
}

/** Mix `src` into `dst` starting at `at` seconds. With `wrap`, indices wrap around (loops). */
function mix(dst: Sig, src: Sig, at: number, gain = 1, wrap = false): void {
  const n = dst.length;
  const off = sec(at);
  for (let i = 0; i < src.length; i++) {
    let j = off + i;
    if (wrap) {
      j %= n;
      if (j < 0) j += n;
    } else if (j >= n) break;
    else if (j < 0) continue;
    dst[j] += src[i] * gain;
  }
}

function scale(x: Sig, g: number): Sig {
  for (let i = 0; i < x.length; i++) x[i] *= g;
  return x;
}

function rms(x: Sig): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i] * x[i];
  return Math.sqrt(s / Math.max(1, x.length));
}

function peak(x: ArrayLike<number>): number {
  let p = 0;
  for (let i = 0; i < x.length; i++) p = Math.max(p, Math.abs(x[i]));
  return p;
}

/** Scale a layer to a target RMS level (makes mixing levels explicit). */
function toRms(x: Sig, target: number): Sig {
  const r = rms(x);
  return r > 0 ? scale(x, target / r) : x;
}

/** Multiply by an envelope function of time (seconds). */
function shape(x: Sig, env: (t: number) => number): Sig {
  for (let i = 0; i < x.length; i++) x[i] *= env(i / SR);
  return x;
}

/** Piecewise-linear envelope through [time, level] points. */
function envelope(points: ReadonlyArray<readonly [number, number]>): (t: number) => number {
  return (t) => {
    if (t <= points[0][0]) return points[0][1];
    for (let i = 1; i < points.length; i++) {
      const [t1, v1] = points[i];
      if (t <= t1) {
        const [t0, v0] = points[i - 1];
        return lerp(v0, v1, (t - t0) / Math.max(1e-9, t1 - t0));
      }
    }
    return points[points.length - 1][1];
  };
}

function whiteNoise(rng: Rng, seconds: number): Sig {
  const x = silence(seconds);
  for (let i = 0; i < x.length; i++) x[i] = rng.noise();
  return x;
}

/**
 * Additive oscillator with a time-varying frequency. `partials[k]` is the amplitude
 * of harmonic k+1; harmonics above 0.45·SR are skipped (no aliasing).
 */
function tone(seconds: number, freq: Param, partials: readonly number[] = [1], phase0 = 0): Sig {
  const x = silence(seconds);
  let ph = phase0;
  for (let i = 0; i < x.length; i++) {
    const f = val(freq, i / SR);
    let s = 0;
    for (let k = 0; k < partials.length; k++) {
      if ((k + 1) * f > 0.45 * SR) break;
      s += partials[k] * Math.sin((k + 1) * ph);
    }
    x[i] = s;
    ph += (TAU * f) / SR;
    if (ph > TAU * 1e6) ph -= TAU * 1e6;
  }
  return x;
}

/** Band-limited sawtooth (polyBLEP). */
function saw(seconds: number, freq: Param, phase0 = 0): Sig {
  const x = silence(seconds);
  let ph = phase0 % 1;
  for (let i = 0; i < x.length; i++) {
    const dt = val(freq, i / SR) / SR;
    let s = 2 * ph - 1;
    if (ph < dt) {
      const u = ph / dt;
      s -= u + u - u * u - 1;
    } else if (ph > 1 - dt) {
      const u = (ph - 1) / dt;
      s -= u * u + u + u + 1;
    }
    x[i] = s;
    ph += dt;
    if (ph >= 1) ph -= 1;
  }
  return x;
}

/** Exponentially decaying sine partials: [freq, amp, tau][]; a modal "struck object". */
function modes(seconds: number, list: ReadonlyArray<readonly [number, number, number]>, rng?: Rng): Sig {
  const x = silence(seconds);
  for (const [f, a, tau] of list) {
    if (f > 0.45 * SR) continue;
    const ph = rng ? rng.range(0, TAU) : 0;
    const w = (TAU * f) / SR;
    const d = Math.exp(-1 / (tau * SR));
    let amp = a;
    for (let i = 0; i < x.length; i++) {
      x[i] += amp * Math.sin(ph + w * i);
      amp *= d;
    }
  }
  return x;
}

/** Zavalishin topology-preserving-transform state-variable filter (stable under modulation). */
class Svf {
  private ic1 = 0;
  private ic2 = 0;
  lp = 0;
  bp = 0;
  /** Band-pass normalised to unity gain at the centre frequency. */
  bpn = 0;
  hp = 0;
  private lastF = -1;
  private lastQ = -1;
  private g = 0;
  private k = 0;
  private a1 = 0;
  private a2 = 0;
  private a3 = 0;
  process(x: number, freq: number, q: number): void {
    if (freq !== this.lastF || q !== this.lastQ) {
      this.lastF = freq;
      this.lastQ = q;
      this.g = Math.tan((Math.PI * clamp(freq, 5, NYQ * 0.92)) / SR);
      this.k = 1 / q;
      this.a1 = 1 / (1 + this.g * (this.g + this.k));
      this.a2 = this.g * this.a1;
      this.a3 = this.g * this.a2;
    }
    const v3 = x - this.ic2;
    const v1 = this.a1 * this.ic1 + this.a2 * v3;
    const v2 = this.ic2 + this.a2 * this.ic1 + this.a3 * v3;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    this.lp = v2;
    this.bp = v1;
    this.bpn = this.k * v1;
    this.hp = x - this.k * v1 - v2;
  }
}

type FilterMode = 'lp' | 'hp' | 'bp' | 'bpn';

/**
 * Filter a signal. With `circular`, the signal is treated as one period of a loop:
 * the filter runs over it twice and only the second pass is kept, so the filter
 * state at the loop point is continuous (seamless loops).
 */
function filter(x: Sig, mode: FilterMode, freq: Param, q: Param = Math.SQRT1_2, circular = false): Sig {
  const f = new Svf();
  const y = new Float64Array(x.length);
  for (let pass = circular ? 0 : 1; pass < 2; pass++) {
    for (let i = 0; i < x.length; i++) {
      const t = i / SR;
      f.process(x[i], val(freq, t), val(q, t));
      y[i] = f[mode];
    }
  }
  return y;
}

interface ReverbOptions {
  /** Comb feedback, 0.7 (small room) .. 0.95 (hall). */
  room: number;
  /** High-frequency damping 0..1. */
  damp: number;
  wet: number;
  dry?: number;
  circular?: boolean;
}

/** Mono Freeverb (Jezar's public-domain design): 8 damped combs into 4 allpasses. */
function reverb(x: Sig, o: ReverbOptions): Sig {
  const k = SR / 44100;
  const combs = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617].map((l) => ({
    buf: new Float64Array(Math.max(1, Math.round(l * k))),
    idx: 0,
    store: 0,
  }));
  const aps = [556, 441, 341, 225].map((l) => ({ buf: new Float64Array(Math.max(1, Math.round(l * k))), idx: 0 }));
  const damp = o.damp * 0.4;
  const dry = o.dry ?? 1;
  const y = new Float64Array(x.length);
  for (let pass = o.circular ? 0 : 1; pass < 2; pass++) {
    for (let i = 0; i < x.length; i++) {
      const input = x[i] * 0.015;
      let acc = 0;
      for (const c of combs) {
        const out = c.buf[c.idx];
        c.store = out * (1 - damp) + c.store * damp;
        c.buf[c.idx] = input + c.store * o.room;
        if (++c.idx >= c.buf.length) c.idx = 0;
        acc += out;
      }
      for (const a of aps) {
        const bo = a.buf[a.idx];
        a.buf[a.idx] = acc + bo * 0.5;
        if (++a.idx >= a.buf.length) a.idx = 0;
        acc = bo - acc;
      }
      y[i] = dry * x[i] + o.wet * 3 * acc;
    }
  }
  return y;
}

/**
 * Final stage: DC removal, edge fades for one-shots, peak normalisation to -3 dBFS.
 * Loops get a circular DC/high-pass so the wrap point stays continuous.
 */
function finish(x: Sig, loop: boolean, fadeOut = 0.05): Float32Array {
  let y: Sig;
  if (loop) {
    let mean = 0;
    for (let i = 0; i < x.length; i++) mean += x[i];
    mean /= x.length;
    for (let i = 0; i < x.length; i++) x[i] -= mean;
    y = filter(x, 'hp', 25, Math.SQRT1_2, true);
  } else {
    y = filter(x, 'hp', 25);
    const fi = Math.min(sec(0.002), y.length);
    for (let i = 0; i < fi; i++) y[i] *= i / fi;
    const fo = Math.min(sec(fadeOut), y.length);
    for (let i = 0; i < fo; i++) {
      const g = i / fo;
      y[y.length - 1 - i] *= g * g;
    }
  }
  const p = peak(y);
  const out = new Float32Array(y.length);
  const g = p > 0 ? PEAK / p : 0;
  for (let i = 0; i < y.length; i++) out[i] = y[i] * g;
  return out;
}

// ---------------------------------------------------------------------------
// Instruments
// ---------------------------------------------------------------------------

interface HowlOptions {
  seconds: number;
  start: number;
  peak: number;
  end: number;
  /** Vibrato rate in Hz. */
  vibRate?: number;
  /** Vibrato depth (fraction of pitch). */
  vibDepth?: number;
}

/**
 * Wolf howl: a nearly pure tone with a few harmonics, gliding up, holding with growing
 * vibrato, then falling away; shaped by two moving formant band-passes ("oo"→"ah"→"oo")
 * plus a little breath noise.
 */
function howl(rng: Rng, o: HowlOptions): Sig {
  const d = o.seconds;
  const rise = 0.2 * d;
  const fall = 0.7 * d;
  const vibRate = o.vibRate ?? 5.3;
  const vibDepth = o.vibDepth ?? 0.013;
  const drift = rng.range(0, TAU);
  const pitch = (t: number): number => {
    let f: number;
    if (t < rise) f = lerp(o.start, o.peak, smooth(t / rise) ** 0.8);
    else if (t < fall) f = o.peak * (1 + 0.025 * ((t - rise) / (fall - rise)));
    else f = lerp(o.peak * 1.025, o.end, smooth((t - fall) / (d - fall)) ** 0.7);
    const vib = vibDepth * smooth((t - rise * 0.8) / (0.25 * d)) * (1 - 0.6 * smooth((t - fall) / (d - fall)));
    return f * (1 + vib * Math.sin(TAU * vibRate * t) + 0.004 * Math.sin(TAU * 0.9 * t + drift));
  };
  const amp = envelope([
    [0, 0],
    [0.12 * d, 0.75],
    [0.3 * d, 1],
    [0.7 * d, 0.92],
    [0.9 * d, 0.45],
    [d, 0],
  ]);
  const src = tone(d, pitch, [1, 0.32, 0.14, 0.06, 0.03], rng.range(0, TAU));
  const breath = filter(whiteNoise(rng, d), 'bpn', (t) => 2 * pitch(t), 1.5);
  for (let i = 0; i < src.length; i++) {
    const a = amp(i / SR);
    src[i] = (src[i] + 0.12 * breath[i]) * a;
  }
  const vowel = (t: number): number => Math.sin(Math.PI * clamp(t / d, 0, 1)) ** 0.8;
  const f1 = filter(src, 'bpn', (t) => 430 + 330 * vowel(t), 3.5);
  const f2 = filter(src, 'bpn', (t) => 900 + 380 * vowel(t), 5);
  const out = silence(d);
  for (let i = 0; i < out.length; i++) out[i] = 0.4 * src[i] + 1.0 * f1[i] + 0.55 * f2[i];
  return out;
}

/** Owl "hoo": soft sine with a hint of harmonics and breath, slight rise-and-fall pitch. */
function hoot(rng: Rng, seconds: number, f: number): Sig {
  const pitch = (t: number): number => f * (1 + 0.035 * Math.sin(Math.PI * clamp(t / seconds, 0, 1)) - 0.05 * smooth((t - 0.7 * seconds) / (0.3 * seconds)));
  const x = tone(seconds + 0.02, pitch, [1, 0.1, 0.025], rng.range(0, TAU));
  const b = filter(whiteNoise(rng, seconds + 0.02), 'bpn', f, 2.5);
  const env = envelope([
    [0, 0],
    [Math.min(0.07, seconds * 0.3), 1],
    [seconds * 0.75, 0.85],
    [seconds, 0],
  ]);
  for (let i = 0; i < x.length; i++) x[i] = (x[i] + 0.18 * b[i]) * env(i / SR);
  return x;
}

/** A short pulse-train chirp from a cricket. */
function cricketChirp(carrier: number, pulses: number, period: number, pulseLen: number): Sig {
  const x = silence(pulses * period + 0.01);
  for (let p = 0; p < pulses; p++) {
    const off = sec(p * period);
    const n = sec(pulseLen);
    const level = p === 0 ? 0.8 : 1;
    for (let i = 0; i < n; i++) {
      const u = i / n;
      const f = carrier * (1 - 0.015 * u);
      const env = Math.sin(Math.PI * u) ** 2 * level;
      const ph = (TAU * f * i) / SR;
      x[off + i] += env * (Math.sin(ph) + 0.08 * Math.sin(2 * ph));
    }
  }
  return x;
}

/** Bird note: a sine sweep f1→f2 with a bell-shaped envelope. */
function birdNote(f1: number, f2: number, seconds: number, curve = 1): Sig {
  const x = tone(seconds, (t) => expLerp(f1, f2, (t / seconds) ** curve), [1, 0.12]);
  return shape(x, (t) => Math.sin(Math.PI * clamp(t / seconds, 0, 1)) ** 1.4);
}

/** Bird trill: fast frequency modulation around a centre. */
function birdTrill(fc: number, seconds: number, rate: number, depth: number): Sig {
  const x = tone(seconds, (t) => fc * (1 + 0.04 * (t / seconds)) + depth * Math.sin(TAU * rate * t), [1, 0.1]);
  return shape(x, envelope([[0, 0], [0.04, 1], [seconds * 0.7, 0.8], [seconds, 0]]));
}

/** Detuned pair of band-limited saws through a low-pass whose cutoff follows a function. */
function sawVoice(rng: Rng, seconds: number, freq: Param, cutoff: Param, q = 0.8, detune = 0.003): Sig {
  const a = saw(seconds, (t) => val(freq, t) * (1 + detune), rng.float());
  const b = saw(seconds, (t) => val(freq, t) * (1 - detune), rng.float());
  for (let i = 0; i < a.length; i++) a[i] = 0.5 * (a[i] + b[i]);
  return filter(a, 'lp', cutoff, q);
}

/** Brass-like note: saw pair, pitch scoop, filter that opens with the amplitude. */
function brass(rng: Rng, f: number, hold: number): Sig {
  const release = 0.16;
  const d = hold + release;
  const amp = envelope([
    [0, 0],
    [0.025, 1],
    [0.14, 0.78],
    [hold, 0.72],
    [d, 0],
  ]);
  const pitch = (t: number): number =>
    f * 2 ** ((-0.35 * Math.exp(-t / 0.025)) / 12) * (1 + 0.004 * smooth((t - 0.25) / 0.3) * Math.sin(TAU * 5.5 * t));
  const x = sawVoice(rng, d, pitch, (t) => f * (1.3 + 5 * amp(t)), 0.9, 0.0015);
  return shape(x, amp);
}

/** Glockenspiel/celesta-like ping: inharmonic decaying partials. */
function ping(f: number, seconds: number, bright = 1): Sig {
  return modes(seconds, [
    [f, 1, 0.55 * seconds],
    [f * 2.76, 0.3 * bright, 0.2 * seconds],
    [f * 5.4, 0.1 * bright, 0.08 * seconds],
  ]);
}

/** Low boom/timpani: sine with a downward pitch drop plus a noise thud. */
function boom(rng: Rng, f0: number, f1: number, seconds: number, tau: number): Sig {
  const x = tone(seconds, (t) => expLerp(f0, f1, t / 0.12), [1, 0.25]);
  const n = filter(whiteNoise(rng, seconds), 'lp', 400, 0.7);
  for (let i = 0; i < x.length; i++) {
    const t = i / SR;
    x[i] = x[i] * Math.exp(-t / tau) + 0.5 * n[i] * Math.exp(-t / 0.02);
  }
  return x;
}

/** Noise through a sweeping band-pass. */
function whoosh(rng: Rng, seconds: number, fFrom: number, fTo: number, q: number, env: (t: number) => number, curve = 1): Sig {
  const x = filter(whiteNoise(rng, seconds), 'bpn', (t) => expLerp(fFrom, fTo, (t / seconds) ** curve), q);
  return shape(x, env);
}

/** Wooden knock (gavel): modal body + falling thump + click. */
function knock(rng: Rng, strength: number): Sig {
  const j = (): number => rng.range(0.97, 1.03);
  const body = modes(0.4, [
    [190 * j(), 0.9, 0.09],
    [415 * j(), 0.75, 0.05],
    [880 * j(), 0.5, 0.03],
    [1530 * j(), 0.35, 0.018],
    [2450 * j(), 0.2, 0.01],
  ], rng);
  const thump = tone(0.4, (t) => expLerp(130, 55, t / 0.08));
  const click = filter(whiteNoise(rng, 0.4), 'hp', 2000, 0.7);
  for (let i = 0; i < body.length; i++) {
    const t = i / SR;
    body[i] = body[i] + 0.9 * thump[i] * Math.exp(-t / 0.06) + 0.5 * click[i] * Math.exp(-t / 0.003);
  }
  return scale(body, strength);
}

/** Church-bell partials (ratios to the prime), with beating twins. */
function bell(rng: Rng, prime: number, seconds: number): Sig {
  const partials: ReadonlyArray<readonly [number, number, number]> = [
    [0.5, 0.45, 4.8], // hum
    [1.0, 0.7, 3.4], // prime
    [1.183, 0.5, 2.7], // tierce (minor third: the sombre colour)
    [1.506, 0.25, 2.1], // quint
    [2.0, 0.7, 2.6], // nominal (the pitch you hear)
    [2.514, 0.22, 1.3],
    [2.662, 0.2, 1.1],
    [3.011, 0.3, 1.2],
    [4.166, 0.15, 0.6],
    [5.433, 0.1, 0.42],
    [6.796, 0.07, 0.3],
    [8.215, 0.05, 0.2],
    // upper clang, gone within a second
    [10.08, 0.05, 0.16],
    [12.1, 0.035, 0.12],
    [14.5, 0.025, 0.09],
  ];
  const list: Array<[number, number, number]> = [];
  for (const [r, a, tau] of partials) {
    const beat = rng.range(0.0008, 0.002);
    list.push([prime * r * (1 + beat), a * 0.5, tau], [prime * r * (1 - beat), a * 0.5, tau * 0.9]);
  }
  const x = modes(seconds, list, rng);
  const strike = filter(whiteNoise(rng, 0.1), 'bpn', 1700, 0.9);
  const thud = tone(0.3, 62);
  for (let i = 0; i < strike.length; i++) x[i] += 0.35 * strike[i] * Math.exp(-i / SR / 0.012);
  for (let i = 0; i < thud.length; i++) x[i] += 0.3 * thud[i] * Math.exp(-i / SR / 0.07);
  return x;
}

interface FluteNote {
  note: string;
  at: number;
  dur: number;
}

/**
 * Flute-like line: one continuous voice with short portamento, delayed vibrato,
 * a breath band around the pitch and a little "chiff" at each tongued note.
 */
function flute(rng: Rng, notes: readonly FluteNote[], seconds: number): Sig {
  const glide = 0.035;
  const f = notes.map((n) => hz(n.note));
  const end = notes[notes.length - 1].at + notes[notes.length - 1].dur;
  const idxAt = (t: number): number => {
    let k = 0;
    while (k + 1 < notes.length && t >= notes[k + 1].at) k++;
    return k;
  };
  const pitch = (t: number): number => {
    const k = idxAt(t);
    const since = t - notes[k].at;
    const base = k > 0 && since < glide ? expLerp(f[k - 1], f[k], smooth(since / glide)) : f[k];
    const vib = 0.007 * smooth((since - 0.15) / 0.25) * Math.sin(TAU * 5.2 * t);
    return base * (1 + vib);
  };
  const amp = (t: number): number => {
    if (t >= end + 0.35) return 0;
    const k = idxAt(t);
    const since = t - notes[k].at;
    const attack = k === 0 ? smooth(since / 0.12) : 0.55 + 0.45 * smooth(since / 0.05);
    const swell = 0.85 + 0.15 * smooth(since / 0.4);
    const rel = t > end ? 1 - smooth((t - end) / 0.35) : 1;
    return attack * swell * rel;
  };
  const body = tone(seconds, pitch, [1, 0.22, 0.08, 0.03], rng.range(0, TAU));
  const breath = filter(whiteNoise(rng, seconds), 'bpn', pitch, 6);
  const air = filter(whiteNoise(rng, seconds), 'hp', 3000, 0.7);
  const x = silence(seconds);
  for (let i = 0; i < x.length; i++) {
    const t = i / SR;
    const a = amp(t);
    x[i] = a * (body[i] + 0.25 * breath[i] + 0.025 * air[i]);
  }
  for (const n of notes) {
    const chiff = whoosh(rng, 0.05, hz(n.note) * 2, hz(n.note) * 3, 2, (t) => Math.exp(-t / 0.012));
    mix(x, chiff, n.at, 0.12);
  }
  return x;
}

// ---------------------------------------------------------------------------
// The sounds
// ---------------------------------------------------------------------------

/** Periodic LFO with an integer number of cycles per loop: keeps loops seamless. */
const loopLfo = (cycles: number, phase = 0) => (t: number): number => Math.sin((TAU * cycles * t) / LOOP_SECONDS + phase);
/** Nearest frequency with a whole number of periods per loop. */
const loopFreq = (f: number): number => Math.round(f * LOOP_SECONDS) / LOOP_SECONDS;

function nightAmbience(rng: Rng): Float32Array {
  const T = LOOP_SECONDS;
  const n = sec(T);
  const white = whiteNoise(rng, T);

  // Low wind: a wandering band of noise, a dark rumble and a faint whistle in the gusts.
  const lfoA = loopLfo(2, 0.3);
  const lfoB = loopLfo(5, 1.7);
  const lfoC = loopLfo(3, 0.5);
  const lfoD = loopLfo(7, 2.1);
  const gust = loopLfo(2, 4.0);
  const wind = toRms(filter(white, 'bpn', (t) => 290 + 110 * lfoA(t) + 60 * lfoB(t), 0.9, true), 0.1);
  shape(wind, (t) => 0.6 + 0.28 * (0.5 + 0.5 * lfoC(t)) + 0.12 * lfoD(t));
  const rumble = toRms(filter(white, 'lp', 140, 0.6, true), 0.07);
  const whistle = toRms(filter(white, 'bpn', (t) => 700 + 150 * loopLfo(3, 2.2)(t) + 50 * loopLfo(8, 0.1)(t), 8, true), 0.02);
  shape(whistle, (t) => Math.max(0, gust(t)) ** 2);

  // Drone: A1 / C2 / E2 / A2 with slow beating; every frequency fits the loop exactly.
  const drone = silence(T);
  const droneParts: ReadonlyArray<readonly [number, number, number]> = [
    [loopFreq(55), 1, 1],
    [loopFreq(55) + 1 / T, 0.6, 2],
    [loopFreq(65.41), 0.45, 3],
    [loopFreq(82.41), 0.35, 2],
    [loopFreq(110), 0.25, 1],
  ];
  for (const [f, a, cyc] of droneParts) {
    const lfo = loopLfo(cyc, rng.range(0, TAU));
    const ph = rng.range(0, TAU);
    for (let i = 0; i < n; i++) {
      const t = i / SR;
      drone[i] += a * (0.6 + 0.4 * lfo(t)) * Math.sin(TAU * f * t + ph);
    }
  }
  toRms(drone, 0.035);

  // Crickets: two insects with different pitch/rhythm; they pause now and then.
  const crickets = silence(T);
  const chirpA = cricketChirp(4300, 3, 0.032, 0.02);
  const chirpB = cricketChirp(3750, 4, 0.026, 0.016);
  const actA = loopLfo(2, 1.0);
  const actB = loopLfo(3, 3.5);
  for (let t = rng.range(0, 0.4); t < T; t += 0.58 + rng.range(-0.05, 0.05)) {
    const a = 0.5 + 0.5 * actA(t);
    if (a > 0.2) mix(crickets, chirpA, t, a * rng.range(0.8, 1), true);
  }
  for (let t = rng.range(0, 0.6); t < T; t += 0.93 + rng.range(-0.08, 0.08)) {
    const a = 0.5 + 0.5 * actB(t);
    if (a > 0.3) mix(crickets, chirpB, t, 0.6 * a * rng.range(0.8, 1), true);
  }
  const cricketsWet = reverb(crickets, { room: 0.8, damp: 0.5, wet: 0.35, dry: 0.8, circular: true });

  // Owls: a near one ("hoo … hu-hu-hoooo") and a distant, lower answer.
  const owls = silence(T);
  const owlCall = (f: number): Sig => {
    const c = silence(2.6);
    mix(c, hoot(rng, 0.55, f), 0);
    mix(c, hoot(rng, 0.16, f * 0.98), 1.05, 0.7);
    mix(c, hoot(rng, 0.16, f), 1.3, 0.75);
    mix(c, hoot(rng, 0.8, f * 1.02), 1.55, 1);
    return c;
  };
  mix(owls, owlCall(392), 5.2, 1, true);
  mix(owls, filter(owlCall(318), 'lp', 900, 0.7), 15.7, 0.45, true);
  const owlsWet = reverb(owls, { room: 0.9, damp: 0.45, wet: 0.45, dry: 0.8, circular: true });

  const out = silence(T);
  for (let i = 0; i < n; i++) {
    out[i] = wind[i] + rumble[i] + whistle[i] + drone[i] + 0.1 * cricketsWet[i] + 0.2 * owlsWet[i];
  }
  return finish(out, true);
}

function dayAmbience(rng: Rng): Float32Array {
  const T = LOOP_SECONDS;
  const n = sec(T);
  const white = whiteNoise(rng, T);

  // Light breeze with gusts, a rustle of leaves riding the gusts, and soft low air.
  const gust = (t: number): number => 0.55 + 0.3 * (0.5 + 0.5 * loopLfo(3, 0.2)(t)) + 0.15 * loopLfo(5, 1.1)(t);
  const breeze = toRms(filter(white, 'bpn', (t) => 1300 + 450 * loopLfo(2, 0.7)(t), 0.6, true), 0.035);
  shape(breeze, gust);
  const rustleRaw = filter(white, 'hp', 3500, 0.7, true);
  // Leaves flutter: slow random amplitude (low-passed noise), only while a gust blows.
  const flutter = toRms(filter(whiteNoise(rng, T), 'lp', 6, 0.7, true), 1);
  const rustle = rustleRaw;
  for (let i = 0; i < n; i++) rustle[i] *= Math.max(0, gust(i / SR) - 0.6) ** 2 * Math.max(0, 1 + 0.5 * flutter[i]);
  toRms(rustle, 0.005);
  const air = toRms(filter(white, 'lp', 260, 0.6, true), 0.025);

  // Birds: a few species scattered around the loop (wrapping at the seam).
  const birds = silence(T);
  const songNotes = [2400, 2850, 3300, 3800, 4400, 5000];
  let t = rng.range(0, 0.8);
  while (t < T - 0.2) {
    const gain = rng.range(0.35, 1);
    const kind = rng.float();
    let len: number;
    if (kind < 0.32) {
      // "tweet-tweet": 2–4 quick rising chirps
      const count = rng.int(2, 4);
      const f1 = rng.range(2500, 3000);
      const f2 = f1 * rng.range(1.35, 1.6);
      for (let k = 0; k < count; k++) mix(birds, birdNote(f1, f2, 0.07, 0.7), t + k * 0.14, gain, true);
      len = count * 0.14;
    } else if (kind < 0.5) {
      // trill
      const d = rng.range(0.35, 0.6);
      mix(birds, birdTrill(rng.range(3100, 3700), d, rng.range(22, 30), rng.range(250, 420)), t, 0.6 * gain, true);
      len = d;
    } else if (kind < 0.9) {
      // song phrase: a few whistled notes with small glides
      const count = rng.int(4, 7);
      let at = t;
      for (let k = 0; k < count; k++) {
        const f = rng.pick(songNotes);
        const d = rng.range(0.06, 0.14);
        mix(birds, birdNote(f, f * rng.range(0.85, 1.2), d, 1), at, gain * rng.range(0.7, 1), true);
        at += d + rng.range(0.03, 0.06);
      }
      len = at - t;
    } else {
      // distant dove: "coo-COO-coo"
      const f = rng.range(480, 560);
      mix(birds, hoot(rng, 0.3, f), t, 0.5 * gain, true);
      mix(birds, hoot(rng, 0.45, f * 1.12), t + 0.4, 0.6 * gain, true);
      mix(birds, hoot(rng, 0.35, f), t + 0.95, 0.45 * gain, true);
      len = 1.3;
    }
    t += len + rng.range(0.5, 2.0);
  }
  const birdsWet = reverb(birds, { room: 0.82, damp: 0.35, wet: 0.3, dry: 0.85, circular: true });

  const out = silence(T);
  for (let i = 0; i < n; i++) out[i] = breeze[i] + rustle[i] + air[i] + 0.3 * birdsWet[i];
  return finish(out, true);
}

function nightFalls(rng: Rng): Float32Array {
  const d = 4.6;
  const out = silence(d);
  // A diminished cluster (A, C, E♭ over a low A) gliding down a fifth while the filter closes.
  const voices = [hz('A2'), hz('A3'), hz('C4'), hz('Eb4')];
  const drop = (t: number): number => 2 ** ((-7 / 12) * smooth(t / 2.9) ** 1.2);
  const amp = envelope([
    [0, 0],
    [0.12, 1],
    [2.4, 0.85],
    [3.6, 0],
  ]);
  for (const f of voices) {
    const v = sawVoice(rng, d, (t) => f * drop(t), (t) => expLerp(2600, 220, t / 3.0), 1.3, 0.004);
    mix(out, shape(v, amp), 0, 0.32);
  }
  const sub = shape(tone(d, (t) => 55 * drop(t), [1, 0.2]), envelope([[0, 0], [0.6, 1], [2.8, 0.8], [3.8, 0]]));
  mix(out, sub, 0, 0.45);
  const air = whoosh(rng, 3, 4000, 160, 2.2, (t) => Math.sin(Math.PI * clamp(t / 3, 0, 1)) ** 1.5, 0.8);
  mix(out, air, 0, 0.5);
  return finish(reverb(out, { room: 0.88, damp: 0.35, wet: 0.35 }), false, 0.4);
}

function wolvesWake(rng: Rng): Float32Array {
  const d = 5;
  const out = silence(d);
  mix(out, howl(rng, { seconds: 3.4, start: 360, peak: 600, end: 400 }), 0.03);
  const far = filter(howl(rng, { seconds: 2.8, start: 430, peak: 712, end: 470, vibRate: 5.8 }), 'lp', 2200, 0.7);
  mix(out, far, 1.05, 0.42);
  return finish(reverb(out, { room: 0.9, damp: 0.4, wet: 0.4 }), false, 0.3);
}

function dawn(rng: Rng): Float32Array {
  const d = 4.6;
  const out = silence(d);
  // A warm C(add9) chord whose voices enter from the bottom up, each scooping up into pitch.
  const chord = ['C3', 'G3', 'C4', 'E4', 'G4', 'D5'].map(hz);
  chord.forEach((f, k) => {
    const at = k * 0.13;
    const len = d - at;
    const amp = envelope([
      [0, 0],
      [0.5, 1],
      [2.4 - at, 0.85],
      [3.9 - at, 0],
    ]);
    const pitch = (t: number): number => f * 2 ** ((-1.5 * (1 - smooth(t / 0.45))) / 12);
    const v = sawVoice(rng, len, pitch, (t) => expLerp(450, 2600, (t + at) / 1.6), 0.7, 0.0035);
    const sine = tone(len, pitch, [1, 0, 0.08]);
    for (let i = 0; i < v.length; i++) v[i] = (0.7 * v[i] + 0.5 * sine[i]) * amp(i / SR);
    mix(out, v, at, 0.22);
  });
  // Rising harp-like arpeggio on top.
  ['C5', 'E5', 'G5', 'C6', 'E6'].forEach((nn, k) => mix(out, ping(hz(nn), 2.2, 0.5), 0.65 + k * 0.16, 0.22));
  return finish(reverb(out, { room: 0.86, damp: 0.3, wet: 0.3 }), false, 0.5);
}

function death(rng: Rng): Float32Array {
  const d = 6.5;
  const out = silence(d);
  mix(out, bell(rng, hz('G2'), d), 0.01);
  return finish(reverb(out, { room: 0.86, damp: 0.4, wet: 0.22 }), false, 1.2);
}

function voteOpen(rng: Rng): Float32Array {
  const d = 1.1;
  const out = silence(d);
  mix(out, knock(rng, 0.8), 0.01);
  mix(out, knock(rng, 1), 0.29);
  return finish(reverb(out, { room: 0.74, damp: 0.5, wet: 0.16 }), false, 0.25);
}

function tick(rng: Rng): Float32Array {
  const d = 0.12;
  const x = modes(d, [
    [1900, 0.55, 0.012],
    [3100, 0.5, 0.007],
    [4700, 0.3, 0.004],
    [950, 0.3, 0.016],
  ], rng);
  const click = filter(whiteNoise(rng, d), 'bpn', 3000, 1);
  for (let i = 0; i < x.length; i++) x[i] += 0.6 * click[i] * Math.exp(-i / SR / 0.0015);
  return finish(filter(x, 'lp', 5200, 0.7), false, 0.03);
}

function reveal(rng: Rng): Float32Array {
  const d = 2.8;
  const out = silence(d);
  // Card-flip swoosh, then the card lands (flap), then the sting.
  const sw = whoosh(rng, 0.36, 300, 5200, 1.2, (t) => (t < 0.3 ? (t / 0.3) ** 2 : Math.max(0, 1 - (t - 0.3) / 0.05)));
  mix(out, sw, 0, 0.8);
  const flap = filter(whiteNoise(rng, 0.05), 'lp', 2800, 0.7);
  shape(flap, (t) => Math.exp(-t / 0.006));
  mix(out, flap, 0.32, 0.7);
  const hit = 0.34;
  mix(out, boom(rng, 110, 48, 1.2, 0.35), hit, 0.7);
  const amp = (t: number): number => Math.min(1, t / 0.006) * Math.exp(-t / 0.8);
  for (const nn of ['D3', 'A3', 'E4', 'A4', 'D5']) {
    const f = hz(nn);
    const v = sawVoice(rng, d - hit, f, (t) => 700 + 3600 * Math.exp(-t / 0.25), 1, 0.004);
    mix(out, shape(v, amp), hit, 0.17);
  }
  mix(out, ping(hz('A5'), 1.8), hit, 0.25);
  mix(out, ping(hz('E6'), 1.6), hit + 0.02, 0.16);
  return finish(reverb(out, { room: 0.86, damp: 0.3, wet: 0.3 }), false, 0.5);
}

function winVillage(rng: Rng): Float32Array {
  const d = 4.6;
  const out = silence(d);
  type N = readonly [string, number, number];
  const melody: N[] = [
    ['G4', 0, 0.13], ['G4', 0.16, 0.13], ['G4', 0.32, 0.13], ['C5', 0.48, 0.42],
    ['E5', 0.96, 0.18], ['D5', 1.16, 0.18], ['E5', 1.36, 0.18], ['G5', 1.6, 1.75],
  ];
  const harmony: N[] = [
    ['E4', 0, 0.13], ['E4', 0.16, 0.13], ['E4', 0.32, 0.13], ['G4', 0.48, 0.42],
    ['C5', 0.96, 0.18], ['B4', 1.16, 0.18], ['C5', 1.36, 0.18], ['E5', 1.6, 1.75],
  ];
  const low: N[] = [
    ['C4', 0.48, 0.42], ['G3', 0.96, 0.58], ['C3', 1.6, 1.75], ['G3', 1.6, 1.75], ['C4', 1.6, 1.75],
  ];
  for (const [nn, at, len] of melody) mix(out, brass(rng, hz(nn), len), at, 0.3);
  for (const [nn, at, len] of harmony) mix(out, brass(rng, hz(nn), len), at, 0.22);
  for (const [nn, at, len] of low) mix(out, brass(rng, hz(nn), len), at, 0.2);
  mix(out, boom(rng, 90, hz('C2'), 1.2, 0.4), 0.48, 0.5);
  mix(out, boom(rng, 80, hz('G1'), 1.0, 0.3), 1.36, 0.35);
  mix(out, boom(rng, 100, hz('C2'), 2.0, 0.6), 1.6, 0.7);
  const cymbal = filter(whiteNoise(rng, 2.5), 'hp', 6000, 0.7);
  mix(out, shape(cymbal, (t) => Math.exp(-t / 0.5)), 1.6, 0.12);
  ['C6', 'E6', 'G6', 'C7'].forEach((nn, k) => mix(out, ping(hz(nn), 1.6, 0.6), 1.62 + k * 0.07, 0.1));
  return finish(reverb(out, { room: 0.84, damp: 0.3, wet: 0.24 }), false, 0.6);
}

function winWolves(rng: Rng): Float32Array {
  const d = 6.2;
  const out = silence(d);
  mix(out, boom(rng, 60, 36, 2.5, 0.9), 0, 0.9);
  // Dark G-minor bed under three howls that settle on G, B♭ and D.
  const pad = silence(d);
  for (const nn of ['G1', 'D2', 'G2', 'Bb2']) {
    mix(pad, sawVoice(rng, d, hz(nn), (t) => 260 + 140 * smooth(t / 2), 1.1, 0.005), 0, 0.25);
  }
  shape(pad, envelope([[0, 0], [0.8, 1], [4.4, 0.9], [5.9, 0]]));
  mix(out, pad, 0, 0.8);
  const wolves: ReadonlyArray<readonly [number, number, number, number, number, number]> = [
    // at, seconds, start, peak, end, gain
    [0.2, 3.9, 300, hz('G4'), 310, 0.9],
    [0.65, 3.6, 350, hz('Bb4'), 360, 0.75],
    [1.1, 3.3, 430, hz('D5'), 430, 0.6],
  ];
  for (const [at, seconds, start, pk, end, g] of wolves) {
    mix(out, howl(rng, { seconds, start, peak: pk, end, vibRate: rng.range(4.8, 5.8) }), at, g);
  }
  return finish(reverb(out, { room: 0.92, damp: 0.4, wet: 0.4 }), false, 0.5);
}

function winSolo(rng: Rng): Float32Array {
  const d = 6;
  const out = silence(d);
  // D harmonic-minor line (the Pied Piper's tune) over a soft D/A drone.
  const line: FluteNote[] = [
    { note: 'A4', at: 0.05, dur: 0.4 },
    { note: 'D5', at: 0.45, dur: 0.3 },
    { note: 'F5', at: 0.75, dur: 0.3 },
    { note: 'E5', at: 1.05, dur: 0.3 },
    { note: 'A5', at: 1.35, dur: 0.6 },
    { note: 'Bb5', at: 1.95, dur: 0.22 },
    { note: 'A5', at: 2.17, dur: 0.22 },
    { note: 'G#5', at: 2.39, dur: 0.3 },
    { note: 'A5', at: 2.69, dur: 1.45 },
  ];
  mix(out, flute(rng, line, d), 0, 0.55);
  for (const nn of ['D3', 'A3']) {
    const f = hz(nn);
    const trem = rng.range(0, TAU);
    const dr = tone(d, f, [1, 0.3, 0.15, 0.05], rng.range(0, TAU));
    shape(dr, (t) => envelope([[0, 0], [1.0, 1], [3.9, 0.9], [5.2, 0]])(t) * (0.85 + 0.15 * Math.sin(TAU * 0.7 * t + trem)));
    mix(out, filter(dr, 'lp', 900, 0.7), 0, 0.09);
  }
  return finish(reverb(out, { room: 0.9, damp: 0.25, wet: 0.4 }), false, 0.5);
}

function eventCard(rng: Rng): Float32Array {
  const d = 3.6;
  const out = silence(d);
  // Soft E-major pad with tremolo.
  for (const nn of ['E4', 'B4', 'E5', 'G#5']) {
    const ph = rng.range(0, TAU);
    const p = tone(d, hz(nn), [1, 0.1], rng.range(0, TAU));
    shape(p, (t) => envelope([[0, 0], [0.6, 1], [1.8, 0.9], [3.0, 0]])(t) * (0.85 + 0.15 * Math.sin(TAU * 6 * t + ph)));
    mix(out, p, 0, 0.08);
  }
  // Resonant rising whistle of noise.
  mix(out, whoosh(rng, 1.3, 800, 7000, 4, (t) => Math.sin(Math.PI * clamp(t / 1.3, 0, 1))), 0, 0.35);
  // Twinkles: an upward run through E major pentatonic, then a scatter of sparkles.
  const scale5 = ['E5', 'F#5', 'G#5', 'B5', 'C#6', 'E6', 'F#6', 'G#6', 'B6', 'C#7', 'E7', 'F#7'].map(hz);
  scale5.forEach((f, k) => mix(out, ping(f, 0.9), 0.05 + k * 0.085 + rng.range(0, 0.015), 0.16));
  for (let k = 0; k < 22; k++) {
    const at = rng.range(0.9, 2.5);
    const g = 0.13 * (1 - (at - 0.9) / 2);
    mix(out, ping(rng.pick(scale5.slice(4)), rng.range(0.4, 0.8)), at, g);
  }
  return finish(reverb(out, { room: 0.9, damp: 0.2, wet: 0.45 }), false, 0.5);
}

const RENDERERS: Record<SoundId, (rng: Rng) => Float32Array> = {
  'night-ambience': nightAmbience,
  'day-ambience': dayAmbience,
  'night-falls': nightFalls,
  'wolves-wake': wolvesWake,
  dawn,
  death,
  'vote-open': voteOpen,
  tick,
  reveal,
  'win-village': winVillage,
  'win-wolves': winWolves,
  'win-solo': winSolo,
  'event-card': eventCard,
};

export const LOOPED: ReadonlySet<SoundId> = new Set<SoundId>(['night-ambience', 'day-ambience']);

/** Render one sound to normalised mono samples at SAMPLE_RATE (deterministic). */
export function renderSound(id: SoundId): Float32Array {
  return RENDERERS[id](new Rng(seedFor(id)));
}

// ---------------------------------------------------------------------------
// Encoding and writing
// ---------------------------------------------------------------------------

/** 16-bit PCM mono WAV. */
export function encodeWav(samples: Float32Array, sampleRate: number = SAMPLE_RATE): Buffer {
  const n = samples.length;
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) {
    const v = clamp(samples[i], -1, 1);
    buf.writeInt16LE(Math.round(v * 32767), 44 + i * 2);
  }
  return buf;
}

export type OutputFormat = 'auto' | 'ogg' | 'wav';

export interface WriteOptions {
  /** 'auto' (default): OGG when SoX is available, otherwise WAV. */
  format?: OutputFormat;
  /** Path of the SoX binary (default /usr/bin/sox). */
  soxPath?: string;
}

export interface WrittenSound {
  id: SoundId;
  path: string;
  format: 'ogg' | 'wav';
  bytes: number;
  seconds: number;
  peak: number;
}

export function soxAvailable(soxPath: string = SOX_PATH): boolean {
  return existsSync(soxPath);
}

/** Render `id` and write `<outDir>/<id>.ogg` (or `.wav`). Removes a stale file of the other format. */
export function writeSound(id: SoundId, outDir: string, opts: WriteOptions = {}): WrittenSound {
  const soxPath = opts.soxPath ?? SOX_PATH;
  const requested = opts.format ?? 'auto';
  const format: 'ogg' | 'wav' = requested === 'wav' ? 'wav' : soxAvailable(soxPath) ? 'ogg' : 'wav';
  if (requested === 'ogg' && format !== 'ogg') throw new Error(`OGG requested but SoX not found at ${soxPath}`);
  mkdirSync(outDir, { recursive: true });
  const samples = renderSound(id);
  const wav = encodeWav(samples);
  const path = join(outDir, `${id}.${format}`);
  if (format === 'ogg') {
    // -R: repeatable mode (fixed Ogg serial number) so the output is byte-identical run to run.
    execFileSync(
      soxPath,
      ['-R', '-t', 'wav', '-', '--comment', 'Nightfall - original synthesized sound, CC0-1.0', '-C', String(VORBIS_QUALITY), path],
      { input: wav, stdio: ['pipe', 'ignore', 'pipe'] },
    );
  } else {
    writeFileSync(path, wav);
  }
  const other = join(outDir, `${id}.${format === 'ogg' ? 'wav' : 'ogg'}`);
  if (existsSync(other)) rmSync(other);
  const bytes = format === 'ogg' ? statSync(path).size : wav.length;
  return { id, path, format, bytes, seconds: samples.length / SAMPLE_RATE, peak: peak(samples) };
}

export function generateAll(outDir: string, opts: WriteOptions & { only?: readonly SoundId[] } = {}): WrittenSound[] {
  const ids = opts.only ?? SOUND_IDS;
  return ids.map((id) => writeSound(id, outDir, opts));
}

// ---------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------

export const AUDIO_DIR = dirname(fileURLToPath(import.meta.url));

function main(argv: readonly string[]): void {
  let outDir = AUDIO_DIR;
  let format: OutputFormat = 'auto';
  let only: SoundId[] | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') outDir = resolve(argv[++i] ?? '.');
    else if (a === '--wav') format = 'wav';
    else if (a === '--only') {
      const ids = (argv[++i] ?? '').split(',').filter(Boolean);
      for (const id of ids) if (!isSoundId(id)) throw new Error(`unknown sound id: ${id}`);
      only = ids as SoundId[];
    } else throw new Error(`unknown argument: ${a}`);
  }
  if (format === 'auto' && !soxAvailable()) {
    console.warn(`SoX not found at ${SOX_PATH}: keeping WAV files (the manifest expects .ogg).`);
  }
  const started = performance.now();
  const written = generateAll(outDir, { format, only });
  let total = 0;
  for (const w of written) {
    total += w.bytes;
    console.log(
      `${w.id.padEnd(16)} ${w.format}  ${w.seconds.toFixed(2).padStart(6)} s  ${(w.bytes / 1024).toFixed(1).padStart(7)} KiB  peak ${(20 * Math.log10(w.peak)).toFixed(1)} dBFS`,
    );
  }
  const ms = performance.now() - started;
  console.log(`${written.length} sounds, ${(total / 1024).toFixed(1)} KiB total, ${(ms / 1000).toFixed(1)} s → ${outDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2));
}
