import { holder, isWolf, livingSeats, narrate, player, seatPrompt } from '../context.js';
import { enterFake, type NoData, type StepModule } from '../steps/stepModule.js';

declare module '../types.js' {
  interface StepData { cupid: NoData; lovers: NoData }
}
import type { RoleModule } from './roleModule.js';

const cupidStep: StepModule<NoData> = {
  name: 'cupid',
  timing: 'night',
  night: { order: 20, firstNightOnly: true },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.cupid.wake');
    const cupid = holder(s, 'cupid');
    if (!cupid) return enterFake(step);
    step.prompts = [seatPrompt(cupid.seat, 'cupid.lovers', 'prompt.cupid.title', livingSeats(s), 2, 2)];
  },
  choose(s, step, prompt, choice, ctx) {
    const [a, b] = choice as number[];
    player(s, a).lover = b;
    player(s, b).lover = a;
    ctx.emit({ type: 'loversChosen', audience: [prompt.seat], lovers: [a, b] });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.cupid.sleep');
  },
};

/** The Lovers wake to see each other; nothing to choose, so the step ends on the host's clock. */
const loversStep: StepModule<NoData> = {
  name: 'lovers',
  timing: 'info',
  night: { order: 30, firstNightOnly: true },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.lovers.wake');
    const lovers = s.players.filter((p) => p.lover !== null && p.alive);
    step.fake = lovers.length === 0;
    step.prompts = [];
    for (const p of lovers) {
      const partner = player(s, p.lover!);
      ctx.emit({
        type: 'loverInfo', audience: [p.seat], seat: p.seat, partner: partner.seat,
        partnerIsWolf: s.setup.variants.loversSeeTeam ? isWolf(s, partner) : undefined,
      });
    }
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.lovers.sleep');
  },
};

export const cupid: RoleModule = { id: 'cupid', camp: 'village', steps: [cupidStep, loversStep] };
