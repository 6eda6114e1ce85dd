import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, Sil, type ArtProps } from './Emblem';

/** Witch: pointed hat and cloak, holding the potion of life (green) and of death (violet). */
export function Witch({ size, title }: ArtProps) {
  const ids = useSvgIds('witch');
  const { accent, tint } = BASE_TINT.witch;
  const poison = '#b77cf0';
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={86}
      defs={
        <>
          <linearGradient id={ids.id('life')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#d9ffe6" />
            <stop offset="1" stopColor="#2fae62" />
          </linearGradient>
          <linearGradient id={ids.id('death')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#efdcff" />
            <stop offset="1" stopColor="#7a3ec4" />
          </linearGradient>
        </>
      }
    >
      <Sil rim={accent}>
        {/* cloak & shoulders */}
        <path d="M34 200 Q40 140 76 118 L124 118 Q160 140 166 200 Z" />
        {/* hair */}
        <path d="M70 82 Q64 104 58 122 Q70 118 76 124 L124 124 Q130 118 142 122 Q136 104 130 82 Z" />
        {/* hat cone with bent tip */}
        <path d="M68 82 Q78 58 90 40 Q100 24 128 18 Q112 32 110 44 Q118 62 132 82 Z" />
        {/* brim */}
        <path d="M34 86 Q100 68 166 86 Q100 98 34 86 Z" />
      </Sil>
      {/* face in shadow, hat band */}
      <path d="M82 90 Q100 96 118 90 Q116 112 100 118 Q84 112 82 90 Z" fill="#02060a" />
      <path d="M70 80 Q100 72 130 80 L130 74 Q100 67 70 74 Z" fill={accent} opacity="0.55" />
      <rect x="94" y="70" width="12" height="9" rx="1.5" fill="none" stroke="#f2c94c" strokeWidth="2" />
      {/* potions */}
      <circle cx="70" cy="150" r="26" fill={accent} opacity="0.25" />
      <circle cx="130" cy="150" r="26" fill={poison} opacity="0.25" />
      <g stroke="#dbe8e2" strokeWidth="2" strokeLinejoin="round">
        <path d="M64 124 L76 124 L76 134 Q90 141 90 155 Q90 172 70 172 Q50 172 50 155 Q50 141 64 134 Z" fill={ids.url('life')} />
        <path d="M124 124 L136 124 L136 138 L146 150 L146 170 L114 170 L114 150 L124 138 Z" fill={ids.url('death')} />
      </g>
      <g fill="#0a1410" opacity="0.85">
        <rect x="62" y="118" width="16" height="7" rx="2" />
        <rect x="122" y="118" width="16" height="7" rx="2" />
      </g>
      <g fill="#ffffff" opacity="0.7">
        <circle cx="64" cy="158" r="2.2" />
        <circle cx="74" cy="150" r="1.5" />
        <circle cx="126" cy="158" r="2" />
      </g>
      {/* skull mark on the death potion */}
      <g fill="#2a1050" opacity="0.8">
        <circle cx="130" cy="156" r="5" />
        <rect x="127" y="159" width="6" height="4" rx="1" />
      </g>
    </Emblem>
  );
}
