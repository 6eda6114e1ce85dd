// @vitest-environment happy-dom
/**
 * The Witcher's phone (RULES.md §12–13b): behind the night's hold button, only whom he hunts tonight
 * ("the dawn will tell": what comes of it nobody is told at night); on the back of his card, every
 * night's hunt. A sleeper's hold shows none of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../renderer/phone/i18n.js';
import { Table } from './fixtures.js';
import { tonight, cardBack } from './hold.js';

const NINE = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy'];

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe("the Witcher's phone", () => {
  // Night 1: the pack eats 4, the Witcher's step is fake; day 1: nobody goes; night 2: he (seat 2)
  // hunts 7, a werewolf; the Gravekeeper's info step after his keeps the night open.
  const night2 = () => Table.deal(NINE, ['werewolf', 'witcher', 'seer', 'villager', 'villager', 'witch', 'werewolf', 'villager', 'gravekeeper'], [], {
    variants: { sheriffElection: 'off', discussion: 'free' },
  })
    .choose(3, 'seer.inspect', [1]).choose(1, 'wolves.victim', [4]).choose(7, 'wolves.victim', [4])
    .until('werewolves').choose(1, 'wolves.victim', [8]).choose(7, 'wolves.victim', [8])
    .until('witcher').choose(2, 'witcher.hunt', [7]);

  it('shows tonight\'s hunt behind the hold, and not what comes of it, in both languages', () => {
    const table = night2();
    expect(table.state.step.name).toBe('gravekeeper');
    const zh = tonight(table, 2, 'witcher-hunt');
    expect(zh.result).toBe('7');
    expect(zh.text).toContain('你今晚狩猎7号Gus，结果天亮揭晓');
    expect(tonight(table, 2, 'witcher-hunt', 'en').text).toContain('You hunt 7 · Gus tonight. The dawn will tell.');
  });

  it('lists his hunts on the back of his card', () => {
    const table = night2();
    expect(cardBack(table, 2).text).toContain('第2夜：你狩猎了7号Gus');
    expect(cardBack(table, 2, 'en').text).toContain('Night 2: you hunted 7 · Gus.');
  });

  it("a sleeper's hold and card show no hunt", () => {
    const table = night2();
    for (const seat of [1, 3, 7]) {
      expect(tonight(table, seat, 'witcher-hunt').result).toBeNull();
      expect(cardBack(table, seat).text).not.toContain('狩猎');
    }
  });
});
