import { describe, expect, it } from 'vitest';
import { checkPlayerName, nameSkeleton } from '../../electron/host/names.js';
import { checkNameShape, cleanName, clipGraphemes, graphemes } from '../../protocol/names.js';
import { NAME_MAX_LENGTH } from '../../protocol/protocol.js';

describe('name shape', () => {
  it('normalises to NFC and strips controls, bidi overrides, zero widths and tag characters', () => {
    expect(cleanName('  Ada \t Lovelace  ')).toBe('Ada Lovelace');
    expect(cleanName('\u200bBo\u0000b\u202e')).toBe('Bob');
    expect(cleanName('Cafe\u0301')).toBe('Café');
    expect(cleanName('Eve\u{E0041}\u{E0042}')).toBe('Eve');
  });

  it('refuses names with nothing visible', () => {
    // Invisible characters are removed: nothing left is an empty name.
    for (const blank of ['\u3164', '\u{E0041}\u{E0020}', '\uffa0', '\u115f\u1160', '\u034f', '\u200b', '   ']) {
      expect(checkNameShape(blank), JSON.stringify(blank)).toEqual({ ok: false, code: 'NAME_EMPTY' });
    }
    // What is left shows nothing: a Braille blank, a lone combining accent.
    for (const blank of ['\u2800\u2800', ' \u0301', '\u2800\u3164']) {
      expect(checkNameShape(blank), JSON.stringify(blank)).toEqual({ ok: false, code: 'NAME_INVISIBLE' });
    }
    expect(checkNameShape('\u3164Ann')).toEqual({ ok: true, name: 'Ann' });
  });

  it('counts and clips by grapheme cluster, never cutting an emoji or an accent', () => {
    const family = '👨‍👩‍👧';
    expect(graphemes(family)).toHaveLength(1);
    expect(checkNameShape(family.repeat(NAME_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(checkNameShape(family.repeat(NAME_MAX_LENGTH + 1))).toEqual({ ok: false, code: 'NAME_TOO_LONG' });
    expect(clipGraphemes(`${'a'.repeat(NAME_MAX_LENGTH - 1)}${family}x`)).toBe(`${'a'.repeat(NAME_MAX_LENGTH - 1)}${family}`);
    expect(clipGraphemes('é'.normalize('NFD').repeat(20), 3)).toBe('é'.normalize('NFD').repeat(3));
    // A stack of combining marks on one letter is not a short name.
    expect(checkNameShape('a' + '\u0301'.repeat(100))).toEqual({ ok: false, code: 'NAME_TOO_LONG' });
  });
});

describe('confusable names', () => {
  it('gives look-alikes across scripts and widths the same skeleton', () => {
    expect(nameSkeleton('Аlice')).toBe(nameSkeleton('Alice')); // Cyrillic А
    expect(nameSkeleton('bοb')).toBe(nameSkeleton('bob')); // Greek ο
    expect(nameSkeleton('Ａｌｉｃｅ')).toBe(nameSkeleton('Alice')); // full width
    expect(nameSkeleton('Bill')).toBe(nameSkeleton('BiII'));
    expect(nameSkeleton('0lga')).toBe(nameSkeleton('Olga'));
    expect(nameSkeleton('Kim')).not.toBe(nameSkeleton('Tim'));
    expect(nameSkeleton('李雷')).not.toBe(nameSkeleton('韩梅梅'));
  });

  it('refuses a name that copies a seated player with look-alike letters', () => {
    expect(checkPlayerName('Аlice', ['Alice'])).toEqual({ ok: false, code: 'NAME_CONFUSABLE' });
    expect(checkPlayerName('ALICE', ['Alice'])).toEqual({ ok: false, code: 'NAME_TAKEN' });
    expect(checkPlayerName('Alicia', ['Alice'])).toEqual({ ok: true, name: 'Alicia' });
    expect(checkPlayerName('王小明', ['王小红'])).toEqual({ ok: true, name: '王小明' });
  });
});
