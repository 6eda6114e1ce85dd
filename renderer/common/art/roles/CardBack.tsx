import { PALETTE } from '../palette';
import { r1, seeded } from '../random';
import { useSvgIds } from '../svgIds';
import { ArtSvg, type ArtProps } from './Emblem';
import { sparkle } from './glyphs';

/** Card back aspect (height / width). */
export const CARD_ASPECT = 1.4;

const W = 250;
const H = 350;
const CX = 125;
const CY = 175;

const BACK_STARS = (() => {
  const rnd = seeded(20240607);
  const out: Array<[number, number, number, number]> = [];
  while (out.length < 46) {
    const x = 24 + rnd() * (W - 48);
    const y = 24 + rnd() * (H - 48);
    const d = Math.hypot(x - CX, y - CY);
    if (d < 78) continue;
    out.push([r1(x), r1(y), r1(0.5 + rnd() * 1.3), r1(0.35 + rnd() * 0.55)]);
  }
  return out;
})();

const RAYS = Array.from({ length: 32 }, (_, i) => {
  const a = (i / 32) * Math.PI * 2;
  const r0 = 66;
  const r2 = i % 2 === 0 ? 98 : 84;
  return `M${r1(CX + Math.cos(a) * r0)} ${r1(CY + Math.sin(a) * r0)} L${r1(CX + Math.cos(a) * r2)} ${r1(CY + Math.sin(a) * r2)}`;
}).join(' ');

/** Dots along the decorative arch over the medallion. */
const ARCH_DOTS = Array.from({ length: 9 }, (_, i) => {
  const t = (i + 1) / 10;
  const u = 1 - t;
  // quadratic arch M40 92 Q125 20 210 92
  return [r1(u * u * 40 + 2 * u * t * 125 + t * t * 210), r1(u * u * 92 + 2 * u * t * 20 + t * t * 92)] as const;
});

const LASHES = [-24, -12, 0, 12, 24]
  .map((dx) => {
    const x = CX + dx;
    const y = 186 + 12 * (1 - (dx / 30) ** 2);
    return `M${r1(x)} ${r1(y)} L${r1(x + dx * 0.25)} ${r1(y + 9)}`;
  })
  .join(' ');

/** The face-down card back: a moonlit closed eye ("天黑请闭眼") in a starry, pine-fringed frame. */
export function CardBack({ size, title }: ArtProps) {
  const { id, url } = useSvgIds('cardBack');
  const half = (
    <g>
      <path d="M40 92 Q125 20 210 92" fill="none" stroke={PALETTE.silverMid} strokeOpacity="0.7" strokeWidth="1.2" />
      <path d="M58 96 Q125 42 192 96" fill="none" stroke={PALETTE.amber} strokeOpacity="0.45" strokeWidth="0.8" />
      <g fill={PALETTE.silver}>
        {ARCH_DOTS.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={i === 4 ? 0 : 1.6} opacity="0.8" />
        ))}
      </g>
      <path d="M125 49 L131 56 L125 63 L119 56 Z" fill={PALETTE.amber} />
      <path d="M60 36 H112 M138 36 H190" stroke={PALETTE.silverMid} strokeWidth="1" />
      <path d="M125 30 L129 36 L125 42 L121 36 Z" fill={PALETTE.silver} />
    </g>
  );
  return (
    <ArtSvg size={size} title={title} viewBox={`0 0 ${W} ${H}`} aspect={CARD_ASPECT}>
      <defs>
        <radialGradient id={id('bg')} cx="50%" cy="50%" r="70%">
          <stop offset="0" stopColor="#173447" />
          <stop offset="0.55" stopColor="#0c1e2b" />
          <stop offset="1" stopColor="#050d14" />
        </radialGradient>
        <radialGradient id={id('med')} cx="50%" cy="40%" r="60%">
          <stop offset="0" stopColor="#23465a" />
          <stop offset="1" stopColor="#081520" />
        </radialGradient>
        <linearGradient id={id('silver')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4f8f9" />
          <stop offset="0.5" stopColor="#8797a0" />
          <stop offset="1" stopColor="#dfe7ea" />
        </linearGradient>
        <mask id={id('cres')}>
          <circle cx={CX} cy="150" r="17" fill="#fff" />
          <circle cx={CX + 9} cy="144" r="15" fill="#000" />
        </mask>
      </defs>
      <rect x="0" y="0" width={W} height={H} rx="16" fill={PALETTE.ink} />
      <rect x="3" y="3" width={W - 6} height={H - 6} rx="14" fill={url('bg')} />
      <rect x="11" y="11" width={W - 22} height={H - 22} rx="9" fill="none" stroke={url('silver')} strokeWidth="2.5" />
      <rect x="18" y="18" width={W - 36} height={H - 36} rx="6" fill="none" stroke={PALETTE.amber} strokeOpacity="0.55" strokeWidth="1" />
      <g fill={PALETTE.silver}>
        {BACK_STARS.map(([x, y, r, o], i) => (
          <circle key={i} cx={x} cy={y} r={r} opacity={o} />
        ))}
      </g>
      {half}
      <g transform={`rotate(180 ${CX} ${CY})`}>{half}</g>
      {/* corner crescents */}
      {[
        [30, 30],
        [W - 30, 30],
        [30, H - 30],
        [W - 30, H - 30],
      ].map(([x, y], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r="6" fill={PALETTE.silver} />
          <circle cx={x + 3} cy={y - 2} r="5" fill="#0b1a24" />
        </g>
      ))}
      <path d={RAYS} stroke={PALETTE.silver} strokeOpacity="0.35" strokeWidth="1.2" />
      <circle cx={CX} cy={CY} r="62" fill={url('med')} stroke={url('silver')} strokeWidth="3" />
      <circle cx={CX} cy={CY} r="55" fill="none" stroke={PALETTE.amber} strokeOpacity="0.6" strokeWidth="1" />
      <circle cx={CX} cy="150" r="24" fill="#eef3f1" opacity="0.12" />
      <circle cx={CX} cy="150" r="17" fill="#eef3f1" mask={url('cres')} />
      <path d={sparkle(146, 140, 5)} fill="#eef3f1" />
      <path d={sparkle(100, 158, 3.5)} fill="#eef3f1" opacity="0.8" />
      {/* closed eye */}
      <path d={`M${CX - 32} 184 Q${CX} 212 ${CX + 32} 184`} fill="none" stroke="#eef3f1" strokeWidth="3.5" strokeLinecap="round" />
      <path d={LASHES} stroke="#eef3f1" strokeWidth="2.4" strokeLinecap="round" />
      <path d={`M${CX - 20} 176 Q${CX} 168 ${CX + 20} 176`} fill="none" stroke={PALETTE.silverMid} strokeOpacity="0.6" strokeWidth="1.5" strokeLinecap="round" />
    </ArtSvg>
  );
}
