/**
 * The TV lobby names the board being played and says each special card's power first (issue 26,
 * RULES.md §12): a group choosing 狼王守卫 on the VIP's phone sees it named across the room, with
 * what the Wolf King, the Seer, the Witch, the Hunter and the Guard do.
 */
import { describe, expect, it } from 'vitest';
import { BOARDS, boardOf, type RoleId } from '../../engine/index.js';
import { boardMatching } from '../../engine/ruleBook.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import type { T } from '../../renderer/tv/captions.js';
import { roleRuleLines } from '../../renderer/tv/components/Lobby.js';

const tOf = (lang: 'en' | 'zh-CN'): T => {
  const i18n = createI18n(lang);
  return (key, opts) => String(i18n.t(key as string, opts as never));
};

describe('the TV lobby and the named boards', () => {
  const board = BOARDS.find((b) => b.id === 'wolf-king-guard')!;

  it('knows the board whatever the order of its cards, and no other deck', () => {
    expect(boardOf('modern-cn', board.deck.slice().reverse(), board.variants ?? {})?.id).toBe('wolf-king-guard');
    expect(boardOf('modern-cn', board.deck, {}), 'its variants unset').toBeNull();
    const swapped = board.deck.map((r) => (r === 'guard' ? 'idiot' : r)) as RoleId[];
    expect(boardOf('modern-cn', swapped, {})).toBeNull();
    expect(boardOf('classic-cn', board.deck, {})).toBeNull();
    expect(boardOf('modern-cn', [...board.deck, 'villager'], {})).toBeNull();
  });

  it('holds a board to the variants it sets', () => {
    const oneVote = [{ id: 'one-vote', preset: 'modern-cn' as const, deck: board.deck, variants: { ravenVotes: 1 as const } }];
    expect(boardMatching(oneVote, 'modern-cn', board.deck, { ravenVotes: 1 })?.id).toBe('one-vote');
    expect(boardMatching(oneVote, 'modern-cn', board.deck, {})).toBeNull();
    expect(boardMatching(oneVote, 'modern-cn', board.deck, { ravenVotes: 2 })).toBeNull();
  });

  it("says each special card's power once, in both languages, and leaves the plain cards out", () => {
    const zh = roleRuleLines(tOf('zh-CN'), board.deck);
    expect(zh).toHaveLength(5);
    expect(zh[0]).toBe('狼王：出局时可开枪带走一人（被毒、自爆、殉情除外）');
    expect(zh.join('\n')).toContain('守卫：');
    expect(zh.join('\n')).not.toMatch(/村民|狼人：/);
    const en = roleRuleLines(tOf('en'), board.deck);
    expect(en).toHaveLength(5);
    expect(en[0]).toMatch(/^Wolf King: when he dies he shoots/);
  });

  it('gives every special card of every board a line', () => {
    for (const b of BOARDS) {
      const specials = new Set(b.deck.filter((r) => r !== 'villager' && r !== 'werewolf'));
      for (const lang of ['en', 'zh-CN'] as const) expect(roleRuleLines(tOf(lang), b.deck), `${b.id} ${lang}`).toHaveLength(specials.size);
    }
  });
});
