import { narrate, player, seatPrompt, type Ctx } from '../../context.js';
import { rulesOf } from '../../ruleBook.js';
import { queued, type StepModule } from '../../steps/stepModule.js';
import type { GameState, StepState } from '../../types.js';
import type { EventCard } from '../card.js';
import { leftOfLastDead } from './common.js';

/**
 * Spiritualism ×5 (docs/rules.md §7, seed 001): the medium (left of the last dead) asks the first
 * wolf victim's ghost one question from the card. The engine answers what it can compute; the
 * ghost answers the rest (yes/no only) on his phone.
 */
interface Question {
  id: string;
  /** Seats the medium points at before the answer. */
  points: 0 | 1 | 2;
  /** The truthful answer, when the game's state knows it; absent: the ghost answers. */
  answer?: (s: GameState, medium: number, pointed: number[]) => boolean;
}

const livingWolves = (s: GameState) => s.players.filter((p) => p.alive && p.role === 'werewolf');
const plain = (s: GameState, seat: number) => ['villager', 'thief'].includes(player(s, seat).role);

function livingNeighbours(s: GameState, seat: number): number[] {
  const living = s.players.filter((p) => p.alive || p.seat === seat).map((p) => p.seat);
  const i = living.indexOf(seat);
  const n = living.length;
  return [...new Set([living[(i - 1 + n) % n], living[(i + 1) % n]])].filter((x) => x !== seat);
}

const QUESTIONS: Question[][] = [
  [
    { id: 'seerFoundWolf', points: 0, answer: (s) => s.seerResults.some((r) => r.result === 'werewolf' || r.result === 'wolf') },
    { id: 'wolvesNeighbours', points: 0, answer: (s) => livingWolves(s).some((w) => livingNeighbours(s, w.seat).some((n) => player(s, n).role === 'werewolf')) },
    { id: 'wolfJewelry', points: 0 },
    { id: 'amIWolf', points: 0, answer: (s, medium) => player(s, medium).role === 'werewolf' },
  ],
  [
    { id: 'sameCamp', points: 2, answer: (s, m, [a, b]) => rulesOf(s).roles[player(s, a).role].camp === rulesOf(s).roles[player(s, b).role].camp },
    { id: 'wolfGlasses', points: 0 },
    { id: 'witchIsMan', points: 0 },
    { id: 'sheriffPlainVillager', points: 0, answer: (s) => s.sheriff !== null && plain(s, s.sheriff) },
  ],
  [
    { id: 'wolfJeans', points: 0 },
    { id: 'wolfBlackTop', points: 0 },
    { id: 'wolvesAllMen', points: 0 },
    { id: 'wolvesAllWomen', points: 0 },
  ],
  [
    { id: 'amIPlainVillager', points: 0, answer: (s, medium) => plain(s, medium) },
    { id: 'sheriffIsWolf', points: 0, answer: (s) => s.sheriff !== null && player(s, s.sheriff).role === 'werewolf' },
    { id: 'wolfLivesHere', points: 0 },
    { id: 'wolfSmoker', points: 0 },
  ],
  [
    { id: 'wolfMen', points: 0 },
    { id: 'wolfWomen', points: 0 },
    { id: 'neighbourIsWolf', points: 1, answer: (s, m, [a]) => livingNeighbours(s, a).some((n) => player(s, n).role === 'werewolf') },
    { id: 'pointedPlainVillager', points: 1, answer: (s, m, [a]) => plain(s, a) },
  ],
];

function ghostOf(s: GameState): number | null {
  const seat = s.firstWolfVictim;
  return seat !== null && !player(s, seat).alive ? seat : null;
}

export interface SeanceData {
  /** Which of the five Spiritualism cards (its questions). */
  card: number;
  /** The first wolf victim, if dead: the ghost asked (set on entering). */
  ghost?: number | null;
  /** The question the medium chose, then the seats he pointed at. */
  question?: string;
  pointed?: number[];
  /** Answered (or nobody to ask). */
  done?: boolean;
}

declare module '../../types.js' {
  interface StepData { seance: SeanceData }
}

type Seance = StepState<SeanceData>;

function finish(s: GameState, step: Seance, answer: boolean, by: 'engine' | 'ghost', ctx: Ctx) {
  step.data.done = true;
  ctx.emit({
    type: 'seanceAnswer', audience: 'public', key: answer ? 'event.spiritualism.yes' : 'event.spiritualism.no',
    question: step.data.question, pointed: step.data.pointed ?? [], answer, by, medium: step.actor, ghost: step.data.ghost ?? null,
  });
}

function ask(s: GameState, step: Seance, ctx: Ctx) {
  const q = QUESTIONS[step.data.card].find((x) => x.id === step.data.question)!;
  if (q.answer) return finish(s, step, q.answer(s, step.actor!, step.data.pointed ?? []), 'engine', ctx);
  step.prompts.push({
    // enter found a ghost, or the séance ended there.
    id: 'seance.answer', seat: step.data.ghost!, kind: 'confirm', title: `event.spiritualism.q.${q.id}`, min: 1, max: 1,
    info: { question: q.id, pointed: step.data.pointed ?? [], medium: step.actor }, answered: false, changeable: false,
  });
}

const seanceStep: StepModule<SeanceData> = {
  name: 'seance',
  timing: 'decision',
  // The ghost answers; the medium who asks is alive.
  decidedByTheDead: ['seance.answer'],
  enter(s, step, ctx) {
    const medium = leftOfLastDead(s);
    const ghost = ghostOf(s);
    step.actor = medium;
    step.data.ghost = ghost;
    narrate(ctx, 'event.spiritualism.call', { seat: medium, target: ghost });
    if (medium === null || ghost === null) {
      step.data.done = true;
      ctx.emit({ type: 'seanceAnswer', audience: 'public', key: 'event.spiritualism.noGhost', answer: null, medium, ghost });
      return;
    }
    const questions = QUESTIONS[step.data.card];
    step.prompts = [{
      id: 'seance.question', seat: medium, kind: 'option', title: 'prompt.event.seanceQuestion', min: 1, max: 1,
      options: questions.map((q) => ({ id: q.id, label: `event.spiritualism.q.${q.id}` })), answered: false, changeable: false,
      info: { ghost },
    }];
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id === 'seance.question') {
      const q = QUESTIONS[step.data.card].find((x) => x.id === choice)!;
      step.data.question = q.id;
      ctx.emit({ type: 'seanceQuestion', audience: 'public', key: `event.spiritualism.q.${q.id}`, question: q.id, medium: step.actor });
      if (q.points > 0) {
        const others = s.players.filter((p) => p.alive).map((p) => p.seat);
        step.prompts.push(seatPrompt(step.actor!, 'seance.point', 'prompt.event.seancePoint', others, q.points, q.points));
      } else {
        ask(s, step, ctx);
      }
    } else if (prompt.id === 'seance.point') {
      step.data.pointed = (choice as number[]).slice();
      ctx.emit({ type: 'seancePointed', audience: 'public', seats: step.data.pointed, medium: step.actor });
      ask(s, step, ctx);
    } else if (prompt.id === 'seance.answer') {
      finish(s, step, choice === true, 'ghost', ctx);
    }
    return null;
  },
  isComplete: (s, step) => step.data.done === true,
  resolve() {},
};

function spiritualismCard(n: number): EventCard {
  return {
    id: `spiritualism${n + 1}`,
    moonClass: 'full',
    copies: 1,
    dayQueue: (s, queue) => [queued('seance', { card: n }), ...queue],
  };
}

export const spiritualismCards = [0, 1, 2, 3, 4].map(spiritualismCard);
export const spiritualismSteps = [seanceStep];
export const SPIRITUALISM_QUESTIONS = QUESTIONS.map((qs) => qs.map((q) => ({ id: q.id, points: q.points, computed: !!q.answer })));
