import { describe, expect, it } from 'vitest';
import { checkSetup, createGame } from '../../engine/index.js';

describe('dealing with the Thief', () => {
  const deck = ['werewolf', 'seer', 'thief', 'villager', 'villager', 'villager'] as const;
  it('always deals the only wolf card to a player, never leaves it among the spares', () => {
    for (let seed = 0; seed < 300; seed++) {
      const { state } = createGame({ players: ['A', 'B', 'C', 'D', 'E', 'F'], deck: [...deck], preset: 'official', seed });
      expect(state.players.some((p) => p.card === 'werewolf'), `seed ${seed}`).toBe(true);
      expect(state.phase).toBe('night');
    }
  });
  it('refuses a fixed deal that puts every wolf among the spares', () => {
    const deal = ['seer', 'thief', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'villager'] as const;
    expect(checkSetup({ players: ['A', 'B', 'C', 'D', 'E', 'F'], deck: [...deck], preset: 'official', seed: 1, deal: [...deal] }))
      .toEqual({ code: 'setup.noWolfDealt' });
  });
});
