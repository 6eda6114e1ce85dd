// @vitest-environment happy-dom
/**
 * The Psychic's card and the Gravekeeper's word on the phone (RULES.md §12): behind the hold button
 * every phone shows at night, drawn as the Seer's vision is (the Psychic's with the card's emblem),
 * through their folders' phone pieces; on the back of the card, every night's answer. A sleeper's
 * hold shows neither.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../renderer/phone/i18n.js';
import { Table } from './fixtures.js';
import { tonight } from './hold.js';

const SEVEN = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'];

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe('the Psychic\'s phone', () => {
  const t = () => Table.deal(SEVEN, ['werewolf', 'villager', 'seer', 'psychic', 'villager', 'villager', 'werewolf'], [], { variants: { sheriffElection: 'off' } })
    .choose(3, 'seer.inspect', [2]).choose(4, 'psychic.inspect', [1]);

  it('shows tonight\'s card behind the hold, with its emblem, in both languages', () => {
    const table = t();
    expect(table.state.step.name).toBe('werewolves');
    const zh = tonight(table, 4, 'psychic-result');
    expect(zh).toMatchObject({ result: 'werewolf', art: true });
    expect(zh.text).toContain('1号Ann是狼人');
    expect(tonight(table, 4, 'psychic-result', 'en').text).toContain('1 · Ann is the Werewolf');
  });

  it('a sleeper\'s hold shows no card', () => {
    const other = tonight(t(), 2, 'psychic-result');
    expect(other.result).toBeNull();
    expect(other.text).not.toContain('1号Ann是狼人');
  });
});

describe('the Gravekeeper\'s phone', () => {
  const deal = ['werewolf', 'villager', 'gravekeeper', 'villager', 'villager', 'villager', 'werewolf'] as const;
  const night2 = (voteOut: boolean) => {
    const table = Table.deal(SEVEN, [...deal], [], { variants: { sheriffElection: 'off', discussion: 'free', revealOnDeath: 'never' } })
      .choose(1, 'wolves.victim', [2]).choose(7, 'wolves.victim', [2]).until('vote');
    if (voteOut) for (const s of [1, 3, 4, 5, 6, 7]) table.choose(s, 'vote', [s === 1 ? 4 : 1]);
    return table.until('werewolves').choose(7, 'wolves.victim', [4]).until('gravekeeper');
  };

  it('shows the answer on yesterday\'s vote-out behind the hold: wolf or not, never the card', () => {
    const table = night2(true);
    expect(table.state.step.fake).toBe(false);
    const zh = tonight(table, 3, 'gravekeeper-result');
    expect(zh.result).toBe('wolf');
    expect(zh.text).toContain('昨天被放逐的1号Ann是狼人');
    expect(tonight(table, 3, 'gravekeeper-result', 'en').text).toContain('1 · Ann, voted out yesterday, was a werewolf');
  });

  it('with nobody voted out, says so in the same place', () => {
    const table = night2(false);
    expect(tonight(table, 3, 'gravekeeper-result')).toMatchObject({ result: 'nobody' });
    expect(tonight(table, 3, 'gravekeeper-result').text).toContain('昨天没有人被放逐');
  });
});
