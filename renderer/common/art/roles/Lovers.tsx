import { useSvgIds } from '../svgIds';
import { Badge } from './Badge';
import type { ArtProps } from './Emblem';
import { HEART, sparkle } from './glyphs';

/** Lovers: two interlocked hearts. */
export function Lovers({ size, title }: ArtProps) {
  const ids = useSvgIds('lovers');
  const a = 'translate(78 98) scale(40)';
  const b = 'translate(122 108) scale(40)';
  const stroke = { fill: 'none', strokeWidth: 0.2, strokeLinejoin: 'round' as const };
  return (
    <Badge
      size={size}
      title={title}
      ids={ids}
      accent="#ff86ad"
      tint="#3a1628"
      defs={
        <clipPath id={ids.id('over')}>
          <rect x="92" y="112" width="40" height="40" />
        </clipPath>
      }
    >
      <path d={HEART} transform={a} {...stroke} stroke="#ffd0de" strokeWidth={0.28} opacity="0.25" />
      <path d={HEART} transform={a} {...stroke} stroke="#ff7aa2" />
      <path d={HEART} transform={b} {...stroke} stroke="#ffc2d4" />
      <g clipPath={ids.url('over')}>
        <path d={HEART} transform={a} {...stroke} stroke="#ff7aa2" />
      </g>
      <path d={sparkle(150, 56, 8)} fill="#ffe6ee" />
      <path d={sparkle(54, 150, 5)} fill="#ffe6ee" opacity="0.8" />
    </Badge>
  );
}
