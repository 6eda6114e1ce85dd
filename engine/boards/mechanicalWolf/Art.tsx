import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#3ad0ff', tint: '#081c2a' };

/** Mechanical Wolf 机械狼: a riveted steel wolf's head, one lens eye glowing, a gear turning at his brow. */
export default function MechanicalWolf({ size, title }: ArtProps) {
  const ids = useSvgIds('mechanicalWolf');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={92}
      defs={
        <linearGradient id={ids.id('steel')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e6f2fa" />
          <stop offset="0.5" stopColor="#8aa4b8" />
          <stop offset="1" stopColor="#3a4e5e" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        <path d="M34 200 Q38 150 64 128 Q52 104 58 84 L50 46 L84 68 Q100 62 116 68 L150 46 L142 84 Q148 104 136 128 Q162 150 166 200 Z" />
      </Sil>
      {/* the steel plate of his face, split down the middle, riveted */}
      <path d="M70 84 L100 74 L130 84 L126 122 L100 140 L74 122 Z" fill={ids.url('steel')} stroke="#1a2a36" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M100 74 L100 140" stroke="#1a2a36" strokeWidth="1.2" />
      <g fill="#1a2a36">
        <circle cx="76" cy="88" r="1.8" />
        <circle cx="124" cy="88" r="1.8" />
        <circle cx="78" cy="118" r="1.8" />
        <circle cx="122" cy="118" r="1.8" />
      </g>
      {/* one lens eye alight, the other a dark slit */}
      <circle cx="86" cy="100" r="7" fill="#02060a" stroke={accent} strokeWidth="1.5" />
      <circle cx="86" cy="100" r="3.4" fill={accent} />
      <path d="M108 99 L122 97 L120 103 L108 103 Z" fill="#02060a" />
      {/* the jaw: a grille of teeth */}
      <path d="M84 126 L116 126 L110 140 L90 140 Z" fill="#02060a" />
      <g stroke={ids.url('steel')} strokeWidth="2">
        <path d="M92 127 L92 138 M100 127 L100 140 M108 127 L108 138" />
      </g>
      {/* the gear at his brow: the power he copies */}
      <g transform="translate(100 56)">
        <circle r="11" fill="none" stroke={accent} strokeWidth="4" strokeDasharray="4 3.2" />
        <circle r="7" fill={ids.url('steel')} stroke="#1a2a36" strokeWidth="1" />
        <circle r="2.4" fill={tint} />
      </g>
      <path d={sparkle(156, 150, 9)} fill={accent} />
      <path d={sparkle(44, 156, 4.5)} fill={accent} opacity="0.7" />
    </Emblem>
  );
}
