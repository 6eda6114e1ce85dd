import { holder, isWolf, landed, narrate, player, seatPrompt } from '../../context.js';
import { readRoleData, roleData } from '../data.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { wolvesStep } from '../../roles/werewolf.js';

interface WhiteWolfData { victim?: { seat: number; night: number } | null }

/**
 * The White Werewolf (docs/rules.md §10–11): hunts with the pack, and every second night (2, 4…)
 * wakes again alone and may kill one werewolf other than himself and his lover. The Witch is
 * not shown that victim and the Guard does not stop it. His step is called every night.
 */
const whiteWerewolfStep: StepModule<NoData> = {
  name: 'whiteWerewolf',
  timing: 'night',
  night: { order: 62, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.whiteWerewolf.wake');
    const white = holder(s, 'whiteWerewolf');
    if (!white || s.day % 2 !== 0) return enterFake(step);
    const seats = s.players
      .filter((p) => p.alive && isWolf(s, p) && p.seat !== white.seat && p.seat !== white.lover)
      .map((p) => p.seat);
    if (seats.length === 0) return enterFake(step);
    step.prompts = [seatPrompt(white.seat, 'whiteWerewolf.kill', 'prompt.whiteWerewolf.title', seats, 0, 1)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    roleData<WhiteWolfData>(s, 'whiteWerewolf').victim = target === undefined ? null : { seat: target, night: s.day };
    ctx.emit({ type: 'whiteWerewolfChose', audience: [prompt.seat], target: target ?? null });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.whiteWerewolf.sleep');
  },
};

function lastAlive(s: GameState) {
  const alive = s.players.filter((p) => p.alive);
  return alive.length === 1 ? alive[0] : null;
}

export const whiteWerewolf: RoleModule = {
  id: 'whiteWerewolf',
  camp: 'alone',
  wolfCard: true,
  mixesCouple: true,
  steps: [wolvesStep, whiteWerewolfStep],
  hooks: {
    nightDeaths(s) {
      const victim = readRoleData<WhiteWolfData>(s, 'whiteWerewolf').victim;
      if (!victim || victim.night !== s.day) return [];
      // His kill strikes the player it lands on (RULES.md §13b, the Magician's swap).
      const struck = landed(s, victim.seat);
      if (!player(s, struck).alive) return [];
      return [{ seat: struck, cause: 'whiteWolf' }];
    },
    // docs/rules.md §11 win order: after the Piper, before the wolves — only as the last one alive.
    winAfterPiper(s) {
      const last = lastAlive(s);
      return last && last.role === 'whiteWerewolf'
        ? { winner: 'whiteWerewolf', winners: [last.seat], reason: 'win.whiteWerewolf' }
        : null;
    },
    // He is a wolf for the village's check, not on the wolves' side: while he lives they cannot win.
    wolvesMayWin(s) {
      return !s.players.some((p) => p.alive && p.role === 'whiteWerewolf');
    },
  },
};

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { whiteWerewolf: true }
  interface StepNames { whiteWerewolf: true }
  interface StepData { whiteWerewolf: NoData }
  interface DeathCauses {
    /** The White Werewolf's lone kill. */
    whiteWolf: true;
  }
  interface Winners { whiteWerewolf: true }
}
