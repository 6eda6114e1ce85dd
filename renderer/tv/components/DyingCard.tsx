/** A player's card as it turns over at dawn or after a vote: name, role when turned, cause. */
import { motion } from 'framer-motion';
import type { GameView } from '../../../engine/index.js';
import { CARD_ASPECT, RoleCard } from '../../common/art/index.js';
import { roleName } from '../captions.js';
import { useTv } from '../ctx.js';
import { useWhen } from './Graveyard.js';
import { fade, useAfter } from './staging.js';

/** The card's art is built this long before it turns: 200 ms before the card starts to show. */
const ART_LEAD_MS = 700;

/** Rises into view 0.5 s before `delay` and turns face up at `delay` (ms from its first render). */
export function DyingCard({ game, seat, size, delay, row = false }: { game: GameView; seat: number; size: number; delay: number; row?: boolean }) {
  const { t, reduced } = useTv();
  const when = useWhen();
  const p = game.players.find((x) => x.seat === seat);
  const turned = useAfter(delay);
  // The card's art is a few hundred SVG nodes: built just before it shows, in a box of its size.
  const art = useAfter(delay - ART_LEAD_MS);
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
      {art ? <RoleCard role={turned ? p.role : null} size={size} /> : <div style={{ width: size, height: Math.round(size * CARD_ASPECT) }} />}
      {row ? <div className="tv-dawn-card-text">{text}</div> : text}
    </motion.div>
  );
}
