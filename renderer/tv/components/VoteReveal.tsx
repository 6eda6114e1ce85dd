/**
 * The vote reveal: who voted whom (an arrow per ballot, one after another), tallies with the
 * Sheriff's weight, the outcome and the card turning. Its parts are built when they are due
 * (staging.ts): the table first, the panel, each arrow as it is drawn, then tallies and the card.
 */
import { motion } from 'framer-motion';
import type { Ballot, VoteOutcome } from '../../../engine/index.js';
import { outcomeText, nameBook } from '../captions.js';
import { useTv } from '../ctx.js';
import { fmt } from '../recap.js';
import { DyingCard } from './DyingCard.js';
import { gameRing, ringSeats } from './Game.js';
import { SeatRing, tokenSize } from './SeatRing.js';
import { inward, seatSpots, type SeatSpot } from './seatLayout.js';
import { fade, useAfter, useBeats } from './staging.js';

export interface RevealMoment {
  kind: 'reveal'; id: number; voteKind: string; day: number; ballots: Ballot[];
  tally: { seat: number; votes: number }[]; outcome: VoteOutcome | null; ms: number;
}

/** When the first arrow is drawn, and the time between two arrows (ms from the reveal's start). */
const FIRST_ARROW_MS = 500;
const STAGGER = 200;
/** When the panel comes (its contents keep their own delays from there). */
const PANEL_MS = 300;

/** Past this many ballots or candidates the panel names voters by seat number and stays one line a row. */
const COMPACT_BALLOTS = 10;
const COMPACT_ROWS = 4;
/** Rows shown in full in a compact panel; the rest share one line. */
const MAX_ROWS = 6;

function Arrow({ ballot: b, from: a, to: z, tok }: { ballot: Ballot; from: SeatSpot; to: SeatSpot; tok: number }) {
  const heavy = b.weight !== 1;
  if (b.target === b.voter) {
    // A vote for oneself: a ring around one's own token.
    return (
      <i
        className={`tv-self-vote${heavy ? ' heavy' : ''}`}
        data-testid="vote-arrow"
        data-voter={b.voter}
        data-target={b.target}
        style={{ left: a.x, top: a.y, width: tok + 20, height: tok + 20 }}
      />
    );
  }
  const dx = z.x - a.x;
  const dy = z.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const r0 = tok / 2 + 4;
  const r1 = tok / 2 + 8;
  // Shifted a little to the right of its direction, so A→B and B→A stay apart.
  const ox = (-dy / len) * 9;
  const oy = (dx / len) * 9;
  return (
    <div
      className={`tv-arrow${heavy ? ' heavy' : ''}`}
      data-testid="vote-arrow"
      data-voter={b.voter}
      data-target={b.target!}
      style={{ left: a.x + (dx / len) * r0 + ox, top: a.y + (dy / len) * r0 + oy, width: Math.max(10, len - r0 - r1), transform: `rotate(${Math.atan2(dy, dx)}rad)` }}
    >
      {/* CSS animations (compositor only, no script per frame): the shaft grows, then the head shows. */}
      <i className="tv-arrow-shaft" />
      <b className="tv-arrow-head" />
    </div>
  );
}

export function VoteReveal({ o }: { o: RevealMoment }) {
  const { t, state, reduced } = useTv();
  const game = state.game;
  const cast = o.ballots.filter((b) => b.target !== null);
  const drawn = useBeats(cast.length, FIRST_ARROW_MS, STAGGER);
  const arrowsDone = FIRST_ARROW_MS + cast.length * STAGGER;
  const panel = useAfter(PANEL_MS);
  // The tallies after the last arrow, even when a busy machine's timers run late.
  const tallied = useAfter(arrowsDone) && drawn === cast.length;
  if (!game) return null;
  const n = game.players.length;
  const g = gameRing(n);
  const tok = tokenSize(n);
  const spots = seatSpots(g, n);
  const index = new Map(game.players.map((p, i) => [p.seat, i]));
  const spotOf = (seat: number) => spots[index.get(seat) ?? 0];
  const nameOf = nameBook(game);
  const abstained = o.ballots.length - cast.length;
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
  // The panel's contents wait for the arrows; their delays count from the panel's first render.
  const afterArrows = arrowsDone - PANEL_MS;
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
        {cast.slice(0, drawn).map((b) => <Arrow key={b.voter} ballot={b} from={spotOf(b.voter)} to={spotOf(b.target!)} tok={tok} />)}
      </div>
      {/* The table over the arrows: every name and token stays readable where arrows cross. */}
      <SeatRing seats={seats} geometry={g} testId="reveal-ring" />
      {tallied ? o.tally.map((c) => {
        const p = bubbleAt(c.seat);
        return (
          <div
            key={c.seat}
            className={`tv-tally-bubble${n > 12 ? ' small' : ''}`}
            style={{ left: g.x + p.x, top: g.y + p.y, background: c.votes === maxVotes ? '#c41a2b' : '#6b2a30' }}
            data-testid="tally-bubble"
            data-seat={c.seat}
            data-votes={c.votes}
          >
            {fmt(c.votes)}
          </div>
        );
      }) : null}
      {panel ? (
        <motion.div className={`tv-panel tv-tally${compact ? ' compact' : ''}`} data-testid="tally" {...fade(reduced)}>
          <div className="tv-reveal-title" data-testid="reveal-title">
            {sheriffVote ? t('tv.reveal.sheriffTitle') : t('tv.reveal.title')} <span className="tv-muted">· {t('tv.phase.day', { n: o.day })}</span>
          </div>
          {/* The outcome first: it is what the room waits for. The eliminated card turns beside it. */}
          {outcome ? (
            <motion.div className="tv-outcome" data-testid="vote-result" {...fade(reduced, afterArrows + 900, 8)}>
              {eliminated !== null ? <DyingCard game={game} seat={eliminated} size={compact ? 64 : 84} delay={afterArrows + 1800} row /> : null}
              <div className="tv-outcome-text" data-testid="vote-outcome">{outcome}</div>
            </motion.div>
          ) : null}
          {shown.map((c, i) => {
            const voters = cast.filter((b) => b.target === c.seat);
            return (
              <motion.div key={c.seat} className={`tv-tally-row${c.votes === maxVotes ? ' top' : ''}`} data-testid="tally-row" data-seat={c.seat} data-votes={c.votes} {...fade(reduced, afterArrows + i * 150, 8)}>
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
            <motion.div className="tv-tally-rest" data-testid="tally-rest" {...fade(reduced, afterArrows + shown.length * 150, 8)}>
              {t('tv.reveal.others')}{' '}
              {rest.map((c) => <span key={c.seat} className="tv-vchip num" data-testid="tally-rest-seat" data-seat={c.seat}>{c.seat}: {fmt(c.votes)}</span>)}
            </motion.div>
          ) : null}
          {abstained > 0 ? <div className="tv-abstain">{t('tv.reveal.abstained', { count: abstained })}</div> : null}
        </motion.div>
      ) : null}
    </div>
  );
}
