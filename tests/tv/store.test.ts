/** The TV's store reads the host's patches: applied on the last frame, a gap asks for a full view. */
import { describe, expect, test } from 'vitest';
import { diff } from '../../protocol/patch.js';
import type { ServerMessage } from '../../protocol/protocol.js';
import { TvStore, type Batch } from '../../renderer/tv/store.js';
import { NAMES, Table } from '../phone/fixtures.js';

type StateMsg = Extract<ServerMessage, { t: 'state' }>;

function tvMessage(table: Table, seq: number): StateMsg {
  return { ...(table.message(null) as StateMsg), you: { device: 'tv', host: false }, seq };
}

function setup() {
  const asked: { t: 'full'; have: number }[] = [];
  const store = new TvStore((m) => {
    asked.push(m);
    return true;
  });
  const batches: Batch[] = [];
  store.onBatch((b) => batches.push(b));
  store.setStatus('open');
  return { store, asked, batches };
}

describe('tv store and patches', () => {
  test('a patch gives the whole table view; its new public events arrive live', () => {
    const { store, asked, batches } = setup();
    const table = Table.deal(NAMES.en, ['seer', 'werewolf', 'villager', 'villager', 'villager', 'villager']);
    const first = tvMessage(table, 5);
    store.handle(first);
    for (let i = 0; i < 6; i++) table.timeout();
    const next = tvMessage(table, 9);
    const fresh = next.events.slice(first.events.length);
    expect(fresh.length).toBeGreaterThan(0);
    store.handle({ t: 'patch', seq: 9, base: 5, room: diff(first.room, next.room), game: diff(first.game, next.game), events: fresh, serverNow: 1 });
    expect(store.state.game).toEqual(next.game);
    expect(store.state.log).toEqual(next.events);
    expect(batches[batches.length - 1]).toMatchObject({ live: true, events: fresh });
    expect(asked).toEqual([]);
  });

  test('a patch on a frame the TV never got: it asks for a full view and keeps its picture', () => {
    const { store, asked } = setup();
    const table = Table.deal(NAMES.en, ['seer', 'werewolf', 'villager', 'villager', 'villager', 'villager']);
    const first = tvMessage(table, 5);
    store.handle(first);
    const before = store.state.game;
    table.timeout();
    const next = tvMessage(table, 9);
    store.handle({ t: 'patch', seq: 9, base: 7, game: diff(first.game, next.game), serverNow: 1 });
    expect(store.state.game).toBe(before);
    expect(asked).toEqual([{ t: 'full', have: 5 }]);
    store.handle(next);
    expect(store.state.game).toEqual(next.game);
  });
});
