import { livingWolves, narrate, player, seatPrompt } from '../../context.js';
import { kill } from '../../deaths.js';
import type { StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';
import { cardData, type EventCard } from '../card.js';
import { endEvent } from '../deck.js';
import { isPlainVillager } from './common.js';

/** Crescent cards of the next night: armed at their draw, they act at the following dawn and end. */
function armNextNight(s: GameState, id: string): void {
  cardData<{ night?: number }>(s, id).night = s.day + 1;
}

function armedTonight(s: GameState, id: string): boolean {
  return cardData<{ night?: number }>(s, id).night === s.day;
}

function endAfterItsNight(s: GameState, id: string, ctx: Parameters<NonNullable<EventCard['atDawn']>>[1]): void {
  if ((cardData<{ night?: number }>(s, id).night ?? Infinity) <= s.day) endEvent(s, id, ctx);
}

function becomeWolf(s: GameState, seat: number, ctx: Parameters<NonNullable<EventCard['atDawn']>>[1], event: string): void {
  const p = player(s, seat);
  p.role = 'werewolf';
  ctx.emit({ type: 'becameWolf', audience: [seat, ...livingWolves(s).filter((w) => w !== seat)], seat, event });
}

/**
 * Backfire (crescent): next night, a plain-Villager victim becomes a wolf instead of dying; any
 * other victim survives and the first wolf to his left dies. A protected victim is simply safe.
 */
export const backfire: EventCard = {
  id: 'backfire',
  moonClass: 'crescent',
  copies: 1,
  onDraw: (s) => armNextNight(s, 'backfire'),
  interceptWolfKill(s, victim, ctx) {
    if (!armedTonight(s, 'backfire')) return 'normal';
    if (isPlainVillager(s, victim)) {
      becomeWolf(s, victim, ctx, 'backfire');
      ctx.emit({ type: 'backfire', audience: 'public', key: 'event.backfire.survived', seat: null });
      return 'handled';
    }
    const n = s.players.length;
    let wolf: number | null = null;
    for (let i = 1; i < n; i++) {
      const seat = ((victim - 1 + i) % n) + 1;
      const p = player(s, seat);
      if (p.alive && p.role === 'werewolf') { wolf = seat; break; }
    }
    ctx.emit({ type: 'backfire', audience: 'public', key: 'event.backfire.wolfDies', seat: wolf });
    if (wolf !== null) kill(s, wolf, 'event', ctx);
    return 'handled';
  },
  atDawn: (s, ctx) => endAfterItsNight(s, 'backfire', ctx),
};

/**
 * Specter (crescent): next night, the wolves' victim becomes a wolf instead of dying and names
 * one of the original wolves, who is eliminated. No victim, or a protected one: nothing happens.
 */
const specterChoiceStep: StepModule = {
  name: 'specterChoice',
  timing: 'decision',
  enter(s, step, ctx) {
    narrate(ctx, 'event.specter.choose');
    const wolves: number[] = (step.data.wolves as number[]).filter((w) => player(s, w).alive);
    step.prompts = wolves.length ? [seatPrompt(step.actor!, 'specter.wolf', 'prompt.event.specter', wolves)] : [];
    step.data.nobody = wolves.length === 0;
  },
  isComplete: (s, step) => step.data.nobody || step.prompts[0].answered,
  resolve(s, step, ctx) {
    const prompt = step.prompts[0];
    if (!prompt) return;
    const target = prompt.answered ? (prompt.current as number[])[0] : prompt.seats![0];
    ctx.emit({ type: 'specterStrikes', audience: 'public', key: 'event.specter.strikes', seat: target });
    kill(s, target, 'event', ctx);
  },
};

export const specter: EventCard = {
  id: 'specter',
  moonClass: 'crescent',
  copies: 1,
  onDraw: (s) => armNextNight(s, 'specter'),
  interceptWolfKill(s, victim, ctx) {
    if (!armedTonight(s, 'specter')) return 'normal';
    const originals = livingWolves(s);
    becomeWolf(s, victim, ctx, 'specter');
    ctx.emit({ type: 'specter', audience: 'public', key: 'event.specter.rises' });
    s.interrupts = [{ name: 'specterChoice', actor: victim, data: { wolves: originals } }, ...s.interrupts];
    return 'handled';
  },
  atDawn: (s, ctx) => endAfterItsNight(s, 'specter', ctx),
  steps: [specterChoiceStep],
};

export { armNextNight, armedTonight, endAfterItsNight };
