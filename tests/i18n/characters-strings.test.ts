import { describe, expect, it } from 'vitest';
import { charactersEn } from '../../renderer/common/i18n/characters.en.js';
import { charactersZh } from '../../renderer/common/i18n/characters.zh-CN.js';
import { createI18n } from '../../renderer/common/i18n/index.js';

/** The Characters' strings (docs/rules.md §10): the same keys in both languages, none empty. */
function leaves(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? leaves(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]);
}

describe('Characters strings', () => {
  it('have the same keys in en and zh-CN', () => {
    expect(leaves(charactersZh).sort()).toEqual(leaves(charactersEn).sort());
  });

  it('are merged into both languages, with narration for every step and the public moments', () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const i18n = createI18n(lang);
      for (const step of ['wolfHound', 'wildChild', 'fox', 'raven', 'wolfFather', 'whiteWerewolf', 'bigBadWolf']) {
        expect(i18n.exists(`narration.${step}.wake`), `${lang} ${step}`).toBe(true);
        expect(i18n.exists(`tv.step.${step}`), `${lang} ${step}`).toBe(true);
      }
      for (const key of ['narration.bear.growls', 'narration.raven.mark', 'narration.servant.revealed', 'narration.dayZero',
        'narration.win.angel', 'narration.win.whiteWerewolf', 'death.role.tetanus', 'death.tetanus']) {
        expect(i18n.exists(key), `${lang} ${key}`).toBe(true);
      }
      expect(String(i18n.t('narration.raven.mark', { name: 'Ann' }))).toContain('Ann');
    }
  });
});
