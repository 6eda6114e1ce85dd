import { confirmPrompt, narrate, player, seatPrompt } from '../../context.js';
import { kill } from '../../deaths.js';
import type { NoData, StepModule } from '../../steps/stepModule.js';
import type { EventCard } from '../card.js';

interface PunishData {
  /** Nobody to name, or nobody to name him: the step ends at once. */
  nobody?: boolean;
}

declare module '../../types.js' {
  interface StepData { punish: PunishData; punishVouch: NoData }
}

/** Punishment (full moon): the last eliminated names a player, who dies unless at least two others vouch for him. */
const punishStep: StepModule<PunishData> = {
  name: 'punish',
  timing: 'decision',
  decidedByTheDead: true,
  enter(s, step, ctx) {
    const accuser = s.lastEliminated;
    step.actor = accuser;
    narrate(ctx, 'event.punishment.name', { seat: accuser });
    const living = s.players.filter((p) => p.alive).map((p) => p.seat);
    step.prompts = accuser !== null && !player(s, accuser).alive && living.length
      ? [seatPrompt(accuser, 'punish.name', 'prompt.event.punish', living)]
      : [];
    step.data.nobody = step.prompts.length === 0;
  },
  isComplete: (s, step) => step.data.nobody || step.prompts[0].answered,
  resolve(s, step, ctx) {
    const prompt = step.prompts[0];
    if (!prompt?.answered) return;
    const accused = (prompt.current as number[])[0];
    ctx.emit({ type: 'punishNamed', audience: 'public', key: 'event.punishment.named', seat: step.actor, target: accused });
    s.interrupts = [{ name: 'punishVouch', actor: accused }, ...s.interrupts];
  },
};

const punishVouchStep: StepModule<NoData> = {
  name: 'punishVouch',
  timing: 'decision',
  enter(s, step, ctx) {
    const accused = step.actor!;
    narrate(ctx, 'event.punishment.vouch', { seat: accused });
    step.prompts = s.players
      .filter((p) => p.alive && p.seat !== accused)
      .map((p) => confirmPrompt(p.seat, 'punish.vouch', 'prompt.event.punishVouch', { info: { target: accused } }));
  },
  resolve(s, step, ctx) {
    const vouchers = step.prompts.filter((p) => p.answered && p.current === true).map((p) => p.seat);
    const saved = vouchers.length >= 2;
    ctx.emit({ type: 'punishVouched', audience: 'public', key: saved ? 'event.punishment.saved' : 'event.punishment.dies', seat: step.actor, vouchers });
    if (!saved && player(s, step.actor!).alive) kill(s, step.actor!, 'event', ctx);
  },
};

export const punishment: EventCard = {
  id: 'punishment',
  moonClass: 'full',
  copies: 1,
  dayQueue: (s, queue) => (s.lastEliminated !== null ? [{ name: 'punish' }, ...queue] : queue),
  steps: [punishStep, punishVouchStep],
};
