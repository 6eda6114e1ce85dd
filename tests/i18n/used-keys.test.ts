/**
 * No raw key on a screen (issue "Nobody is found out by his phone", point 9: the TV showed
 * `tv.causeShort.selfDestruct`, phones `phone.none.fox.sniff`). Every key the TV and phone pages
 * name literally (`t('…')`) exists in both languages, and so does every key they build from a value
 * the engine can send: each cause of death as the table is told it, each step, each prompt that
 * may be answered with nobody, each role, each New Moon card.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventCards } from '../../engine/newMoon/registry.js';
import { openPrompts, ROLES, type DeathCause, type ToldCause } from '../../engine/index.js';
import { resources } from '../../renderer/common/i18n/index.js';
import { setupArb } from '../support/arbitraries.js';
import { declaredKeys } from '../support/declared.js';
import { playRandomGame } from '../support/randomPlayer.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LANGS = ['en', 'zh-CN'] as const;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? (f === 'i18n' ? [] : sources(p)) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** A key's string, as i18next finds it: nested objects, and keys that hold a dot ('fox.sniff'). */
function lookup(tree: unknown, key: string): unknown {
  if (!tree || typeof tree !== 'object') return undefined;
  const t = tree as Record<string, unknown>;
  if (key in t) return t[key];
  const parts = key.split('.');
  for (let i = 1; i < parts.length; i++) {
    const head = parts.slice(0, i).join('.');
    if (head in t) {
      const found = lookup(t[head], parts.slice(i).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function missing(keys: Iterable<string>): string[] {
  const out: string[] = [];
  for (const key of keys) {
    for (const lang of LANGS) {
      const tree = resources[lang].translation;
      const v = lookup(tree, key) ?? lookup(tree, `${key}_other`);
      if (typeof v !== 'string') out.push(`${lang}: ${key}`);
    }
  }
  return out;
}

/**
 * Every cause as the table may be told it: each one the engine declares (`DeathCauses`, read from the
 * compiler: a role's new cause joins by being declared in its folder), and `untold`.
 */
const CAUSES: readonly ToldCause[] = [...(declaredKeys('DeathCauses') as DeathCause[]), 'untold'];

describe('i18n keys the pages use', () => {
  it('every key named literally on the TV or the phone exists in both languages', () => {
    const keys = new Set<string>();
    for (const file of [...sources(path.join(ROOT, 'renderer/tv')), ...sources(path.join(ROOT, 'renderer/phone')), ...sources(path.join(ROOT, 'renderer/common'))]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:t|fmt)\(\s*'([a-zA-Z][\w.-]*)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(300);
    expect(missing(keys)).toEqual([]);
  });

  it('every cause of death has its line, its short and long label on the TV and its phone labels', () => {
    // The base's and every rule set's: the list is the compiler's, not a copy of it.
    expect(CAUSES).toEqual(expect.arrayContaining(['wolves', 'vote', 'event', 'tetanus', 'selfDestruct', 'wolfKingShot', 'untold']));
    const keys = CAUSES.flatMap((c) => [`death.${c}`, `deathShort.${c}`, `tv.cause.${c}`, `tv.causeShort.${c}`, `phone.story.death.${c}`]);
    expect(missing(keys)).toEqual([]);
    // A cause the table is told is a word, never the raw cause.
    for (const c of CAUSES) expect(lookup(resources['zh-CN'].translation, `tv.causeShort.${c}`)).not.toBe(c);
  });

  it('every role and every New Moon card has its name and text', () => {
    const keys = [
      ...Object.keys(ROLES).map((r) => `role.${r}`),
      ...eventCards().flatMap((c) => [`event.${c.id}.title`, `event.${c.id}.text`]),
    ];
    expect(missing(keys)).toEqual([]);
  });

  it('every step of random games has its TV and phone name, every "nobody" answer its label', () => {
    const steps = new Set<string>();
    const nobody = new Set<string>();
    for (const [i, setup] of fc.sample(setupArb, { numRuns: 80, seed: 9 }).entries()) {
      const game = playRandomGame(setup, i + 1, { keepStates: true });
      for (const s of game.states) {
        steps.add(s.step.name);
        for (const p of openPrompts(s)) if (p.kind === 'seats' && p.min === 0) nobody.add(p.id);
      }
    }
    expect(nobody.has('fox.sniff') || nobody.has('raven.mark')).toBe(true);
    const timed = [...steps].filter((s) => !['dawn', 'dayBreak', 'nightfall', 'gameOver'].includes(s));
    expect(missing([...timed].map((s) => `tv.step.${s}`))).toEqual([]);
    expect(missing([...timed].map((s) => `step.${s}`))).toEqual([]);
    expect(missing([...nobody].map((id) => `phone.none.${id}`))).toEqual([]);
  }, 120_000);
});
