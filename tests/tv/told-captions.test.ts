/**
 * What the narrator tells the table (issue "Nobody is found out by his phone", points 5 and 9):
 * at a modern-cn table (cards hidden) the captions and the graveyard name who died, never how;
 * a self-destruct and the Idiot's reveal are said once; a Sheriff-Idiot's lost badge is said.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor, type GameSetup, type RoleId } from '../../engine/index.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import { captionsFor, nameBook, type T } from '../../renderer/tv/captions.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { Driver } from './support/scenario.js';

const tOf = (lang: 'en' | 'zh-CN'): T => {
  const i18n = createI18n(lang);
  return (key, opts) => String(i18n.t(key as string, opts as never));
};
const zh = tOf('zh-CN');
const en = tOf('en');
const table = { kind: 'table' } as const;
const YU_NV_LIE_BAI: RoleId[] = ['werewolf', 'werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'idiot', 'villager', 'villager', 'villager', 'villager'];
const NAMES = ['老王', '小李', '阿美', '大刘', '小周', '老陈', '阿强', '小吴', '老赵', '小孙', '阿芳', '小郑'];

/** Words that tell how someone died unseen. */
const HOW = /毒|刀|狼人杀害|被狼|殉情|破伤风|撕碎|devour|poison|eaten|broken heart/i;

function modernGame(seed: number) {
  const setup: GameSetup = { players: NAMES, deck: YU_NV_LIE_BAI, preset: 'modern-cn', seed, variants: { selfDestruct: true } };
  const game = playRandomGame(setup, seed * 7);
  const events = eventsFor(game.state, game.events, table).filter((e) => e.audience === 'public');
  return { game, events, names: nameBook(viewFor(game.state, table)) };
}

describe('a modern-cn table is told who died, not how', () => {
  it('no caption and no graveyard or phone label says how anyone died at night', () => {
    let nightDeaths = 0;
    let selfDestructs = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const { events, names } = modernGame(seed);
      for (const t of [zh, en]) {
        const lines = captionsFor(events, t, names);
        const how = lines.filter((l) => HOW.test(l) && !l.includes('女巫请') && !/Witch|Werewolves, /.test(l) && !l.includes('狼人请'));
        expect(how, `seed ${seed}`).toEqual([]);
      }
      for (const e of events) {
        if (e.type === 'death' && e.phase === 'night') nightDeaths += 1;
        if (e.type === 'selfDestruct') {
          selfDestructs += 1;
          // Said once: one line names the wolf's self-destruct.
          const name = names(Number(e.seat));
          expect(captionsFor(events, zh, names).filter((l) => l.includes(`${name}自爆`)), `seed ${seed}`).toHaveLength(1);
        }
      }
    }
    expect(nightDeaths).toBeGreaterThan(30);
    expect(selfDestructs).toBeGreaterThan(0);
  });

  it('the graveyard\'s and the phone\'s labels of a death not seen are one word, the same for every cause', () => {
    for (const t of [zh, en]) {
      const label = (cause: string) => [t(`tv.cause.${cause}`), t(`tv.causeShort.${cause}`), t(`deathShort.${cause}`)];
      for (const l of label('untold')) {
        expect(l).not.toMatch(HOW);
        expect(l).not.toMatch(/untold|\./);
      }
    }
    expect(zh('tv.causeShort.untold')).toBe('出局');
  });
});

describe('lines said once', () => {
  /** Eight players, the Idiot (seat 5) stands alone and is elected; then the village votes him out. */
  function idiotSheriff(): Driver {
    const deal: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'idiot', 'villager', 'villager', 'villager'];
    const d = new Driver({ players: ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'], deck: deal, deal, preset: 'official', seed: 4 });
    while (d.state.step.name !== 'vote') {
      if (d.state.step.name === 'werewolves') {
        d.choose(1, 'wolves.victim', [8]);
        d.choose(2, 'wolves.victim', [8]);
      } else if (d.state.step.name === 'sheriffCandidacy') {
        for (const q of d.state.step.prompts.filter((p) => !p.answered)) d.choose(q.seat, q.id, q.seat === 5);
      } else d.timeout();
    }
    expect(viewFor(d.state, table).sheriff).toBe(5);
    const from = d.events.length;
    for (const q of d.state.step.prompts) d.choose(q.seat, q.id, [q.seat === 5 ? 1 : 5]);
    d.events.splice(0, from);
    return d;
  }

  it('the Idiot\'s reveal is said once, and the Sheriff-Idiot\'s lost badge is said', () => {
    const d = idiotSheriff();
    const lines = captionsFor(eventsFor(d.state, d.events, table), en, nameBook(viewFor(d.state, table)));
    // Once: the reveal's own line (not also the vote's outcome), then the badge.
    expect(lines.filter((l) => l.includes('Ed'))).toEqual([
      'Ed is the Village Idiot! Spared, but without a vote.',
      'The Idiot cannot be Sheriff: Ed\'s badge is gone, and the village has no Sheriff now.',
    ]);
  });
});
