import { activeHolder, isWolf, livingSeats, narrate, player, seatPrompt, type Ctx } from '../../context.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import { kill, reveal } from '../../deaths.js';
import type { StandingAnswer } from '../../hooks.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { stepModule } from '../../roles/facts.js';
import type { Choice, GameState, Prompt, QueuedStep, RoleId, StepName } from '../../types.js';

export const DUEL = 'duelKnight.duel';

interface DuelKnightData {
  /** Seats that have duelled: once per game each (a Servant who takes the role gets a fresh duel, RULES.md §13b). */
  duelled?: number[];
}

/**
 * RULES.md §13: any day speech (PK and the Sheriff's closing one included) or the free discussion;
 * never the election, last words, a ballot, a reveal, the direction prompt or a chain decision — the
 * steps that are not these two.
 */
const DUEL_STEPS: ReadonlySet<StepName> = new Set<StepName>(['speech', 'discussion']);

/** The day's talk and ballots still ahead, which a won duel cancels: night falls instead. */
function ofTheDay(s: GameState, q: QueuedStep): boolean {
  const timing = stepModule(s, q.name).timing;
  return timing === 'speech' || timing === 'discussion' || timing === 'vote';
}

/**
 * The duel is offered beside the step's own prompts (it belongs to no step, as the self-destruct):
 * a standing prompt on the Knight's phone while a speech or the free discussion is on, once per
 * game, never under the Elder's curse. Nothing chosen decides nothing.
 */
function standingPrompts(s: GameState): Prompt[] {
  if (s.phase !== 'day' || !DUEL_STEPS.has(s.step.name)) return [];
  if (s.step.name === 'discussion' && s.step.data.roundRobin === true) return [];
  if (s.step.name === 'speech' && s.step.data.skip === true) return [];
  const knight = activeHolder(s, 'duelKnight');
  if (!knight || readRoleData<DuelKnightData>(s, 'duelKnight').duelled?.includes(knight.seat)) return [];
  const seats = livingSeats(s).filter((seat) => seat !== knight.seat);
  return seats.length ? [seatPrompt(knight.seat, DUEL, 'prompt.duelKnight.title', seats, 0, 1)] : [];
}

/**
 * RULES.md §12–13b: the Knight reveals himself and duels `target`. A wolf-camp player dies at once,
 * revealed, and night falls (no vote today; the talk and ballots still ahead are dropped, what the
 * dead are owed stays: a Wolf King's shot, the badge). Anyone else: the Knight dies and the
 * interrupted step resumes afresh (a new timer) once his own chain is done; the target's card stays
 * hidden. The step under way is abandoned, not resolved (apply advances to the next one).
 */
export function duel(s: GameState, seat: number, target: number, ctx: Ctx): void {
  const knight = player(s, seat);
  const foe = player(s, target);
  const data = roleData<DuelKnightData>(s, 'duelKnight');
  data.duelled = [...(data.duelled ?? []), seat];
  const wolf = isWolf(s, foe);
  ctx.emit({ type: 'knightDuel', audience: 'public', seat, target, wolf, role: wolf ? foe.role : undefined });
  narrate(ctx, wolf ? 'narration.duelKnight.wolf' : 'narration.duelKnight.notWolf', { seat, target });
  reveal(s, knight, ctx, 'duel');
  if (wolf) {
    s.interrupts = s.interrupts.filter((q) => !ofTheDay(s, q));
    kill(s, target, 'duel', ctx);
    reveal(s, foe, ctx, 'duel');
    s.queue = [{ name: 'nightfall' }];
    return;
  }
  const ahead = s.interrupts;
  const resumed: QueuedStep = { name: s.step.name, actor: s.step.actor ?? undefined, data: { ...s.step.data } };
  s.interrupts = [];
  kill(s, seat, 'duel', ctx);
  // His chain first (the badge passes, a lover's grief), then the interrupted speaker again.
  s.interrupts = [...s.interrupts, resumed, ...ahead];
}

/** Hook `applyStanding`: a seat duels; nothing chosen decides nothing (the state unchanged, nothing logged). */
function applyStanding(s: GameState, prompt: Prompt, choice: Choice, ctx: Ctx): StandingAnswer | undefined {
  if (prompt.id !== DUEL) return undefined;
  const [target] = choice as number[];
  if (target === undefined) return 'unchanged';
  duel(s, prompt.seat, target, ctx);
  return null;
}

/**
 * The Knight 骑士 (RULES.md §12, not the Knight with the Rusty Sword of §10): a village god whose
 * power is a day power, the duel — no step of his own, a standing prompt by day.
 */
export const duelKnight: RoleModule = {
  id: 'duelKnight',
  camp: 'village',
  villagePower: true,
  hooks: {
    standingPrompts,
    applyStanding,
    // The whole table saw the duel: its deaths are told even with the cards hidden (RULES.md §13b).
    seenByAll: (s, cause) => cause === 'duel',
    // A duel death gets no last words, whatever the variant (RULES.md §13, §13b: `always` leaves out the duel).
    leavesNoLastWords: (s, cause) => cause === 'duel',
  },
};

declare module '../../types.js' {
  interface RoleIds { duelKnight: true }
  interface DeathCauses {
    /** Killed in the Knight's duel (the wolf he duelled, or the Knight who lost): seen by the table; not "killed by the village" (RULES.md §13b). */
    duel: true;
  }
  interface GameEventMap {
    /** Public: the Knight `seat` revealed himself and duelled `target`; `role`: the wolf's card (none for a good target, whose card stays hidden). */
    knightDuel: { seat: number; target: number; wolf: boolean; role?: RoleId };
  }
}
