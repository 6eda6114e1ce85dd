import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, Sil, type ArtProps } from './Emblem';

const HORN = 'M86 66 Q76 30 46 32 Q26 36 28 58 Q32 72 44 72 Q36 62 40 52 Q48 44 60 50 Q72 58 78 76 Z';
const EAR = 'M80 84 Q60 80 42 94 Q62 100 82 94 Z';

/** Scapegoat: a horned goat with a frayed rope about its neck. */
export function Scapegoat({ size, title }: ArtProps) {
  const ids = useSvgIds('scapegoat');
  const { accent, tint } = BASE_TINT.scapegoat;
  const mirror = 'translate(200 0) scale(-1 1)';
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={88}>
      <Sil rim={accent}>
        <path d="M60 200 Q66 150 86 136 L114 136 Q134 150 140 200 Z" />
        <path d={HORN} />
        <path d={HORN} transform={mirror} />
        <path d={EAR} />
        <path d={EAR} transform={mirror} />
        <path d="M80 72 Q100 58 120 72 Q124 102 116 128 Q110 148 100 152 Q90 148 84 128 Q76 102 80 72 Z" />
        <path d="M90 146 Q96 176 102 184 Q104 170 110 146 Z" />
      </Sil>
      {/* horn ridges */}
      <g fill="none" stroke={accent} strokeOpacity="0.6" strokeWidth="1" strokeLinecap="round">
        <path d="M70 44 Q74 50 72 56 M58 36 Q60 44 56 50 M44 36 Q48 42 44 48" />
        <path d="M130 44 Q126 50 128 56 M142 36 Q140 44 144 50 M156 36 Q152 42 156 48" />
      </g>
      {/* eyes with horizontal pupils */}
      <g fill={accent}>
        <ellipse cx="88" cy="96" rx="6" ry="4" />
        <ellipse cx="112" cy="96" rx="6" ry="4" />
      </g>
      <g fill="#140c04">
        <rect x="84" y="95" width="8" height="2.2" rx="1" />
        <rect x="108" y="95" width="8" height="2.2" rx="1" />
      </g>
      <g fill={accent} opacity="0.7">
        <ellipse cx="95" cy="138" rx="2" ry="1.2" />
        <ellipse cx="105" cy="138" rx="2" ry="1.2" />
      </g>
      {/* rope */}
      <path d="M80 160 Q100 170 120 160" fill="none" stroke="#b98a4a" strokeWidth="5" strokeLinecap="round" />
      <path d="M80 160 Q100 170 120 160" fill="none" stroke="#6a4a20" strokeWidth="5" strokeDasharray="2 3" />
      <path d="M118 161 Q128 176 124 196 M120 161 Q134 172 138 190" fill="none" stroke="#b98a4a" strokeWidth="3" strokeLinecap="round" />
    </Emblem>
  );
}
