/**
 * The host's name rules: the shape (protocol/names.ts: NFC, grapheme length, something
 * visible) and no name that looks like another seated player's. "Looks like" is a skeleton in
 * the spirit of Unicode TS #39: NFKC (full-width letters become ASCII), the `confusables`
 * package's map of look-alike letters (Cyrillic а, Greek ο, Cherokee Ꭺ... to Latin), accents off,
 * then the few ASCII look-alikes a TV font blurs (I l 1 |, O 0, rn m), case folded.
 */
import { remove as removeConfusables } from 'confusables';
import { checkNameShape, type NameProblem } from '../../protocol/names.js';

export type NameRefusal = NameProblem | 'NAME_TAKEN' | 'NAME_CONFUSABLE';

const ASCII_LOOKALIKES: [RegExp, string][] = [
  [/[Il1|!]/g, 'l'],
  [/0/g, 'O'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

export function nameSkeleton(name: string): string {
  let s = removeConfusables(name.normalize('NFKC'));
  // Accents off: "Zoë" and "Zoe" are the same name across a room.
  s = s.normalize('NFD').replace(/\p{M}/gu, '');
  for (const [re, to] of ASCII_LOOKALIKES) s = s.replace(re, to);
  return s.toLowerCase().replace(/rn/g, 'm').replace(/\s+/g, ' ').trim();
}

/**
 * The cleaned name when it may be used next to `others` (the other players' names), else why not:
 * the same name ignoring case is NAME_TAKEN, a look-alike is NAME_CONFUSABLE.
 */
export function checkPlayerName(raw: string, others: readonly string[]): { ok: true; name: string } | { ok: false; code: NameRefusal } {
  const shape = checkNameShape(raw);
  if (!shape.ok) return shape;
  const lower = shape.name.toLocaleLowerCase();
  if (others.some((o) => o.toLocaleLowerCase() === lower)) return { ok: false, code: 'NAME_TAKEN' };
  const skeleton = nameSkeleton(shape.name);
  if (others.some((o) => nameSkeleton(o) === skeleton)) return { ok: false, code: 'NAME_CONFUSABLE' };
  return shape;
}
