/**
 * A dead wolf's card takes a player with him, on the TV (RULES.md §12–13b): the Wolf King's shot and
 * the White Wolf King's claw are full-screen moments like the duel — the shooter's card face up, the
 * player he takes face down with the cards hidden — held on every phone as long as the TV plays them
 * (momentMs); the clock running out with no shot has no moment.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor, type RoleId } from '../../engine/index.js';
import { revealMs, SELF_DESTRUCT_MS, TAKEN_MS } from '../../protocol/reveal.js';
import { overlaysFor } from '../../renderer/tv/components/Overlays.js';
import { Table } from '../phone/fixtures.js';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'];
const table = { kind: 'table' } as const;
const hidden = { sheriffElection: 'off', discussion: 'free', revealOnDeath: 'never' } as const;

function voteOut(t: Table, seat: number, voters: number[]): Table {
  for (const v of voters) t.choose(v, 'vote', [v === seat ? voters.find((x) => x !== seat)! : seat]);
  return t;
}

describe('a dead wolf takes a player with him, on the TV', () => {
  it("the Wolf King voted out shoots: his card and his target's face-down card, held as long as the moment plays", () => {
    const deal: RoleId[] = ['wolfKing', 'villager', 'villager', 'villager', 'villager', 'villager', 'werewolf'];
    const t = Table.deal(NAMES, deal, [], { variants: hidden })
      .choose(1, 'wolves.victim', [2]).choose(7, 'wolves.victim', [2]).until('vote');
    voteOut(t, 1, [1, 3, 4, 5, 6, 7]).until('wolfKingShot');
    const before = t.events.length;
    t.choose(1, 'wolfKing.shoot', [4]);
    const fresh = eventsFor(t.state, t.events.slice(before), table).filter((e) => e.audience === 'public');
    const taken = overlaysFor(fresh).filter((o) => o.kind === 'taken');
    expect(taken).toEqual([expect.objectContaining({ kind: 'taken', by: 'wolfKing', seat: 1, target: 4, ms: TAKEN_MS })]);
    expect(revealMs(fresh)).toBeGreaterThanOrEqual(TAKEN_MS);
    // Cards hidden: the one he took stays face down for the table.
    expect(viewFor(t.state, table).players.find((p) => p.seat === 4)?.role ?? null).toBeNull();
  });

  it('the Wolf King who lets the clock run out: no moment', () => {
    const deal: RoleId[] = ['wolfKing', 'villager', 'villager', 'villager', 'villager', 'villager', 'werewolf'];
    const t = Table.deal(NAMES, deal, [], { variants: hidden })
      .choose(1, 'wolves.victim', [2]).choose(7, 'wolves.victim', [2]).until('vote');
    voteOut(t, 1, [1, 3, 4, 5, 6, 7]).until('wolfKingShot');
    const before = t.events.length;
    t.timeout();
    const fresh = eventsFor(t.state, t.events.slice(before), table).filter((e) => e.audience === 'public');
    expect(overlaysFor(fresh).filter((o) => o.kind === 'taken')).toEqual([]);
  });

  it("the White Wolf King's claw comes after his self-destruct's moment, both held", () => {
    const deal: RoleId[] = ['whiteWolfKing', 'villager', 'villager', 'villager', 'villager', 'villager', 'werewolf'];
    const t = Table.deal(NAMES, deal, [], { variants: { ...hidden, selfDestruct: true } })
      .choose(1, 'wolves.victim', [2]).choose(7, 'wolves.victim', [2]).until('discussion');
    const before = t.events.length;
    t.choose(1, 'wolf.selfDestruct', true).choose(1, 'whiteWolfKing.claw', [5]);
    const fresh = eventsFor(t.state, t.events.slice(before), table).filter((e) => e.audience === 'public');
    const kinds = overlaysFor(fresh).map((o) => o.kind);
    expect(kinds.indexOf('selfDestruct')).toBeLessThan(kinds.indexOf('taken'));
    expect(overlaysFor(fresh).find((o) => o.kind === 'taken')).toMatchObject({ by: 'whiteWolfKing', seat: 1, target: 5 });
    expect(revealMs(fresh)).toBeGreaterThanOrEqual(SELF_DESTRUCT_MS + TAKEN_MS);
  });
});
