/**
 * What the table is told of a death (docs/rules.md §11): with the cards hidden
 * (`revealOnDeath=never`, modern-cn) every view but a ghost's, and every public event, names who
 * died and never how anyone died unseen (eaten, poisoned, grief, tetanus…). What the whole table
 * saw stays public: voted out, the Scapegoat, a self-destruct, the Hunter's and the Wolf King's shot.
 * Which causes the table sees is the engine's (`seenByTable`: the base's and each rule set's hook
 * `seenByAll`), held to the rules below: a new role's seen cause joins by saying so in its folder.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seenByTable } from '../../engine/deaths.js';
import { isGhost, viewFor, type DeathCause, type GameEvent, type GameSetup, type GameState, type Viewer } from '../../engine/index.js';
import { setupArb } from '../support/arbitraries.js';
import { declaredKeys } from '../support/declared.js';
import { playRandomGame } from '../support/randomPlayer.js';

/** Every cause of death the engine declares (DeathCauses, as each rule set and role merges into it). */
const CAUSES = declaredKeys('DeathCauses') as DeathCause[];
/** docs/rules.md §11: deaths nobody at the table saw happen; whatever any rule set says, never told. */
const NEVER_SEEN: DeathCause[] = ['wolves', 'poison', 'grief', 'elderCurse', 'event', 'tetanus', 'whiteWolf'];
/** …and what the whole table saw, always told (a self-destruct is modern-cn's, every table here). */
const ALWAYS_SEEN: DeathCause[] = ['vote', 'scapegoat', 'hunter', 'selfDestruct'];

/** What this game's table may be told of a death: a cause it saw, or `untold`. */
function seenIn(s: GameState): (cause: string) => boolean {
  return (cause) => cause === 'untold' || seenByTable(s, cause as DeathCause);
}

/** Random modern-cn tables (any deck, any other variant), cards hidden. */
const modernArb: fc.Arbitrary<GameSetup> = setupArb.map((s) => ({
  ...s, preset: 'modern-cn' as const, variants: { ...s.variants, revealOnDeath: 'never' as const },
}));

/** Where a public event could carry a cause: its `cause` field and its caption key. */
function leak(e: GameEvent, seen: (cause: string) => boolean): string | null {
  if (e.audience !== 'public') return null;
  if ('cause' in e && typeof e.cause === 'string' && !seen(e.cause)) return `cause ${e.cause}`;
  for (const c of CAUSES) if (!seen(c) && (e.key === `death.${c}` || e.key === `death.role.${c}`)) return `key ${e.key}`;
  return null;
}

describe('deaths told by name only when cards are hidden', () => {
  it('the rules\' lists name causes the engine declares', () => {
    expect(CAUSES).toEqual(expect.arrayContaining([...NEVER_SEEN, ...ALWAYS_SEEN]));
  });

  it('no public event and no living player\'s or table\'s view carries the cause of an unseen death', () => {
    let untold = 0;
    fc.assert(
      fc.property(modernArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        const game = playRandomGame(setup, playSeed, { keepStates: true });
        // Who saw what depends on the game's deck (a role's hook counts only when it is dealt), not on the moment.
        for (const c of NEVER_SEEN) expect(seenByTable(game.state, c), `${c} seen at ${setup.deck.join(' ')}`).toBe(false);
        for (const c of ALWAYS_SEEN) expect(seenByTable(game.state, c), `${c} unseen at ${setup.deck.join(' ')}`).toBe(true);
        const seen = seenIn(game.state);
        for (const e of game.events) {
          expect(leak(e, seen), JSON.stringify(e)).toBeNull();
          if (e.type === 'death' && e.cause === 'untold') untold += 1;
        }
        for (const [i, s] of game.states.entries()) {
          if (s.phase === 'over' || i % 3 !== 0) continue;
          const viewers: Viewer[] = [{ kind: 'table' }, ...s.players.filter((p) => !isGhost(s, p.seat)).map((p) => ({ kind: 'seat' as const, seat: p.seat }))];
          for (const viewer of viewers) {
            for (const p of viewFor(s, viewer).players) {
              if (p.death) expect(seenIn(s)(p.death.cause), `${JSON.stringify(viewer)} sees seat ${p.seat} ${p.death.cause}`).toBe(true);
            }
          }
        }
      }),
      { numRuns: 150, seed: 27 },
    );
    // The property is about something: many night deaths were announced without their cause.
    expect(untold).toBeGreaterThan(100);
  }, 180_000);

  it('at the end (every card turned over) and for a ghost, the causes are told', () => {
    const setup: GameSetup = {
      players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      deck: ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager'],
      preset: 'modern-cn', seed: 5,
    };
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const game = playRandomGame(setup, seed);
      const end = viewFor(game.state, { kind: 'table' });
      for (const p of end.players) {
        if (!p.death) continue;
        expect(p.death.cause).toBe(game.state.players[p.seat - 1].death!.cause);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('with cards revealed (official), the cause is still told at once', () => {
    const game = playRandomGame({
      players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      deck: ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager'],
      preset: 'official', seed: 5,
    }, 3);
    const deaths = game.events.filter((e) => e.type === 'death');
    expect(deaths.length).toBeGreaterThan(0);
    for (const e of deaths) expect(e.cause).not.toBe('untold');
  });
});
