/**
 * The story of the game in words, from the events the host sent to this phone: a ghost's feed of
 * what happens each night, and the recap at the end.
 */
import { joinList } from '../../common/ui/format.js';
import type { GameEvent, RoleId, VoteOutcome } from '../../../engine/types.js';
import { hasKey } from '../i18n.js';
import type { GameCtx } from './ctx.js';
import { moonClassOf } from './NewMoon.js';

export interface RecapLine {
  text: string;
  kind: 'head' | 'night' | 'day' | 'death' | 'vote' | 'end';
  /** Not public: only this player, the ghosts and the end of the game know it. */
  secret: boolean;
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

export function describeEvent(g: GameCtx, e: GameEvent): RecapLine | null {
  const { t, label } = g;
  const list = (seats: number[]) => joinList(seats.map(label), g.lang);
  const secret = e.audience !== 'public';
  const line = (text: string, kind: RecapLine['kind']): RecapLine => ({ text, kind, secret });
  const seat = num(e.seat);
  const role = (r: unknown) => t(`role.${String(r)}`);
  switch (e.type) {
    case 'nightFell':
      return line(t('phone.story.night', { night: e.night }), 'head');
    case 'dawn': {
      const deaths = nums(e.deaths);
      return line(deaths.length ? t('phone.story.dawnDeaths', { day: e.day, deaths: list(deaths) }) : t('phone.story.dawnNoDeaths', { day: e.day }), 'head');
    }
    case 'dawnBeforeDeaths':
      // Day 1 of a modern table: the election comes before the night's news (and its 'dawn').
      return line(t('phone.story.dawnElectionFirst', { day: e.day }), 'head');
    case 'thiefChose':
      return line(e.kept ? t('phone.recap.thiefKept', { seat: seat !== null ? label(seat) : '' })
        : t('phone.recap.thiefTook', { seat: seat !== null ? label(seat) : '', role: role(e.role) }), 'night');
    case 'loversChosen':
      return line(t('phone.recap.lovers', { seats: list(nums(e.lovers)) }), 'night');
    case 'guardProtected':
      return line(num(e.target) !== null ? t('phone.recap.guard', { seat: label(num(e.target)!) }) : t('phone.recap.guardNobody'), 'night');
    case 'seerResult': {
      const r = String(e.result);
      const result = r === 'wolf' || r === 'notWolf' ? t(`seerResult.${r}`) : role(r);
      return line(t(r === 'wolf' || r === 'notWolf' ? 'phone.recap.seer' : 'phone.recap.seerRole', { seat: label(num(e.target) ?? 0), result }), 'night');
    }
    case 'wolvesChose':
      return line(num(e.victim) !== null ? t('phone.recap.wolves', { seat: label(num(e.victim)!) }) : t('phone.recap.wolvesNobody'), 'night');
    case 'littleGirlPeek':
      return line(num(e.wolf) !== null ? t('phone.recap.girlPeek', { seat: label(num(e.wolf)!) }) : t('phone.result.girlNone'), 'night');
    case 'littleGirlCaught':
      return line(t('phone.recap.girlCaught', { seat: seat !== null ? label(seat) : '' }), 'night');
    case 'witchHealed':
      return line(t('phone.recap.witchHealed', { seat: num(e.target) !== null ? label(num(e.target)!) : '' }), 'night');
    case 'witchPoisoned':
      return line(t('phone.recap.witchPoisoned', { seat: label(num(e.target) ?? 0) }), 'night');
    case 'piperCharmed':
      return line(t('phone.recap.piper', { seats: list(nums(e.seats)) }), 'night');
    case 'death': {
      // An untold cause (cards hidden, docs/rules.md §11): the view tells it to a ghost and at the end.
      const cause = e.cause === 'untold' ? g.game.players.find((q) => q.seat === seat)?.death?.cause ?? e.cause : e.cause;
      const text = g.fmt(`phone.story.death.${String(cause)}`, { seat });
      const r = typeof e.role === 'string' ? e.role : revealedRole(g, seat);
      return line(r ? (g.lang === 'zh-CN' ? `${text.replace(/。$/, '')}（${role(r)}）。` : `${text} (${role(r)})`) : text, 'death');
    }
    case 'sheriffCandidates':
      if (!nums(e.seats).length) return line(t('phone.story.sheriffNone'), 'day');
      return line(t(e.final ? 'phone.recap.candidatesFinal' : 'phone.recap.candidates', { seats: list(nums(e.seats)) }), 'day');
    case 'sheriffWithdrew':
      // 退水 is public: every phone's list of candidates must lose him.
      return typeof e.key === 'string' ? line(g.fmt(e.key, { seat }), 'day') : null;
    case 'sheriffElected':
      return line(g.fmt('phone.story.sheriffElected', { seat }), 'day');
    case 'sheriffPassed':
      return line(g.fmt('phone.story.sheriffPassed', { from: e.from, to: e.to }), 'day');
    case 'sheriffLost':
      return line(t('phone.recap.sheriffLost', { seat: seat !== null ? label(seat) : '' }), 'day');
    case 'votesRevealed': {
      const ballots = Array.isArray(e.ballots) ? (e.ballots as { voter: number; target: number | null }[]) : [];
      const parts = ballots.map((b) => t('phone.story.ballot', { voter: b.voter, target: b.target === null ? t('phone.story.abstained') : b.target }));
      const zh = g.lang === 'zh-CN';
      return line(`${t(`phone.story.kind.${String(e.kind)}`)}${zh ? '：' : ': '}${parts.join(zh ? '，' : ', ')}`, 'vote');
    }
    case 'voteOutcome':
      return line(outcomeText(g, e.outcome as VoteOutcome), 'vote');
    case 'idiotRevealed':
      return line(g.fmt('phone.story.idiotRevealed', { seat }), 'day');
    case 'hunterShot':
      return line(g.fmt(e.target === null ? 'phone.story.hunterNoShot' : 'phone.story.hunterShot', { seat, target: e.target }), 'death');
    case 'elderCurse':
      return line(t('phone.story.elderCurse'), 'day');
    case 'scapegoatChose':
      return line(t('phone.recap.scapegoat', { seat: seat !== null ? label(seat) : '', seats: list(nums(e.voters)) }), 'day');
    case 'eventDrawn':
    case 'eventInPlay': {
      const id = String(e.event);
      return line(t(`phone.recap.${e.type}`, { card: t(`event.${id}.title`), moon: t(`event.class.${moonClassOf(id)}`) }), 'head');
    }
    case 'eventEnded':
      return line(t('phone.recap.eventEnded', { card: t(`event.${String(e.event)}.title`) }), 'day');
    case 'vouched':
      return line(t('phone.recap.vouched', { seat: seat !== null ? label(seat) : '', target: num(e.for) !== null ? label(num(e.for)!) : '' }), 'day');
    case 'seanceQuestion':
      return line(t('phone.recap.seanceQuestion', { seat: num(e.medium) !== null ? label(num(e.medium)!) : '', question: t(String(e.key)) }), 'day');
    case 'seancePointed':
      return line(t('phone.recap.seancePointed', { seats: list(nums(e.seats)) }), 'day');
    case 'accusation':
      return line(g.fmt('phone.recap.accusation', { seat, target: e.target }), 'vote');
    case 'publicBallot': {
      const weight = num(e.weight) ?? 1;
      return line(g.fmt(weight === 1 ? 'phone.recap.publicBallot' : 'phone.recap.publicBallotWeight', { seat: e.voter, target: e.target, weight }), 'vote');
    }
    case 'becameWolf':
      return line(g.fmt('phone.recap.becameWolf', { seat, card: t(`event.${String(e.event)}.title`) }), 'night');
    case 'executionerSees':
      return line(t('phone.recap.executionerSees', { seat: seat !== null ? label(seat) : '', role: String(e.role) }), 'day');
    case 'wolfInspected':
      return line(t('phone.recap.wolfInspected', { seat: label(num(e.target) ?? 0), role: String(e.result) }), 'night');
    case 'voteLost':
    case 'rascalAway':
    case 'miracle':
    case 'lastStanding':
    case 'seanceAnswer':
    case 'distrustRevealed':
    case 'accusationsCounted':
    case 'punishNamed':
    case 'punishVouched':
    case 'secondVote':
    case 'backfire':
    case 'specter':
    case 'specterStrikes':
    case 'somnambulism':
    case 'executionerElected':
    case 'executionerPassed':
    case 'executionerAnnounced':
      // The engine's own line (renderer/common/i18n/events.*.ts), seats as labels.
      return typeof e.key === 'string' && hasKey(g.lang, e.key) ? line(g.fmt(e.key, e), e.type === 'specterStrikes' || e.type === 'lastStanding' ? 'death' : 'day') : null;
    case 'timeUp':
      return line(g.fmt(`phone.story.timeUp.${String(e.key ?? '').replace(/^narration\.timeUp\./, '') || 'default'}`, { seats: nums(e.seats) }), 'day');
    case 'timedOut': {
      if (e.reason === 'noAgreement') return line(t('phone.story.noAgreement'), 'night');
      // A ghost reads everyone's time-outs: only his own are "you".
      const who = nums(e.audience);
      const step = t(`step.${String(e.step)}`);
      return line(g.mySeat !== null && who.includes(g.mySeat) ? t('phone.story.timedOut', { step })
        : t('phone.story.timedOutOther', { step, seats: list(who) }), 'night');
    }
    case 'readyCut':
      return line(t('phone.story.readyCut', { ready: e.ready, players: e.players }), 'head');
    case 'gameOver': {
      const reason = String((e.outcome as { reason?: string } | undefined)?.reason ?? 'win.nobody').replace(/^win\./, '');
      return line(`${t(`phone.story.win.${reason}`)}${g.lang === 'zh-CN' ? '——' : ' — '}${t(`phone.story.winWhy.${reason}`)}`, 'end');
    }
    // The Characters' public moments (docs/rules.md §10) and what a player learned alone.
    case 'bearGrowled':
      return line(t('phone.story.bear'), 'day');
    case 'ravenMark':
      return line(g.fmt('phone.story.ravenMark', { seat }), 'day');
    case 'servantRevealed':
      return line(g.fmt('phone.story.servant', { seat }), 'day');
    case 'infected':
      return line(t('phone.know.infected'), 'night');
    case 'wildChildTurned':
      return line(t('phone.know.wildChildTurned'), 'night');
    default:
      return null;
  }
}

export function outcomeText(g: GameCtx, o: VoteOutcome | undefined): string {
  if (!o) return '';
  switch (o.type) {
    case 'tie':
      return g.fmt(o.next === 'none' ? 'phone.story.outcome.tieNone' : 'phone.story.outcome.tie', { seats: o.seats });
    case 'eliminated':
    case 'idiotRevealed':
    case 'scapegoat':
    case 'elected':
      return g.fmt(`phone.story.outcome.${o.type}`, { seat: o.seat });
    default:
      return g.t(`phone.story.outcome.${o.type}`);
  }
}

function revealedRole(g: GameCtx, seat: number | null): RoleId | null {
  if (seat === null) return null;
  const p = g.game.players.find((q) => q.seat === seat);
  if (!p?.role) return null;
  return p.revealed || g.game.me?.ghost || g.game.phase === 'over' ? p.role : null;
}

/**
 * "Ann 3 votes (Bo, Cy, Di), Bo 2 (Ann)": the ballots of one vote, most voted first. The counts
 * are the event's tally when it has one: it holds votes no ballot cast (the Raven's +2), named
 * beside the voters.
 */
function tallyText(g: GameCtx, e: GameEvent, events: readonly GameEvent[], index: number): string {
  const ballots = Array.isArray(e.ballots) ? (e.ballots as { voter: number; target: number | null; weight?: number }[]) : [];
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
  const tally = Array.isArray(e.tally) ? (e.tally as { seat: number; votes: number }[]) : [];
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
  return `${g.t(`phone.story.kind.${String(e.kind)}`)}${zh ? '：' : ': '}${parts.join(zh ? '；' : '; ')}`;
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
        const o = x.outcome as VoteOutcome | undefined;
        text += `${zh ? '——' : ' — '}${outcomeText(g, o)}`;
        told.add(j);
        const seat = o && 'seat' in o ? o.seat : null;
        for (let k = i + 1; k < events.length && k <= j + 2; k++) {
          const y = events[k];
          if (y.type === 'death' && y.seat === seat && (y.cause === 'vote' || y.cause === 'scapegoat')) {
            told.add(k);
            const r = typeof y.role === 'string' ? y.role : revealedRole(g, seat);
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
