/**
 * Moments that take the whole screen for a few seconds: which ones a batch of events brings, the
 * dawn (who died in the night) and a New Moon card. The vote reveal is VoteReveal.tsx.
 */
import { motion } from 'framer-motion';
import { isEvent } from '../../../engine/baseEvents.js';
import type { GameEvent } from '../../../engine/index.js';
import { EventCardArt } from '../../common/art/index.js';
import { dawnDeaths, momentMs } from '../../../protocol/reveal.js';
import { useTv } from '../ctx.js';
import type { DuelMoment } from './Duel.js';
import { DyingCard } from './DyingCard.js';
import type { SelfDestructMoment } from './SelfDestruct.js';
import type { TakenMoment } from './Taken.js';
import { fade } from './staging.js';
import type { RevealMoment } from './VoteReveal.js';

export type Overlay =
  | { kind: 'dawn'; id: number; day: number; deaths: number[]; ms: number }
  | { kind: 'event'; id: number; event: string; moonClass: 'full' | 'crescent' | 'new'; ms: number }
  | RevealMoment
  | SelfDestructMoment
  | DuelMoment
  | TakenMoment;

let overlayCounter = 0;

const TRIGGERS = new Set(['dawn', 'votesRevealed', 'eventDrawn', 'eventInPlay', 'selfDestruct', 'knightDuel', 'whiteWolfKingClaw', 'wolfKingShot']);

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
      // The chain that follows at once (grief, the Elder's curse) belongs to the same dawn.
      out.push({ kind: 'dawn', id: ++overlayCounter, day: e.day || 1, deaths: dawnDeaths(events, i), ms: momentMs(events, i) });
    } else if (e.type === 'selfDestruct') {
      out.push({ kind: 'selfDestruct', id: ++overlayCounter, seat: e.seat, role: e.role as SelfDestructMoment['role'], ms: momentMs(events, i) });
    } else if (e.type === 'knightDuel') {
      out.push({ kind: 'duel', id: ++overlayCounter, seat: e.seat, target: e.target, wolf: e.wolf, role: e.role ?? null, ms: momentMs(events, i) });
    } else if ((e.type === 'whiteWolfKingClaw' || e.type === 'wolfKingShot') && e.target !== null) {
      const by = e.type === 'whiteWolfKingClaw' ? 'whiteWolfKing' : 'wolfKing';
      out.push({ kind: 'taken', id: ++overlayCounter, by, seat: e.seat, target: e.target, ms: momentMs(events, i) });
    } else if (e.type === 'eventDrawn' || e.type === 'eventInPlay') {
      out.push({ kind: 'event', id: ++overlayCounter, event: e.event, moonClass: e.moonClass, ms: momentMs(events, i) });
    } else if (e.type === 'votesRevealed') {
      const o = events.slice(i + 1).find(isEvent('voteOutcome'));
      out.push({
        kind: 'reveal', id: ++overlayCounter, voteKind: e.kind, day: e.day || 1, ballots: e.ballots,
        tally: e.tally, outcome: o?.outcome ?? null,
        ms: momentMs(events, i),
      });
    }
  }
  return out;
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
