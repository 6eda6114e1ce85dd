import { describe, expect, it } from 'vitest';

describe('engine modules', () => {
  it('a New Moon card module can be imported on its own, before the engine entry point', async () => {
    const { spiritualismCards } = await import('../../engine/newMoon/cards/spiritualism.js');
    const { eventCards } = await import('../../engine/newMoon/registry.js');
    expect(spiritualismCards).toHaveLength(5);
    expect(eventCards().filter((c) => c.id.startsWith('spiritualism'))).toHaveLength(5);
  });

  it('the engine entry point installs New Moon and the Characters into the base rules, once', async () => {
    const { installedExtensions } = await import('../../engine/extensions.js');
    await import('../../engine/index.js');
    await import('../../engine/index.js');
    expect(installedExtensions().map((e) => e.id)).toEqual(['newMoon', 'characters']);
  });
});
