/**
 * The self-destruct (自爆, docs/rules.md §9) on the big screen: a red flash, the wolf's card turning
 * over with his name, while the narrator says that the day ends at once.
 */
import { motion } from 'framer-motion';
import { RoleCard } from '../../common/art/index.js';
import { useTv } from '../ctx.js';
import type { RoleId } from '../../../engine/index.js';

export interface SelfDestructMoment { kind: 'selfDestruct'; id: number; seat: number; role: RoleId; ms: number }

export function SelfDestructOverlay({ o }: { o: SelfDestructMoment }) {
  const { t, state, reduced } = useTv();
  const name = state.game?.players.find((p) => p.seat === o.seat)?.name ?? `#${o.seat}`;
  const still = reduced ? { initial: { opacity: 1 }, animate: { opacity: 1 } } : null;
  return (
    <div className="tv-overlay tv-self-destruct" data-testid="self-destruct-overlay" data-seat={o.seat}>
      <motion.div className="tv-dim tv-blood" {...(still ?? { initial: { opacity: 0 }, animate: { opacity: [0, 1, 0.7, 1] }, transition: { duration: 1.2 } })} />
      <div className="tv-event">
        <motion.div {...(still ?? { initial: { opacity: 0, scale: 1.6, rotate: 8 }, animate: { opacity: 1, scale: 1, rotate: 0 }, transition: { duration: 0.7, ease: 'easeOut' } })}>
          <RoleCard role={o.role} size={300} />
        </motion.div>
        <motion.div className="tv-event-title tv-self-destruct-title" {...(still ?? { initial: { opacity: 0, y: 30 }, animate: { opacity: 1, y: 0 }, transition: { delay: 0.6, duration: 0.5 } })}>
          {t('tv.selfDestruct.title')}
        </motion.div>
        <motion.div className="tv-event-text" {...(still ?? { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { delay: 1.1, duration: 0.6 } })}>
          {t('tv.selfDestruct.text', { name })}
        </motion.div>
      </div>
    </div>
  );
}
