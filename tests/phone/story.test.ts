/** The phone's story reads like sentences: a vote is one line, and what it caused is told once. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../protocol/protocol.js';
import { makeCtx } from '../../renderer/phone/game/ctx.js';
import { recap } from '../../renderer/phone/game/recap.js';
import { loadLang, translator } from '../../renderer/phone/i18n.js';
import type { PhoneStore, Snapshot } from '../../renderer/phone/store.js';
import { Table } from './fixtures.js';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'];

function story(t: Table, lang: Lang, seat = 1): string[] {
  const msg = t.message(seat);
  if (msg.t !== 'state') throw new Error('not a state');
  const snap = { game: msg.game, room: msg.room, events: msg.events, you: msg.you, pending: {} } as unknown as Snapshot;
  const g = makeCtx(snap, {} as PhoneStore, translator(lang), lang);
  return recap(g, msg.events).map((l) => l.text);
}

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe('the phone story', () => {
  // Seat 1 wolf, 2 seer; the Sheriff election on day 1, then the day vote eliminates the wolf.
  const play = () => Table.deal(NAMES, ['werewolf', 'seer', 'villager', 'villager', 'villager', 'villager'])
    .choose(2, 'seer.inspect', [1]).choose(1, 'wolves.victim', [6])
    .choose(1, 'sheriff.stand', true).choose(2, 'sheriff.stand', true).choose(3, 'sheriff.stand', false)
    .choose(4, 'sheriff.stand', false).choose(5, 'sheriff.stand', false)
    .choose(1, 'sheriff.vote', [1]).choose(2, 'sheriff.vote', [2]).choose(3, 'sheriff.vote', [2])
    .choose(4, 'sheriff.vote', [2]).choose(5, 'sheriff.vote', [1]);

  it('tells the Sheriff election as one sentence: the tally with its voters, then the result, once', async () => {
    const lines = story(play(), 'en');
    const election = lines.filter((l) => l.startsWith('Sheriff election'));
    expect(election).toEqual(['Sheriff election: Bo 3 votes (Bo, Cy, Di); Ann 2 votes (Ann, Ed) — 2 · Bo is elected Sheriff.']);
    expect(lines.filter((l) => /Bo.*Sheriff/.test(l))).toHaveLength(1);
  });

  it('a vote that eliminates says who, with the card shown, and the death is not told again; zh-CN punctuation is full width', async () => {
    const t = play().timeout();
    for (const [seat, target] of [[1, 3], [2, 1], [3, 1], [4, 1], [5, 1]] as const) t.choose(seat, 'vote', [target]);
    const en = story(t, 'en', 2);
    const vote = en.filter((l) => l.startsWith('Day vote'));
    expect(vote).toHaveLength(1);
    expect(vote[0]).toMatch(/^Day vote: Ann 5 votes \(Bo, Cy, Di, Ed\); Cy 1 vote \(Ann\) — .*Ann.* \(Werewolf\)\.$/);
    expect(en.filter((l) => l.includes('voted out'))).toHaveLength(0);
    const zh = story(t, 'zh-CN', 2).filter((l) => l.includes('Ann5票'));
    expect(zh).toHaveLength(1);
    expect(zh[0]).toMatch(/：/);
    expect(zh[0]).not.toMatch(/[^·]: |\(|\)/);
  });
});

describe('the phone story at a table that hides the cards', () => {
  // Seat 1 wolf eats seat 6 on night 1; cards stay hidden (modern-cn's revealOnDeath never).
  const play = () => Table.deal(NAMES, ['werewolf', 'seer', 'villager', 'villager', 'villager', 'villager'], [], { variants: { revealOnDeath: 'never', sheriffElection: 'off' } })
    .choose(2, 'seer.inspect', [1]).choose(1, 'wolves.victim', [6]);

  it('a living player reads who died, not how', () => {
    const lines = story(play(), 'en', 3);
    expect(lines).toContain('6 · Fay is out of the game.');
    expect(lines.join(' ')).not.toMatch(/devoured|werewolves\./);
  });

  it('a ghost, who sees every secret, reads how', () => {
    expect(story(play(), 'en', 6)).toContain('6 · Fay was devoured by the werewolves. (Villager)');
  });
});
