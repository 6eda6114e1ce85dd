import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#dfe9f2', tint: '#2a0c12' };

/**
 * White Wolf King 白狼王: a pale crowned wolf's head, eyes of blood, and the three red slashes of the
 * claw with which he takes one player with him when he self-destructs.
 */
export default function WhiteWolfKing({ size, title }: ArtProps) {
  const ids = useSvgIds('whiteWolfKing');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={90}
      defs={
        <linearGradient id={ids.id('silver')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.55" stopColor="#c9d6e0" />
          <stop offset="1" stopColor="#6f7f8c" />
        </linearGradient>
      }
    >
      <Sil rim={accent} fill="#e4ecf1">
        <path d="M30 200 Q36 150 62 128 Q50 104 56 84 L46 48 L80 68 Q100 62 120 68 L154 48 L144 84 Q150 104 138 128 Q164 150 170 200 Z" />
      </Sil>
      {/* the crown: a silver circlet of three tall points, a dark garnet in front */}
      <path
        d="M68 68 L66 40 L82 54 L100 26 L118 54 L134 40 L132 68 Q100 60 68 68 Z"
        fill={ids.url('silver')} stroke="#3a4650" strokeWidth="1.5" strokeLinejoin="round"
      />
      <path d="M100 50 L105 58 L100 66 L95 58 Z" fill="#8a0f22" stroke="#ffffff" strokeWidth="0.8" />
      {/* blood-red eyes */}
      <g fill="#c8102e">
        <path d="M68 98 L90 99 L75 108 Z" />
        <path d="M132 98 L110 99 L125 108 Z" />
      </g>
      {/* the muzzle, bared fangs */}
      <path d="M84 134 Q100 146 116 134 Q110 150 100 152 Q90 150 84 134 Z" fill="#2a0c12" />
      <path d="M90 138 L93 149 L96 140 Z M110 138 L107 149 L104 140 Z" fill="#ffffff" />
      {/* the claw: three slashes torn across the lower right */}
      <g stroke="#d81e34" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M132 150 Q148 166 158 190" />
        <path d="M146 142 Q162 158 172 180" />
        <path d="M160 136 Q174 150 182 168" />
      </g>
      <path d={sparkle(40, 44, 6)} fill={accent} opacity="0.8" />
    </Emblem>
  );
}
