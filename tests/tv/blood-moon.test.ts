/**
 * The Blood Moon's sleeping night on the TV (RULES.md §12): once the Apostle has self-destructed, the
 * next night is his — the room hears the blood moon rise and the TV tints its forest red. What the TV
 * reads is a public field of the view (`bloodMoon.risen`): the same for every viewer, true only
 * during that night.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type RoleId } from '../../engine/index.js';
import { Table } from '../phone/fixtures.js';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal'];
const DEAL: RoleId[] = ['bloodMoon', 'villager', 'seer', 'villager', 'villager', 'villager', 'werewolf', 'witch'];
const risen = (t: Table, seat?: number) => viewFor(t.state, seat === undefined ? { kind: 'table' } : { kind: 'seat', seat }).bloodMoon?.risen;

describe('the Blood Moon night on the TV', () => {
  it('is told by a public field, true only through the night after his self-destruct', () => {
    const t = Table.deal(NAMES, DEAL, [], { variants: { sheriffElection: 'off', discussion: 'free', selfDestruct: true } })
      .choose(3, 'seer.inspect', [2]).choose(1, 'wolves.victim', [2]).choose(7, 'wolves.victim', [2]).until('discussion');
    expect(risen(t)).toBe(false);
    t.choose(1, 'wolf.selfDestruct', true).until('seer');
    expect(t.state.phase).toBe('night');
    for (const seat of [undefined, 3, 7, 8]) expect(risen(t, seat), `viewer ${seat ?? 'table'}`).toBe(true);
    t.until('discussion');
    expect(t.state.day).toBe(2);
    expect(risen(t)).toBe(false);
  });

  it('is absent from games without him', () => {
    const t = Table.deal(NAMES, ['werewolf', 'villager', 'seer', 'villager', 'villager', 'villager', 'werewolf', 'witch'], [], { variants: { sheriffElection: 'off' } });
    expect(viewFor(t.state, { kind: 'table' }).bloodMoon).toBeUndefined();
  });
});
