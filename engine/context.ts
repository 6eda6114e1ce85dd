import { hooks } from './hooks.js';
import { rulesOf } from './ruleBook.js';
import type { Ctx, GameState, PlayerState, Prompt, PromptInfoOf, RoleId, AnyStepState } from './types.js';

export type { Ctx } from './types.js';

export function player(s: GameState, seat: number): PlayerState {
  return s.players[seat - 1];
}

export function living(s: GameState): PlayerState[] {
  return s.players.filter((p) => p.alive);
}

export function livingSeats(s: GameState): number[] {
  const out: number[] = [];
  for (const p of s.players) if (p.alive) out.push(p.seat);
  return out;
}

/** Wolf camp: a wolf card, or turned (infected, a wild Wolf-Hound, a grown Wild Child). */
export function isWolf(s: GameState, p: PlayerState): boolean {
  return p.turned !== undefined || rulesOf(s).roles[p.role].wolfCard === true;
}

/**
 * A member of the pack: wolf camp and not a loner (RULES.md §12: the Gargoyle, the Hidden Wolf and
 * the Mechanical Wolf are wolf camp but never wake with the pack, and the pack may pick them).
 * A turned player joins the pack whatever his card.
 */
export function inPack(s: GameState, p: PlayerState): boolean {
  return p.turned !== undefined || (isWolf(s, p) && rulesOf(s).roles[p.role].loner !== true);
}

/** The living pack: who wakes at the wolves' step (the White Werewolf hunts with it; loners do not). */
export function livingWolves(s: GameState): number[] {
  const out: number[] = [];
  for (const p of s.players) if (p.alive && inPack(s, p)) out.push(p.seat);
  return out;
}

/** The living wolf camp, loners included: what the win check and "the last wolf" count. */
export function livingWolfCamp(s: GameState): number[] {
  const out: number[] = [];
  for (const p of s.players) if (p.alive && isWolf(s, p)) out.push(p.seat);
  return out;
}


/**
 * The player a night power aimed at `seat` lands on (RULES.md §13b: the Magician's swap): what every
 * night effect reads, while the step shows and records the seat the chooser chose.
 */
export function landed(s: GameState, seat: number): number {
  return hooks.landsOn(s, seat);
}

/** The living player who plays `role` now, if any. */
export function holder(s: GameState, role: RoleId): PlayerState | undefined {
  return s.players.find((p) => p.alive && p.role === role && !hooks.suspends(s, p.seat));
}

/** The Elder's curse takes away every village power (docs/rules.md §4.4, §11): a field of the role. */
export function hasPower(s: GameState, role: RoleId): boolean {
  return !(s.villagePowersLost && rulesOf(s).roles[role].villagePower === true);
}

/** The living holder of `role` if the role still has its power. */
export function activeHolder(s: GameState, role: RoleId): PlayerState | undefined {
  const p = holder(s, role);
  return p && hasPower(s, role) ? p : undefined;
}

export function narrate(ctx: Ctx, key: string, params?: Record<string, unknown>): void {
  ctx.emit({ type: 'narration', audience: 'public', key, params });
}

export function promptFor(step: AnyStepState, seat: number, id: string): Prompt | undefined {
  return step.prompts.find((p) => p.seat === seat && p.id === id);
}

/** A prompt's other fields; its info is the one `PromptInfos` declares for its id (none if it has no entry). */
export type PromptExtra<Id extends string> = Omit<Partial<Prompt>, 'info'> & { info?: PromptInfoOf<Id> };

export function seatPrompt<Id extends string>(
  seat: number, id: Id, title: string, seats: number[], min = 1, max = 1,
  extra: PromptExtra<Id> = {},
): Prompt {
  return { id, seat, kind: 'seats', title, min, max, seats, answered: false, changeable: false, ...extra };
}

export function confirmPrompt<Id extends string>(seat: number, id: Id, title: string, extra: PromptExtra<Id> = {}): Prompt {
  return { id, seat, kind: 'confirm', title, min: 1, max: 1, answered: false, changeable: false, ...extra };
}

/** The next living seat clockwise from `seat` (seat numbers go clockwise). */
export function nextLivingClockwise(s: GameState, seat: number): number | null {
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const candidate = ((seat - 1 + i) % n) + 1;
    if (player(s, candidate).alive) return candidate;
  }
  return null;
}

/** The two living neighbours of a seat (fewer when fewer are alive): the Fox's and the bear's circle. */
export function livingNeighbours(s: GameState, seat: number): number[] {
  const right = nextLivingClockwise(s, seat);
  const out = new Set<number>();
  if (right !== null && right !== seat) out.add(right);
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const candidate = ((seat - 1 - i + n) % n) + 1;
    if (player(s, candidate).alive) { if (candidate !== seat) out.add(candidate); break; }
  }
  return [...out];
}
