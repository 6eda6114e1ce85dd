/**
 * Sound manifest + a tiny Howler-based player for the TV narrator.
 *
 * - `playCue(id)` fires a one-shot cue (effects bus).
 * - `setAmbience('night' | 'day' | null)` cross-fades between the looping beds (music bus).
 * - Volumes: master × (music | effects) × per-sound trim from the manifest; `setMuted` silences all.
 *
 * Every Howler call is guarded: if audio cannot play (autoplay blocked, no audio device,
 * file missing, running outside a browser) the player quietly does nothing.
 */
import { Howl } from 'howler';
import {
  AUDIO_BASE_URL,
  SOUNDS,
  soundUrl,
  type AmbienceId,
  type CueId,
  type SoundId,
} from './manifest';

export * from './manifest';

export type Ambience = 'night' | 'day';

const AMBIENCE_SOUND: Record<Ambience, AmbienceId> = {
  night: 'night-ambience',
  day: 'day-ambience',
};

/** The subset of Howler's `Howl` the player uses (lets tests pass a fake). */
export interface HowlLike {
  play(spriteOrId?: string | number): number;
  stop(id?: number): unknown;
  volume(volume: number, id?: number): unknown;
  fade(from: number, to: number, duration: number, id?: number): unknown;
  once(event: 'play', callback: (soundId: number) => void, id?: number): unknown;
  unload(): unknown;
}

export interface HowlInit {
  src: string[];
  loop: boolean;
  volume: number;
  preload: boolean;
  onloaderror: (soundId: number, error: unknown) => void;
  onplayerror: (soundId: number, error: unknown) => void;
}

export interface SoundPlayerOptions {
  /** URL path where `assets/audio/` is served (default `/audio/`). */
  baseUrl?: string;
  /** Ambience cross-fade duration in ms (default 2000). */
  crossFadeMs?: number;
  /**
   * A cue that only manages to start this long after `playCue` (audio still locked by the
   * autoplay policy, slow load…) is dropped instead of playing out of context. Default 1500.
   */
  maxCueDelayMs?: number;
  /** Clock in ms (tests). */
  now?: () => number;
  master?: number;
  music?: number;
  effects?: number;
  muted?: boolean;
  /** Factory for Howl instances (tests); defaults to `new Howl(init)`. */
  createHowl?: (init: HowlInit) => HowlLike;
}

export interface Volumes {
  master: number;
  music: number;
  effects: number;
  muted: boolean;
}

interface Playing {
  ambience: Ambience;
  howl: HowlLike;
  soundId: number;
}

const clamp01 = (v: number): number => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

export class SoundPlayer {
  private readonly baseUrl: string;
  private readonly crossFadeMs: number;
  private readonly maxCueDelayMs: number;
  private readonly now: () => number;
  private readonly createHowl: (init: HowlInit) => HowlLike;
  private readonly howls = new Map<SoundId, HowlLike>();
  private readonly fadingOut = new Set<{ howl: HowlLike; soundId: number; timer: ReturnType<typeof setTimeout> }>();
  private readonly vol: Volumes;
  private current: Playing | null = null;
  private disposed = false;

  constructor(opts: SoundPlayerOptions = {}) {
    this.baseUrl = opts.baseUrl ?? AUDIO_BASE_URL;
    this.crossFadeMs = Math.max(0, opts.crossFadeMs ?? 2000);
    this.maxCueDelayMs = Math.max(0, opts.maxCueDelayMs ?? 1500);
    this.now = opts.now ?? (() => Date.now());
    this.createHowl = opts.createHowl ?? ((init) => new Howl(init));
    this.vol = {
      master: clamp01(opts.master ?? 1),
      music: clamp01(opts.music ?? 0.6),
      effects: clamp01(opts.effects ?? 1),
      muted: opts.muted ?? false,
    };
  }

  // ----- volumes -----------------------------------------------------------

  get volumes(): Volumes {
    return { ...this.vol };
  }

  setMasterVolume(v: number): void {
    this.vol.master = clamp01(v);
    this.applyVolumes();
  }

  setMusicVolume(v: number): void {
    this.vol.music = clamp01(v);
    this.applyVolumes();
  }

  setEffectsVolume(v: number): void {
    this.vol.effects = clamp01(v);
    this.applyVolumes();
  }

  setMuted(muted: boolean): void {
    this.vol.muted = muted;
    this.applyVolumes();
  }

  /** Effective gain (0..1) for a sound with the current settings. */
  gainFor(id: SoundId): number {
    if (this.vol.muted) return 0;
    const entry = SOUNDS[id];
    const bus = entry.kind === 'ambience' ? this.vol.music : this.vol.effects;
    return this.vol.master * bus * entry.volume;
  }

  // ----- playback ----------------------------------------------------------

  /** Start loading every sound now (optional; sounds otherwise load on first use). */
  preload(): void {
    for (const id of Object.keys(SOUNDS) as SoundId[]) this.howl(id);
  }

  /** Play a one-shot cue. Never throws; returns false if it could not be started. */
  playCue(id: CueId): boolean {
    if (this.disposed || this.gainFor(id) === 0) return false;
    const howl = this.howl(id);
    if (!howl) return false;
    return this.safe(() => {
      const requested = this.now();
      howl.volume(this.gainFor(id));
      const soundId = howl.play();
      howl.once(
        'play',
        () => {
          if (this.now() - requested <= this.maxCueDelayMs) return;
          this.safe(() => {
            howl.volume(0, soundId);
            howl.stop(soundId);
          }, undefined);
        },
        soundId,
      );
      return true;
    }, false);
  }

  /** The ambience currently selected (null when silent). */
  get ambience(): Ambience | null {
    return this.current?.ambience ?? null;
  }

  /** Cross-fade to the night or day bed, or fade out to silence with `null`. */
  setAmbience(next: Ambience | null): void {
    if (this.disposed || (this.current?.ambience ?? null) === next) return;
    const prev = this.current;
    this.current = null;
    if (prev) this.fadeOutAndStop(prev.howl, prev.soundId, this.gainFor(AMBIENCE_SOUND[prev.ambience]));
    if (next === null) return;
    const id = AMBIENCE_SOUND[next];
    const howl = this.howl(id);
    if (!howl) return;
    this.safe(() => {
      const soundId = howl.play();
      const target = this.gainFor(id);
      howl.volume(0, soundId);
      howl.fade(0, target, this.crossFadeMs, soundId);
      this.current = { ambience: next, howl, soundId };
    }, undefined);
  }

  /** Stop everything immediately (keeps loaded sounds). */
  stopAll(): void {
    this.clearFades();
    this.current = null;
    for (const howl of this.howls.values()) this.safe(() => howl.stop(), undefined);
  }

  /** Stop and unload everything; the player is unusable afterwards. */
  dispose(): void {
    this.stopAll();
    for (const howl of this.howls.values()) this.safe(() => howl.unload(), undefined);
    this.howls.clear();
    this.disposed = true;
  }

  // ----- internals ---------------------------------------------------------

  private howl(id: SoundId): HowlLike | null {
    const existing = this.howls.get(id);
    if (existing) return existing;
    const entry = SOUNDS[id];
    const created = this.safe<HowlLike | null>(
      () =>
        this.createHowl({
          src: [soundUrl(id, this.baseUrl)],
          loop: entry.kind === 'ambience',
          volume: 1,
          preload: true,
          // Autoplay blocked / decode failure / 404: stay silent rather than break the game.
          onloaderror: () => undefined,
          onplayerror: () => undefined,
        }),
      null,
    );
    if (created) this.howls.set(id, created);
    return created;
  }

  private fadeOutAndStop(howl: HowlLike, soundId: number, from: number): void {
    this.safe(() => howl.fade(from, 0, this.crossFadeMs, soundId), undefined);
    const job = {
      howl,
      soundId,
      timer: setTimeout(() => {
        this.fadingOut.delete(job);
        this.safe(() => howl.stop(soundId), undefined);
      }, this.crossFadeMs + 50),
    };
    this.fadingOut.add(job);
  }

  private clearFades(): void {
    for (const job of this.fadingOut) {
      clearTimeout(job.timer);
      this.safe(() => job.howl.stop(job.soundId), undefined);
    }
    this.fadingOut.clear();
  }

  private applyVolumes(): void {
    // A volume change cancels Howler fades; finish pending fade-outs right away.
    this.clearFades();
    const cur = this.current;
    if (cur) this.safe(() => cur.howl.volume(this.gainFor(AMBIENCE_SOUND[cur.ambience]), cur.soundId), undefined);
  }

  private safe<T>(fn: () => T, fallback: T): T {
    try {
      return fn();
    } catch {
      return fallback;
    }
  }
}
