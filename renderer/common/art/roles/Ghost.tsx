import { useSvgIds } from '../svgIds';
import { Badge } from './Badge';
import type { ArtProps } from './Emblem';

/** Ghost: a pale wisp for eliminated players. */
export function Ghost({ size, title }: ArtProps) {
  const ids = useSvgIds('ghost');
  return (
    <Badge
      size={size}
      title={title}
      ids={ids}
      accent="#a9c4d6"
      tint="#1c2c36"
      defs={
        <linearGradient id={ids.id('wisp')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4f9fb" stopOpacity="0.97" />
          <stop offset="0.65" stopColor="#c9dbe5" stopOpacity="0.85" />
          <stop offset="1" stopColor="#9fb8c6" stopOpacity="0.15" />
        </linearGradient>
      }
    >
      <path
        d="M64 164 Q62 118 66 92 Q74 44 100 40 Q126 44 134 92 Q138 118 136 150 Q128 142 122 156 Q114 170 106 154 Q98 142 92 162 Q84 178 78 160 Q72 152 64 164 Z"
        fill={ids.url('wisp')}
      />
      <path d="M66 98 Q52 106 46 122 Q56 114 66 116 Z M134 96 Q150 98 158 86 Q148 90 134 88 Z" fill="#e4eef3" opacity="0.8" />
      <g fill="#16222b">
        <ellipse cx="88" cy="86" rx="7" ry="10" />
        <ellipse cx="112" cy="86" rx="7" ry="10" />
        <ellipse cx="100" cy="112" rx="6" ry="8" />
      </g>
    </Badge>
  );
}
