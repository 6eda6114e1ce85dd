/**
 * How the forest looks in each phase of the day (ForestScene.tsx draws it): the stars, the moon and
 * the sun, how much daylight colours the trees, the village's lights, the fog and the fireflies, and
 * the sky's gradient. Data only, so the scene's code and its per-phase table are read apart.
 */

export type ScenePhase = 'dusk' | 'night' | 'dawn' | 'day';

export const SCENE_PHASES: readonly ScenePhase[] = ['dusk', 'night', 'dawn', 'day'];

export interface PhaseLook {
  stars: number;
  moon: { x: number; y: number; o: number };
  sun: { x: number; y: number; o: number };
  /** How much of the daylight tree colouring shows (0 = moonlit silhouettes). */
  lit: number;
  village: number;
  windows: number;
  fog: number;
  fireflies: number;
  motes: number;
  warm: number;
  rose: number;
  moonlight: number;
  horizon: number;
}

export const LOOK: Record<ScenePhase, PhaseLook> = {
  night: {
    stars: 1,
    moon: { x: 66, y: 8, o: 1 },
    sun: { x: 80, y: 70, o: 0 },
    lit: 0,
    village: 0,
    windows: 0.55,
    fog: 0.75,
    fireflies: 1,
    motes: 0,
    warm: 0,
    rose: 0,
    moonlight: 1,
    horizon: 0.35,
  },
  dusk: {
    stars: 0.35,
    moon: { x: 16, y: 34, o: 0.75 },
    sun: { x: 76, y: 57, o: 1 },
    lit: 0.22,
    village: 0.35,
    windows: 1,
    fog: 0.45,
    fireflies: 0.55,
    motes: 0.6,
    warm: 1,
    rose: 0,
    moonlight: 0,
    horizon: 1,
  },
  dawn: {
    stars: 0.12,
    moon: { x: 84, y: 26, o: 0.4 },
    sun: { x: 14, y: 56, o: 1 },
    lit: 0.45,
    village: 0.6,
    windows: 0.35,
    fog: 1,
    fireflies: 0.12,
    motes: 0.4,
    warm: 0,
    rose: 1,
    moonlight: 0,
    horizon: 0.9,
  },
  day: {
    stars: 0,
    moon: { x: 92, y: 18, o: 0 },
    sun: { x: 68, y: 6, o: 1 },
    lit: 1,
    village: 1,
    windows: 0.12,
    fog: 0.3,
    fireflies: 0,
    motes: 1,
    warm: 0,
    rose: 0,
    moonlight: 0,
    horizon: 0.45,
  },
};

export const SKY: Record<ScenePhase, string> = {
  night: 'linear-gradient(180deg, #01030a 0%, #050f22 38%, #0b1f36 66%, #163550 82%, #1d3f58 100%)',
  dusk: 'linear-gradient(180deg, #120c2a 0%, #33204e 30%, #7a3a5e 55%, #d06a4c 74%, #f0a45a 86%, #f6c27a 100%)',
  dawn: 'linear-gradient(180deg, #14244a 0%, #40528a 32%, #a7879e 56%, #eaa890 74%, #fbd3a4 88%, #fde6c0 100%)',
  day: 'linear-gradient(180deg, #2f6aa0 0%, #5c95c4 34%, #93c0da 62%, #c4dde2 80%, #dde9e2 100%)',
};

/** Tree-layer colours: [moonlit silhouette, daylight]. */
export const TREE_COLOURS = {
  hills: ['#112a3c', '#7fa3a6'],
  far: ['#0c2032', '#5d8a84'],
  mid: ['#08172a', '#34624c'],
  near: ['#050f1a', '#1f4333'],
  fg: ['#02070c', '#0f2319'],
} as const;
