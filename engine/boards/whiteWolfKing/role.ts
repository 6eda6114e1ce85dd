import { player } from '../../context.js';
import { kill } from '../../deaths.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { wolvesStep } from '../../roles/werewolf.js';
import { lastShotStep } from '../../steps/lastShot.js';
import { queued } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';

interface WhiteWolfKingClawData {
  /**
   * Seats the table still sees alive though the night already killed them (its victims, held back
   * for the election, RULES.md §13b): a claw on one of them is wasted, he dies with the night's report.
   */
  unannounced?: number[];
  nobody?: boolean;
}

declare module '../../types.js' {
  interface StepData { whiteWolfKingClaw: WhiteWolfKingClawData }
}

/**
 * RULES.md §12–13b: once his self-destruct is done, the White Wolf King takes one other living player
 * with him (白狼王自爆带人), packmates allowed, with the Hunter's timer; on the clock, nobody. The taken
 * player dies at once of the claw, seen by the table ("sX takes sY"), and the death chain runs (a
 * taken Hunter shoots, a lover dies of grief, the badge passes); he gets no last words.
 */
export const whiteWolfKingClawStep = lastShotStep<WhiteWolfKingClawData>({
  name: 'whiteWolfKingClaw',
  promptId: 'whiteWolfKing.claw',
  title: 'prompt.whiteWolfKing.title',
  narration: 'narration.whiteWolfKing.claw',
  // On the clock, "he takes nobody" is said by his own event.
  saysTimeUp: true,
  shoot(s, step, king, target, ctx) {
    // RULES.md §13b: an unannounced night victim is taken in vain; the night's report announces his death.
    const wasted = step.data.unannounced?.includes(target) === true;
    ctx.emit({
      type: 'whiteWolfKingClaw', audience: 'public', key: 'narration.whiteWolfKing.took', seat: king, target, ...(wasted ? { wasted } : {}),
    });
    if (wasted) return;
    kill(s, target, 'whiteWolfKingClaw', ctx);
  },
  noShot(s, step, ctx) {
    ctx.emit({ type: 'whiteWolfKingClaw', audience: 'public', key: 'narration.whiteWolfKing.tookNobody', seat: step.actor!, target: null });
  },
});

/** Hook `afterSelfDestruct`: the claw, first of the chain the self-destruct leaves (before his badge passes). */
function claw(s: GameState, seat: number, unannounced: readonly number[]): void {
  if (player(s, seat).role !== 'whiteWolfKing') return;
  s.interrupts = [queued('whiteWolfKingClaw', { unannounced: [...unannounced] }, seat), ...s.interrupts];
}

/**
 * The White Wolf King 白狼王 (RULES.md §12): a wolf of the pack (wakes with it, no step of his own at
 * night) whose power is his self-destruct: when he self-destructs (modern-cn's 自爆) he takes one other
 * living player with him. Dying any other way he has no power. The self-destruct's rules (who, when)
 * stay modern-cn's; it asks `afterSelfDestruct`, and his claw is queued there.
 */
export const whiteWolfKing: RoleModule = {
  id: 'whiteWolfKing',
  camp: 'wolves',
  wolfCard: true,
  steps: [wolvesStep, whiteWolfKingClawStep],
  hooks: {
    afterSelfDestruct: claw,
    // The table saw him take his victim: the cause is told even with the cards hidden (§13b).
    seenByAll: (s, cause) => cause === 'whiteWolfKingClaw',
    // The claw leaves no time to speak, whatever the `lastWords` variant (§13b: `always` leaves it out).
    leavesNoLastWords: (s, cause) => cause === 'whiteWolfKingClaw',
  },
};

declare module '../../types.js' {
  interface RoleIds { whiteWolfKing: true }
  interface StepNames { whiteWolfKingClaw: true }
  interface DeathCauses {
    /** Taken by the self-destructing White Wolf King: seen by the table; not "killed by the village" (RULES.md §13b). */
    whiteWolfKingClaw: true;
  }
  interface GameEventMap {
    /**
     * Public: the White Wolf King `seat` took `target` with him (null: the clock ran out, nobody);
     * `wasted`: the target was a night victim not yet announced, who dies with the night's report.
     */
    whiteWolfKingClaw: { seat: number; target: number | null; wasted?: true };
  }
}
