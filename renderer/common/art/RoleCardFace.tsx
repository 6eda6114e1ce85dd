/**
 * The still face of a role card, in a module of its own: the phone shows only this face, and
 * RoleCard.tsx (the flipping card) brings framer-motion, which the phone must not download.
 */
import { PALETTE } from './palette';
import type { RoleId } from './roleIds';
import { ROLE_ART, ROLE_TINT } from './roles';
import { CARD_ASPECT } from './roles/CardBack';
import { useSvgIds } from './svgIds';

const LABEL_FONT = "Georgia, 'Palatino Linotype', 'Book Antiqua', 'Noto Serif', 'Noto Serif CJK SC', 'Songti SC', serif";

/** Static face of a role card (no animation). */
export function RoleCardFace({ role, size = 200, label }: { role: RoleId; size?: number; label?: string }) {
  const Art = ROLE_ART[role];
  const { accent, tint } = ROLE_TINT[role];
  const { id, url } = useSvgIds(`face-${role}`);
  const h = Math.round(size * CARD_ASPECT);
  // Centre the emblem in the space above the name plaque (or the whole card without a label).
  const artSize = Math.round(size * (label ? 0.82 : 0.86));
  const artTop = label ? (0.8 * h - artSize) / 2 + 0.025 * h : (h - artSize) / 2;
  const fontSize = Math.max(9, size * (label && label.length > 12 ? 0.072 : 0.088));
  return (
    <div style={{ position: 'relative', width: size, height: h }}>
      <svg
        viewBox="0 0 250 350"
        width={size}
        height={h}
        aria-hidden="true"
        style={{ position: 'absolute', inset: 0, display: 'block' }}
      >
        <defs>
          <linearGradient id={id('bg')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={tint} />
            <stop offset="0.55" stopColor={PALETTE.deep} />
            <stop offset="1" stopColor={PALETTE.night} />
          </linearGradient>
          <linearGradient id={id('silver')} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f4f8f9" />
            <stop offset="0.5" stopColor="#8797a0" />
            <stop offset="1" stopColor="#dfe7ea" />
          </linearGradient>
          <radialGradient id={id('glow')} cx="50%" cy="40%" r="55%">
            <stop offset="0" stopColor={accent} stopOpacity="0.28" />
            <stop offset="1" stopColor={accent} stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect x="0" y="0" width="250" height="350" rx="16" fill={PALETTE.ink} />
        <rect x="3" y="3" width="244" height="344" rx="14" fill={url('bg')} />
        <rect x="3" y="3" width="244" height="344" rx="14" fill={url('glow')} />
        <rect x="11" y="11" width="228" height="328" rx="9" fill="none" stroke={url('silver')} strokeWidth="2.5" />
        <rect x="18" y="18" width="214" height="314" rx="6" fill="none" stroke={accent} strokeOpacity="0.5" strokeWidth="1" />
        {[
          [30, 30],
          [220, 30],
          [30, 320],
          [220, 320],
        ].map(([x, y], i) => (
          <path key={i} d={`M${x} ${y! - 6} L${x! + 6} ${y} L${x} ${y! + 6} L${x! - 6} ${y} Z`} fill={accent} opacity="0.8" />
        ))}
        {label ? (
          <g>
            <path d="M34 286 L216 286 L226 301 L216 316 L34 316 L24 301 Z" fill={PALETTE.ink} fillOpacity="0.75" stroke={url('silver')} strokeWidth="1.5" />
          </g>
        ) : null}
      </svg>
      <div style={{ position: 'absolute', left: '50%', top: artTop, transform: 'translateX(-50%)' }}>
        <Art size={artSize} />
      </div>
      {label ? (
        <div
          style={{
            position: 'absolute',
            left: size * 0.14,
            right: size * 0.14,
            top: (301 / 350) * h,
            transform: 'translateY(-50%)',
            textAlign: 'center',
            color: PALETTE.silver,
            fontFamily: LABEL_FONT,
            fontSize,
            lineHeight: 1.1,
            letterSpacing: '0.06em',
            fontWeight: 600,
            textShadow: `0 0 ${size * 0.03}px ${accent}, 0 1px 2px #000`,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {label}
        </div>
      ) : null}
    </div>
  );
}
