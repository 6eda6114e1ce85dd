import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#5ee8d2', tint: '#0c2c2a' };

/** Psychic 通灵师: a veiled medium, a third eye open on her brow, a card floating face-up between her hands. */
export default function Psychic({ size, title }: ArtProps) {
  const ids = useSvgIds('psychic');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={84} haloR={64}
      defs={
        <linearGradient id={ids.id('card')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f2fffc" />
          <stop offset="1" stopColor="#9fe9dc" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        {/* veiled head and robe, arms raised to the card */}
        <path d="M36 200 Q40 158 66 140 Q62 112 70 88 Q80 58 100 52 Q120 58 130 88 Q138 112 134 140 Q160 158 164 200 Z" />
        <path d="M66 140 Q54 128 56 112 L66 110 Q68 124 78 132 Z" />
        <path d="M134 140 Q146 128 144 112 L134 110 Q132 124 122 132 Z" />
      </Sil>
      {/* the face in the veil's shadow */}
      <path d="M82 100 Q84 74 100 66 Q116 74 118 100 Q110 112 100 114 Q90 112 82 100 Z" fill="#02060a" />
      {/* the third eye */}
      <path d="M90 80 Q100 72 110 80 Q100 88 90 80 Z" fill={accent} />
      <circle cx="100" cy="80" r="2.6" fill="#02060a" />
      <circle cx="93" cy="96" r="1.5" fill={accent} opacity="0.85" />
      <circle cx="107" cy="96" r="1.5" fill={accent} opacity="0.85" />
      {/* the card she reads, face up, with a rune of its role */}
      <g transform="rotate(-8 100 146)">
        <rect x="84" y="124" width="32" height="44" rx="4" fill={ids.url('card')} stroke="#0c2c2a" strokeWidth="1.5" />
        <rect x="88" y="128" width="24" height="36" rx="2" fill="none" stroke={accent} strokeWidth="1.2" />
        <path d="M100 134 L106 146 L100 158 L94 146 Z" fill="#0c2c2a" />
      </g>
      {/* threads of sight from the eye to the card */}
      <g stroke={accent} strokeWidth="1.2" strokeLinecap="round" opacity="0.7" fill="none">
        <path d="M96 88 Q88 104 92 122" />
        <path d="M104 88 Q112 104 108 122" />
      </g>
      <g fill={accent}>
        <path d={sparkle(52, 70, 6)} opacity="0.9" />
        <path d={sparkle(150, 66, 4.5)} opacity="0.8" />
        <path d={sparkle(144, 104, 3)} opacity="0.6" />
      </g>
    </Emblem>
  );
}
