/** The TV's own settings (volumes, voice), kept in localStorage on this computer. */
export interface TvPrefs {
  master: number;
  music: number;
  effects: number;
  muted: boolean;
  speech: boolean;
  voiceVolume: number;
  /** Animated forest: 'auto' turns it still on machines that cannot keep 60 fps. */
  forest: 'auto' | 'on' | 'off';
  /** voiceURI of the chosen voice per language, '' = the best default. */
  voice: Record<string, string>;
}

const KEY = 'nightfall.tv.prefs';

export const DEFAULT_PREFS: TvPrefs = {
  master: 0.8, music: 0.5, effects: 0.9, muted: false, speech: true, voiceVolume: 1, voice: {}, forest: 'auto',
};

export function loadPrefs(): TvPrefs {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return { ...DEFAULT_PREFS };
    return { ...DEFAULT_PREFS, ...(JSON.parse(raw) as Partial<TvPrefs>) };
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

export function savePrefs(p: TvPrefs): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    /* private mode: settings last for this session only */
  }
}
