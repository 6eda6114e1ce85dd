import { describe, expect, it } from 'vitest';
import { charactersEn } from '../../renderer/common/i18n/characters.en.js';
import { charactersZh } from '../../renderer/common/i18n/characters.zh-CN.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import type { RoleStringsModule } from '../../renderer/common/i18n/roleStrings.js';

/** Every role folder's strings (engine/<set>/<role>/strings.ts), as the pages find them. */
const FOLDERS = import.meta.glob<RoleStringsModule>('../../engine/*/*/strings.ts', { eager: true });

/** The Characters' strings (docs/rules.md §10): the same keys in both languages, none empty. */
function leaves(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? leaves(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]);
}

function emptyLeaves(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? emptyLeaves(v as Record<string, unknown>, `${prefix}${k}.`) : typeof v === 'string' && v.trim() ? [] : [`${prefix}${k}`]);
}

describe('Characters strings', () => {
  it('have the same keys in en and zh-CN', () => {
    expect(leaves(charactersZh).sort()).toEqual(leaves(charactersEn).sort());
  });

  it('in each role folder: the same keys in en and zh-CN, none empty, each naming the role', () => {
    expect(Object.keys(FOLDERS).filter((f) => f.includes('/characters/')).length).toBeGreaterThanOrEqual(11);
    for (const [file, { en, zhCN }] of Object.entries(FOLDERS)) {
      expect(leaves(zhCN).sort(), file).toEqual(leaves(en).sort());
      for (const tree of [en, zhCN]) {
        expect(emptyLeaves(tree), file).toEqual([]);
      }
      const role = file.split('/').at(-2)!;
      expect((en.role as Record<string, string> | undefined)?.[role], `${file}: role.${role}`).toBeTruthy();
    }
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
