import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#f04ca0', tint: '#2e0a22' };

/** Magician 魔术师: a caped conjurer in a top hat, wand raised, two cards trading places in the air above him. */
export default function Magician({ size, title }: ArtProps) {
  const ids = useSvgIds('magician');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={88} haloR={66}
      defs={
        <linearGradient id={ids.id('card')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4fa" />
          <stop offset="1" stopColor="#f6b4d6" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        {/* the cape, wide over the shoulders */}
        <path d="M30 200 Q36 160 62 146 Q74 140 86 138 L114 138 Q126 140 138 146 Q164 160 170 200 Z" />
        {/* the head under the hat */}
        <path d="M82 136 Q78 112 86 100 L114 100 Q122 112 118 136 Q100 146 82 136 Z" />
        {/* the top hat: brim and crown */}
        <path d="M66 102 Q100 92 134 102 L134 108 Q100 100 66 108 Z" />
        <path d="M80 100 L84 54 Q100 50 116 54 L120 100 Q100 96 80 100 Z" />
        {/* the wand arm, raised to the right */}
        <path d="M132 150 Q146 132 150 112 L158 114 Q156 138 142 158 Z" />
      </Sil>
      {/* the hat's band */}
      <path d="M81 90 Q100 86 119 90 L119.6 97 Q100 93 80.4 97 Z" fill={accent} />
      {/* the face in the brim's shadow, two bright eyes */}
      <g fill={accent}>
        <circle cx="93" cy="116" r="2" />
        <circle cx="107" cy="116" r="2" />
      </g>
      {/* the wand: black with a white tip */}
      <path d="M152 114 L166 70" stroke="#0a0208" strokeWidth="5" strokeLinecap="round" />
      <path d="M163 79 L166 70" stroke="#fff4fa" strokeWidth="5" strokeLinecap="round" />
      {/* two cards trading places, each bound for the other's spot */}
      <g transform="rotate(-14 46 58)">
        <rect x="34" y="40" width="24" height="34" rx="3" fill={ids.url('card')} stroke={tint} strokeWidth="1.5" />
        <path d="M46 48 L53 57 L46 66 L39 57 Z" fill={accent} />
      </g>
      <g transform="rotate(12 150 34)">
        <rect x="138" y="18" width="24" height="34" rx="3" fill={ids.url('card')} stroke={tint} strokeWidth="1.5" />
        <circle cx="150" cy="35" r="6" fill={tint} />
      </g>
      <g stroke={accent} strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d="M62 40 Q98 12 132 26" />
        <path d="M126 20 L133 26 L124 30" />
        <path d="M138 58 Q102 78 66 70" />
        <path d="M72 64 L65 70 L73 75" />
      </g>
      <g fill={accent}>
        <path d={sparkle(170, 64, 7)} />
        <path d={sparkle(150, 92, 3.5)} opacity="0.75" />
        <path d={sparkle(28, 96, 4)} opacity="0.7" />
      </g>
    </Emblem>
  );
}
