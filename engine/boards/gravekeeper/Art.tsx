import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#f2d27a', tint: '#22261a' };

/** Gravekeeper 守墓人: a hooded keeper leaning on his spade by a fresh grave, his lantern lit. */
export default function Gravekeeper({ size, title }: ArtProps) {
  const ids = useSvgIds('gravekeeper');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloX={66} haloY={104} haloR={58}
      defs={
        <radialGradient id={ids.id('flame')}>
          <stop offset="0" stopColor="#fffbe6" />
          <stop offset="0.5" stopColor={accent} />
          <stop offset="1" stopColor="#b86a1a" />
        </radialGradient>
      }
    >
      {/* the tombstone, a cross cut in it */}
      <path d="M118 200 L118 132 Q118 110 142 110 Q166 110 166 132 L166 200 Z" fill="#5a6258" stroke="#2a302a" strokeWidth="2" />
      <path d="M139 124 L145 124 L145 134 L153 134 L153 140 L145 140 L145 158 L139 158 L139 140 L131 140 L131 134 L139 134 Z" fill="#2a302a" />
      {/* the fresh mound */}
      <path d="M100 200 Q112 178 142 176 Q176 178 188 200 Z" fill="#3a2c1c" />
      <Sil rim={accent}>
        {/* hooded keeper */}
        <path d="M40 200 Q42 160 60 142 Q52 118 60 96 Q70 72 84 68 Q98 74 104 96 Q110 118 100 142 Q116 160 116 200 Z" />
        {/* the spade's haft */}
        <path d="M110 62 L114 62 L114 150 L110 150 Z" />
        <path d="M104 58 L120 58 L120 63 L104 63 Z" />
      </Sil>
      {/* the spade's blade, earth on its edge */}
      <path d="M102 150 L122 150 L120 172 Q112 182 104 172 Z" fill="#8e9aa0" stroke="#2a302a" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M105 168 Q112 176 119 168 L118 172 Q112 180 106 172 Z" fill="#3a2c1c" />
      {/* the face under the hood */}
      <path d="M68 104 Q70 84 82 78 Q94 84 96 104 Q90 112 82 114 Q74 112 68 104 Z" fill="#02060a" />
      <circle cx="77" cy="98" r="1.5" fill={accent} opacity="0.9" />
      <circle cx="88" cy="98" r="1.5" fill={accent} opacity="0.9" />
      {/* the lantern in his hand */}
      <path d="M58 128 L58 136" stroke="#c3cfd5" strokeWidth="1.6" />
      <path d="M50 136 L66 136 L64 158 L52 158 Z" fill="#1a1a12" stroke="#c3cfd5" strokeWidth="1.4" strokeLinejoin="round" />
      <ellipse cx="58" cy="147" rx="5" ry="8" fill={ids.url('flame')} />
      <path d="M48 158 L68 158" stroke="#c3cfd5" strokeWidth="2" strokeLinecap="round" />
    </Emblem>
  );
}
