// @vitest-environment happy-dom
/**
 * The Gargoyle's and the Hidden Wolf's phones (RULES.md §12–13b). The Gargoyle: tonight's card behind
 * the hold button (as the Psychic's, with the card's emblem), every night's card on the back of his
 * card. The Hidden Wolf: the pack's seats on the back of his card from his first step; a pack wolf's
 * card never names him, and a sleeper's hold shows none of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../renderer/phone/i18n.js';
import { Table } from './fixtures.js';
import { tonight, cardBack } from './hold.js';

const SEVEN = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'];

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe("the Gargoyle's phone", () => {
  // Night 1: the Seer looks at 2, the pack (1, 7) eats 5, the Gargoyle (4) reads 1; the Witch's step keeps the night open.
  const t = () => Table.deal(SEVEN, ['werewolf', 'villager', 'seer', 'gargoyle', 'villager', 'witch', 'werewolf'], [], { variants: { sheriffElection: 'off' } })
    .choose(3, 'seer.inspect', [2]).choose(1, 'wolves.victim', [5]).choose(7, 'wolves.victim', [5])
    .until('gargoyle').choose(4, 'gargoyle.inspect', [1]);

  it("shows tonight's card behind the hold, with its emblem, in both languages", () => {
    const table = t();
    expect(table.state.step.name).toBe('witch');
    const zh = tonight(table, 4, 'gargoyle-result');
    expect(zh).toMatchObject({ result: 'werewolf', art: true });
    expect(zh.text).toContain('1号Ann是狼人');
    expect(tonight(table, 4, 'gargoyle-result', 'en').text).toContain('1 · Ann is the Werewolf');
  });

  it('lists his cards on the back of his card', () => {
    expect(cardBack(t(), 4).text).toContain('第1夜：1号Ann是狼人');
    expect(cardBack(t(), 4, 'en').text).toContain('Night 1: 1 · Ann is the Werewolf.');
  });

  it("a sleeper's hold and a pack wolf's card show none of it", () => {
    const table = t();
    expect(tonight(table, 2, 'gargoyle-result').result).toBeNull();
    expect(cardBack(table, 1).text).not.toContain('4号Di');
  });
});

describe("the Hidden Wolf's phone", () => {
  // Night 1 up to his step: the Seer looks at 2, the pack (1, 7) eats 5.
  const t = () => Table.deal(SEVEN, ['werewolf', 'villager', 'seer', 'hiddenWolf', 'villager', 'witch', 'werewolf'], [], { variants: { sheriffElection: 'off' } })
    .choose(3, 'seer.inspect', [2]).choose(1, 'wolves.victim', [5]).choose(7, 'wolves.victim', [5])
    .until('hiddenWolf');

  it("names the pack's seats on the back of his card, in both languages", () => {
    const zh = cardBack(t(), 4).text;
    expect(zh).toContain('狼队：');
    expect(zh).toContain('1号Ann');
    expect(zh).toContain('7号Gus');
    expect(zh).toContain('他们不知道你');
    const en = cardBack(t(), 4, 'en').text;
    expect(en).toContain('The pack: ');
    expect(en).toContain('7 · Gus');
  });

  it("a pack wolf's card never names him", () => {
    for (const wolf of [1, 7]) {
      const text = cardBack(t(), wolf).text;
      expect(text).not.toContain('4号Di');
      expect(text).not.toContain('隐狼');
    }
  });
});
