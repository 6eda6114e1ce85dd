/**
 * docs/rules.md §2 (setup): deck validation, the Thief's two extra cards, the seeded deal, the lobby's
 * presets — and §3's promise that every configured step is called, a fake one narrated exactly
 * like a real one.
 */
import { describe, expect, it } from 'vitest';
import type { EventOf } from '../../engine/types.js';
import {
  apply, checkDeck, checkSetup, createGame, fullDeck, presetDeck, PRESETS, recommendedWolves, type Action, type GameEvent,
  type GameSetup, type GameState, type RoleId,
} from '../../engine/index.js';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const setup = (deck: RoleId[], extra: Partial<GameSetup> = {}): GameSetup => ({
  players: names(deck.length), deck, preset: 'official', seed: 1, ...extra,
});
const EIGHT: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'guard'];

describe('§2 deck validation (checkDeck / checkSetup)', () => {
  it('accepts a deck with one card per player, a wolf, and fewer wolves than others', () => {
    expect(checkDeck(8, EIGHT)).toBeNull();
    expect(checkSetup(setup(EIGHT))).toBeNull();
  });

  it('refuses a deck of the wrong size', () => {
    expect(checkDeck(8, EIGHT.slice(0, 7))).toMatchObject({ code: 'setup.deckSize', params: { cards: 7, players: 8 } });
    expect(checkDeck(8, [...EIGHT, 'villager'])).toMatchObject({ code: 'setup.deckSize' });
  });

  it('refuses fewer than 6 or more than 24 players', () => {
    expect(checkDeck(5, ['werewolf', 'seer', 'villager', 'villager', 'villager'])).toMatchObject({ code: 'setup.tooFewPlayers' });
    const big: RoleId[] = [...Array(5).fill('werewolf'), ...Array(20).fill('villager')];
    expect(checkDeck(25, big)).toMatchObject({ code: 'setup.tooManyPlayers' });
    expect(checkDeck(6, ['werewolf', 'seer', 'villager', 'villager', 'villager', 'villager'])).toBeNull();
    expect(checkDeck(24, big.slice(1))).toBeNull();
  });

  it('refuses a deck without a wolf', () => {
    expect(checkDeck(6, ['seer', 'witch', 'villager', 'villager', 'villager', 'villager'])).toMatchObject({ code: 'setup.noWolf' });
  });

  it('refuses as many wolves as others, or more', () => {
    expect(checkDeck(6, ['werewolf', 'werewolf', 'werewolf', 'seer', 'villager', 'villager'])).toMatchObject({
      code: 'setup.tooManyWolves', params: { wolves: 3, others: 3 },
    });
    expect(checkDeck(6, ['werewolf', 'werewolf', 'seer', 'villager', 'villager', 'villager'])).toBeNull();
  });

  it('refuses a special role twice (Werewolves and Villagers may repeat)', () => {
    expect(checkDeck(8, ['werewolf', 'werewolf', 'seer', 'seer', 'villager', 'villager', 'villager', 'villager']))
      .toMatchObject({ code: 'setup.duplicateRole', params: { role: 'seer' } });
  });

  it('refuses an unknown role, empty or duplicate names, bad variants, and a fixed deal that is not the deck', () => {
    expect(checkDeck(6, ['werewolf', 'wizard' as RoleId, 'villager', 'villager', 'villager', 'villager'])).toMatchObject({ code: 'setup.unknownRole' });
    expect(checkSetup({ ...setup(EIGHT), players: [...names(7), ' '] })).toMatchObject({ code: 'setup.emptyName' });
    expect(checkSetup({ ...setup(EIGHT), players: [...names(7), 'p1'] })).toMatchObject({ code: 'setup.duplicateName' });
    expect(checkSetup(setup(EIGHT, { variants: { tieRule: 'sometimes' as never } }))?.code).toMatch(/^setup\.variant\.invalid/);
    expect(checkSetup(setup(EIGHT, { deal: [...EIGHT.slice(1), 'villager'] }))).toMatchObject({ code: 'setup.dealMismatch' });
    expect(() => createGame(setup(EIGHT.slice(0, 7), { players: names(8) }))).toThrow(/setup\.deckSize/);
  });
});

describe('§2 the Thief', () => {
  const deck: RoleId[] = ['werewolf', 'thief', 'seer', 'villager', 'villager', 'villager'];

  it('one card per player is chosen; two extra Villager cards are added to it', () => {
    expect(checkDeck(6, deck)).toBeNull();
    expect(fullDeck(deck).sort()).toEqual([...deck, 'villager', 'villager'].sort());
    expect(fullDeck(EIGHT)).toEqual(EIGHT);
  });

  it('after dealing, the two undealt cards are the spares', () => {
    const { state } = createGame(setup(deck, { seed: 5 }));
    expect(state.players).toHaveLength(6);
    expect(state.spares).toHaveLength(2);
    const all = [...state.players.map((p) => p.card), ...state.spares].sort();
    expect(all).toEqual(fullDeck(deck).sort());
  });

  it('a fixed deal gives the seats their cards and the last two as spares', () => {
    const deal: RoleId[] = ['thief', 'werewolf', 'seer', 'villager', 'villager', 'villager', 'villager', 'villager'];
    const { state } = createGame(setup(deck, { deal }));
    expect(state.players.map((p) => p.card)).toEqual(deal.slice(0, 6));
    expect(state.spares).toEqual(['villager', 'villager']);
  });
});

describe('§2 the deal', () => {
  it('is made by the seeded generator: same seed, same deal; the seed changes it', () => {
    const cards = (seed: number) => createGame(setup(presetDeck(12), { seed })).state.players.map((p) => p.role);
    expect(cards(42)).toEqual(cards(42));
    const deals = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => cards(seed).join()));
    expect(deals.size).toBeGreaterThan(1);
    expect([...cards(42)].sort()).toEqual([...presetDeck(12)].sort());
  });
});

describe('§2 presets', () => {
  it('recommends 1 wolf for 6–7 players, 2 for 8–11, 3 for 12–17, 4 for 18–23, 5 for 24', () => {
    const expected: Record<number, number> = {};
    for (let n = 6; n <= 24; n++) expected[n] = n <= 7 ? 1 : n <= 11 ? 2 : n <= 17 ? 3 : n <= 23 ? 4 : 5;
    for (let n = 6; n <= 24; n++) expect(recommendedWolves(n), `${n} players`).toBe(expected[n]);
  });

  it('offers a valid deck for every table size from 6 to 24, with the recommended wolves', () => {
    for (let n = 6; n <= 24; n++) {
      const deck = presetDeck(n);
      expect(deck, `${n} players`).toHaveLength(n);
      expect(checkDeck(n, deck), `${n} players`).toBeNull();
      expect(checkSetup(setup(deck)), `${n} players`).toBeNull();
      expect(deck.filter((r) => r === 'werewolf'), `${n} players`).toHaveLength(recommendedWolves(n));
      expect(() => createGame(setup(deck))).not.toThrow();
    }
  });
});

describe('§8 the two presets behind the variants of §3–6', () => {
  it('official (000) and classic-cn (001/002) hold the values of the docs/rules.md table (New Moon variants aside)', () => {
    expect(PRESETS.official).toMatchObject({
      sheriffVoteWeight: 2, sheriffBreaksTie: true, tieRule: 'none', revealOnDeath: 'always', seerSees: 'role',
      hunterShootsWhen: 'always', loversMayVoteEachOther: true, loversSeeTeam: false, discussion: 'free',
      witchSeesGuardedVictim: false, guardWitchClash: false, wolfAgreement: 'unanimous', wolfWin: 'all',
      sheriffElection: 1, ghostsSeeAll: true, littleGirlCatchChance: 0.25, newMoon: 'off',
    });
    expect(PRESETS['classic-cn']).toMatchObject({
      sheriffVoteWeight: 1.5, sheriffBreaksTie: false, tieRule: 'revote', revealOnDeath: 'abilityOnly', seerSees: 'team',
      hunterShootsWhen: 'notPoisonedNotGrief', loversMayVoteEachOther: false, loversSeeTeam: true, discussion: 'roundRobin',
      witchSeesGuardedVictim: true, guardWitchClash: false, wolfAgreement: 'unanimous', wolfWin: 'all',
      sheriffElection: 1, ghostsSeeAll: true, littleGirlCatchChance: 0.25, newMoon: 'off',
    });
  });

  it('a variant can be changed alone', () => {
    const { state } = createGame(setup(EIGHT, { preset: 'classic-cn', variants: { tieRule: 'revoteUntil' } }));
    expect(state.setup.variants).toEqual({ ...PRESETS['classic-cn'], tieRule: 'revoteUntil' });
  });
});

/** Plays actions, returning the state and every event. */
function play(s: GameSetup, actions: Action[]): { state: GameState; events: GameEvent[] } {
  const created = createGame(s);
  let state = created.state;
  const events = created.events.slice();
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.rejection.code}`);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

const choose = (seat: number, prompt: string, choice: number[] | boolean): Action => ({ type: 'choose', seat, prompt, choice });
const timeout: Action = { type: 'timeout' };

/** What the table (TV, everyone) hears and sees of night 2: the steps called and their narration. */
function publicNight2(events: GameEvent[]): unknown[] {
  const start = events.findIndex((e) => e.type === 'nightFell' && e.night === 2);
  const end = events.findIndex((e, i) => i > start && e.type === 'stepStarted' && e.step === 'dawn');
  return events.slice(start, end + 1)
    .filter((e) => e.audience === 'public')
    .map((e) => ({ e, s: e as Partial<EventOf<'stepStarted'>> }))
    .map(({ e: { type, key, params }, s: { step, id, timing, actor } }) => ({ type, key, params, step, id, timing, actor }));
}

describe('§3 every configured step is called, a fake one exactly like a real one', () => {
  // Seats: 1–2 wolves, 3 Seer, 4 Witch, 5 Hunter, 6–7 Villagers, 8 Guard. Night 1 the wolves eat
  // `victim` (a role holder, or a plain Villager for the real game); night 2 every role acts if it can.
  const s = setup(EIGHT, { deal: EIGHT, variants: { sheriffElection: 'off' } });
  function game(victim: number, night2: Action[]) {
    return play(s, [
      choose(8, 'guard.protect', [5]), choose(3, 'seer.inspect', [1]),
      choose(1, 'wolves.victim', [victim]), choose(2, 'wolves.victim', [victim]), timeout,
      ...(victim === 5 ? [timeout] : []), // the Hunter's shot, unused
      timeout, timeout, // debate, vote (everyone abstains)
      ...night2,
    ]);
  }
  const wolves2 = [choose(1, 'wolves.victim', [7]), choose(2, 'wolves.victim', [7])];
  const real = game(6, [
    choose(8, 'guard.protect', [2]), choose(3, 'seer.inspect', [2]), ...wolves2,
    choose(4, 'witch.heal', false), choose(4, 'witch.poison', []),
  ]);

  it('a real night 2, for reference, has every step with prompts', () => {
    expect(real.state.phase).toBe('day');
    expect(real.events.some((e) => e.type === 'seerResult' && e.target === 2)).toBe(true);
  });

  for (const [role, seat] of [['Guard', 8], ['Seer', 3], ['Witch', 4]] as const) {
    it(`a dead ${role}'s step: same steps, same narration, same timing class, no prompt`, () => {
      const night2 = [
        seat === 8 ? timeout : choose(8, 'guard.protect', [2]),
        seat === 3 ? timeout : choose(3, 'seer.inspect', [2]),
        ...wolves2,
        ...(seat === 4 ? [timeout] : [choose(4, 'witch.heal', false), choose(4, 'witch.poison', [])]),
      ];
      const fake = game(seat, night2);
      expect(fake.state.players[seat - 1].alive).toBe(false);
      expect(publicNight2(fake.events)).toEqual(publicNight2(real.events));
    });
  }

  it('a step is called for a role of the deck only: no Cupid step without Cupid in the deck', () => {
    expect(real.events.some((e) => e.type === 'stepStarted' && e.step === 'cupid')).toBe(false);
  });
});
