import { holder, landed, narrate, player, seatPrompt } from '../context.js';
import { nightVictimDies, nightVictims, poisonedTonight } from '../deaths.js';
import { enterFake, type NoData, type StepModule } from '../steps/stepModule.js';
import type { GameState } from '../types.js';
import type { RoleModule } from './roleModule.js';
import { hooks } from '../hooks.js';

declare module '../types.js' {
  interface StepData { piper: NoData; charmed: NoData }
}

function dyingTonight(s: GameState, seat: number): boolean {
  if (hooks.nightDeaths(s).some((d) => d.seat === seat)) return true;
  // A bite kills the player it lands on (RULES.md §13b, the Magician's swap), chosen against another seat or not.
  return poisonedTonight(s).includes(seat) || nightVictims(s).some((victim) => landed(s, victim) === seat && nightVictimDies(s, victim));
}

const piperStep: StepModule<NoData> = {
  name: 'piper',
  timing: 'night',
  night: { order: 80, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.piper.wake');
    const piper = holder(s, 'piper');
    if (!piper || dyingTonight(s, piper.seat)) return enterFake(step);
    const seats = s.players.filter((p) => p.alive && !p.charmed && p.seat !== piper.seat).map((p) => p.seat);
    if (seats.length === 0) return enterFake(step);
    const n = Math.min(2, seats.length);
    step.prompts = [seatPrompt(piper.seat, 'piper.charm', 'prompt.piper.title', seats, n, n)];
  },
  choose(s, step, prompt, choice, ctx) {
    const seats = choice as number[];
    // Each charm falls on the player it lands on (RULES.md §13b, the Magician's swap): on one already
    // charmed it adds nothing, and on the Piper himself it does nothing (he is never his own charmed).
    const charmed = seats.map((seat) => landed(s, seat)).filter((seat) => seat !== prompt.seat && !player(s, seat).charmed);
    for (const seat of charmed) player(s, seat).charmed = true;
    s.night.charmedTonight = charmed;
    ctx.emit({ type: 'piperCharmed', audience: [prompt.seat], seats });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.piper.sleep');
  },
};

/** Every living charmed player sees who is charmed; nothing to choose. */
const charmedStep: StepModule<NoData> = {
  name: 'charmed',
  timing: 'info',
  night: { order: 90, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.charmed.wake');
    const charmed = s.players.filter((p) => p.alive && p.charmed).map((p) => p.seat);
    step.prompts = [];
    step.fake = charmed.length === 0;
    if (charmed.length > 0) {
      ctx.emit({ type: 'charmedList', audience: charmed, seats: charmed, tonight: s.night.charmedTonight });
    }
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.charmed.sleep');
  },
};

export const piper: RoleModule = { id: 'piper', camp: 'alone', steps: [piperStep, charmedStep] };
