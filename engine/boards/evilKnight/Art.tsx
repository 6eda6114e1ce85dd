import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#a98bff', tint: '#170c2e' };

/**
 * Evil Knight 恶灵骑士: a spectral knight in a wolf-eared helm, eyes burning through the visor, behind
 * a mirror shield that sends back what strikes it (a bolt glancing off its face).
 */
export default function EvilKnight({ size, title }: ArtProps) {
  const ids = useSvgIds('evilKnight');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={86}
      defs={
        <linearGradient id={ids.id('mirror')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4efff" />
          <stop offset="0.45" stopColor="#c3b2ff" />
          <stop offset="1" stopColor="#4a3486" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        {/* shoulders and the helm, two wolf's ears over it */}
        <path d="M32 200 Q38 150 66 134 L134 134 Q162 150 168 200 Z" />
        <path d="M66 126 Q62 70 100 60 Q138 70 134 126 Z" />
        <path d="M70 78 L64 40 L88 62 Z M130 78 L136 40 L112 62 Z" />
      </Sil>
      {/* the visor: a dark T, two ghostly eyes burning in it */}
      <path d="M74 88 L126 88 L126 98 L106 98 L106 122 L94 122 L94 98 L74 98 Z" fill="#05020c" />
      <g fill={accent}>
        <ellipse cx="86" cy="93" rx="6" ry="3" />
        <ellipse cx="114" cy="93" rx="6" ry="3" />
      </g>
      {/* the mirror shield, a kite held before his chest */}
      <path
        d="M100 130 L136 140 Q136 176 100 194 Q64 176 64 140 Z"
        fill={ids.url('mirror')} stroke="#2a1a52" strokeWidth="2" strokeLinejoin="round"
      />
      <path d="M100 138 L128 146 Q127 172 100 186 Z" fill="#ffffff" opacity="0.25" />
      {/* what struck him, sent back: a bolt glancing off the shield */}
      <path d="M22 126 L60 150 L52 152 L84 164" fill="none" stroke="#fff6c8" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M84 164 L150 122" fill="none" stroke={accent} strokeWidth="2" strokeDasharray="5 4" strokeLinecap="round" />
      <path d={sparkle(84, 164, 9)} fill="#ffffff" />
      <path d={sparkle(156, 118, 6)} fill={accent} />
    </Emblem>
  );
}
