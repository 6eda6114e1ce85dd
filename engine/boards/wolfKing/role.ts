import { isWolf, player } from '../../context.js';
import { kill, reveal } from '../../deaths.js';
import { hooks } from '../../hooks.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { wolvesStep } from '../../roles/werewolf.js';
import { lastShotStep } from '../../steps/lastShot.js';
import type { DeathCause, GameState, PlayerState } from '../../types.js';

/**
 * Deaths after which the Wolf King does not shoot (RULES.md §12–13): poisoned (a bite and the poison
 * at once counts as poisoned, a copied poison too), his own self-destruct, grief. The later boards'
 * causes that silence every shot (the Wolf Beauty's charm, the Dreamweaver's dream) say so through the
 * hook `silencesShot`, which the Hunter asks too.
 * A White Wolf King's claw or a lost duel do not silence him (RULES.md §13): those causes stay out.
 */
export const WOLF_KING_SILENCED: ReadonlySet<DeathCause> = new Set<DeathCause>(['poison', 'selfDestruct', 'grief']);

/** Does this death give the Wolf King his shot? A Servant who took his role stops it (RULES.md §13b). */
export function wolfKingShoots(s: GameState, p: PlayerState, cause: DeathCause): boolean {
  return p.role === 'wolfKing' && !WOLF_KING_SILENCED.has(cause) && !hooks.silencesShot(s, cause) && !hooks.powerTaken(s, p);
}

/**
 * The living wolf camp other than the dead: with nobody left his shot cannot change the village's
 * win, so it does not hold the win check — "as the last wolf-camp player whose death decides the
 * game he is not asked" (RULES.md §13b). If no win holds even then, he is asked.
 */
function packAlive(s: GameState): boolean {
  return s.players.some((p) => p.alive && isWolf(s, p));
}

interface WolfKingShotData { nobody?: boolean }

declare module '../../types.js' {
  interface StepData { wolfKingShot: WolfKingShotData }
}

/**
 * RULES.md §12–13: the dead Wolf King shoots one living player (any, packmates included), who dies at
 * once, with the Hunter's timer; on the clock, no shot. The shot runs the death chain (the shot
 * Hunter shoots, a lover dies of grief, the badge passes). With the cards hidden his card is shown
 * when he shoots.
 */
export const wolfKingShotStep = lastShotStep<WolfKingShotData>({
  name: 'wolfKingShot',
  promptId: 'wolfKing.shoot',
  title: 'prompt.wolfKing.title',
  narration: 'narration.wolfKing.shoot',
  shotOnDying: true,
  // On the clock his "no shot" is said by his own event, as the Hunter's.
  saysTimeUp: true,
  shoot(s, step, seat, target, ctx) {
    const king = player(s, seat);
    // RULES.md §13b: the table sees who shoots; with the cards hidden his card turns over now.
    reveal(s, king, ctx, 'ability');
    ctx.emit({ type: 'wolfKingShot', audience: 'public', key: 'narration.wolfKing.shot', seat: king.seat, target });
    kill(s, target, 'wolfKingShot', ctx);
  },
  noShot(s, step, ctx) {
    ctx.emit({ type: 'wolfKingShot', audience: 'public', key: 'narration.wolfKing.noShot', seat: step.actor!, target: null });
  },
});

/**
 * The Wolf King 狼王 (RULES.md §12): a wolf of the pack (wakes with it, no step of his own at night)
 * who shoots when he dies. His shot is queued as a death-chain interrupt; killed at night he shoots
 * after the dawn's announcement (the night's deaths are killed at dawn, their chain follows).
 */
export const wolfKing: RoleModule = {
  id: 'wolfKing',
  camp: 'wolves',
  wolfCard: true,
  shootsOnDeath: true,
  steps: [wolvesStep, wolfKingShotStep],
  hooks: {
    deathInterrupts: (s, p, cause) => (wolfKingShoots(s, p, cause) ? [{ name: 'wolfKingShot', actor: p.seat }] : []),
    seenByAll: (s, cause) => cause === 'wolfKingShot',
    holdsWin: (s) => s.interrupts.some((q) => q.name === 'wolfKingShot') && packAlive(s),
  },
};

declare module '../../types.js' {
  interface RoleIds { wolfKing: true }
  interface StepNames { wolfKingShot: true }
  interface DeathCauses {
    /** The dead Wolf King's shot: seen by the table; not "killed by the village" (RULES.md §13b). */
    wolfKingShot: true;
  }
  interface GameEventMap {
    /** Public: the dead Wolf King shot `target` (null: the clock ran out, no shot). */
    wolfKingShot: { seat: number; target: number | null };
  }
}
