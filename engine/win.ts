import { ROLES } from './roles/registry.js';
import type { GameState, Outcome, PlayerState } from './types.js';

const wolf = (p: PlayerState) => p.role === 'werewolf';

function coupleOutcome(s: GameState, alive: PlayerState[]): Outcome | null {
  const lover = s.players.find((p) => p.lover !== null);
  if (!lover) return null;
  const a = lover;
  const b = s.players[lover.lover! - 1];
  if (!a.alive || !b.alive) return null;
  const piperIn = a.role === 'piper' || b.role === 'piper';
  const wolfIn = wolf(a) || wolf(b);
  const mixed = piperIn || wolf(a) !== wolf(b);
  if (!mixed) return null;
  const onlyThem = alive.length === 2;
  const othersCharmed = alive.every((p) => p === a || p === b || p.charmed);
  const win: Outcome = { winner: 'lovers', winners: [a.seat, b.seat].sort((x, y) => x - y), reason: 'win.lovers' };
  if (piperIn && wolfIn) return onlyThem || othersCharmed ? win : null;
  if (piperIn) return othersCharmed ? win : null;
  return onlyThem ? win : null;
}

/** Are these lovers a mixed couple, who play for themselves (docs/rules.md §6.2)? */
export function inMixedCouple(s: GameState, p: PlayerState): boolean {
  if (p.lover === null) return false;
  const q = s.players[p.lover - 1];
  return p.role === 'piper' || q.role === 'piper' || wolf(p) !== wolf(q);
}

/** docs/rules.md §6, in order; the first condition that holds ends the game. */
export function checkWin(s: GameState): Outcome | null {
  const alive = s.players.filter((p) => p.alive);
  if (alive.length === 0) return { winner: 'nobody', winners: [], reason: 'win.nobody' };

  const couple = coupleOutcome(s, alive);
  if (couple) return couple;

  const piper = alive.find((p) => p.role === 'piper');
  if (piper && !inMixedCouple(s, piper) && alive.every((p) => p === piper || p.charmed)) {
    return { winner: 'piper', winners: [piper.seat], reason: 'win.piper' };
  }

  const all = s.players;
  const villageSide = (p: PlayerState) => ROLES[p.role].camp === 'village' && !inMixedCouple(s, p);
  const wolfSide = (p: PlayerState) => wolf(p) && !inMixedCouple(s, p);

  if (!alive.some(wolf)) {
    return { winner: 'village', winners: all.filter(villageSide).map((p) => p.seat), reason: 'win.village' };
  }
  const wolvesWin = { winner: 'wolves' as const, winners: all.filter(wolfSide).map((p) => p.seat), reason: 'win.wolves' };
  if (!alive.some((p) => !wolf(p))) return wolvesWin;
  if (s.setup.variants.wolfWin === 'sides') {
    // Plain villagers are the Villager cards and a Thief who kept his card.
    const plain = (p: PlayerState) => p.role === 'villager' || p.role === 'thief';
    const special = (p: PlayerState) => ROLES[p.role].camp === 'village' && !plain(p);
    const plainAll = all.filter(plain);
    const specialAll = all.filter(special);
    if (plainAll.length > 0 && plainAll.every((p) => !p.alive)) return { ...wolvesWin, reason: 'win.wolvesSidesVillagers' };
    if (specialAll.length > 0 && specialAll.every((p) => !p.alive)) return { ...wolvesWin, reason: 'win.wolvesSidesSpecials' };
  }
  return null;
}
