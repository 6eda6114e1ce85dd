/**
 * A dead wolf's card taking a living player with him (RULES.md §12–13b): the White Wolf King's claw
 * ("sX takes sY") and the Wolf King's shot, the same kind of moment as the duel. The shooter's card
 * is face up (it turned over when he self-destructed or shot); the player he takes keeps his card
 * face down unless the table's rules turn it over (his death's own reveal, shown by the graveyard).
 */
import { motion } from 'framer-motion';
import { RoleCard } from '../../common/art/index.js';
import { useTv } from '../ctx.js';

export type TakenBy = 'whiteWolfKing' | 'wolfKing';

export interface TakenMoment { kind: 'taken'; id: number; by: TakenBy; seat: number; target: number; ms: number }

export function TakenOverlay({ o }: { o: TakenMoment }) {
  const { t, state, reduced } = useTv();
  const players = state.game?.players ?? [];
  const nameOf = (seat: number) => players.find((p) => p.seat === seat)?.name ?? `#${seat}`;
  const shown = players.find((p) => p.seat === o.target && p.revealed)?.role ?? null;
  const name = nameOf(o.seat);
  const target = nameOf(o.target);
  const still = reduced ? { initial: { opacity: 1 }, animate: { opacity: 1 } } : null;
  return (
    <div className="tv-overlay tv-duel tv-taken" data-testid="taken-overlay" data-by={o.by} data-seat={o.seat} data-target={o.target}>
      <motion.div className="tv-dim tv-blood" {...(still ?? { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { duration: 0.8 } })} />
      <div className="tv-event">
        <div className="tv-duel-cards">
          <motion.div
            className="tv-duel-card" data-testid="taken-by"
            {...(still ?? { initial: { opacity: 0, x: -80, rotate: -6 }, animate: { opacity: 1, x: 0, rotate: 0 }, transition: { duration: 0.7, ease: 'easeOut' } })}
          >
            <RoleCard role={o.by} size={240} />
            <div className="tv-duel-name">{name}</div>
          </motion.div>
          <motion.div className="tv-duel-swords tv-taken-mark" {...(still ?? { initial: { opacity: 0, scale: 2 }, animate: { opacity: 1, scale: 1 }, transition: { delay: 0.7, duration: 0.4 } })}>
            {o.by === 'wolfKing' ? '➶' : '⚡'}
          </motion.div>
          <motion.div
            className="tv-duel-card tv-duel-lost" data-testid="taken-target"
            {...(still ?? { initial: { opacity: 0, x: 80, rotate: 6 }, animate: { opacity: 1, x: 0, rotate: 0 }, transition: { delay: 0.3, duration: 0.7, ease: 'easeOut' } })}
          >
            <RoleCard role={shown} size={240} />
            <div className="tv-duel-name">{target}</div>
          </motion.div>
        </div>
        <motion.div className="tv-event-title tv-taken-title" {...(still ?? { initial: { opacity: 0, y: 30 }, animate: { opacity: 1, y: 0 }, transition: { delay: 0.9, duration: 0.5 } })}>
          {t(`tv.taken.${o.by}.title`)}
        </motion.div>
        <motion.div className="tv-event-text" {...(still ?? { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { delay: 1.3, duration: 0.6 } })}>
          {t(`tv.taken.${o.by}.text`, { name, target })}
        </motion.div>
      </div>
    </div>
  );
}
