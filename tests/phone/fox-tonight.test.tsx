// @vitest-environment happy-dom
/**
 * The Fox's sniff on the phone (docs/rules.md §10), drawn by his folder's phone piece
 * (engine/characters/fox/phone.ts): behind tonight's hold button, the three seats and the answer,
 * with the lost nose under a clean sniff; on the back of his card, every night's sniff. A
 * sleeper's hold shows none of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../renderer/phone/i18n.js';
import { Table } from './fixtures.js';
import { tonight } from './hold.js';

const SEVEN = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'];
const DEAL = ['werewolf', 'villager', 'seer', 'fox', 'villager', 'villager', 'villager'] as const;

/** Tonight's sniff behind the hold button. */
const held = (t: Table, seat: number, lang: 'en' | 'zh-CN') => tonight(t, seat, 'fox-result', lang);

const sniff = (target: number) => Table.deal(SEVEN, [...DEAL], [], { variants: { sheriffElection: 'off' } })
  .choose(3, 'seer.inspect', [2]).choose(4, 'fox.sniff', [target]);

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe('the Fox\'s phone', () => {
  it('shows tonight\'s sniff behind the hold, in both languages: a wolf among the three, his power kept', () => {
    const table = sniff(7);
    expect(table.state.step.name).toBe('werewolves');
    const en = held(table, 4, 'en');
    expect(en).toMatchObject({ result: 'wolf', note: null });
    expect(en.text).toContain('a werewolf among them');
    expect(held(table, 4, 'zh-CN')).toMatchObject({ result: 'wolf', note: null });
    expect(held(table, 4, 'zh-CN').text).toContain('其中有狼人');
  });

  it('a clean sniff says no wolf, and that his nose failed, under it', () => {
    const en = held(sniff(5), 4, 'en');
    expect(en).toMatchObject({ result: 'noWolf', note: 'Your nose failed: you have lost your power.' });
    expect(en.text).toContain('no werewolf');
    expect(held(sniff(5), 4, 'zh-CN').note).toBe('你的鼻子失灵了：你失去了能力。');
  });

  it('a sleeper\'s hold shows no sniff', () => {
    const other = held(sniff(7), 2, 'en');
    expect(other.result).toBeNull();
    expect(other.text).not.toContain('a werewolf among them');
  });
});
