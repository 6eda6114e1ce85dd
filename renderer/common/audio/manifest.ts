/**
 * Audio manifest: which sounds exist and where the host serves them.
 *
 * Pure data (no Howler, no DOM) so that the generator (`assets/audio/generate.ts`),
 * tests and any Node-side code can import it. `sounds.ts` re-exports it.
 *
 * The host serves the repository folder `assets/audio/` at the URL path `/audio/`.
 */

/** Every sound the game uses; the file on disk is `assets/audio/<id>.<AUDIO_EXT>`. */
export const SOUND_IDS = [
  'night-ambience',
  'day-ambience',
  'night-falls',
  'wolves-wake',
  'dawn',
  'death',
  'vote-open',
  'tick',
  'reveal',
  'win-village',
  'win-wolves',
  'win-solo',
  'event-card',
] as const;

export type SoundId = (typeof SOUND_IDS)[number];

/** The two looping beds. */
export type AmbienceId = Extract<SoundId, 'night-ambience' | 'day-ambience'>;
/** One-shot cues (everything that is not an ambience loop). */
export type CueId = Exclude<SoundId, AmbienceId>;

export type SoundKind = 'ambience' | 'cue';

export interface SoundEntry {
  readonly id: SoundId;
  /** File name relative to the audio base URL / `assets/audio/`. */
  readonly file: string;
  readonly kind: SoundKind;
  /** Per-sound trim (0..1) applied on top of the master/music/effects volumes. */
  readonly volume: number;
}

/** URL path under which the host serves `assets/audio/`. */
export const AUDIO_BASE_URL = '/audio/';

/** Committed format. The generator falls back to `.wav` only when SoX is missing. */
export const AUDIO_EXT = 'ogg';

const VOLUME: Partial<Record<SoundId, number>> = {
  // The tick repeats ten times in a row; keep it discreet.
  tick: 0.55,
  // Beds are dense (noise-like) and sit under the narration.
  'night-ambience': 0.6,
  'day-ambience': 0.6,
};

const AMBIENCE: readonly SoundId[] = ['night-ambience', 'day-ambience'];

export const SOUNDS: Readonly<Record<SoundId, SoundEntry>> = Object.freeze(
  Object.fromEntries(
    SOUND_IDS.map((id) => [
      id,
      Object.freeze({
        id,
        file: `${id}.${AUDIO_EXT}`,
        kind: AMBIENCE.includes(id) ? 'ambience' : 'cue',
        volume: VOLUME[id] ?? 1,
      } satisfies SoundEntry),
    ]),
  ) as Record<SoundId, SoundEntry>,
);

/** Full URL (path) of a sound, e.g. `soundUrl('tick') === '/audio/tick.ogg'`. */
export function soundUrl(id: SoundId, baseUrl: string = AUDIO_BASE_URL): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${SOUNDS[id].file}`;
}

export function isSoundId(value: unknown): value is SoundId {
  return typeof value === 'string' && (SOUND_IDS as readonly string[]).includes(value);
}
