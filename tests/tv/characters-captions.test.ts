/**
 * The TV reads the Characters' public moments (docs/rules.md §10) in both languages: the day 0,
 * the bear's growl, the Raven's mark, the Servant stepping forward, the tetanus death, the Angel's
 * and the White Werewolf's wins — from the engine's own public events.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, eventsFor, viewFor, type GameEvent, type GameState } from '../../engine/index.js';
import { scenarioSetup } from '../../engine/scenario.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import { captionsFor, nameBook, type T } from '../../renderer/tv/captions.js';

const tOf = (lang: 'en' | 'zh-CN'): T => {
  const i18n = createI18n(lang);
  return (key, opts) => String(i18n.t(key as string, opts as never));
};

function play(deal: Parameters<typeof scenarioSetup>[0]['deal'], steps: ([number, unknown] | 'timeout')[]): { s: GameState; events: GameEvent[] } {
  const created = createGame(scenarioSetup({ deal, variants: { sheriffElection: 'off', discussion: 'free' } }));
  let s = created.state;
  const events = [...created.events];
  for (const step of steps) {
    const prompt = step === 'timeout' ? null : s.step.prompts.find((p) => p.seat === step[0] && !p.answered);
    const r = apply(s, step === 'timeout' ? { type: 'timeout' } : { type: 'choose', seat: step[0], prompt: prompt!.id, choice: step[1] as never });
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}

describe.each(['en', 'zh-CN'] as const)('%s: the Characters on the TV', (lang) => {
  const t = tOf(lang);

  it('the Raven\'s mark, the bear and the tetanus, with names and no braces', () => {
    // Knight 2 eaten; the wolf to his left (seat 5) dies of tetanus; the Tamer (6) sits by him; the Raven marks seat 4.
    const { s, events } = play(['villager', 'knight', 'raven', 'villager', 'werewolf', 'bearTamer', 'villager', 'villager'], [
      [3, [4]], [5, [2]], 'timeout', 'timeout', [3, []], [5, [1]],
    ]);
    const lines = captionsFor(eventsFor(s, events, { kind: 'table' }), t, nameBook(viewFor(s, { kind: 'table' })));
    const text = lines.join('\n');
    expect(text).toContain(String(t('narration.bear.growls')));
    expect(text).toContain(String(t('narration.raven.mark', { name: 'P4' })));
    expect(lines.some((l) => l.includes('P5') && l === t('death.role.tetanus', { name: 'P5', role: t('role.werewolf') }))).toBe(true);
    expect(text).not.toMatch(/\{\{|narration\.|death\./);
  });

  it('day 0, the Servant stepping forward, the Angel\'s win', () => {
    const { s, events } = play(['werewolf', 'angel', 'servant', 'villager', 'villager', 'villager', 'villager'], [
      'timeout', [1, [2]], [2, [1]], [3, [2]], [4, [2]], [5, [2]], [6, [2]], [7, [2]], [3, true],
    ]);
    expect(s.outcome?.winner).toBe('angel');
    const lines = captionsFor(eventsFor(s, events, { kind: 'table' }), t, nameBook(viewFor(s, { kind: 'table' })));
    const text = lines.join('\n');
    expect(text).toContain(String(t('narration.dayZero')));
    expect(text).toContain(String(t('narration.servant.revealed', { name: 'P3', replaces: 'P2' })));
    expect(text).toContain(String(t('narration.win.angel')));
    expect(text).not.toMatch(/\{\{|narration\./);
  });
});
