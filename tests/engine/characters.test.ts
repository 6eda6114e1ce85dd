/**
 * docs/rules.md §10–11, what scenarios cannot say: the lobby's deck rules for the Characters, and
 * the fake steps of their night (same narration whether the role is there or not).
 */
import { describe, expect, it } from 'vitest';
import { apply, checkDeck, createGame, type GameEvent, type GameState, type RoleId } from '../../engine/index.js';

const CHARACTERS: RoleId[] = [
  'whiteWerewolf', 'bigBadWolf', 'wolfFather', 'wolfHound', 'wildChild', 'knight', 'fox', 'bearTamer', 'angel', 'servant', 'raven',
];

describe('§10–11 the Characters in the lobby', () => {
  it('at most one of each', () => {
    for (const role of CHARACTERS) {
      const deck: RoleId[] = ['werewolf', 'werewolf', role, role, 'villager', 'villager', 'villager', 'villager', 'villager'];
      expect(checkDeck(9, deck), role).toMatchObject({ code: 'setup.duplicateRole', params: { role } });
    }
  });

  it('counts the White Werewolf, the Big Bad Wolf and the Wolf-Father as wolves, never the Wolf-Hound', () => {
    expect(checkDeck(6, ['whiteWerewolf', 'villager', 'villager', 'villager', 'villager', 'villager'])).toBeNull();
    expect(checkDeck(6, ['wolfHound', 'villager', 'villager', 'villager', 'villager', 'seer'])).toMatchObject({ code: 'setup.noWolf' });
    expect(checkDeck(6, ['werewolf', 'bigBadWolf', 'wolfFather', 'villager', 'villager', 'villager']))
      .toMatchObject({ code: 'setup.tooManyWolves', params: { wolves: 3, others: 3 } });
    expect(checkDeck(6, ['werewolf', 'bigBadWolf', 'wolfHound', 'villager', 'villager', 'villager'])).toBeNull();
  });

  it('deals a wolf card to a player even when the only wolf card is a Character', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { state } = createGame({
        players: ['A', 'B', 'C', 'D', 'E', 'F'], deck: ['bigBadWolf', 'thief', 'villager', 'villager', 'villager', 'villager'], preset: 'official', seed,
      });
      expect(state.players.some((p) => p.role === 'bigBadWolf'), `seed ${seed}`).toBe(true);
    }
  });
});

/** Plays a first night with every prompt left to the clock; returns the narration keys. */
function narrationOfFirstNight(deal: RoleId[]): string[] {
  const created = createGame({ players: deal.map((_, i) => `P${i + 1}`), deck: deal, deal, preset: 'official', seed: 3, variants: { sheriffElection: 'off' } });
  let s: GameState = created.state;
  const events: GameEvent[] = [...created.events];
  while (s.phase === 'night') {
    const r = apply(s, { type: 'timeout', step: s.step.id });
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    events.push(...r.events);
  }
  return events.filter((e) => e.type === 'narration' || e.type === 'stepStarted').map((e) => String(e.key ?? ('step' in e ? e.step : undefined)));
}

describe('§10 fake steps', () => {
  it('a night sounds the same whether the Characters were dealt or are dead, absent or powerless', () => {
    const dealt: RoleId[] = ['werewolf', 'wolfHound', 'wildChild', 'fox', 'raven', 'wolfFather', 'bigBadWolf', 'villager', 'villager', 'villager', 'villager', 'whiteWerewolf'];
    const narration = narrationOfFirstNight(dealt);
    expect(narration).toEqual(expect.arrayContaining([
      'narration.wolfHound.wake', 'narration.wildChild.wake', 'narration.fox.wake', 'narration.raven.wake',
      'narration.wolfFather.wake', 'narration.whiteWerewolf.wake', 'narration.bigBadWolf.wake',
    ]));
    const order = ['wolfHound', 'wildChild', 'fox', 'raven', 'werewolves', 'wolfFather', 'whiteWerewolf', 'bigBadWolf'];
    const started = narration.filter((k) => order.includes(k));
    expect(started).toEqual(order);
  });
});
