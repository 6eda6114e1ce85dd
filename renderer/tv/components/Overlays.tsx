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
import { gameRing, ringSeats } from './Game.js';
import { SeatRing, tokenSize } from './SeatRing.js';
import { inward, seatSpots } from './seatLayout.js';
import { useWhen } from './Graveyard.js';
import type { SelfDestructMoment } from './SelfDestruct.js';

export type Overlay =
  | { kind: 'dawn'; id: number; day: number; deaths: number[]; ms: number }
  | { kind: 'event'; id: number; event: string; moonClass: 'full' | 'crescent' | 'new'; ms: number }
  | {
    kind: 'reveal'; id: number; voteKind: string; day: number; ballots: Ballot[];
    tally: { seat: number; votes: number }[]; outcome: VoteOutcome | null; ms: number;
  }
  | SelfDestructMoment;

let overlayCounter = 0;

const TRIGGERS = new Set(['dawn', 'votesRevealed', 'eventDrawn', 'eventInPlay', 'selfDestruct']);

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
    } else if (e.type === 'selfDestruct') {
      out.push({ kind: 'selfDestruct', id: ++overlayCounter, seat: Number(e.seat), role: e.role as SelfDestructMoment['role'], ms: 7000 });
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

function DyingCard({ game, seat, size, delay, row = false }: { game: GameView; seat: number; size: number; delay: number; row?: boolean }) {
  const { t, reduced } = useTv();
  const when = useWhen();
  const p = game.players.find((x) => x.seat === seat);
  const turned = useAfter(delay);
  if (!p) return null;
  const text = (
    <>
      <div className="tv-grave-name">{p.name}</div>
      <div className={`tv-grave-role${p.role ? '' : ' hidden'}`} style={{ opacity: turned ? 1 : 0 }}>{p.role ? roleName(t, p.role) : t('tv.graveyard.hidden')}</div>
      {p.death && !row ? <div className="tv-grave-cause">{t(`tv.cause.${p.death.cause}`)} · {when(p)}</div> : null}
    </>
  );
  return (
    <motion.div className={`tv-dawn-card${row ? ' row' : ''}`} data-testid="dawn-card" data-seat={seat} {...fade(reduced, delay - 500, row ? 8 : 30)}>
      <RoleCard role={turned ? p.role : null} size={size} />
      {row ? <div className="tv-dawn-card-text">{text}</div> : text}
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

/** Past this many ballots or candidates the panel names voters by seat number and stays one line a row. */
const COMPACT_BALLOTS = 10;
const COMPACT_ROWS = 4;
/** Rows shown in full in a compact panel; the rest share one line. */
const MAX_ROWS = 6;

export function VoteReveal({ o }: { o: Extract<Overlay, { kind: 'reveal' }> }) {
  const { t, state, reduced } = useTv();
  const game = state.game;
  if (!game) return null;
  const n = game.players.length;
  const g = gameRing(n);
  const tok = tokenSize(n);
  const spots = seatSpots(g, n);
  const index = new Map(game.players.map((p, i) => [p.seat, i]));
  const spotOf = (seat: number) => spots[index.get(seat) ?? 0];
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
  const compact = cast.length > COMPACT_BALLOTS || o.tally.length > COMPACT_ROWS;
  const shown = compact ? o.tally.slice(0, o.tally.length > MAX_ROWS ? MAX_ROWS - 1 : MAX_ROWS) : o.tally;
  const rest = o.tally.slice(shown.length);
  // Tally bubbles sit inside the table next to their seat (the bottom row: to the right), clear of names.
  const bubbleAt = (seat: number) => {
    const s = spotOf(seat);
    if (s.label === 'below') return { x: s.x + tok * 0.55, y: s.y - tok * 0.45 };
    if (s.label === 'above' && s.y > g.height / 2) return { x: s.x + tok / 2 + 30, y: s.y };
    const v = inward(s, g);
    const d = tok / 2 + 34;
    return { x: s.x + v.x * d, y: s.y + v.y * d };
  };

  return (
    <div className="tv-overlay" data-testid="vote-reveal" data-kind={o.voteKind}>
      <div className="tv-dim" />
      <div className="tv-arrows" style={{ left: g.x, top: g.y, width: g.width, height: g.height }}>
        {cast.map((b, i) => {
          const a = spotOf(b.voter);
          const heavy = b.weight !== 1;
          const delay = (500 + i * STAGGER) / 1000;
          if (b.target === b.voter) {
            // A vote for oneself: a ring around one's own token.
            return (
              <i
                key={b.voter}
                className={`tv-self-vote${heavy ? ' heavy' : ''}`}
                data-testid="vote-arrow"
                data-voter={b.voter}
                data-target={b.target}
                style={{ left: a.x, top: a.y, width: tok + 20, height: tok + 20, animationDelay: `${delay}s` }}
              />
            );
          }
          const z = spotOf(b.target!);
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
          return (
            <div
              key={b.voter}
              className={`tv-arrow${heavy ? ' heavy' : ''}`}
              data-testid="vote-arrow"
              data-voter={b.voter}
              data-target={b.target!}
              style={{ left: x1, top: y1, width: length, transform: `rotate(${Math.atan2(dy, dx)}rad)` }}
            >
              {/* CSS animations (compositor only, no script per frame): the shaft grows, then the head shows. */}
              <i className="tv-arrow-shaft" style={{ animationDelay: `${delay}s` }} />
              <b className="tv-arrow-head" style={{ animationDelay: `${delay + 0.35}s` }} />
            </div>
          );
        })}
      </div>
      {/* The table over the arrows: every name and token stays readable where arrows cross. */}
      <SeatRing seats={seats} geometry={g} testId="reveal-ring" />
      {o.tally.map((c) => {
        const p = bubbleAt(c.seat);
        return (
          <div
            key={c.seat}
            className={`tv-tally-bubble${n > 12 ? ' small' : ''}`}
            style={{ left: g.x + p.x, top: g.y + p.y, background: c.votes === maxVotes ? '#c41a2b' : '#6b2a30', animationDelay: `${arrowsDone / 1000}s` }}
            data-testid="tally-bubble"
            data-seat={c.seat}
            data-votes={c.votes}
          >
            {fmt(c.votes)}
          </div>
        );
      })}
      <motion.div className={`tv-panel tv-tally${compact ? ' compact' : ''}`} data-testid="tally" {...fade(reduced, 300)}>
        <div className="tv-reveal-title" data-testid="reveal-title">
          {sheriffVote ? t('tv.reveal.sheriffTitle') : t('tv.reveal.title')} <span className="tv-muted">· {t('tv.phase.day', { n: o.day })}</span>
        </div>
        {/* The outcome first: it is what the room waits for. The eliminated card turns beside it. */}
        {outcome ? (
          <motion.div className="tv-outcome" data-testid="vote-result" {...fade(reduced, arrowsDone + 900, 8)}>
            {eliminated !== null ? <DyingCard game={game} seat={eliminated} size={compact ? 64 : 84} delay={arrowsDone + 1800} row /> : null}
            <div className="tv-outcome-text" data-testid="vote-outcome">{outcome}</div>
          </motion.div>
        ) : null}
        {shown.map((c, i) => {
          const voters = cast.filter((b) => b.target === c.seat);
          return (
            <motion.div key={c.seat} className={`tv-tally-row${c.votes === maxVotes ? ' top' : ''}`} data-testid="tally-row" data-seat={c.seat} data-votes={c.votes} {...fade(reduced, arrowsDone + i * 150, 8)}>
              <div className="tv-tally-head">
                <span className="tv-tally-name"><span className="tv-muted">{c.seat} · </span>{nameOf(c.seat)}</span>
                {compact ? (
                  <span className="tv-tally-chips">
                    {voters.map((b) => (
                      <span key={b.voter} className={`tv-vchip num${b.weight !== 1 ? ' sheriff' : ''}`}>{b.voter}{b.weight !== 1 ? ` ×${fmt(b.weight)}` : ''}</span>
                    ))}
                  </span>
                ) : null}
                <span className="tv-tally-votes">{fmt(c.votes)}</span>
              </div>
              {compact ? null : (
                <div className="tv-tally-chips">
                  {!sheriffVote && game.ravenMark === c.seat ? <span className="tv-vchip raven" data-testid="raven-chip">{t('tv.ravenMark')}</span> : null}
                  {voters.map((b) => (
                    <span key={b.voter} className={`tv-vchip${b.weight !== 1 ? ' sheriff' : ''}`}>
                      {b.voter} {nameOf(b.voter)}{b.weight !== 1 ? ` · ${t('tv.reveal.weight', { weight: fmt(b.weight) })}` : ''}
                    </span>
                  ))}
                </div>
              )}
            </motion.div>
          );
        })}
        {rest.length ? (
          <motion.div className="tv-tally-rest" data-testid="tally-rest" {...fade(reduced, arrowsDone + shown.length * 150, 8)}>
            {t('tv.reveal.others')}{' '}
            {rest.map((c) => <span key={c.seat} className="tv-vchip num" data-testid="tally-rest-seat" data-seat={c.seat}>{c.seat}: {fmt(c.votes)}</span>)}
          </motion.div>
        ) : null}
        {abstained > 0 ? <div className="tv-abstain">{t('tv.reveal.abstained', { count: abstained })}</div> : null}
      </motion.div>
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
