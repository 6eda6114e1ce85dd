/**
 * Random games on the two boards of the wolves who put powers to sleep (RULES.md §12: 噩梦之影, and
 * 血月 with the Guard and the Hunter in for the Witcher and the Idiot), under modern-cn: every game
 * ends with one outcome, and the rare paths are walked — a terror on a packmate, the Blood Moon's
 * sleeping night, the held-over Apostle dying at dawn of 'bloodMoon' — with the rules they keep.
 */
import { describe, expect, it } from 'vitest';
import { scenarioSetup } from '../../engine/scenario.js';
import type { GameEvent, RoleId, Variants } from '../../engine/index.js';
import { playRandomGame } from '../support/randomPlayer.js';

const wolves: RoleId[] = ['werewolf', 'werewolf', 'werewolf'];
const villagers: RoleId[] = ['villager', 'villager', 'villager', 'villager'];

function games(special: RoleId, n: number, variants: Partial<Variants> = {}) {
  const out = [];
  for (let seed = 1; seed <= n; seed++) {
    const setup = scenarioSetup({ preset: 'modern-cn', variants, deal: [...wolves, special, 'seer', 'witch', 'hunter', 'guard', ...villagers], seed });
    out.push(playRandomGame(setup, seed * 7919));
  }
  return out;
}

const has = (events: GameEvent[], type: string) => events.some((e) => e.type === type);

describe('random games with the Nightmare', () => {
  // 噩梦之影 as the lobby offers it (engine/boards/boards.ts): every hidden death is asked.
  const played = games('nightmareWolf', 60, { deathPowerCall: 'everyone' });
  it('end, and a terrified packmate always leaves the pack without a victim that night', () => {
    for (const g of played) {
      expect(g.state.outcome).not.toBeNull();
      const terrors = g.events.filter((e): e is Extract<GameEvent, { type: 'nightmareNoHunt' }> => e.type === 'nightmareNoHunt');
      for (const t of terrors) {
        expect(g.events.some((e) => e.type === 'wolvesChose' && e.victim !== null && g.events.indexOf(e) > g.events.indexOf(t)
          && !g.events.slice(g.events.indexOf(t), g.events.indexOf(e)).some((x) => x.type === 'dawn'))).toBe(false);
      }
    }
    expect(played.some((g) => has(g.events, 'nightmareTerrified'))).toBe(true);
  });
});

describe('random games with the Blood Moon Apostle', () => {
  const played = games('bloodMoon', 300);
  it('end; a sleeping night shows no Seer, Guard or Witch answer; the held-over Apostle lives his night and dies of the blood moon', () => {
    let heldOver = 0;
    for (const g of played) {
      expect(g.state.outcome).not.toBeNull();
      const sleep = g.events.findIndex((e) => e.type === 'narration' && e.key === 'narration.bloodMoon.rises');
      if (sleep >= 0) {
        const dawn = g.events.findIndex((e, i) => i > sleep && e.type === 'dawn');
        const night = g.events.slice(sleep, dawn < 0 ? undefined : dawn);
        for (const type of ['seerResult', 'guardProtected', 'witchShown', 'witchHealed', 'witchPoisoned']) expect(has(night, type), type).toBe(false);
      }
      const apostle = g.state.players.find((p) => p.role === 'bloodMoon')!;
      if (apostle.death?.cause !== 'bloodMoon') continue;
      heldOver += 1;
      // Voted out the day before, never killed by it; he died by day at the dawn of the night he lived.
      expect(g.events.some((e) => e.type === 'death' && e.seat === apostle.seat && e.cause === 'vote')).toBe(false);
      expect(apostle.death.phase).toBe('day');
      expect(g.state.players.filter((p) => p.alive && p.role !== 'bloodMoon').length).toBeGreaterThan(0);
    }
    expect(played.some((g) => has(g.events, 'bloodMoonSleep'))).toBe(true);
    expect(heldOver).toBeGreaterThan(0);
  });
});
