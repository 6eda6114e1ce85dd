import { useState, type CSSProperties } from 'react';
import { motion, useReducedMotion } from 'framer-motion';
import type { RoleId } from './roleIds';
import { CardBack, CARD_ASPECT } from './roles/CardBack';
import { RoleCardFace } from './RoleCardFace';

// The face lives in its own module (no framer-motion) for the phone; re-exported for the TV.
export { RoleCardFace };

export interface RoleCardProps {
  /** The role on the face; `null` = unknown / face down. */
  role: RoleId | null;
  /** Card width in CSS pixels (height is 1.4 × width). Default 200. */
  size?: number;
  /** Caption on the face (e.g. the localised role name). */
  label?: string;
  /**
   * Turn the card face down even though the role is known (e.g. a phone
   * hiding its card until the player holds to peek). Default false.
   */
  flipped?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A role card that flips (framer-motion, 3D rotateY) between its face and
 * the shared card back. Face up when `role` is known and not `flipped`.
 * When the role goes back to `null` the last face is kept during the flip.
 * Honours reduced motion (instant swap).
 */
export function RoleCard({ role, size = 200, label, flipped = false, className, style }: RoleCardProps) {
  const reduce = useReducedMotion();
  const [shown, setShown] = useState<RoleId | null>(role);
  if (role !== null && role !== shown) setShown(role);
  const faceUp = role !== null && !flipped;
  const h = Math.round(size * CARD_ASPECT);
  const face: CSSProperties = {
    position: 'absolute',
    inset: 0,
    backfaceVisibility: 'hidden',
    WebkitBackfaceVisibility: 'hidden',
    borderRadius: size * 0.064,
    boxShadow: `0 ${size * 0.04}px ${size * 0.12}px rgba(0,0,0,.55)`,
  };
  return (
    <div
      className={className}
      style={{ width: size, height: h, perspective: size * 5, ...style }}
      role={faceUp && label ? 'img' : undefined}
      aria-label={faceUp && label ? label : undefined}
      data-face={faceUp ? 'up' : 'down'}
    >
      <motion.div
        initial={false}
        animate={{ rotateY: faceUp ? 0 : 180 }}
        transition={reduce ? { duration: 0 } : { duration: 0.75, ease: [0.3, 0.1, 0.2, 1] }}
        style={{ position: 'relative', width: '100%', height: '100%', transformStyle: 'preserve-3d' }}
      >
        <div style={face}>{shown ? <RoleCardFace role={shown} size={size} label={label} /> : null}</div>
        <div style={{ ...face, transform: 'rotateY(180deg)' }}>
          <CardBack size={size} />
        </div>
      </motion.div>
    </div>
  );
}
