import { activeHolder, landed, livingSeats, narrate, player, seatPrompt } from '../../context.js';
import { readRoleData, roleData } from '../data.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';
import type { RoleModule } from '../../roles/roleModule.js';

/** The mark of night `night`, for day `night`'s votes. */
export interface RavenData { mark?: { seat: number; day: number } | null }

/**
 * Votes against the marked player, for every vote of the day after the mark (docs/rules.md §11): two,
 * or one on the 隐狼乌鸦 board (variant `ravenVotes`, RULES.md §13).
 */
function ravenVotes(s: GameState): number {
  return s.setup.variants.ravenVotes;
}

/**
 * The Raven (docs/rules.md §10–11): after the Fox, may mark one player other than himself. The mark
 * is shown at dawn (never with the Raven's seat) and counts two votes against the marked
 * player in that day's votes, revotes included. A day without a vote wastes it.
 */
const ravenStep: StepModule<NoData> = {
  name: 'raven',
  timing: 'night',
  night: { order: 54, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.raven.wake');
    const raven = activeHolder(s, 'raven');
    if (!raven) return enterFake(step);
    const seats = livingSeats(s).filter((seat) => seat !== raven.seat);
    step.prompts = [seatPrompt(raven.seat, 'raven.mark', 'prompt.raven.title', seats, 0, 1)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    roleData<RavenData>(s, 'raven').mark = target === undefined ? null : { seat: target, day: s.day };
    ctx.emit({ type: 'ravenMarked', audience: [prompt.seat], target: target ?? null });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.raven.sleep');
  },
};

function todaysMark(s: GameState): number | null {
  const mark = readRoleData<RavenData>(s, 'raven').mark;
  return mark && mark.day === s.day && s.phase === 'day' ? mark.seat : null;
}

export const raven: RoleModule = {
  id: 'raven',
  camp: 'village',
  villagePower: true,
  steps: [ravenStep],
  hooks: {
    atDawn(s, ctx) {
      // The mark falls on the player it landed on (RULES.md §13b, the Magician's swap): moved at dawn,
      // while the night's facts still hold the swap, so that until then his view shows the seat he chose.
      const mark = readRoleData<RavenData>(s, 'raven').mark;
      if (mark && mark.day === s.day && landed(s, mark.seat) !== mark.seat) {
        roleData<RavenData>(s, 'raven').mark = { seat: landed(s, mark.seat), day: mark.day };
      }
      const seat = todaysMark(s);
      if (seat === null || !player(s, seat).alive) return;
      ctx.emit({ type: 'ravenMark', audience: 'public', key: 'narration.raven.mark', seat, votes: ravenVotes(s) });
    },
    extraVotes(s) {
      const seat = todaysMark(s);
      if (seat === null || !player(s, seat).alive) return [];
      return [{ seat, votes: ravenVotes(s), reason: 'raven' }];
    },
  },
};

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { raven: true }
  interface StepNames { raven: true }
  interface StepData { raven: NoData }
}
