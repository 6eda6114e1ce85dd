// @vitest-environment happy-dom
/**
 * The Dreamweaver's phone (RULES.md §12–13b): above his prompt, last night's dreamer and the warning
 * that a second night running kills him (the seat stays choosable, unlike the Guard's); behind the
 * night's hold button, tonight's dreamer; on the back of his card, every night's dreamer. Nobody
 * else's phone shows any of it, the dreamer's included.
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

describe("the Dreamweaver's phone", () => {
  // Night 1: the Dreamweaver (seat 2) dreams of 7; the pack never agrees; day 1: nobody goes.
  const deal = () => Table.deal(NINE, ['werewolf', 'dreamweaver', 'seer', 'villager', 'villager', 'witch', 'villager', 'werewolf', 'villager'], [], {
    variants: { sheriffElection: 'off', discussion: 'free' },
  });
  const night1 = () => deal().choose(2, 'dreamweaver.dream', [7]);
  const night2 = () => night1().until('guard');

  it("shows tonight's dreamer behind the hold, in both languages", () => {
    const table = night1();
    expect(table.state.step.name).toBe('seer');
    const zh = tonight(table, 2, 'dreamweaver-result');
    expect(zh.result).toBe('7');
    expect(zh.text).toContain('今晚你的梦游者是7号Gus');
    expect(tonight(table, 2, 'dreamweaver-result', 'en').text).toContain('Tonight you dream of 7 · Gus.');
  });

  it('warns him of last night\'s dreamer above the prompt, and lists his dreams on his card', () => {
    const table = night2();
    expect(table.state.day).toBe(2);
    expect(table.state.step.name).toBe('guard');
    expect(screenText(table, 2)).toContain('昨晚你的梦游者是7号Gus：今晚再选他，他会在天亮时梦死。');
    expect(screenText(table, 2, 'en')).toContain('Last night you dreamed of 7 · Gus: choose him again and he dies at dawn.');
    expect(cardBack(table, 2).text).toContain('第1夜：你的梦游者是7号Gus');
  });

  it("a sleeper's phone, the dreamer's included, shows no dream", () => {
    // At the pack's step: the Seer has looked; 3, 4 and the dreamer 7 sleep.
    const table = night1().choose(3, 'seer.inspect', [1]);
    expect(table.state.step.name).toBe('werewolves');
    for (const seat of [3, 4, 7]) {
      expect(tonight(table, seat, 'dreamweaver-result').result).toBeNull();
      expect(cardBack(table, seat).text).not.toContain('梦游者');
    }
  });
});
