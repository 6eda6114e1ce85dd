/**
 * The lobby's named boards are a contribution of rule sets (RuleSet.boards, composed into the rule
 * book): modern-cn's standard three (docs/rules.md §9), then the 版型 of RULES.md §12. Each is a deck
 * the engine takes as it stands, for exactly its number of players, and has its name in both languages.
 */
import { describe, expect, it } from 'vitest';
import { BOARDS, checkDeck, createGame, defineRules, type RoleId } from '../../engine/index.js';
import { modernCn } from '../../engine/modern/ruleSet.js';
import { resources } from '../../renderer/common/i18n/index.js';

const count = (deck: readonly RoleId[]) => {
  const out: Record<string, number> = {};
  for (const r of deck) out[r] = (out[r] ?? 0) + 1;
  return out;
};

describe('boards', () => {
  it('come from the rule sets in their order: modern-cn\'s three, then the twelve of RULES.md §12', () => {
    expect(BOARDS.map((b) => b.id)).toEqual([
      'std-9', 'std-12-idiot', 'std-12-guard', 'wolf-king-guard', 'white-wolf-king-guard', 'white-wolf-king-knight',
      'wolf-beauty-knight', 'gargoyle-gravekeeper', 'wolf-king-dreamweaver', 'nightmare', 'blood-moon-witcher',
      'mechanical-wolf-psychic', 'evil-knight', 'hidden-wolf-raven', 'wolf-king-magician',
    ]);
    // A game without the §12 rule set offers modern-cn's alone.
    expect(defineRules([modernCn]).boards.map((b) => b.id)).toEqual(['std-9', 'std-12-idiot', 'std-12-guard']);
  });

  it('狼王守卫 is 12 players: 3 wolves + the Wolf King, Seer, Witch, Hunter, Guard, 4 villagers, under modern-cn', () => {
    const board = BOARDS.find((b) => b.id === 'wolf-king-guard')!;
    expect(board.preset).toBe('modern-cn');
    expect(count(board.deck)).toEqual({ werewolf: 3, wolfKing: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 });
  });

  it('白狼王守卫 is 12 players: 3 wolves + the White Wolf King, Seer, Witch, Hunter, Guard, 4 villagers, under modern-cn', () => {
    const board = BOARDS.find((b) => b.id === 'white-wolf-king-guard')!;
    expect(board.preset).toBe('modern-cn');
    expect(count(board.deck)).toEqual({ werewolf: 3, whiteWolfKing: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 });
  });

  it('白狼王骑士 is 12 players: 3 wolves + the White Wolf King, Seer, Witch, the Knight (the duel), Guard, 4 villagers, under modern-cn', () => {
    const board = BOARDS.find((b) => b.id === 'white-wolf-king-knight')!;
    expect(board.preset).toBe('modern-cn');
    expect(count(board.deck)).toEqual({ werewolf: 3, whiteWolfKing: 1, seer: 1, witch: 1, duelKnight: 1, guard: 1, villager: 4 });
  });

  // RULES.md §12, written out: 3 wolves + the special wolf, four gods, 4 villagers, under modern-cn.
  const LATER: [string, string, Record<string, number>][] = [
    ['wolf-beauty-knight', '狼美人骑士', { wolfBeauty: 1, seer: 1, witch: 1, hunter: 1, duelKnight: 1 }],
    ['gargoyle-gravekeeper', '石像鬼守墓人', { gargoyle: 1, seer: 1, witch: 1, hunter: 1, gravekeeper: 1 }],
    ['wolf-king-dreamweaver', '狼王摄梦人', { wolfKing: 1, seer: 1, witch: 1, hunter: 1, dreamweaver: 1 }],
    ['nightmare', '噩梦之影', { nightmareWolf: 1, seer: 1, witch: 1, hunter: 1, guard: 1 }],
    ['blood-moon-witcher', '血月猎魔', { bloodMoon: 1, seer: 1, witch: 1, witcher: 1, idiot: 1 }],
    ['mechanical-wolf-psychic', '机械狼通灵师', { mechanicalWolf: 1, psychic: 1, witch: 1, hunter: 1, guard: 1 }],
    ['evil-knight', '恶灵骑士', { evilKnight: 1, seer: 1, witch: 1, hunter: 1, guard: 1 }],
    ['hidden-wolf-raven', '隐狼乌鸦', { hiddenWolf: 1, seer: 1, witch: 1, hunter: 1, raven: 1 }],
    ['wolf-king-magician', '狼王魔术师', { wolfKing: 1, seer: 1, witch: 1, hunter: 1, magician: 1 }],
  ];
  for (const [id, zh, specials] of LATER) {
    it(`${zh} is 12 players: 3 wolves + ${Object.keys(specials).join(', ')}, 4 villagers, under modern-cn`, () => {
      const board = BOARDS.find((b) => b.id === id)!;
      expect(board.preset).toBe('modern-cn');
      expect(count(board.deck)).toEqual({ werewolf: 3, ...specials, villager: 4 });
      expect((resources['zh-CN'].translation as { board: Record<string, string> }).board[id]).toBe(zh);
      expect((resources.en.translation as { board: Record<string, string> }).board[id]).toMatch(new RegExp(`^${zh} — [A-Z]`));
    });
  }

  it('the §12 boards ask every hidden death; 隐狼乌鸦 also counts the Raven\'s mark as one vote (RULES.md §13, §13b)', () => {
    for (const b of BOARDS.slice(3)) expect(b.variants?.deathPowerCall, b.id).toBe('everyone');
    expect(BOARDS.filter((b) => b.variants?.ravenVotes !== undefined).map((b) => [b.id, b.variants?.ravenVotes])).toEqual([['hidden-wolf-raven', 1]]);
    const board = BOARDS.find((b) => b.id === 'hidden-wolf-raven')!;
    const players = board.deck.map((_, i) => `P${i + 1}`);
    const { state } = createGame({ players, deck: board.deck.slice(), preset: board.preset, variants: board.variants, seed: 1 });
    expect(state.setup.variants.ravenVotes).toBe(1);
  });

  it('each is a deck the engine plays for exactly its number of players', () => {
    for (const b of BOARDS) {
      expect(checkDeck(b.deck.length, b.deck), b.id).toBeNull();
      expect(checkDeck(b.deck.length + 1, b.deck), b.id).not.toBeNull();
      const players = b.deck.map((_, i) => `P${i + 1}`);
      expect(() => createGame({ players, deck: b.deck.slice(), preset: b.preset, variants: b.variants, seed: 1 }), b.id).not.toThrow();
    }
  });

  it('each has its name in both languages: 狼王守卫 by its Chinese name, glossed in English', () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const names = (resources[lang].translation as { board: Record<string, string> }).board;
      for (const b of BOARDS) expect(names[b.id], `${lang} ${b.id}`).toBeTruthy();
    }
    expect((resources['zh-CN'].translation as { board: Record<string, string> }).board['wolf-king-guard']).toBe('狼王守卫');
    expect((resources.en.translation as { board: Record<string, string> }).board['wolf-king-guard']).toBe('狼王守卫 — Wolf King & Guard');
    expect((resources['zh-CN'].translation as { board: Record<string, string> }).board['white-wolf-king-guard']).toBe('白狼王守卫');
    expect((resources.en.translation as { board: Record<string, string> }).board['white-wolf-king-guard']).toBe('白狼王守卫 — White Wolf King & Guard');
    expect((resources['zh-CN'].translation as { board: Record<string, string> }).board['white-wolf-king-knight']).toBe('白狼王骑士');
    expect((resources.en.translation as { board: Record<string, string> }).board['white-wolf-king-knight']).toBe('白狼王骑士 — White Wolf King & Knight');
  });
});
