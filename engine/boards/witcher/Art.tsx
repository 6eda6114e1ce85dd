import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#ffe45c', tint: '#241a30' };

/**
 * Witcher 猎魔人: a hooded monster-hunter with two silver blades crossed behind his shoulders, the
 * cat-gold eyes of his trade under the hood, and a snarling wolf's head on the medallion at his chest
 * — the prey he hunts.
 */
export default function Witcher({ size, title }: ArtProps) {
  const ids = useSvgIds('witcher');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={86}
      defs={
        <linearGradient id={ids.id('silver')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6f8ff" />
          <stop offset="0.6" stopColor="#b8c0d8" />
          <stop offset="1" stopColor="#6a7088" />
        </linearGradient>
      }
    >
      {/* two blades crossed behind him, hilts over the shoulders */}
      <g stroke="#2a2238" strokeWidth="1.2" strokeLinejoin="round">
        <path d="M46 40 L52 34 L132 150 L126 156 Z" fill={ids.url('silver')} />
        <path d="M154 40 L148 34 L68 150 L74 156 Z" fill={ids.url('silver')} />
        <path d="M38 50 L60 28" stroke={accent} strokeWidth="4" strokeLinecap="round" />
        <path d="M162 50 L140 28" stroke={accent} strokeWidth="4" strokeLinecap="round" />
      </g>
      <circle cx="42" cy="32" r="3.4" fill={accent} />
      <circle cx="158" cy="32" r="3.4" fill={accent} />
      <Sil rim={accent}>
        {/* hood and cloak */}
        <path d="M38 200 Q42 150 70 134 Q60 110 66 88 Q76 56 100 50 Q124 56 134 88 Q140 110 130 134 Q158 150 162 200 Z" />
      </Sil>
      {/* the face in the hood's shadow, and the cat's eyes */}
      <path d="M80 100 Q82 76 100 68 Q118 76 120 100 Q112 116 100 118 Q88 116 80 100 Z" fill="#05030a" />
      <g fill={accent}>
        <path d="M84 92 Q91 86 97 92 Q91 96 84 92 Z" />
        <path d="M103 92 Q109 86 116 92 Q109 96 103 92 Z" />
      </g>
      <g fill="#05030a">
        <rect x="90" y="88.5" width="1.4" height="7" rx="0.7" />
        <rect x="108.6" y="88.5" width="1.4" height="7" rx="0.7" />
      </g>
      {/* the medallion on its chain: a snarling wolf's head */}
      <path d="M84 130 Q100 140 116 130" fill="none" stroke="#b8c0d8" strokeWidth="1.2" strokeDasharray="2 2" />
      <circle cx="100" cy="156" r="17" fill={ids.url('silver')} stroke={accent} strokeWidth="1.6" />
      <path
        d="M88 146 L93 152 Q100 149 107 152 L112 146 L111 158 Q107 168 100 171 Q93 168 89 158 Z"
        fill="#2a2238"
      />
      <g fill="#ff4a3d">
        <path d="M92.5 156 L97.5 157.5 L94 159.5 Z" />
        <path d="M107.5 156 L102.5 157.5 L106 159.5 Z" />
      </g>
      <path d="M96 164 L98 168 L100 165 L102 168 L104 164 Z" fill="#f4efe6" />
      <g fill={accent}>
        <path d={sparkle(150, 160, 6)} opacity="0.85" />
        <path d={sparkle(50, 166, 4)} opacity="0.6" />
      </g>
    </Emblem>
  );
}
