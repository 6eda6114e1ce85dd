import { player } from '../../context.js';
import { readRoleData, roleData } from '../data.js';
import type { Ctx } from '../../context.js';
import type { GameState, PlayerState } from '../../types.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { queued } from '../../steps/stepModule.js';

interface AngelData { won?: number }

function becomesVillager(s: GameState, ctx: Ctx, except: number | null = null): void {
  for (const p of s.players) {
    if (p.role !== 'angel' || !p.alive || p.seat === except) continue;
    p.role = 'villager';
    ctx.emit({ type: 'angelFell', audience: [p.seat], seat: p.seat });
  }
}

function winsByDying(s: GameState, p: PlayerState, cause: string): boolean {
  if (cause === 'vote') return s.day === 0;
  return cause === 'wolves' && s.day === 1 && s.setup.variants.angelWinsOnNight1 && p.death?.phase === 'night';
}

/**
 * The Angel (docs/rules.md §10–11): a game whose deal gives a player the Angel starts with day 0 —
 * a debate and a vote, no election. Voted out that day (or, with `angelWinsOnNight1`, eaten on
 * night 1) he wins alone at once; otherwise he becomes a plain Villager.
 */
export const angel: RoleModule = {
  id: 'angel',
  camp: 'alone',
  hooks: {
    opening(s) {
      if (!s.players.some((p) => p.card === 'angel')) return null; // in the Thief's spares: no day 0
      // Day 0's ties stand: nobody is voted out (docs/rules.md §11).
      return [{ name: 'discussion' }, queued('vote', { tiesStand: true }), { name: 'nightfall' }];
    },
    afterDeath(s, dead, cause) {
      if (dead.role === 'angel' && winsByDying(s, dead, cause)) roleData<AngelData>(s, 'angel').won ??= dead.seat;
    },
    afterVote(s, outcome, ctx) {
      // The one voted out may still be held by the Servant's decision: his death decides for him.
      const out = outcome.type === 'eliminated' ? outcome.seat : null;
      if (s.day === 0 && !s.setup.variants.angelWinsOnNight1) becomesVillager(s, ctx, out);
    },
    atDawn(s, ctx) {
      if (s.day === 1) becomesVillager(s, ctx);
    },
    winFirst(s) {
      const won = readRoleData<AngelData>(s, 'angel').won;
      return won === undefined ? null : { winner: 'angel', winners: [player(s, won).seat], reason: 'win.angel' };
    },
  },
};

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { angel: true }
  interface Winners { angel: true }
}
