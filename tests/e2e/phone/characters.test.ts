/**
 * The Characters (docs/rules.md §10) end to end: eight phones and the TV in one Chromium, a real
 * host with a manual clock, one whole game through the phones' UI with five new roles — the Big
 * Bad Wolf, the Wolf-Hound, the Fox, the Raven and the Bear Tamer (and the Knight in the deck):
 * the VIP puts them in the deck, every phone peeks, and each decision is made by tapping.
 */
import { describe, expect, test } from 'vitest';
import { drive, sheriffOff, vipSetDeck, type Plan } from './driver.js';
import type { Phone } from './harness.js';
import { joinAll, openPhones, useTable } from './table.js';

const table = useTable(20261201);
let phones: Phone[] = [];

const NAMES = ['Alice', 'Bob', '陈晨', 'Dana', 'Eve', 'Fang', 'Gus', 'Hana'];

const seatsOf = (role: string) => phones.filter((p) => p.role === role).map((p) => p.seat);

describe('the Characters, end to end', () => {
  test('a game with the Big Bad Wolf, the Wolf-Hound, the Fox, the Raven and the Bear Tamer', async () => {
    phones = await openPhones(table, NAMES, true);
    // One after another: the machine running this may be slow, and the first to join hosts.
    await joinAll(phones, true);
    const vip = phones[0];
    await vipSetDeck(vip, { werewolf: 1, bigBadWolf: 1, wolfHound: 1, fox: 1, raven: 1, knight: 1, bearTamer: 1, villager: 1 });
    // At most one of each Character: the + stops at one.
    expect(await vip.testid('role-fox').getByTestId('plus').isDisabled()).toBe(true);
    await sheriffOff(vip);
    await vip.page.waitForFunction(() => !document.querySelector('[data-testid="setup-problem"]'), null, { timeout: 5000 });
    await vip.testid('start-game').click();
    await Promise.all(phones.map(async (p) => {
      await p.waitScreen('game', 30_000);
      p.seat = Number(await p.testid('hold-card').getAttribute('data-seat'));
      const { role, text } = await p.peek();
      expect(role).not.toBe('');
      expect(text.length).toBeGreaterThan(40);
    }));
    const wolves = [...seatsOf('werewolf'), ...seatsOf('bigBadWolf')];
    const [fox] = seatsOf('fox');
    const [raven] = seatsOf('raven');
    const village = phones.map((p) => p.seat).filter((s) => !wolves.includes(s));
    // The village votes out the wolves, the Raven marks them, the Fox sniffs next to them.
    const plan: Plan = {
      houndSide: 'villager',
      seats: { 'fox.sniff': [wolves[0]], 'raven.mark': [wolves[0], wolves[1]] },
      vote: (voter) => (wolves.includes(voter) ? village.find((s) => s !== voter) : wolves.find((w) => phones.some((p) => p.seat === w))),
    };
    const seen = new Set<string>();
    const end = await drive(phones, vip, plan, { onStep: async (step) => void seen.add(step.name) });
    expect(end.phase).toBe('over');
    for (const step of ['wolfHound', 'fox', 'raven', 'werewolves', 'bigBadWolf', 'vote']) expect(seen, step).toContain(step);
    // The Fox learned something on his card; the Raven's mark was public.
    const foxPhone = phones.find((p) => p.seat === fox)!;
    await foxPhone.testid('end').waitFor({ timeout: 15_000 });
    const recap = await phones.find((p) => p.seat === raven)!.page.locator('[data-testid="recap"]').innerText();
    expect(recap).toMatch(/Raven marked|乌鸦标记了/);
    const winner = await foxPhone.testid('end').getAttribute('data-winner');
    expect(['village', 'wolves']).toContain(winner);
  }, 600_000);
});
