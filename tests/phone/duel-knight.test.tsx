// @vitest-environment happy-dom
/**
 * The Knight's duel on the phone (RULES.md §12): a day power, so never a button of its own. At a
 * table whose deck holds the Knight (no self-destruct here: an official table) every living phone
 * shows the same day bar by day; only the sheet it opens, held up by the Knight, lists "决斗 /
 * Duel" with its seats prompt, whose confirm button sends the duel. A Villager's sheet says he has
 * no power now. At a glance (the bar closed) the Knight's phone and a Villager's are alike; two
 * Villagers' phones are the control that the comparison can tell phones apart at all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../renderer/phone/i18n.js';
import { tableHasDayPowers } from '../../renderer/phone/game/dayPowers.js';
import { viewFor } from '../../engine/index.js';
import { Table } from './fixtures.js';
import { render, tap, type Screen } from './reach.js';

const SEVEN = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'];
const KNIGHT = 3;

/** Night 1: the wolves (1, 7) eat Bo (2); day 1's free discussion, the Knight (3) alive. */
function day1(): Table {
  return Table.deal(SEVEN, ['werewolf', 'villager', 'duelKnight', 'villager', 'villager', 'villager', 'werewolf'], [], {
    variants: { sheriffElection: 'off', discussion: 'free' },
  }).choose(1, 'wolves.victim', [2]).choose(7, 'wolves.victim', [2]).until('discussion');
}

/** What a glance at a phone shows: the screen's markup, the player's own card (its name) left out. */
function glance(screen: Screen): string {
  const copy = screen.root.cloneNode(true) as HTMLElement;
  const card = copy.querySelector('[data-testid="hold-card"]');
  card?.replaceChildren();
  card?.removeAttribute('data-seat');
  // The seat grid marks the player's own seat ("你"): who he is, not what he is.
  for (const e of copy.querySelectorAll('.is-me')) {
    e.classList.remove('is-me');
    e.querySelector('.tile-sub')?.remove();
  }
  return copy.innerHTML;
}

function look(t: Table, seat: number, lang: 'en' | 'zh-CN' = 'zh-CN'): string {
  const screen = render(t, seat, lang);
  try {
    return glance(screen);
  } finally {
    screen.close();
  }
}

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe('the Knight\'s duel on the phone', () => {
  it('a table whose deck holds the Knight has day powers, the self-destruct off', () => {
    const t = day1();
    const view = viewFor(t.state, { kind: 'seat', seat: 4 });
    expect(view.variants.selfDestruct).toBe(false);
    expect(tableHasDayPowers(view)).toBe(true);
    const without = Table.deal(SEVEN, ['werewolf', 'villager', 'seer', 'villager', 'villager', 'villager', 'werewolf'], [], { variants: { sheriffElection: 'off' } });
    expect(tableHasDayPowers(viewFor(without.state, { kind: 'seat', seat: 4 }))).toBe(false);
  });

  it('the Knight\'s phone looks like a Villager\'s at a glance: the same day bar, no duel on the screen', () => {
    const t = day1();
    expect(t.state.step.name).toBe('discussion');
    const knight = render(t, KNIGHT);
    try {
      expect(knight.root.querySelector('[data-testid="day-bar"]')?.textContent).toBe('技能');
      expect(knight.root.querySelector('[data-prompt="duelKnight.duel"]')).toBeNull();
    } finally {
      knight.close();
    }
    // The control: two Villagers' phones compare equal, so the comparison is about the card.
    expect(look(t, 5)).toBe(look(t, 4));
    expect(look(t, KNIGHT)).toBe(look(t, 4));
    expect(look(t, KNIGHT, 'en')).toBe(look(t, 4, 'en'));
  });

  it('his sheet lists 决斗 with its seats prompt; choosing a player and confirming sends the duel', () => {
    const screen = render(day1(), KNIGHT);
    try {
      tap(screen.root.querySelector('[data-testid="day-bar"]'));
      const power = screen.root.querySelector('[data-testid="day-power"][data-prompt="duelKnight.duel"]');
      expect(power?.textContent).toBe('决斗');
      expect(screen.root.querySelector('[data-testid="day-sheet"]')?.textContent).toContain('狼人立即出局');
      tap(power);
      const section = screen.root.querySelector('[data-testid="day-power-armed"] [data-testid="prompt"][data-prompt="duelKnight.duel"]');
      expect(section?.getAttribute('data-kind')).toBe('seats');
      const tile = [...section!.querySelectorAll('[data-selectable="true"]')].find((e) => e.textContent?.includes('Gus'));
      expect(tile, 'Gus (7) may be duelled').toBeDefined();
      expect(screen.sent).toEqual([]);
      tap(tile);
      tap(section!.querySelector('[data-testid="confirm"]') ?? section!.querySelector('.btn-confirm'));
      expect(screen.sent.map((m) => [m.prompt, m.choice])).toEqual([['duelKnight.duel', [7]]]);
    } finally {
      screen.close();
    }
  });

  it('in English the sheet says Duel; a Villager\'s sheet says privately he has no power now', () => {
    const en = render(day1(), KNIGHT, 'en');
    try {
      tap(en.root.querySelector('[data-testid="day-bar"]'));
      expect(en.root.querySelector('[data-testid="day-power"][data-prompt="duelKnight.duel"]')?.textContent).toBe('Duel');
    } finally {
      en.close();
    }
    const villager = render(day1(), 4);
    try {
      tap(villager.root.querySelector('[data-testid="day-bar"]'));
      expect(villager.root.querySelector('[data-testid="day-power"]')).toBeNull();
      expect(villager.root.querySelector('[data-testid="day-power-none"]')).not.toBeNull();
      expect(villager.sent).toEqual([]);
    } finally {
      villager.close();
    }
  });
});
