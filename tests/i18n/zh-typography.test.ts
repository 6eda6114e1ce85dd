/**
 * Chinese as a 狼人杀 table writes it: full-width punctuation next to Chinese characters, and no
 * space between a Chinese character and a player's name ("请3号小明发言。", not "请 3 · 小明 发言。").
 * Scans every zh-CN string of every module (the merged table and each file's own, so a string
 * another file overrides is checked too), then renders sentences with the real name labels.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../renderer/common/i18n/index.js';
import { charactersZh } from '../../renderer/common/i18n/characters.zh-CN.js';
import { doctorZh } from '../../renderer/common/i18n/doctor.zh-CN.js';
import { eventsZh } from '../../renderer/common/i18n/events.zh-CN.js';
import { gameZh } from '../../renderer/common/i18n/game.zh-CN.js';
import { modernZh } from '../../renderer/common/i18n/modern.zh-CN.js';
import { phoneZh } from '../../renderer/common/i18n/phone.zh-CN.js';
import { tvZh } from '../../renderer/common/i18n/tv.zh-CN.js';
import { zhCN } from '../../renderer/common/i18n/zh-CN.js';
import { seatLabel, seatParams } from '../../renderer/common/ui/format.js';
import { joinNames, paramsOf, type T } from '../../renderer/tv/captions.js';
import type { GameEvent } from '../../engine/index.js';

type Tree = Record<string, unknown>;

function flatten(tree: Tree, prefix = '', out: [string, string][] = []): [string, string][] {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v as Tree, key, out);
    else if (typeof v === 'string') out.push([key, v]);
  }
  return out;
}

const MODULES: Record<string, Tree> = {
  merged: zhCN, game: gameZh, phone: phoneZh, tv: tvZh, events: eventsZh, doctor: doctorZh, characters: charactersZh, modern: modernZh,
};
const STRINGS = Object.entries(MODULES).flatMap(([file, tree]) => flatten(tree).map(([key, text]) => ({ where: `${file}: ${key}`, text })));

const CJK = '[\\u3400-\\u9fff\\u3000-\\u303f\\uff00-\\uffef]';
/** Parameters that become a player's name (or a list of names) in a sentence. */
const NAME_PARAMS = [
  'seat', 'name', 'target', 'victim', 'from', 'to', 'medium', 'ghost', 'voucher', 'accuser', 'chooser', 'voter', 'last', 'dead',
  'replaces', 'wolf', 'partner', 'candidates', 'seats', 'deaths', 'lovers', 'voters', 'standing', 'eliminated', 'winners', 'list', 'order',
];

/** A string without what is not prose: nested keys `$t(...)` and the key inside `{{...}}`. */
const prose = (text: string) => text.replace(/\$t\([^)]*\)/g, '字').replace(/\{\{[^}]*\}\}/g, '{{}}');

/** The ASCII punctuation of a string that touches a Chinese character. */
export function asciiPunctuationProblems(text: string): string[] {
  const p = prose(text);
  const hits = [...p.matchAll(new RegExp(`${CJK}[,:;?!()]|[,:;?!()]${CJK}`, 'g'))].map((m) => m[0]);
  if (/\.\.\./.test(p) && new RegExp(CJK).test(p)) hits.push('...');
  if (/"/.test(p) && new RegExp(CJK).test(p)) hits.push('"');
  return hits;
}

/** Spaces between a Chinese character and an interpolated name. */
export function nameSpaceProblems(text: string): string[] {
  const names = NAME_PARAMS.join('|');
  const re = new RegExp(`${CJK}[ \\u00a0]+\\{\\{(?:${names})\\}\\}|\\{\\{(?:${names})\\}\\}[ \\u00a0]+${CJK}`, 'g');
  return [...text.matchAll(re)].map((m) => m[0]);
}

describe('zh-CN typography', () => {
  it('reads many strings (the scan is not empty)', () => {
    expect(STRINGS.length).toBeGreaterThan(1000);
  });

  it('uses full-width punctuation next to Chinese characters', () => {
    const bad = STRINGS.map((s) => ({ ...s, hits: asciiPunctuationProblems(s.text) })).filter((s) => s.hits.length);
    expect(bad.map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });

  it('puts no space between a Chinese character and a name', () => {
    // The connection doctor's {{list}} holds network addresses, not names.
    const bad = STRINGS.filter((s) => !s.where.includes('doctor.') && nameSpaceProblems(s.text).length);
    expect(bad.map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });

  it('the checks catch what they look for', () => {
    expect(asciiPunctuationProblems('胜利者:{{list}}')).toEqual(['者:']);
    expect(asciiPunctuationProblems('警长竞选:开始(第1天)')).toEqual(['选:', '始(', '天)']);
    expect(nameSpaceProblems('请 {{seat}} 发言。')).toEqual(['请 {{seat}}']);
    expect(nameSpaceProblems('请{{name}} 发言。')).toEqual(['{{name}} 发']);
    expect(nameSpaceProblems('第 {{night}} 夜')).toEqual([]); // numbers may be set apart
    expect(asciiPunctuationProblems('只有你看到了：{{seat}}是$t(event.seen.{{role}})。')).toEqual([]);
  });
});

describe('zh-CN sentences with real names', () => {
  const i18n = createI18n('zh-CN');
  const t: T = (key, opts) => String(i18n.t(key as string, opts as never));
  const names: Record<number, string> = { 3: '小明', 5: '王大锤', 7: '林晓月' };

  it('on the phone a player is "3号小明", set into the sentence without spaces', () => {
    const label = (seat: number) => seatLabel(seat, names[seat], 'zh-CN');
    const fmt = (key: string, params: Record<string, unknown>) => t(key, seatParams(params, label, 'zh-CN'));
    expect(fmt('phone.now.lastWords', { seat: 3 })).toBe('3号小明正在发表遗言。');
    expect(fmt('phone.now.speech', { seat: 5 })).toBe('5号王大锤正在发言。');
    expect(fmt('phone.story.dawnDeaths', { day: 2, deaths: [3, 7] })).toBe('第2天：昨晚死亡的是3号小明、7号林晓月。');
    expect(fmt('phone.recap.lovers', { seats: [3, 5] })).toBe('丘比特让3号小明、5号王大锤成为情侣。');
    for (const text of [fmt('phone.story.hunterShot', { seat: 7, target: 5 }), fmt('phone.story.outcome.eliminated', { seat: 3 })]) expect(text).not.toMatch(/\s/);
    // English keeps "3 · Ann".
    expect(seatLabel(3, 'Ann')).toBe('3 · Ann');
  });

  it('on the TV: names joined with 、 and 和, no spaces', () => {
    const nameOf = (seat: number) => names[seat] ?? `#${seat}`;
    const dawn = { type: 'dawn', audience: 'public', key: 'narration.dawn.deaths', day: 2, deaths: [3, 5, 7] } as unknown as GameEvent;
    expect(t('narration.dawn.deaths', paramsOf(dawn, t, nameOf))).toBe('第 2 天，天亮了。昨晚死亡的是：小明、王大锤和林晓月。');
    expect(joinNames(t, ['小明', '王大锤'])).toBe('小明和王大锤');
    const winners = t('tv.end.winnersList', { list: joinNames(t, ['小明', '林晓月']) });
    expect(winners).toBe('胜利者：小明和林晓月');
  });

  it('the lovers\' box names the partner\'s side in a sentence', () => {
    expect(t('phone.know.partnerTeam.notWolf')).toBe('对方是好人。');
    expect(t('phone.know.partnerTeam.wolf')).toBe('对方是狼人。');
  });
});

describe('zh-CN composed lines', () => {
  it('the end recap counts votes as 林晓月3票 and joins the outcome with ——', async () => {
    const { eventsFor, viewFor } = await import('../../engine/index.js');
    const { buildRecap } = await import('../../renderer/tv/recap.js');
    const { nameBook } = await import('../../renderer/tv/captions.js');
    const { scriptedGame } = await import('../tv/support/scenario.js');
    const i18n = createI18n('zh-CN');
    const t: T = (key, opts) => String(i18n.t(key as string, opts as never));
    const d = scriptedGame('zh-CN');
    const table = { kind: 'table' } as const;
    const lines = buildRecap(eventsFor(d.state, d.events, table), t, nameBook(viewFor(d.state, table))).flatMap((s) => s.items.map((x) => x.text));
    expect(lines).toContain('投票：林晓月3票、王大锤3票、周游2票——平票，由警长的一票决定：王大锤被放逐。');
    for (const line of lines) expect(line).not.toMatch(/ — |[\u3400-\u9fff] \d|\d [\u3400-\u9fff]/);
  });

  it('a New Moon card on the TV reads "标题：内容"', () => {
    const i18n = createI18n('zh-CN');
    expect(String(i18n.t('tv.eventCaption', { title: '日食', text: '今天的讨论中……' }))).toBe('日食：今天的讨论中……');
  });
});
