import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. Lichen on old stone. */
export const TINT = { accent: '#a6c8a0', tint: '#1a2420' };

/** Gargoyle 石像鬼: a horned stone beast crouched on a ledge, wings folded, one eye lit to read a card. */
export default function Gargoyle({ size, title }: ArtProps) {
  const ids = useSvgIds('gargoyle');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={88} haloR={62}
      defs={
        <linearGradient id={ids.id('stone')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c9d2cc" />
          <stop offset="1" stopColor="#5c6a64" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        {/* folded wings behind, the crouched body, the horned head */}
        <path d="M30 150 Q22 104 52 70 Q58 96 72 112 Z" />
        <path d="M170 150 Q178 104 148 70 Q142 96 128 112 Z" />
        <path d="M58 176 Q56 140 74 120 Q66 100 72 82 L62 48 L86 72 Q100 68 114 72 L138 48 L128 82 Q134 100 126 120 Q144 140 142 176 Z" />
      </Sil>
      {/* the ledge he crouches on */}
      <path d="M40 176 L160 176 L154 192 L46 192 Z" fill={ids.url('stone')} stroke="#2a3430" strokeWidth="1.5" />
      <path d="M60 184 L78 184 M96 184 L112 184 M130 184 L144 184" stroke="#2a3430" strokeWidth="1.2" />
      {/* claws over the edge */}
      <path d="M76 170 L72 180 L80 176 L84 182 L88 172 Z M124 170 L128 180 L120 176 L116 182 L112 172 Z" fill="#0a0e0c" />
      {/* one eye shut in stone, one eye lit: he reads a card in the dark */}
      <path d="M76 100 Q84 96 92 100" stroke="#2a3430" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M108 98 L126 96 L114 106 Z" fill={accent} />
      <circle cx="116" cy="100" r="1.8" fill="#0a0e0c" />
      {/* the muzzle and a fang */}
      <path d="M86 124 Q100 134 114 124 Q108 138 100 140 Q92 138 86 124 Z" fill="#0a0e0c" />
      <path d="M93 128 L96 137 L99 130 Z" fill="#dfe6e2" />
      {/* cracks in the stone brow */}
      <path d="M96 80 L100 88 L97 94" stroke="#2a3430" strokeWidth="1.2" fill="none" />
      <g fill={accent}>
        <path d={sparkle(150, 112, 6)} opacity="0.9" />
        <path d={sparkle(46, 60, 4)} opacity="0.7" />
      </g>
    </Emblem>
  );
}
