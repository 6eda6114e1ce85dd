/** The Characters' events (engine/characters/), merged into the game's union. */
import type { RoleId } from '../types.js';

export interface CharacterEvents {
  wolfHoundChose: { seat: number; side: 'wolves' | 'village'; forced?: true };
  infectionFailed: { seat: number };
  /** To the infected player alone. */
  infected: { seat: number };
  wolfFatherInfected: { seat: number };
  ravenMarked: { target: number | null };
  /** Public at dawn: the marked seat carries `votes` extra votes today. */
  ravenMark: { seat: number; votes: number };
  foxResult: { target: number; seats: number[]; wolf: boolean; powerLost: boolean };
  servantRevealed: { seat: number; card: 'servant'; replaces: number };
  servantTook: { seat: number; role: RoleId };
  wildChildModel: { model: number; forced?: true };
  wildChildTurned: { seat: number; model: number };
  bearGrowled: { day: number };
  whiteWerewolfChose: { target: number | null };
  angelFell: { seat: number };
  bigBadWolfChose: { target: number | null };
}

declare module '../types.js' {
  interface GameEventMap extends CharacterEvents {}
}
