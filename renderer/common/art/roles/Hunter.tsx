import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, Sil, type ArtProps } from './Emblem';
import { sparkle } from './glyphs';

/** Hunter: a broad-hatted marksman levelling a long rifle, ember glint at the muzzle. */
export function Hunter({ size, title }: ArtProps) {
  const ids = useSvgIds('hunter');
  const { accent, tint } = BASE_TINT.hunter;
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloX={112}
      haloY={84}
      defs={
        <linearGradient id={ids.id('wood')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8a4d22" />
          <stop offset="1" stopColor="#3a1d0c" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        <path d="M44 200 Q50 134 88 114 L124 114 Q160 132 166 200 Z" />
        {/* hat crown + brim */}
        <path d="M80 66 Q80 42 104 40 Q128 42 128 66 Z" />
        <path d="M52 68 Q104 54 156 68 Q104 80 52 68 Z" />
      </Sil>
      {/* face shadow + collar */}
      <path d="M88 72 Q106 78 122 72 Q120 100 104 108 Q90 100 88 72 Z" fill="#02060a" />
      <path d="M80 66 Q104 58 128 66 L128 61 Q104 54 80 61 Z" fill={accent} opacity="0.75" />
      {/* feather */}
      <path d="M122 60 Q130 34 160 18 Q146 38 128 62 Z" fill="#f0a050" stroke="#ffd08a" strokeWidth="0.8" />
      <path d="M125 60 Q138 38 156 22" fill="none" stroke="#5a2a10" strokeWidth="0.8" />
      {/* rifle */}
      <g transform="rotate(8 110 128)">
        <rect x="14" y="121" width="118" height="5" rx="1.5" fill="#1d262b" stroke="#c9d3d8" strokeWidth="1.2" />
        <path d="M64 126 L118 126 L118 133 L70 132 Z" fill={ids.url('wood')} stroke={accent} strokeWidth="1" />
        <path d="M116 119 L150 120 L180 136 L176 150 L148 138 L116 134 Z" fill={ids.url('wood')} stroke={accent} strokeWidth="1.2" strokeLinejoin="round" />
        <path d="M112 133 Q116 142 124 138" fill="none" stroke="#c9d3d8" strokeWidth="1.5" />
        <rect x="24" y="118.5" width="3" height="3" fill="#c9d3d8" />
      </g>
      <path d={sparkle(20, 111, 9)} fill="#ffcf7a" />
      <circle cx="20" cy="111" r="3" fill="#fff3d6" />
    </Emblem>
  );
}
