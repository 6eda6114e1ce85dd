// @vitest-environment happy-dom
/**
 * A hidden death's step on the dead player's own phone (engine/steps/deathPower.ts, variant
 * `deathPowerCall: 'everyone'`): the Hunter's phone has his gun; a Villager's, with nothing to decide,
 * the same decoy as a sleeper's at night (a grid of seats and a confirm that does nothing), not the
 * ghost view with every card — so a neighbour glancing at it learns nothing. The others' phones
 * name the step the same way for both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '../../engine/index.js';
import { loadLang } from '../../renderer/phone/i18n.js';
import { Table } from './fixtures.js';
import { render } from './reach.js';

const SEVEN = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'];
const variants = { sheriffElection: 'off', discussion: 'free', revealOnDeath: 'never', deathPowerCall: 'everyone' } as const;
const eaten = (deal: RoleId[]) => Table.deal(SEVEN, deal, [], { variants }).choose(1, 'wolves.victim', [3]).choose(7, 'wolves.victim', [3]);

beforeAll(async () => {
  await loadLang('zh-CN');
});

function screenOf(t: Table, seat: number) {
  const screen = render(t, seat, 'zh-CN');
  try {
    const prompt = screen.root.querySelector('[data-testid="prompt"]')?.getAttribute('data-prompt') ?? null;
    return {
      prompt,
      decoy: screen.root.querySelector('[data-testid="decoy"]') !== null,
      ghost: screen.root.querySelector('[data-testid="ghost-view"], [data-testid="ghost"]') !== null,
      grid: screen.root.querySelectorAll('.tile[data-seat]').length,
      step: screen.root.querySelector('[data-testid="game"]')?.getAttribute('data-step') ?? null,
    };
  } finally {
    screen.close();
  }
}

describe("a hidden death's step on the phones", () => {
  const hunter = () => eaten(['werewolf', 'villager', 'hunter', 'villager', 'villager', 'villager', 'werewolf']);
  const villager = () => eaten(['werewolf', 'villager', 'villager', 'hunter', 'villager', 'villager', 'werewolf']);

  it("the Hunter's phone has his shot; the Villager's a decoy with the same grid, not the ghost view", () => {
    const h = screenOf(hunter(), 3);
    const v = screenOf(villager(), 3);
    expect(h.prompt).toBe('hunter.shoot');
    expect(v).toMatchObject({ decoy: true, ghost: false });
    expect(v.grid).toBe(h.grid);
  });

  it('every other phone names the step the same way for both', () => {
    for (const seat of [2, 5]) expect(screenOf(hunter(), seat).step).toBe(screenOf(villager(), seat).step);
    expect(screenOf(villager(), 2).step).toBe('deathPower');
  });
});
