// @vitest-environment happy-dom
/**
 * The Wolf Beauty's phone (RULES.md §12–13b): behind the night's hold button, whom she charmed
 * tonight; on the back of her card, the charm that stands; above her prompt the next night, where it
 * sits. Nobody else's phone shows any of it, not her packmate's, not the charmed player's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../renderer/phone/i18n.js';
import { Table } from './fixtures.js';
import { tonight, cardBack, screenText } from './hold.js';

const NINE = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy'];

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe("the Wolf Beauty's phone", () => {
  // Night 1: the Seer reads 1, the pack (1 and the Wolf Beauty, seat 2) eats 4, she charms 5; the
  // Witch's step keeps the night open.
  const night1 = () => Table.deal(NINE, ['werewolf', 'wolfBeauty', 'seer', 'villager', 'villager', 'witch', 'villager', 'villager', 'villager'], [], {
    variants: { sheriffElection: 'off', discussion: 'free' },
  })
    .choose(3, 'seer.inspect', [1]).choose(1, 'wolves.victim', [4]).choose(2, 'wolves.victim', [4])
    .until('wolfBeauty').choose(2, 'wolfBeauty.charm', [5]);

  it("shows tonight's charm behind the hold, in both languages", () => {
    const table = night1();
    expect(table.state.step.name).toBe('witch');
    const zh = tonight(table, 2, 'wolfBeauty-result');
    expect(zh.result).toBe('5');
    expect(zh.text).toContain('你魅惑了5号Ed');
    expect(tonight(table, 2, 'wolfBeauty-result', 'en').text).toContain('You charmed 5 · Ed.');
  });

  it('keeps the standing charm on the back of her card', () => {
    const table = night1();
    expect(cardBack(table, 2).text).toContain('你的魅惑（第1夜）：你白天出局时，5号Ed随你出局。');
    expect(cardBack(table, 2, 'en').text).toContain('Your charm (night 1): 5 · Ed dies with you if you die by day.');
  });

  it("a packmate's, the charmed player's and a sleeper's phone show no charm", () => {
    const table = night1();
    for (const seat of [1, 3, 5]) {
      expect(tonight(table, seat, 'wolfBeauty-result').result).toBeNull();
      expect(cardBack(table, seat).text).not.toContain('魅惑');
    }
  });

  it('the next night, her prompt says where her charm sits', () => {
    // The Witch does nothing (4 dies), day 1 ends with nobody voted out, night 2 comes to her step.
    const table = night1().until('werewolves').choose(1, 'wolves.victim', [6]).choose(2, 'wolves.victim', [6]).until('wolfBeauty');
    expect(table.state.step.prompts[0]).toMatchObject({ seat: 2, id: 'wolfBeauty.charm', info: { charmed: 5 } });
    expect(screenText(table, 2)).toContain('你当前魅惑的是5号Ed。');
    expect(screenText(table, 2, 'en')).toContain('Your charm now: 5 · Ed.');
  });
});
