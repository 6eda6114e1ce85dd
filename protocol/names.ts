/**
 * Player names, shared by the host (which decides) and the phone (which clips while typing):
 * NFC, no control or invisible format characters, whitespace collapsed, at most NAME_MAX_LENGTH
 * user-perceived characters (grapheme clusters: an emoji family or an accented letter is one, and
 * is never cut in half), and at least one visible character. Pure: no node imports.
 */
import { NAME_MAX_LENGTH } from './wire.js';

/**
 * Code points one grapheme may hold: the longest emoji sequences (a family with skin tones) fit,
 * a tower of combining marks spilling over the TV's other names does not.
 */
export const GRAPHEME_MAX_CODE_POINTS = 12;

/**
 * Removed outright: C0/C1 controls, bidi overrides, and the default-ignorable code points (zero
 * widths, Hangul fillers, tag characters, variation selectors...) except the zero-width joiner and
 * the emoji presentation selectors, which emoji sequences need.
 */
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|(?![\u200d\ufe0e\ufe0f])\p{Default_Ignorable_Code_Point}/gu;
/** Shows nothing although it is a letter or a symbol: Braille blank, Hangul fillers. */
const BLANK_LOOKING = /[\u2800\u3164\uffa0\u115f\u1160]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

let segmenter: Intl.Segmenter | null = null;

export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** At most `max` grapheme clusters (for an input field: never cuts an emoji or an accent off). */
export function clipGraphemes(text: string, max = NAME_MAX_LENGTH): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join('');
}

/** NFC, invisible and control characters removed, whitespace collapsed and trimmed. */
export function cleanName(raw: string): string {
  return raw.normalize('NFC').replace(STRIPPED, '').replace(/\s+/gu, ' ').trim();
}

/** True when something in the name can be seen (not only spaces, fillers and marks). */
export function hasVisibleCharacter(name: string): boolean {
  return VISIBLE.test(name.replace(BLANK_LOOKING, ''));
}

export type NameProblem = 'NAME_EMPTY' | 'NAME_INVISIBLE' | 'NAME_TOO_LONG';

/** The cleaned name, or why it cannot be one. */
export function checkNameShape(raw: string): { ok: true; name: string } | { ok: false; code: NameProblem } {
  const name = cleanName(raw);
  // Nothing left once the invisible characters are gone: empty. Something left that shows nothing
  // (a Braille blank, a lone accent): invisible.
  if (name.length === 0) return { ok: false, code: 'NAME_EMPTY' };
  if (!hasVisibleCharacter(name)) return { ok: false, code: 'NAME_INVISIBLE' };
  const parts = graphemes(name);
  if (parts.length > NAME_MAX_LENGTH || parts.some((g) => [...g].length > GRAPHEME_MAX_CODE_POINTS)) return { ok: false, code: 'NAME_TOO_LONG' };
  return { ok: true, name };
}
