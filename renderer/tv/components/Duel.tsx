/**
 * The Knight's duel (骑士决斗, RULES.md §12) on the big screen, the same kind of moment as the
 * self-destruct: the Knight's card turns over with his name, the player he duels beside him, then
 * who dies — a wolf's card turns over and night falls; a good target's card stays face down and the
 * Knight's falls dark (RULES.md §13b: a good duel target's card stays hidden).
 */
import { motion } from 'framer-motion';
import { RoleCard } from '../../common/art/index.js';
import { useTv } from '../ctx.js';
import type { RoleId } from '../../../engine/index.js';

export interface DuelMoment { kind: 'duel'; id: number; seat: number; target: number; wolf: boolean; role: RoleId | null; ms: number }

export function DuelOverlay({ o }: { o: DuelMoment }) {
  const { t, state, reduced } = useTv();
  const nameOf = (seat: number) => state.game?.players.find((p) => p.seat === seat)?.name ?? `#${seat}`;
  const name = nameOf(o.seat);
  const target = nameOf(o.target);
  const still = reduced ? { initial: { opacity: 1 }, animate: { opacity: 1 } } : null;
  const loser = o.wolf ? 'target' : 'knight';
  return (
    <div className="tv-overlay tv-duel" data-testid="duel-overlay" data-seat={o.seat} data-target={o.target} data-wolf={o.wolf} data-loser={loser}>
      <motion.div className={`tv-dim ${o.wolf ? 'tv-blood' : 'tv-steel'}`} {...(still ?? { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { duration: 0.8 } })} />
      <div className="tv-event">
        <div className="tv-duel-cards">
          <motion.div
            className={`tv-duel-card${loser === 'knight' ? ' tv-duel-lost' : ''}`} data-testid="duel-knight"
            {...(still ?? { initial: { opacity: 0, x: -80, rotate: -6 }, animate: { opacity: 1, x: 0, rotate: 0 }, transition: { duration: 0.7, ease: 'easeOut' } })}
          >
            <RoleCard role="duelKnight" size={240} />
            <div className="tv-duel-name">{name}</div>
          </motion.div>
          <motion.div className="tv-duel-swords" {...(still ?? { initial: { opacity: 0, scale: 2 }, animate: { opacity: 1, scale: 1 }, transition: { delay: 0.7, duration: 0.4 } })}>⚔</motion.div>
          <motion.div
            className={`tv-duel-card${loser === 'target' ? ' tv-duel-lost' : ''}`} data-testid="duel-target"
            {...(still ?? { initial: { opacity: 0, x: 80, rotate: 6 }, animate: { opacity: 1, x: 0, rotate: 0 }, transition: { delay: 0.3, duration: 0.7, ease: 'easeOut' } })}
          >
            {/* A good target's card stays face down: only a wolf's turns over. */}
            <RoleCard role={o.wolf ? o.role : null} size={240} />
            <div className="tv-duel-name">{target}</div>
          </motion.div>
        </div>
        <motion.div className="tv-event-title tv-duel-title" {...(still ?? { initial: { opacity: 0, y: 30 }, animate: { opacity: 1, y: 0 }, transition: { delay: 0.9, duration: 0.5 } })}>
          {t('tv.duel.title')}
        </motion.div>
        <motion.div className="tv-event-text" {...(still ?? { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { delay: 1.3, duration: 0.6 } })}>
          {t('tv.duel.text', { name, target })}
        </motion.div>
        <motion.div className="tv-event-rule" data-testid="duel-outcome" {...(still ?? { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { delay: 2.6, duration: 0.6 } })}>
          {t(o.wolf ? 'tv.duel.wolf' : 'tv.duel.notWolf', { target })}
        </motion.div>
      </div>
    </div>
  );
}
