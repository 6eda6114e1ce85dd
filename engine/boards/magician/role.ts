import { activeHolder, confirmPrompt, livingSeats, narrate, seatPrompt } from '../../context.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState, Prompt } from '../../types.js';

/** One night's swap: on night `night` the Magician at `seat` swapped `seats` (lowest first). */
export interface MagicianSwap { night: number; seat: number; seats: [number, number] }

/** His working memory: every swap of the game, in order (replaced whole, never pushed to). */
export interface MagicianData { swaps?: MagicianSwap[] }

/**
 * The prompt ids: first "no swap tonight?" (answering no leaves the pair open, as the Witch's "don't
 * save" leaves her poison), then the two players.
 */
export const SKIP = 'magician.skip';
export const SWAP = 'magician.swap';

/**
 * The players already swapped this game: spent for good, whoever held the card (RULES.md §12: each
 * player at most once per game; both swapped players are spent).
 */
export function spentSeats(s: GameState): number[] {
  return (readRoleData<MagicianData>(s, 'magician').swaps ?? []).flatMap((w) => w.seats);
}

/** The swaps a seat made as the Magician (a Servant who later takes his role starts with none of his own). */
export function swapsOf(s: GameState, seat: number): MagicianSwap[] {
  return (readRoleData<MagicianData>(s, 'magician').swaps ?? []).filter((w) => w.seat === seat);
}

/**
 * Where a power aimed at `seat` lands, given a pair swapped tonight: the partner, or the seat itself.
 * Exported for a copied Magician (the Mechanical Wolf's, RULES.md §13b: a pool of his own).
 */
export function partnerIn(pair: readonly [number, number] | undefined, seat: number): number {
  if (!pair) return seat;
  return seat === pair[0] ? pair[1] : seat === pair[1] ? pair[0] : seat;
}

/** Tonight's pair, kept with the night's facts (cleared with them at dawn, engine/steps/phases.ts emptyNight). */
function tonightsPair(s: GameState): [number, number] | undefined {
  const { magicianSwapA: a, magicianSwapB: b } = s.night;
  return a === undefined || b === undefined ? undefined : [a, b];
}

/** A prompt still open closed as answered with `none` (one answer settles both of his prompts). */
function closeOther(prompts: Prompt[], id: string, none: boolean | number[]): void {
  const other = prompts.find((p) => p.id === id && !p.answered);
  if (other) {
    other.answered = true;
    other.current = none;
  }
}

/**
 * The Magician 魔术师 (RULES.md §12–13b): first each night, after the first-night steps, he may swap
 * two living players — himself included, never a player with himself, each player once per game.
 * Tonight every night power aimed at one of them lands on the other: every step still shows and
 * records the seat its chooser chose, and every effect reads its target through `landed`
 * (engine/context.ts), which asks this role's hook `landsOn`. Day powers, dawn shots, grief, tetanus
 * and "dies with him" are not redirected (they never ask `landed`). The swap is told to nobody.
 *
 * Two prompts, in turn on his phone: "no swap tonight?" (yes: no swap; no: on to the pair) and the
 * two players (exactly two; a seats prompt cannot take "none or two", so the skip is its own
 * question). A skip closes the pair; a pair answers the question. On the clock: no swap. Spent
 * players are shown, not choosable, with the reason. The step is called every night with the same
 * words, fake when he is absent, dead, powerless or has fewer than two players left to swap.
 */
const magicianStep: StepModule<NoData> = {
  name: 'magician',
  timing: 'night',
  // After the first-night steps (the Lovers, 30), before the Nightmare (35) and the Guard (40).
  night: { order: 32, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.magician.wake');
    const magician = activeHolder(s, 'magician');
    if (!magician) return enterFake(step);
    const spent = spentSeats(s);
    const seats = livingSeats(s).filter((seat) => !spent.includes(seat));
    if (seats.length < 2) return enterFake(step);
    const disabled = livingSeats(s).filter((seat) => spent.includes(seat)).map((seat) => ({ seat, reason: 'prompt.magician.spent' }));
    step.prompts = [
      confirmPrompt(magician.seat, SKIP, 'prompt.magician.skip'),
      seatPrompt(magician.seat, SWAP, 'prompt.magician.title', seats, 2, 2, { disabled }),
    ];
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id === SKIP) {
      if (choice === true) closeOther(step.prompts, SWAP, []);
      return null;
    }
    // The shape check has already refused one seat, a seat twice (a player with himself) and a spent one.
    const [a, b] = [...(choice as number[])].sort((x, y) => x - y);
    s.night.magicianSwapA = a;
    s.night.magicianSwapB = b;
    const data = roleData<MagicianData>(s, 'magician');
    data.swaps = [...(data.swaps ?? []), { night: s.day, seat: prompt.seat, seats: [a, b] }];
    closeOther(step.prompts, SKIP, false);
    ctx.emit({ type: 'magicianSwapped', audience: [prompt.seat], seats: [a, b] });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.magician.sleep');
  },
};

export const magician: RoleModule = {
  id: 'magician',
  camp: 'village',
  villagePower: true,
  steps: [magicianStep],
  hooks: {
    // Tonight's pair, whoever made it: the swap holds once made, even if the Magician dies or is
    // terrified later in the night (the Nightmare wakes after him, RULES.md §13b).
    landsOn: (s, seat) => partnerIn(tonightsPair(s), seat),
    // His swaps are his alone (ghosts: every one).
    mySlice: (s, p, all) => ({
      magician: { swaps: all ? readRoleData<MagicianData>(s, 'magician').swaps ?? [] : swapsOf(s, p.seat) },
    }),
  },
};

declare module '../../types.js' {
  interface RoleIds { magician: true }
  interface StepNames { magician: true }
  interface StepData { magician: NoData }
  interface NightState {
    /**
     * Tonight's swap by the Magician (RULES.md §12), lowest seat in A; absent: none. Two numbers, not
     * a pair, so that the night's facts stay flat (engine/clone.ts copies them by a spread).
     */
    magicianSwapA?: number;
    magicianSwapB?: number;
  }
  interface GameEventMap {
    /** To the Magician alone: the two players he swapped tonight. */
    magicianSwapped: { seats: [number, number] };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** In games whose deck holds the Magician: the swaps this player made as the Magician (ghosts: every one). */
    magician?: { swaps: MagicianSwap[] };
  }
}
