/** Shared palette: deep forest greens/blues, moonlight silver, amber/ember; blood red is reserved for wolves. */
export const PALETTE = {
  ink: '#03080a',
  night: '#050c10',
  deep: '#0b1c22',
  forest: '#0a1d17',
  forestLit: '#133329',
  pine: '#0d2a20',
  silhouette: '#060d0f',
  silver: '#d9e3e8',
  silverMid: '#9aabb4',
  silverDark: '#5d6d76',
  moon: '#eef3f1',
  amber: '#f2a541',
  ember: '#e8743a',
  blood: '#c41a2b',
  bloodBright: '#ff4a3d',
} as const;

/** An accent (glow) and a backdrop tint. */
export interface Tint { readonly accent: string; readonly tint: string }

/**
 * Per-role accent and backdrop tint of the base roles. A role that lives in its own folder
 * (engine/<set>/<role>/) exports its own `TINT` from its Art.tsx; ROLE_TINT in roles/index.ts has every role's.
 */
export const BASE_TINT = {
  werewolf: { accent: '#e0303c', tint: '#3a0a12' },
  villager: { accent: '#f2a541', tint: '#33260f' },
  seer: { accent: '#9d8cff', tint: '#1d1a4a' },
  witch: { accent: '#62d28a', tint: '#10331f' },
  hunter: { accent: '#ee7b32', tint: '#35200e' },
  cupid: { accent: '#ff86ad', tint: '#3a1628' },
  littleGirl: { accent: '#ffd98a', tint: '#2f2818' },
  guard: { accent: '#8cc6ff', tint: '#12283e' },
  thief: { accent: '#3fd0b8', tint: '#0d302c' },
  idiot: { accent: '#cfe04a', tint: '#272c0e' },
  elder: { accent: '#d6e0e6', tint: '#1f272c' },
  scapegoat: { accent: '#d9a55a', tint: '#2e2110' },
  piper: { accent: '#d67ae8', tint: '#2c1238' },
} as const;
