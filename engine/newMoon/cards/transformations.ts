import { livingWolves, narrate, player, seatPrompt, type Ctx } from '../../context.js';
import { kill } from '../../deaths.js';
import { pick } from '../../rng.js';
import { queued, type StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';
import { cardData, endEvent, type EventCard } from '../card.js';
import { isPlainVillager } from './common.js';

/** A crescent card of the next night's memory: the night it acts (its draw's day + 1). */
interface ArmedData { night?: number }

/** Backfire's and the Specter's: who turned into a werewolf, and on which day's night (views.ts tells him). */
export interface TurningData extends ArmedData { turned?: { seat: number; day: number } }

/** Crescent cards of the next night: armed at their draw, they act at the following dawn and end. */
function armNextNight(s: GameState, id: string): void {
  cardData<ArmedData>(s, id).night = s.day + 1;
}

function armedTonight(s: GameState, id: string): boolean {
  return cardData<ArmedData>(s, id).night === s.day;
}

function endAfterItsNight(s: GameState, id: string, ctx: Ctx): void {
  if ((cardData<ArmedData>(s, id).night ?? Infinity) <= s.day) endEvent(s, id, ctx);
}

/** The victim turns: only he and the pack learn it (the village sees a night without a death). */
function becomeWolf(s: GameState, seat: number, ctx: Ctx, event: 'backfire' | 'specter'): number[] {
  const p = player(s, seat);
  p.role = 'werewolf';
  cardData<TurningData>(s, event).turned = { seat, day: s.day };
  const audience = [seat, ...livingWolves(s).filter((w) => w !== seat)];
  ctx.emit({ type: 'becameWolf', audience, seat, event });
  return audience;
}

/**
 * Backfire (crescent): next night, a plain-Villager victim becomes a wolf instead of dying (told to
 * him and the pack only); any other victim survives and the first living wolf to his left
 * (clockwise) dies, announced at dawn with the night's deaths. A protected victim is simply safe.
 */
export const backfire: EventCard = {
  id: 'backfire',
  moonClass: 'crescent',
  copies: 1,
  onDraw: (s) => armNextNight(s, 'backfire'),
  interceptWolfKill(s, victim, ctx) {
    if (!armedTonight(s, 'backfire')) return 'normal';
    if (isPlainVillager(s, victim)) {
      const pack = becomeWolf(s, victim, ctx, 'backfire');
      ctx.emit({ type: 'backfire', audience: pack, key: 'event.backfire.survived', seat: victim });
      return 'handled';
    }
    const n = s.players.length;
    let wolf: number | null = null;
    for (let i = 1; i < n; i++) {
      const seat = ((victim - 1 + i) % n) + 1;
      const p = player(s, seat);
      if (p.alive && p.role === 'werewolf') { wolf = seat; break; }
    }
    // The death itself is announced at dawn; naming the wolf here would show his card under
    // revealOnDeath 'never'.
    ctx.emit({ type: 'backfire', audience: 'public', key: 'event.backfire.wolfDies', seat: null });
    return wolf !== null ? { dies: wolf, cause: 'event' } : 'handled';
  },
  atDawn: (s, ctx) => endAfterItsNight(s, 'backfire', ctx),
};

/**
 * Specter (crescent): next night, the wolves' victim becomes a wolf instead of dying and names
 * one of the original wolves, who is eliminated. No victim, or a protected one: nothing happens.
 */
interface SpecterChoiceData {
  /** The original wolves, as the night ended: he names one of those still alive. */
  wolves: number[];
  /** The victim who became the Specter. */
  specter: number;
  nobody?: boolean;
}

declare module '../../types.js' {
  interface StepData { specterChoice: SpecterChoiceData }
}

const specterChoiceStep: StepModule<SpecterChoiceData> = {
  name: 'specterChoice',
  timing: 'decision',
  enter(s, step, ctx) {
    // The step has no public actor: who the Specter is stays secret (only his prompt names him).
    narrate(ctx, 'event.specter.choose');
    const wolves = step.data.wolves.filter((w) => player(s, w).alive);
    const { specter } = step.data;
    step.prompts = wolves.length ? [seatPrompt(specter, 'specter.wolf', 'prompt.event.specter', wolves)] : [];
    step.data.nobody = step.prompts.length === 0;
  },
  isComplete: (s, step) => step.data.nobody || step.prompts[0].answered,
  resolve(s, step, ctx) {
    const prompt = step.prompts[0];
    if (!prompt) return;
    // He must name one: on timeout the seeded draw names one for him (as for a Sheriff's successor).
    const target = prompt.answered ? (prompt.current as number[])[0] : pick(s, prompt.seats!);
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
    s.interrupts = [queued('specterChoice', { wolves: originals, specter: victim }), ...s.interrupts];
    return 'handled';
  },
  atDawn: (s, ctx) => endAfterItsNight(s, 'specter', ctx),
  steps: [specterChoiceStep],
};

export { armNextNight, armedTonight, endAfterItsNight };
