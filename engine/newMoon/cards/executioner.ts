import { livingSeats, narrate, player, seatPrompt } from '../../context.js';
import { pick } from '../../rng.js';
import { rulesOf } from '../../ruleBook.js';
import { queued, type NoData, type StepModule } from '../../steps/stepModule.js';
import { successionStep, type SuccessionData } from '../../steps/succession.js';
import { ballotsOf, tally } from '../../steps/tally.js';
import type { GameState, RoleId } from '../../types.js';
import { cardData, type EventCard } from '../card.js';
import { learn } from '../knowledge.js';

export interface ExecutionerData {
  /** Undefined until elected; null when the hood went to nobody. */
  seat?: number | null;
  /** Every voted-out card shown to him, in order, and to which holder of the hood (views.ts shows it to him). */
  seen?: { by: number; seat: number; role: RoleId }[];
}

interface AnnounceData {
  /** The voted-out player whose card he saw. */
  dead: number;
  /** He died in the same death chain: nobody announces. */
  skip?: boolean;
}

declare module '../../types.js' {
  interface StepData { executionerVote: NoData; executionerSuccession: SuccessionData; executionerAnnounce: AnnounceData }
}

const data = (s: GameState) => cardData<ExecutionerData>(s, 'executioner');

/** The village elects the Executioner: every living player votes; plurality; a tie is drawn. */
const executionerVoteStep: StepModule<NoData> = {
  name: 'executionerVote',
  timing: 'vote',
  enter(s, step, ctx) {
    narrate(ctx, 'event.executioner.elect');
    const living = livingSeats(s);
    step.prompts = living.map((seat) => seatPrompt(seat, 'executioner.vote', 'prompt.event.executioner', living, 1, 1, { changeable: true }));
  },
  choose(s, step, prompt, choice, ctx) {
    if (!prompt.answered) ctx.emit({ type: 'voteCast', audience: 'public', seat: prompt.seat, vote: 'executioner' });
    return null;
  },
  resolve(s, step, ctx) {
    const ballots = ballotsOf(step, 'executioner.vote', () => 1);
    const result = tally(ballots);
    const seat = result.top.length === 1 ? result.top[0] : pick(s, result.anyVote ? result.top : livingSeats(s));
    data(s).seat = seat ?? null;
    ctx.emit({ type: 'executionerElected', audience: 'public', key: 'event.executioner.elected', seat, ballots, tally: result.counts });
  },
};

/** The dead Executioner names a successor; on timeout the draw decides. */
const executionerSuccessionStep = successionStep({
  name: 'executionerSuccession',
  promptId: 'executioner.successor',
  title: 'prompt.event.executionerSuccessor',
  narration: 'event.executioner.successor',
  candidates: livingSeats,
  stillHeldBy: (s, actor) => data(s).seat === actor,
  give(s, from, to, chosen, ctx) {
    data(s).seat = to;
    ctx.emit({ type: 'executionerPassed', audience: 'public', key: 'event.executioner.passed', from, to });
  },
});

/** The Executioner announces the card he alone saw — truly or not. */
const executionerAnnounceStep: StepModule<AnnounceData> = {
  name: 'executionerAnnounce',
  timing: 'decision',
  enter(s, step, ctx) {
    if (!player(s, step.actor!).alive) {
      step.data.skip = true;
      return;
    }
    narrate(ctx, 'event.executioner.announce', { seat: step.actor, target: step.data.dead });
    const roles = [...new Set(s.setup.fullDeck)].filter((r) => Object.hasOwn(rulesOf(s).roles, r));
    step.prompts = [{
      id: 'executioner.announce', seat: step.actor!, kind: 'option', title: 'prompt.event.executionerAnnounce', min: 1, max: 1,
      options: roles.map((role) => ({ id: role, label: `role.${role}`, role })), info: { target: step.data.dead },
      answered: false, changeable: false,
    }];
  },
  isComplete: (s, step) => step.data.skip === true || step.prompts[0]?.answered === true,
  resolve(s, step, ctx) {
    const prompt = step.prompts[0];
    if (!prompt) return;
    ctx.emit({
      type: 'executionerAnnounced', audience: 'public', key: prompt.answered ? 'event.executioner.announced' : 'event.executioner.silent',
      seat: step.actor, target: step.data.dead, announced: prompt.answered ? prompt.current : null,
    });
  },
};

/**
 * Executioner (new moon): the village elects an Executioner; from then on voted-out cards are shown
 * only to him, and he announces them (he may lie); he names a successor when he dies. A voted-out
 * Executioner's own card is shown to all: there is nobody left to announce it.
 */
export const executioner: EventCard = {
  id: 'executioner',
  moonClass: 'new',
  copies: 1,
  dayQueue: (s, queue) => (data(s).seat === undefined ? [{ name: 'executionerVote' }, ...queue] : queue),
  hidesDeath(s, p, cause) {
    const exec = data(s).seat;
    return cause === 'vote' && exec != null && exec !== p.seat && player(s, exec).alive;
  },
  afterDeath(s, p, cause, ctx) {
    const exec = data(s).seat;
    if (exec == null) return;
    if (p.seat === exec) {
      s.interrupts = [...s.interrupts, { name: 'executionerSuccession', actor: p.seat }];
      return;
    }
    if (cause === 'vote' && player(s, exec).alive) {
      learn(s, exec, p.seat, p.role);
      data(s).seen = [...data(s).seen ?? [], { by: exec, seat: p.seat, role: p.role }];
      ctx.emit({ type: 'executionerSees', audience: [exec], seat: p.seat, role: p.role });
      s.interrupts = [...s.interrupts, queued('executionerAnnounce', { dead: p.seat }, exec)];
    }
  },
  steps: [executionerVoteStep, executionerSuccessionStep, executionerAnnounceStep],
};
