import { isWolf } from './context.js';
import { hooks } from './hooks.js';
import { campOf } from './roles/facts.js';
import { rulesOf } from './ruleBook.js';
import type { GameState, Outcome, PlayerState } from './types.js';

function coupleOutcome(s: GameState, alive: PlayerState[]): Outcome | null {
  const lover = s.players.find((p) => p.lover !== null);
  if (!lover) return null;
  const a = lover;
  const b = s.players[lover.lover! - 1];
  if (!a.alive || !b.alive) return null;
  const piperIn = a.role === 'piper' || b.role === 'piper';
  const wolfIn = isWolf(s, a) || isWolf(s, b);
  // The White Werewolf plays alone like the Piper: his couple is mixed whoever the partner (docs/rules.md §11).
  const mixed = piperIn || mixesCouple(s, a, b) || isWolf(s, a) !== isWolf(s, b);
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
  return p.role === 'piper' || q.role === 'piper' || mixesCouple(s, p, q) || isWolf(s, p) !== isWolf(s, q);
}

/** A role that plays alone makes any couple mixed (the White Werewolf, docs/rules.md §11): a field of the role. */
function mixesCouple(s: GameState, a: PlayerState, b: PlayerState): boolean {
  const roles = rulesOf(s).roles;
  return roles[a.role].mixesCouple === true || roles[b.role].mixesCouple === true;
}

/** docs/rules.md §6, in order; the first condition that holds ends the game. */
export function checkWin(s: GameState): Outcome | null {
  const alive = s.players.filter((p) => p.alive);
  if (alive.length === 0) return { winner: 'nobody', winners: [], reason: 'win.nobody' };

  // docs/rules.md §11 win order: the Angel (at once) → Lovers → Piper → White Werewolf → wolves → village.
  const first = hooks.winFirst(s);
  if (first) return first;

  const couple = coupleOutcome(s, alive);
  if (couple) return couple;

  const piper = alive.find((p) => p.role === 'piper');
  if (piper && !inMixedCouple(s, piper) && alive.every((p) => p === piper || p.charmed)) {
    return { winner: 'piper', winners: [piper.seat], reason: 'win.piper' };
  }
  const afterPiper = hooks.winAfterPiper(s);
  if (afterPiper) return afterPiper;

  const all = s.players;
  const villageSide = (p: PlayerState) => campOf(s, p) === 'village' && !inMixedCouple(s, p);
  const wolfSide = (p: PlayerState) => campOf(s, p) === 'wolves' && !inMixedCouple(s, p);

  if (!alive.some((p) => isWolf(s, p))) {
    return { winner: 'village', winners: all.filter(villageSide).map((p) => p.seat), reason: 'win.village' };
  }
  const wolvesWin = { winner: 'wolves' as const, winners: all.filter(wolfSide).map((p) => p.seat), reason: 'win.wolves' };
  if (!hooks.wolvesMayWin(s)) return null;
  if (!alive.some((p) => !isWolf(s, p))) return wolvesWin;
  if (s.setup.variants.wolfWin === 'sides') {
    // Plain villagers are the Villager cards and a Thief who kept his card (an Angel turned
    // Villager holds the card); an infected or turned one is a wolf now, on neither side (§11).
    const plain = (p: PlayerState) => !isWolf(s, p) && rulesOf(s).roles[p.role].plainVillager === true;
    const special = (p: PlayerState) => campOf(s, p) === 'village' && !isWolf(s, p) && !plain(p);
    const plainAll = all.filter(plain);
    const specialAll = all.filter(special);
    if (plainAll.length > 0 && plainAll.every((p) => !p.alive)) return { ...wolvesWin, reason: 'win.wolvesSidesVillagers' };
    if (specialAll.length > 0 && specialAll.every((p) => !p.alive)) return { ...wolvesWin, reason: 'win.wolvesSidesSpecials' };
  }
  return null;
}
