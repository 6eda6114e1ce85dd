import { holder, isWolf, landed, narrate, player, seatPrompt } from '../../context.js';
import { guardedTonight } from '../../deaths.js';
import { readRoleData, roleData } from '../data.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { wolvesStep } from '../../roles/werewolf.js';

interface BigBadWolfData { victim?: { seat: number; night: number } | null }

/** docs/rules.md §11: he stops after the first death of anyone of the wolf camp. */
function packIntact(s: GameState): boolean {
  return !s.players.some((p) => !p.alive && isWolf(s, p));
}

/**
 * The Big Bad Wolf (docs/rules.md §10–11): after the White Werewolf, while no wolf has died, wakes
 * alone and may devour a second victim: never a wolf, never the pack's victim, never his lover.
 * The Witch is not shown it; the Guard protects from it; it costs the Elder a life.
 */
const bigBadWolfStep: StepModule<NoData> = {
  name: 'bigBadWolf',
  timing: 'night',
  night: { order: 64, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.bigBadWolf.wake');
    const wolf = holder(s, 'bigBadWolf');
    if (!wolf || !packIntact(s)) return enterFake(step);
    const seats = s.players
      .filter((p) => p.alive && !isWolf(s, p) && p.seat !== s.night.wolfVictim && p.seat !== wolf.lover)
      .map((p) => p.seat);
    if (seats.length === 0) return enterFake(step);
    step.prompts = [seatPrompt(wolf.seat, 'bigBadWolf.devour', 'prompt.bigBadWolf.title', seats, 0, 1)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    roleData<BigBadWolfData>(s, 'bigBadWolf').victim = target === undefined ? null : { seat: target, night: s.day };
    ctx.emit({ type: 'bigBadWolfChose', audience: [prompt.seat], target: target ?? null });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.bigBadWolf.sleep');
  },
};

export const bigBadWolf: RoleModule = {
  id: 'bigBadWolf',
  camp: 'wolves',
  wolfCard: true,
  steps: [wolvesStep, bigBadWolfStep],
  hooks: {
    nightDeaths(s) {
      const victim = readRoleData<BigBadWolfData>(s, 'bigBadWolf').victim;
      if (!victim || victim.night !== s.day) return [];
      // His bite strikes the player it lands on, and the Guard's shield sits on the one his landed on (RULES.md §13b).
      const p = player(s, landed(s, victim.seat));
      const guarded = guardedTonight(s, p.seat);
      if (!p.alive || guarded) return [];
      return [{ seat: p.seat, cause: 'wolves' }];
    },
  },
};

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { bigBadWolf: true }
  interface StepNames { bigBadWolf: true }
  interface StepData { bigBadWolf: NoData }
}
