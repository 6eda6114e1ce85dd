import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The engine's entry first: a card module imported on its own would enter the rules' import cycle midway.
import '../../engine/index.js';
import { SPIRITUALISM_QUESTIONS } from '../../engine/newMoon/cards/spiritualism.js';
import { eventCards, eventSteps } from '../../engine/newMoon/registry.js';
import { en } from '../../renderer/common/i18n/en.js';
import { eventsEn } from '../../renderer/common/i18n/events.en.js';
import { eventsZh } from '../../renderer/common/i18n/events.zh-CN.js';
import { zhCN } from '../../renderer/common/i18n/zh-CN.js';

/**
 * Every New Moon message key the engine can emit has a non-empty string in both languages:
 * the literal keys found in the engine's sources, the templated ones expanded below, and for each
 * card its title, card-face text and the text the narrator reads.
 */
const engineDir = join(import.meta.dirname, '../../engine');
const sources = readdirSync(engineDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(engineDir, f), 'utf8') }));

const ids = eventCards().map((c) => c.id);
const questionIds = SPIRITUALISM_QUESTIONS.flat().map((q) => q.id);
const byMark = (...marks: string[]) => eventCards().filter((c) => c.marks?.some((m) => marks.includes(m))).map((c) => c.id);

/** Each templated key in the engine, and the keys it can become. A new template must be added here. */
const TEMPLATES: Record<string, string[]> = {
  'event.${a.id}.title': ids.map((id) => `event.${id}.title`),
  'event.${id}.title': ids.map((id) => `event.${id}.title`),
  'event.${step.data.event}.read': ids.map((id) => `event.${id}.read`),
  'event.${id}.marked': byMark('loseVote', 'away').map((id) => `event.${id}.marked`),
  'event.${id}.again': ['dissatisfaction', 'enthusiasm'].map((id) => `event.${id}.again`),
  'event.spiritualism.q.${q.id}': questionIds.map((q) => `event.spiritualism.q.${q}`),
};

const literal = new Set<string>();
const templates = new Set<string>();
for (const { text } of sources) {
  for (const m of text.matchAll(/'((?:event|prompt\.event)\.[A-Za-z0-9.]+)'/g)) literal.add(m[1]);
  for (const m of text.matchAll(/`((?:event|prompt\.event)\.[^`]*\$\{[^`]*)`/g)) templates.add(m[1]);
}
for (const { file, text } of sources) {
  if (!file.startsWith('events')) continue;
  for (const m of text.matchAll(/'(setup\.[A-Za-z]+)'/g)) literal.add(m[1]);
}

const keys = new Set<string>([
  ...literal,
  ...Object.values(TEMPLATES).flat(),
  ...ids.flatMap((id) => [`event.${id}.title`, `event.${id}.text`, `event.${id}.read`]),
  ...['full', 'crescent', 'new'].map((c) => `event.class.${c}`),
  ...eventSteps().flatMap((step) => [`step.${step.name}`, `tv.step.${step.name}`]),
]);

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of leaves(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const params = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join();

describe('New Moon strings', () => {
  it('finds the engine\'s keys (sanity)', () => {
    expect(ids.length).toBe(24);
    expect(literal.size).toBeGreaterThan(40);
    expect(keys.has('event.spiritualism.yes')).toBe(true);
  });

  it('knows how to expand every templated key the engine emits', () => {
    expect([...templates].filter((t) => !(t in TEMPLATES))).toEqual([]);
  });

  for (const [lang, tree] of [['en', en], ['zh-CN', zhCN]] as const) {
    it(`has a non-empty ${lang} string for every key`, () => {
      const missing = [...keys].filter((key) => {
        const value = lookup(tree, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(missing).toEqual([]);
    });
  }

  it('gives both languages the same keys and the same {{parameters}}', () => {
    const a = leaves(eventsEn);
    const b = leaves(eventsZh);
    expect([...b.keys()].filter((k) => !a.has(k))).toEqual([]);
    expect([...a.keys()].filter((k) => !b.has(k))).toEqual([]);
    const mismatched = [...a].filter(([k, v]) => b.has(k) && params(v) !== params(b.get(k)!)).map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('names every role the Seer or the Executioner can announce', () => {
    for (const result of ['werewolf', 'villager', 'seer', 'witch', 'hunter', 'cupid', 'littleGirl', 'guard', 'thief', 'idiot', 'elder', 'scapegoat', 'piper', 'wolf', 'notWolf']) {
      expect(lookup(en, `event.seen.${result}`)).toBeTruthy();
      expect(lookup(zhCN, `event.seen.${result}`)).toBeTruthy();
    }
  });
});
