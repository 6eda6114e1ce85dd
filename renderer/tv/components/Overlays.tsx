/**
 * Moments that take the whole screen for a few seconds: the dawn (who died in the night) and the
 * vote reveal (who voted whom, tallies with the Sheriff's weight, the outcome, the card turning).
 */
import { motion } from 'framer-motion';
import { useEffect, useState } from 'react';
import type { Ballot, GameEvent, GameView, VoteOutcome } from '../../../engine/index.js';
import { EventCardArt, RoleCard } from '../../common/art/index.js';
import { dawnMs, EVENT_CARD_MS, voteRevealMs } from '../../common/reveal.js';
import { outcomeText, nameBook, roleName } from '../captions.js';
import { useTv } from '../ctx.js';
import { fmt } from '../recap.js';
import { GAME_RING, ringSeats } from './Game.js';
import { SeatRing, seatPoint, tokenSize } from './SeatRing.js';
import { useWhen } from './Graveyard.js';

export type Overlay =
  | { kind: 'dawn'; id: number; day: number; deaths: number[]; ms: number }
  | { kind: 'event'; id: number; event: string; moonClass: 'full' | 'crescent' | 'new'; ms: number }
  | {
    kind: 'reveal'; id: number; voteKind: string; day: number; ballots: Ballot[];
    tally: { seat: number; votes: number }[]; outcome: VoteOutcome | null; ms: number;
  };

let overlayCounter = 0;

const TRIGGERS = new Set(['dawn', 'votesRevealed', 'eventDrawn', 'eventInPlay']);

/** Where the events that an overlay shows end: the first step that starts after its trigger. */
export function overlaySplit(events: readonly GameEvent[]): number {
  let trigger = -1;
  for (let i = 0; i < events.length; i++) if (TRIGGERS.has(events[i].type)) trigger = i;
  if (trigger < 0) return events.length;
  for (let i = trigger + 1; i < events.length; i++) if (events[i].type === 'stepStarted') return i;
  return events.length;
}

/** Overlays to show for a batch of live events. */
export function overlaysFor(events: readonly GameEvent[]): Overlay[] {
  const out: Overlay[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.audience !== 'public') continue;
    if (e.type === 'dawn') {
      const deaths = new Set<number>(Array.isArray(e.deaths) ? (e.deaths as number[]) : []);
      // The chain that follows at once (grief, the Elder's curse) belongs to the same dawn.
      for (let j = i + 1; j < events.length && events[j].type !== 'stepStarted'; j++) {
        if (events[j].type === 'death') deaths.add(Number(events[j].seat));
      }
      out.push({ kind: 'dawn', id: ++overlayCounter, day: Number(e.day) || 1, deaths: [...deaths], ms: dawnMs(deaths.size) });
    } else if (e.type === 'eventDrawn' || e.type === 'eventInPlay') {
      const mc = String(e.moonClass);
      out.push({ kind: 'event', id: ++overlayCounter, event: String(e.event), moonClass: mc === 'crescent' || mc === 'new' ? mc : 'full', ms: EVENT_CARD_MS });
    } else if (e.type === 'votesRevealed') {
      const o = events.slice(i + 1).find((x) => x.type === 'voteOutcome');
      const ballots = (e.ballots as Ballot[]) ?? [];
      out.push({
        kind: 'reveal', id: ++overlayCounter, voteKind: String(e.kind), day: Number(e.day) || 1, ballots,
        tally: (e.tally as { seat: number; votes: number }[]) ?? [], outcome: (o?.outcome as VoteOutcome) ?? null,
        ms: voteRevealMs(ballots.length),
      });
    }
  }
  return out;
}

/** `true` after `ms` (at once with reduced motion). */
function useAfter(ms: number): boolean {
  const { reduced } = useTv();
  const [on, setOn] = useState(reduced || ms <= 0);
  useEffect(() => {
    if (on) return;
    const id = setTimeout(() => setOn(true), ms);
    return () => clearTimeout(id);
  }, [ms, on]);
  return on;
}

function fade(reduced: boolean, delay = 0, y = 16) {
  return reduced
    ? { initial: { opacity: 1 }, animate: { opacity: 1 } }
    : { initial: { opacity: 0, y }, animate: { opacity: 1, y: 0 }, transition: { delay: delay / 1000, duration: 0.6, ease: 'easeOut' as const } };
}

function DyingCard({ game, seat, size, delay }: { game: GameView; seat: number; size: number; delay: number }) {
  const { t, reduced } = useTv();
  const when = useWhen();
  const p = game.players.find((x) => x.seat === seat);
  const turned = useAfter(delay);
  if (!p) return null;
  return (
    <motion.div className="tv-dawn-card" data-testid="dawn-card" data-seat={seat} {...fade(reduced, delay - 500, 30)}>
      <RoleCard role={turned ? p.role : null} size={size} />
      <div className="tv-grave-name">{p.name}</div>
      <div className={`tv-grave-role${p.role ? '' : ' hidden'}`} style={{ opacity: turned ? 1 : 0 }}>{p.role ? roleName(t, p.role) : t('tv.graveyard.hidden')}</div>
      {p.death ? <div className="tv-grave-cause">{t(`tv.cause.${p.death.cause}`)} · {when(p)}</div> : null}
    </motion.div>
  );
}

export function DawnOverlay({ o }: { o: Extract<Overlay, { kind: 'dawn' }> }) {
  const { t, state, reduced } = useTv();
  const game = state.game;
  if (!game) return null;
  const size = o.deaths.length <= 2 ? 220 : o.deaths.length <= 4 ? 170 : 120;
  return (
    <div className="tv-overlay" data-testid="dawn-overlay">
      <div className="tv-dim light" />
      <motion.div className="tv-dawn-title" {...fade(reduced, 200, 30)}>{t('tv.dawn.title', { n: o.day })}</motion.div>
      <motion.div className="tv-dawn-sub" {...fade(reduced, 900)}>
        {o.deaths.length ? t('tv.dawn.deaths', { count: o.deaths.length }) : t('tv.dawn.noDeaths')}
      </motion.div>
      <div className="tv-dawn-cards">
        {o.deaths.map((seat, i) => <DyingCard key={seat} game={game} seat={seat} size={size} delay={1800 + i * 700} />)}
      </div>
    </div>
  );
}

const STAGGER = 200;

export function VoteReveal({ o }: { o: Extract<Overlay, { kind: 'reveal' }> }) {
  const { t, state, reduced } = useTv();
  const game = state.game;
  if (!game) return null;
  const g = GAME_RING;
  const n = game.players.length;
  const tok = tokenSize(n);
  const index = new Map(game.players.map((p, i) => [p.seat, i]));
  const at = (seat: number) => seatPoint(g, index.get(seat) ?? 0, n);
  const nameOf = nameBook(game);
  const cast = o.ballots.filter((b) => b.target !== null);
  const abstained = o.ballots.length - cast.length;
  const arrowsDone = 500 + cast.length * STAGGER;
  const sheriffVote = o.voteKind.startsWith('sheriff');
  const maxVotes = o.tally.length ? o.tally[0].votes : 0;
  const eliminated = o.outcome && (o.outcome.type === 'eliminated' || o.outcome.type === 'scapegoat' || o.outcome.type === 'idiotRevealed')
    ? o.outcome.seat : null;
  const elected = o.outcome && o.outcome.type === 'elected' ? o.outcome.seat : null;
  const seats = ringSeats(game, (seat) => ({ classes: seat === eliminated || seat === elected ? ['speaking'] : [] }));
  const outcome = o.outcome ? outcomeText(o.outcome, t, nameOf) : null;

  return (
    <div className="tv-overlay" data-testid="vote-reveal" data-kind={o.voteKind}>
      <div className="tv-dim" />
      <motion.div className="tv-reveal-title" {...fade(reduced, 0)}>
        {sheriffVote ? t('tv.reveal.sheriffTitle') : t('tv.reveal.title')} <span className="tv-muted">· {t('tv.phase.day', { n: o.day })}</span>
      </motion.div>
      <SeatRing seats={seats} geometry={g} testId="reveal-ring" />
      <div className="tv-arrows" style={{ left: g.x, top: g.y, width: g.width, height: g.height }}>
        {cast.map((b, i) => {
          const a = at(b.voter);
          const z = at(b.target!);
          const dx = z.x - a.x;
          const dy = z.y - a.y;
          const len = Math.hypot(dx, dy) || 1;
          const r0 = tok / 2 + 4;
          const r1 = tok / 2 + 8;
          // Shifted a little to the right of its direction, so A→B and B→A stay apart.
          const ox = (-dy / len) * 9;
          const oy = (dx / len) * 9;
          const x1 = a.x + (dx / len) * r0 + ox;
          const y1 = a.y + (dy / len) * r0 + oy;
          const length = Math.max(10, len - r0 - r1);
          const heavy = b.weight !== 1;
          const delay = (500 + i * STAGGER) / 1000;
          return (
            <div
              key={b.voter}
              className={`tv-arrow${heavy ? ' heavy' : ''}`}
              data-testid="vote-arrow"
              data-voter={b.voter}
              data-target={b.target!}
              style={{ left: x1, top: y1, width: length, transform: `rotate(${Math.atan2(dy, dx)}rad)` }}
            >
              <motion.i
                className="tv-arrow-shaft"
                initial={reduced ? false : { scaleX: 0, opacity: 0 }}
                animate={{ scaleX: 1, opacity: 1 }}
                transition={{ delay, duration: 0.45, ease: 'easeOut' }}
              />
              <motion.b
                className="tv-arrow-head"
                initial={reduced ? false : { opacity: 0 }}
                animate={{ opacity: 1 }}
                transition={{ delay: delay + 0.35, duration: 0.2 }}
              />
            </div>
          );
        })}
      </div>
      {o.tally.map((c) => {
        const p = at(c.seat);
        return (
          <motion.div
            key={c.seat}
            className="tv-tally-bubble"
            style={{ left: g.x + p.x + tok * 0.55, top: g.y + p.y - tok * 0.45, background: c.votes === maxVotes ? '#c41a2b' : '#6b2a30' }}
            data-testid="tally-bubble"
            data-seat={c.seat}
            data-votes={c.votes}
            {...(reduced ? {} : { initial: { opacity: 0, scale: 0.4 }, animate: { opacity: 1, scale: 1 }, transition: { delay: arrowsDone / 1000, type: 'spring', stiffness: 260, damping: 16 } })}
          >
            {fmt(c.votes)}
          </motion.div>
        );
      })}
      <motion.div className="tv-panel tv-tally" data-testid="tally" {...fade(reduced, 300)}>
        {o.tally.map((c, i) => {
          const voters = cast.filter((b) => b.target === c.seat);
          return (
            <motion.div key={c.seat} className={`tv-tally-row${c.votes === maxVotes ? ' top' : ''}`} data-testid="tally-row" data-seat={c.seat} data-votes={c.votes} {...fade(reduced, arrowsDone + i * 150, 8)}>
              <div className="tv-tally-head">
                <span className="tv-tally-name"><span className="tv-muted">{c.seat} · </span>{nameOf(c.seat)}</span>
                <span className="tv-tally-votes">{fmt(c.votes)}</span>
              </div>
              <div className="tv-tally-chips">
                {voters.map((b) => (
                  <span key={b.voter} className={`tv-vchip${b.weight !== 1 ? ' sheriff' : ''}`}>
                    {b.voter} {nameOf(b.voter)}{b.weight !== 1 ? ` · ${t('tv.reveal.weight', { weight: fmt(b.weight) })}` : ''}
                  </span>
                ))}
              </div>
            </motion.div>
          );
        })}
        {abstained > 0 ? <div className="tv-abstain" {...{}}>{t('tv.reveal.abstained', { count: abstained })}</div> : null}
        {outcome ? <motion.div className="tv-outcome" data-testid="vote-outcome" {...fade(reduced, arrowsDone + 900)}>{outcome}</motion.div> : null}
      </motion.div>
      {eliminated !== null ? (
        <div className="tv-reveal-card" style={{ left: g.x + g.width / 2 - 100, top: g.y + g.height / 2 - 200 }}>
          <DyingCard game={game} seat={eliminated} size={170} delay={arrowsDone + 1800} />
        </div>
      ) : null}
    </div>
  );
}

/** A New Moon card drawn at dawn (or put in play at the start): its moon, name and rule. */
export function EventOverlay({ o }: { o: Extract<Overlay, { kind: 'event' }> }) {
  const { t, reduced } = useTv();
  return (
    <div className="tv-overlay" data-testid="event-overlay" data-event={o.event}>
      <div className="tv-dim" />
      <div className="tv-event">
        <motion.div {...(reduced ? {} : { initial: { opacity: 0, scale: 0.8, rotate: -6 }, animate: { opacity: 1, scale: 1, rotate: 0 }, transition: { duration: 1.1, ease: 'easeOut' } })}>
          <EventCardArt moonClass={o.moonClass} size={300} />
        </motion.div>
        <motion.div className="tv-event-class" {...fade(reduced, 500)}>{t(`event.class.${o.moonClass}`, { defaultValue: '' })}</motion.div>
        <motion.div className="tv-event-title" {...fade(reduced, 800)}>{t(`event.${o.event}.title`, { defaultValue: o.event })}</motion.div>
        <motion.div className="tv-event-text" {...fade(reduced, 1300)}>{t(`event.${o.event}.text`, { defaultValue: '' })}</motion.div>
        <motion.div className="tv-event-rule" {...fade(reduced, 1600)}>{t(`event.classRule.${o.moonClass}`, { defaultValue: '' })}</motion.div>
      </div>
    </div>
  );
}
