import { player } from '../context.js';
import { readRoleData } from './data.js';
import type { GameState, PlayerState, RoleId } from '../types.js';
import type { FoxData } from './fox/role.js';
import type { RavenData } from './raven/role.js';
import type { WildChildData } from './wildChild/role.js';
import type { WolfFatherData } from './wolfFather/role.js';
import type { WolfHoundData } from './wolfHound/role.js';

/**
 * What one player knows through a Characters role (docs/rules.md §10), for his own phone only:
 * the Wolf-Hound's choice, the infected player's secret, the Wild Child's model, the Fox's
 * sniffs, the Raven's mark, the Wolf-Father's infection, what the Servant took. Ghosts see all.
 */
export interface CharactersView {
  /** The Wolf-Hound's side once chosen; null before (or not his). */
  houndSide: 'wolves' | 'village' | null;
  /** I was infected by the Accursed Wolf-Father: I hunt with the pack now. */
  infected: boolean;
  wildChildModel: number | null;
  /** The Wild Child's model died: he hunts with the pack. */
  wildChildTurned: boolean;
  foxResults: { night: number; target: number; seats: number[]; wolf: boolean }[];
  foxPowerLost: boolean;
  ravenMark: { seat: number; day: number } | null;
  /** The Wolf-Father's infection: spent, and on whom. */
  infection: { used: boolean; seat: number | null } | null;
  /** The role the Devoted Servant took, if she did. */
  servantTook: RoleId | null;
}

export function charactersView(s: GameState, p: PlayerState, all: boolean): CharactersView {
  const mine = (role: RoleId) => all || p.role === role || p.card === role;
  const wild = readRoleData<WildChildData>(s, 'wildChild');
  const fox = readRoleData<FoxData>(s, 'fox');
  const raven = readRoleData<RavenData>(s, 'raven');
  const father = readRoleData<WolfFatherData>(s, 'wolfFather');
  const hound = readRoleData<WolfHoundData>(s, 'wolfHound');
  const wildIsMe = all || wild.seat === p.seat;
  return {
    houndSide: mine('wolfHound') && hound.chosen !== undefined
      ? (player(s, hound.chosen).turned === 'hound' ? 'wolves' : 'village') : null,
    infected: p.turned === 'infected',
    wildChildModel: wildIsMe && mine('wildChild') ? wild.model ?? null : null,
    wildChildTurned: p.turned === 'wildChild',
    foxResults: mine('fox') ? fox.results ?? [] : [],
    foxPowerLost: mine('fox') ? !!fox.lost : false,
    ravenMark: mine('raven') ? raven.mark ?? null : null,
    infection: mine('wolfFather') ? { used: !!father.used, seat: father.infected ?? null } : null,
    servantTook: p.card === 'servant' && p.role !== 'servant' ? p.role : null,
  };
}

/** The Raven's mark for today, public from dawn on (never with the Raven's seat). */
export function publicRavenMark(s: GameState): number | null {
  const mark = readRoleData<RavenData>(s, 'raven').mark;
  return mark && mark.day === s.day && s.phase === 'day' ? mark.seat : null;
}
