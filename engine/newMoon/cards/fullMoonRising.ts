import { hasPower, landed, livingSeats, seatPrompt } from '../../context.js';
import { inspect } from '../../roles/seer.js';
import type { GameState } from '../../types.js';
import { cardData, type EventCard } from '../card.js';
import { learn } from '../knowledge.js';
import { armNextNight, armedTonight, endAfterItsNight } from './transformations.js';

const JOINERS = ['seer', 'witch', 'hunter'] as const;

function joiners(s: GameState): number[] {
  if (!armedTonight(s, 'fullMoonRising') || s.phase !== 'night') return [];
  return s.players.filter((p) => p.alive && (JOINERS as readonly string[]).includes(p.role) && hasPower(s, p.role)).map((p) => p.seat);
}

/**
 * Full Moon Rising (crescent): next night only, each wolf inspects one card like the Seer (he sees
 * what the Seer would: the role, or wolf / not a wolf under `seerSees: team`), and the Seer, Witch and Hunter wake as wolves and choose the
 * victim with them (their own powers rest that night: the Seer's and Witch's steps are fake). Awake
 * together, they learn who is who, and remember it after dawn when all reverts: the joiners know
 * the wolves (as Werewolves), the wolves know the joiners are not wolves (not which role each has).
 */
export const fullMoonRising: EventCard = {
  id: 'fullMoonRising',
  moonClass: 'crescent',
  copies: 1,
  onDraw: (s) => armNextNight(s, 'fullMoonRising'),
  extraPack: (s) => joiners(s),
  suspends: (s, seat) => joiners(s).includes(seat),
  /** The pack wakes: the inspections, and what the pack's members now know of each other. */
  wolvesPrompts(s, pack) {
    if (!armedTonight(s, 'fullMoonRising') || s.phase !== 'night') return [];
    const joined = joiners(s);
    cardData<{ joiners?: number[] }>(s, 'fullMoonRising').joiners = joined;
    const wolves = pack.filter((seat) => !joined.includes(seat));
    for (const j of joined) for (const w of wolves) learn(s, j, w, 'werewolf');
    for (const w of wolves) for (const j of joined) learn(s, w, j, 'notWolf');
    return wolves.map((w) =>
      seatPrompt(w, 'wolves.inspect', 'prompt.event.wolfInspect', livingSeats(s).filter((x) => x !== w)));
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id !== 'wolves.inspect') return undefined;
    const target = (choice as number[])[0];
    // Known against the seat he chose, read on the card the look landed on (RULES.md §13b, the swap).
    const result = inspect(s, landed(s, target));
    learn(s, prompt.seat, target, result);
    prompt.info = { target, result };
    ctx.emit({ type: 'wolfInspected', audience: [prompt.seat], target, result });
    return null;
  },
  atDawn: (s, ctx) => endAfterItsNight(s, 'fullMoonRising', ctx),
};
