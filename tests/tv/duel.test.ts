/**
 * The Knight's duel on the TV (RULES.md §12): a full-screen moment of the same kind as the
 * self-destruct — its overlay (the Knight, his foe, who dies) paced by momentMs, which the host
 * also holds every phone's frame for; a wolf's card is shown, a good target's stays face down
 * (RULES.md §13b); the narrator says the duel in one line, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor, type RoleId } from '../../engine/index.js';
import { DUEL_MS, revealMs } from '../../protocol/reveal.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import { captionsFor, nameBook, type T } from '../../renderer/tv/captions.js';
import { overlaysFor } from '../../renderer/tv/components/Overlays.js';
import { Table } from '../phone/fixtures.js';

const tOf = (lang: 'en' | 'zh-CN'): T => {
  const i18n = createI18n(lang);
  return (key, opts) => String(i18n.t(key as string, opts as never));
};
const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'];
const DEAL: RoleId[] = ['werewolf', 'villager', 'duelKnight', 'villager', 'villager', 'villager', 'werewolf'];
const table = { kind: 'table' } as const;

/** Day 1's free discussion (Bo eaten), cards hidden; then the Knight (3) duels `target`. */
function duel(target: number) {
  const t = Table.deal(NAMES, DEAL, [], { variants: { sheriffElection: 'off', discussion: 'free', revealOnDeath: 'never' } })
    .choose(1, 'wolves.victim', [2]).choose(7, 'wolves.victim', [2]).until('discussion');
  const before = t.events.length;
  t.choose(3, 'duelKnight.duel', [target]);
  const fresh = eventsFor(t.state, t.events.slice(before), table).filter((e) => e.audience === 'public');
  return { t, fresh, names: nameBook(viewFor(t.state, table)) };
}

describe('the Knight\'s duel on the TV', () => {
  it('a duelled wolf: the overlay shows his card, the moment is held as long as it plays, one line says it', () => {
    const { fresh, names } = duel(7);
    const overlays = overlaysFor(fresh).filter((o) => o.kind === 'duel');
    expect(overlays).toEqual([expect.objectContaining({ kind: 'duel', seat: 3, target: 7, wolf: true, role: 'werewolf', ms: DUEL_MS })]);
    expect(revealMs(fresh)).toBeGreaterThanOrEqual(DUEL_MS);
    const zh = captionsFor(fresh, tOf('zh-CN'), names).filter((l) => l.includes('决斗'));
    expect(zh).toEqual(['骑士Cy与Gus决斗——Gus是狼人，立即出局，直接进入黑夜。']);
    const en = captionsFor(fresh, tOf('en'), names).filter((l) => /duel/i.test(l));
    expect(en).toEqual(['The Knight Cy duels Gus — a werewolf! Gus dies at once; night falls.']);
  });

  it('a good target: his card stays face down, the Knight dies', () => {
    const { t, fresh, names } = duel(4);
    const [o] = overlaysFor(fresh).filter((x) => x.kind === 'duel');
    expect(o).toMatchObject({ kind: 'duel', seat: 3, target: 4, wolf: false, role: null });
    expect(fresh.some((e) => e.type === 'reveal' && e.seat === 4)).toBe(false);
    expect(viewFor(t.state, table).players.find((p) => p.seat === 4)?.role ?? null).toBeNull();
    expect(captionsFor(fresh, tOf('zh-CN'), names).filter((l) => l.includes('决斗'))).toEqual(['骑士Cy与Di决斗——Di不是狼人，骑士以死谢罪，白天继续。']);
  });
});
