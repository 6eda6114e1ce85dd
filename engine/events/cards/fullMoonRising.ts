import { hasPower, livingSeats, livingWolves, player, seatPrompt } from '../../context.js';
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
 * Full Moon Rising (crescent): next night only, each wolf inspects one card like the Seer, and the
 * Seer, Witch and Hunter wake as wolves and choose the victim with them (their own powers rest
 * that night). At dawn all reverts; those who woke together remember who was who: the joiners
 * know the wolves, the wolves know the joiners are not wolves.
 */
export const fullMoonRising: EventCard = {
  id: 'fullMoonRising',
  moonClass: 'crescent',
  copies: 1,
  onDraw: (s) => armNextNight(s, 'fullMoonRising'),
  extraPack: (s) => joiners(s),
  suspends: (s, seat) => joiners(s).includes(seat),
  wolvesPrompts(s) {
    if (!armedTonight(s, 'fullMoonRising') || s.phase !== 'night') return [];
    cardData<{ pack?: number[]; joiners?: number[] }>(s, 'fullMoonRising').joiners = joiners(s);
    return livingWolves(s).map((w) =>
      seatPrompt(w, 'wolves.inspect', 'prompt.event.wolfInspect', livingSeats(s).filter((x) => x !== w)));
  },
  choose(s, step, prompt, choice, ctx) {
    if (prompt.id !== 'wolves.inspect') return undefined as never;
    const target = (choice as number[])[0];
    const role = player(s, target).role;
    learn(s, prompt.seat, target, role);
    prompt.info = { target, result: role };
    ctx.emit({ type: 'wolfInspected', audience: [prompt.seat], target, result: role });
    return null;
  },
  atDawn(s, ctx) {
    if (armedTonight(s, 'fullMoonRising') || (cardData<{ night?: number }>(s, 'fullMoonRising').night ?? Infinity) <= s.day) {
      const joined = cardData<{ joiners?: number[] }>(s, 'fullMoonRising').joiners ?? [];
      const wolves = s.players.filter((p) => p.role === 'werewolf').map((p) => p.seat);
      for (const j of joined) for (const w of wolves) learn(s, j, w, 'wolf');
      for (const w of wolves) for (const j of joined) learn(s, w, j, 'notWolf');
    }
    endAfterItsNight(s, 'fullMoonRising', ctx);
  },
};
