// @vitest-environment happy-dom
/**
 * What the phone tells (issue 27 point 9, the phone's side): a withdrawal (退水) reaches every
 * phone's story of the day, under a day-1 heading; a vote's tally counts the Raven's +2; a ghost
 * reads other players' time-outs as theirs, not his; a majority pack is not told it must agree;
 * the ready moment is one tap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openPrompts } from '../../engine/index.js';
import type { Lang } from '../../protocol/protocol.js';
import { makeCtx } from '../../renderer/phone/game/ctx.js';
import { recap } from '../../renderer/phone/game/recap.js';
import { loadLang, translator } from '../../renderer/phone/i18n.js';
import type { PhoneStore, Snapshot } from '../../renderer/phone/store.js';
import { Table } from './fixtures.js';
import { render, tap } from './reach.js';

const TWELVE = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lu'];

function story(t: Table, seat: number, lang: Lang): string[] {
  const msg = t.message(seat);
  if (msg.t !== 'state') throw new Error('not a state');
  const snap = { game: msg.game, room: msg.room, events: msg.events, you: msg.you, pending: {} } as unknown as Snapshot;
  return recap(makeCtx(snap, {} as PhoneStore, translator(lang), lang), msg.events).map((l) => l.text);
}

function text(t: Table, seat: number, testid: string): string {
  const screen = render(t, seat);
  try {
    return screen.root.querySelector(`[data-testid="${testid}"]`)?.textContent ?? '';
  } finally {
    screen.close();
  }
}

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe('a modern day 1', () => {
  // modern-cn: the election comes before the night's news; 1, 2, 3 stand, 2 withdraws during the speeches.
  const table = () => {
    const t = Table.deal(TWELVE, ['werewolf', 'werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'idiot', 'villager', 'villager', 'villager', 'villager'], [], { preset: 'modern-cn' })
      .until('sheriffCandidacy');
    for (let s = 1; s <= 12; s++) t.choose(s, 'sheriff.stand', s <= 3);
    return t.choose(2, 'sheriff.withdraw', true);
  };

  it('every phone\'s story of the day says who withdrew, under a day-1 heading, not night 1\'s', () => {
    const t = table();
    expect(t.state.step.name).toBe('candidateSpeech');
    const today = text(t, 9, 'today');
    expect(today).toContain('2号Bo退水');
    expect(today).toContain('第1天');
    expect(today).not.toContain('第1夜');
    expect(story(t, 9, 'en')).toContain('2 · Bo withdraws from the race.');
  });
});

describe('the Raven\'s mark in the vote', () => {
  // The Raven (2) marks Cy (3) on night 1; the wolves kill Di (4); Cy gets 4 ballots and the Raven's 2.
  const table = () => {
    const t = Table.deal(['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal'], ['werewolf', 'raven', 'villager', 'villager', 'werewolf', 'villager', 'seer', 'villager'], [], {
      variants: { sheriffElection: 'off', ghostsSeeAll: true },
    });
    for (let i = 0; i < 20 && !openPrompts(t.state).some((p) => p.id === 'raven.mark'); i++) t.timeout();
    t.choose(2, 'raven.mark', [3]).choose(1, 'wolves.victim', [4]).choose(5, 'wolves.victim', [4]);
    return t.until('vote');
  };

  it('the tally counts the +2 and says it is the Raven\'s', () => {
    const t = table();
    for (const [voter, target] of [[1, 6], [5, 6], [3, 6], [2, 3], [6, 3], [7, 3], [8, 3]] as const) t.choose(voter, 'vote', [target]);
    const zh = story(t, 7, 'zh-CN').find((l) => l.startsWith('放逐投票') || l.includes('Cy6票'));
    expect(zh).toContain('Cy6票（Bo、Fay、Gus、Hal、渡鸦+2）');
    const en = story(t, 7, 'en').find((l) => l.startsWith('Day vote'));
    expect(en).toContain('Cy 6 votes (Bo, Fay, Gus, Hal, Raven +2); Fay 3 votes (Ann, Cy, Ed)');
  });

  it('a ghost reads another player\'s time-out as his, not as "you"', () => {
    const t = table();
    for (const [voter, target] of [[1, 6], [5, 6], [3, 6], [2, 3], [6, 3], [7, 3], [8, 3]] as const) t.choose(voter, 'vote', [target]);
    t.until('seer').timeout();
    // Di (4) died on night 1: a ghost who sees all; the Seer (7) let the clock run out on night 2.
    const ghost = story(t, 4, 'en').filter((l) => l.startsWith('Time ran out'));
    expect(ghost).toContain('Time ran out: 7 · Gus did not choose (The Seer).');
    expect(ghost.filter((l) => l.includes('you did not'))).toEqual([]);
    expect(story(t, 7, 'en')).toContain('Time ran out: you did not choose (The Seer).');
  });
});

describe('the wolves\' panel follows the table\'s rule', () => {
  const wolves = (preset: 'modern-cn' | 'official') => Table.deal(['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal'],
    ['werewolf', 'seer', 'villager', 'villager', 'werewolf', 'villager', 'witch', 'villager'], [], { preset }).until('werewolves');

  it('a majority table (modern-cn) is told the most picked is the victim, not that the pack must agree', () => {
    const hint = text(wolves('modern-cn'), 1, 'prompt-hint');
    expect(hint).toContain('被选最多');
    expect(hint).not.toContain('必须');
    const t = wolves('modern-cn').choose(1, 'wolves.victim', [3]);
    expect(text(t, 1, 'current-choice')).toContain('所有狼人都选好之前');
    expect(text(wolves('official'), 1, 'prompt-hint')).toContain('必须意见一致');
  });
});

describe('the ready moment', () => {
  it('one tap says ready', () => {
    const t = Table.deal(['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'], ['werewolf', 'seer', 'villager', 'villager', 'villager', 'villager'], [], { readyCheck: true });
    expect(t.state.step.name).toBe('ready');
    const screen = render(t, 3);
    try {
      tap(screen.root.querySelector('[data-testid="prompt"] [data-testid="confirm"]'));
      expect(screen.sent.map((m) => [m.prompt, m.choice])).toEqual([['ready', true]]);
    } finally {
      screen.close();
    }
  });
});
