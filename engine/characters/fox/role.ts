import { activeHolder, isWolf, landed, livingNeighbours, livingSeats, narrate, player, seatPrompt } from '../../context.js';
import { readRoleData, roleData } from '../data.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { RoleModule } from '../../roles/roleModule.js';

export interface FoxData { lost?: boolean; results?: { night: number; target: number; seats: number[]; wolf: boolean }[] }

/**
 * The Fox (docs/rules.md §10–11): after the Seer, may point at a player other than himself and
 * learns whether the wolf camp has anyone among that player and his two living neighbours
 * (taken now). A clean sniff costs him his power for good.
 */
const foxStep: StepModule<NoData> = {
  name: 'fox',
  timing: 'night',
  night: { order: 52, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.fox.wake');
    const fox = activeHolder(s, 'fox');
    if (!fox || readRoleData<FoxData>(s, 'fox').lost) return enterFake(step);
    const seats = livingSeats(s).filter((seat) => seat !== fox.seat);
    step.prompts = [seatPrompt(fox.seat, 'fox.sniff', 'prompt.fox.title', seats, 0, 1)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    if (target === undefined) return null;
    const seats = [target, ...livingNeighbours(s, target)].sort((a, b) => a - b);
    // Told against the seats he chose; the nose reads the player it landed on and his neighbours (RULES.md §13b).
    const struck = landed(s, target);
    const wolf = [struck, ...livingNeighbours(s, struck)].some((seat) => isWolf(s, player(s, seat)));
    const data = roleData<FoxData>(s, 'fox');
    data.results = [...(data.results ?? []), { night: s.day, target, seats, wolf }];
    if (!wolf) data.lost = true;
    prompt.info = { target, seats, wolf };
    ctx.emit({ type: 'foxResult', audience: [prompt.seat], target, seats, wolf, powerLost: !wolf });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.fox.sleep');
  },
};

export const fox: RoleModule = { id: 'fox', camp: 'village', villagePower: true, steps: [foxStep] };

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { fox: true }
  interface StepNames { fox: true }
  interface StepData { fox: NoData }
}
