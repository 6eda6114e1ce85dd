import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#ffc247', tint: '#3a1208' };

/** Wolf King 狼王: a crowned wolf's head, eyes of embers, and the flash of his last shot. */
export default function WolfKing({ size, title }: ArtProps) {
  const ids = useSvgIds('wolfKing');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={92}
      defs={
        <linearGradient id={ids.id('gold')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff0b8" />
          <stop offset="0.55" stopColor={accent} />
          <stop offset="1" stopColor="#a8641a" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        <path d="M34 200 Q38 150 64 128 Q52 104 58 84 L50 50 L82 70 Q100 64 118 70 L150 50 L142 84 Q148 104 136 128 Q162 150 166 200 Z" />
      </Sil>
      {/* the crown: five points over the brow, a ruby in front */}
      <path
        d="M66 66 L62 30 L78 48 L88 22 L100 44 L112 22 L122 48 L138 30 L134 66 Q100 58 66 66 Z"
        fill={ids.url('gold')} stroke="#5a3008" strokeWidth="1.5" strokeLinejoin="round"
      />
      <circle cx="100" cy="56" r="5" fill="#d81e34" stroke="#fff0b8" strokeWidth="1" />
      <g fill="#fff0b8">
        <circle cx="62" cy="30" r="2.6" />
        <circle cx="88" cy="22" r="2.6" />
        <circle cx="112" cy="22" r="2.6" />
        <circle cx="138" cy="30" r="2.6" />
      </g>
      {/* ember eyes */}
      <g fill="#ff4a3d">
        <path d="M70 96 L90 98 L76 106 Z" />
        <path d="M130 96 L110 98 L124 106 Z" />
      </g>
      {/* muzzle and fangs */}
      <path d="M86 132 Q100 142 114 132 Q108 146 100 148 Q92 146 86 132 Z" fill="#1a0604" />
      <path d="M91 136 L94 146 L97 138 Z M109 136 L106 146 L103 138 Z" fill="#f4efe6" />
      {/* the last shot: a flash to his side */}
      <path d={sparkle(160, 150, 12)} fill={accent} />
      <path d={sparkle(146, 168, 5)} fill={accent} opacity="0.7" />
    </Emblem>
  );
}
