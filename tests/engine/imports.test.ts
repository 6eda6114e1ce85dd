import { describe, expect, it } from 'vitest';

describe('engine modules', () => {
  it('a New Moon card module can be imported on its own, before the engine entry point', async () => {
    const { spiritualismCards } = await import('../../engine/newMoon/cards/spiritualism.js');
    const { eventCards } = await import('../../engine/newMoon/registry.js');
    expect(spiritualismCards).toHaveLength(5);
    expect(eventCards().filter((c) => c.id.startsWith('spiritualism'))).toHaveLength(5);
  });

  it('the engine entry point plays the standard rule sets, listed, with the base game first', async () => {
    const { NIGHTFALL } = await import('../../engine/index.js');
    expect(NIGHTFALL.sets.map((set) => set.id)).toEqual(['base', 'newMoon', 'characters', 'modernCn', 'chinaBoards']);
  });
});
