/**
 * The story of the game in words, from the events the host sent to this phone: a ghost's feed of
 * what happens each night, and the recap at the end.
 */
import type { EventOf, GameEvent, VoteOutcome } from '../../../engine/types.js';
import { phoneLineOf, phoneOutcomeText, revealedRole, type PhoneLine, type PhoneWords } from '../../common/story/index.js';
import { hasKey } from '../i18n.js';
import type { GameCtx } from './ctx.js';

export type RecapLine = PhoneLine;

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The phone's words for the story (renderer/common/story/): this page's labels and strings. */
function words(g: GameCtx): PhoneWords {
  return { t: g.t, lang: g.lang, mySeat: g.mySeat, game: g.game, name: g.name, label: g.label, fmt: g.fmt, hasKey: (key) => hasKey(g.lang, key) };
}

/** One event's line in this phone's story (renderer/common/story/). */
export function describeEvent(g: GameCtx, e: GameEvent): RecapLine | null {
  return phoneLineOf(e, words(g));
}

export function outcomeText(g: GameCtx, o: VoteOutcome | undefined): string {
  return phoneOutcomeText(words(g), o);
}

/**
 * "Ann 3 votes (Bo, Cy, Di), Bo 2 (Ann)": the ballots of one vote, most voted first. The counts
 * are the event's tally when it has one: it holds votes no ballot cast (the Raven's +2), named
 * beside the voters.
 */
function tallyText(g: GameCtx, e: EventOf<'votesRevealed'>, events: readonly GameEvent[], index: number): string {
  const ballots: { voter: number; target: number | null; weight?: number }[] = e.ballots;
  const byTarget = new Map<number, { votes: number; cast: number; voters: number[] }>();
  const abstained: number[] = [];
  for (const b of ballots) {
    if (b.target === null) { abstained.push(b.voter); continue; }
    const row = byTarget.get(b.target) ?? { votes: 0, cast: 0, voters: [] };
    row.votes += b.weight ?? 1;
    row.cast += b.weight ?? 1;
    row.voters.push(b.voter);
    byTarget.set(b.target, row);
  }
  const tally = e.tally;
  for (const c of tally) {
    const row = byTarget.get(c.seat) ?? { votes: 0, cast: 0, voters: [] };
    row.votes = Math.max(row.votes, c.votes);
    byTarget.set(c.seat, row);
  }
  const zh = g.lang === 'zh-CN';
  const names = (seats: number[]) => seats.map(g.name).join(zh ? '、' : ', ');
  const marked = ravenMarkBefore(events, index);
  const parts = [...byTarget.entries()].sort((a, b) => b[1].votes - a[1].votes || a[0] - b[0])
    .map(([target, row]) => {
      const extra = row.votes - row.cast;
      const extraText = extra <= 0 ? '' : g.t(marked === target ? 'phone.story.ravenVotes' : 'phone.story.extraVotes', { count: extra });
      const voters = [names(row.voters), extraText].filter(Boolean).join(zh ? '、' : ', ');
      return g.t('phone.story.tally', { target: g.name(target), count: row.votes, voters });
    });
  if (abstained.length) parts.push(g.t('phone.story.abstainedList', { voters: names(abstained) }));
  return `${g.t(`vote.kind.${e.kind}`)}${zh ? '：' : ': '}${parts.join(zh ? '；' : '; ')}`;
}

/** The seat the Raven marked for the day of the vote at `index` (its dawn's mark), if any. */
function ravenMarkBefore(events: readonly GameEvent[], index: number): number | null {
  for (let i = index; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'ravenMark') return num(e.seat);
    if (e.type === 'nightFell') return null;
  }
  return null;
}

/**
 * The whole story so far, in order, one line per fact: a vote reads as one sentence — the
 * ballots, then what came of them ("Sheriff election: Ann 3 votes (…), Bo 2 (…) — Ann is
 * elected Sheriff") — and the death or election it caused is not told a second time.
 */
export function recap(g: GameCtx, events: GameEvent[]): RecapLine[] {
  const out: RecapLine[] = [];
  const told = new Set<number>();
  const zh = g.lang === 'zh-CN';
  for (let i = 0; i < events.length; i++) {
    if (told.has(i)) continue;
    const e = events[i];
    if (e.type === 'votesRevealed') {
      let text = tallyText(g, e, events, i);
      for (let j = i + 1; j < events.length && events[j].type !== 'stepStarted' && events[j].type !== 'votesRevealed'; j++) {
        const x = events[j];
        if (x.type !== 'voteOutcome') continue;
        const o: VoteOutcome | undefined = x.outcome;
        text += `${zh ? '——' : ' — '}${outcomeText(g, o)}`;
        told.add(j);
        const seat = o && 'seat' in o ? o.seat : null;
        for (let k = i + 1; k < events.length && k <= j + 2; k++) {
          const y = events[k];
          if (y.type === 'death' && y.seat === seat && (y.cause === 'vote' || y.cause === 'scapegoat')) {
            told.add(k);
            const r = typeof y.role === 'string' ? y.role : revealedRole(words(g), seat);
            if (r) text = `${text.replace(/[.。]$/, '')}${zh ? `（${g.t(`role.${r}`)}）。` : ` (${g.t(`role.${r}`)}).`}`;
          }
          if (y.type === 'sheriffElected' && y.seat === seat && k > j) told.add(k);
        }
        break;
      }
      out.push({ text, kind: 'vote', secret: e.audience !== 'public' });
      continue;
    }
    const l = describeEvent(g, e);
    if (l) out.push(l);
  }
  return out;
}
