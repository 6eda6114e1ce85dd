import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#7f5cff', tint: '#100822' };

/** Nightmare 噩梦之影: a wolf's head dissolving into smoke, one staring eye, the wisps reaching for a sleeper. */
export default function NightmareWolf({ size, title }: ArtProps) {
  const ids = useSvgIds('nightmareWolf');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={90}
      defs={
        <linearGradient id={ids.id('smoke')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d6c8ff" stopOpacity="0.9" />
          <stop offset="1" stopColor={accent} stopOpacity="0.1" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        <path d="M40 200 Q44 152 68 130 Q56 106 62 86 L54 50 L86 72 Q100 66 114 72 L146 50 L138 86 Q144 106 132 130 Q156 152 160 200 Z" />
      </Sil>
      {/* the smoke it is made of, trailing off its right side */}
      <path d="M132 128 Q166 112 160 84 Q178 98 172 124 Q188 120 186 104 Q196 132 166 146 Q150 150 140 142 Z" fill={ids.url('smoke')} />
      <path d="M150 70 Q170 58 182 70 Q168 66 160 76 Z" fill={ids.url('smoke')} opacity="0.7" />
      {/* one staring eye, one closed in shadow */}
      <circle cx="80" cy="100" r="8" fill="#efe8ff" />
      <circle cx="80" cy="100" r="3.5" fill="#1a0a3a" />
      <path d="M112 100 Q121 95 130 100" stroke={accent} strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* a grin of fangs */}
      <path d="M84 132 Q100 144 116 132 Q110 148 100 150 Q90 148 84 132 Z" fill="#08040f" />
      <path d="M90 136 L93 146 L96 138 Z M110 136 L107 146 L104 138 Z" fill="#efe8ff" />
      {/* a faint star: the power put out */}
      <path d={sparkle(40, 60, 8)} fill={accent} opacity="0.6" />
    </Emblem>
  );
}
