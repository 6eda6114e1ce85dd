// @vitest-environment happy-dom
/**
 * A step's name on the phone's header comes from the deck (RolePhone.stepLabel): the Dreamweaver wakes
 * in the Guard's step (RULES.md §13b), so on 狼王摄梦人 (no Guard) it reads 摄梦人, with both 守卫、摄梦人,
 * and without him the Guard's own name — the same on every phone, since the deck is public.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '../../engine/index.js';
import { loadLang } from '../../renderer/phone/i18n.js';
import { Table } from './fixtures.js';
import { render } from './reach.js';

const SEVEN = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'];

beforeAll(async () => {
  await loadLang('zh-CN');
});

function header(deal: RoleId[], seat: number): { step: string | null; name: string } {
  const t = Table.deal(SEVEN, deal, [], { variants: { sheriffElection: 'off' } });
  const screen = render(t, seat, 'zh-CN');
  try {
    return {
      step: screen.root.querySelector('[data-testid="game"]')?.getAttribute('data-step') ?? null,
      name: screen.root.querySelector('.step-name')?.textContent ?? '',
    };
  } finally {
    screen.close();
  }
}

describe("the Guard's step, named from the deck", () => {
  it('is 摄梦人 with no Guard, 守卫、摄梦人 with both, 守卫 without the Dreamweaver, on every phone', () => {
    for (const seat of [1, 2, 3]) {
      expect(header(['werewolf', 'dreamweaver', 'villager', 'villager', 'villager', 'villager', 'werewolf'], seat)).toEqual({ step: 'guard', name: '摄梦人' });
      expect(header(['werewolf', 'dreamweaver', 'guard', 'villager', 'villager', 'villager', 'werewolf'], seat)).toEqual({ step: 'guard', name: '守卫、摄梦人' });
      expect(header(['werewolf', 'villager', 'guard', 'villager', 'villager', 'villager', 'werewolf'], seat)).toEqual({ step: 'guard', name: '守卫' });
    }
  });
});
