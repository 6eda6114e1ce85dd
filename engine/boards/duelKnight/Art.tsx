import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#8fc8ff', tint: '#0c1a30' };

/**
 * Knight 骑士 (the duel): a plumed helm behind a bright, straight sword raised for the duel — a clean
 * blade with a gleam at its point, where the Rusty Sword knight's is notched and slanted.
 */
export default function DuelKnight({ size, title }: ArtProps) {
  const ids = useSvgIds('duelKnight');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint}
      defs={
        <linearGradient id={ids.id('steel')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#f4f8ff" />
          <stop offset="0.5" stopColor="#c6d6ea" />
          <stop offset="1" stopColor="#6f86a6" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        <path d="M36 200 Q42 152 68 136 L132 136 Q158 152 164 200 Z" />
        <path d="M68 124 Q64 66 100 58 Q136 66 132 124 Z" />
      </Sil>
      {/* the plume over the helm */}
      <path d="M100 60 Q112 30 142 22 Q124 36 120 56 Q112 52 100 60 Z" fill="#d8324a" stroke="#5a0c18" strokeWidth="1" />
      {/* the visor's slit, cut by the blade */}
      <rect x="72" y="90" width="56" height="6" rx="2" fill="#02060a" />
      {/* the sword, straight up: blade, fuller, cross-guard, grip, pommel */}
      <path d="M100 26 L108 40 L108 150 L92 150 L92 40 Z" fill={ids.url('steel')} stroke="#26344a" strokeWidth="1" />
      <path d="M100 44 L100 144" stroke="#6f86a6" strokeWidth="2" />
      <rect x="72" y="148" width="56" height="8" rx="3" fill="#e0b44a" stroke="#5a3a08" strokeWidth="1" />
      <rect x="95" y="156" width="10" height="22" rx="2" fill="#4a2e18" stroke="#e0b44a" strokeWidth="1" />
      <circle cx="100" cy="182" r="6" fill="#e0b44a" stroke="#5a3a08" strokeWidth="1" />
      {/* the gleam at the point */}
      <path d={sparkle(100, 24, 10)} fill="#ffffff" />
      <path d={sparkle(118, 40, 4)} fill={accent} opacity="0.8" />
    </Emblem>
  );
}
