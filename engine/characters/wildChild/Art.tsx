import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#8ed86a', tint: '#18300f' };

/** Wild Child: a barefoot child among the leaves, looking up at the one he chose as model. */
export default function WildChild({ size, title }: ArtProps) {
  const ids = useSvgIds('wildChild');
  const { accent, tint } = TINT;
  const leaf = (x: number, y: number, r: number) => (
    <path key={`${x}-${y}`} d="M0 0 Q10 -10 20 0 Q10 10 0 0 Z" transform={`translate(${x} ${y}) rotate(${r})`} fill={accent} opacity="0.85" />
  );
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={96}>
      <Sil rim={accent}>
        <circle cx="100" cy="92" r="20" />
        <path d="M72 200 Q74 140 86 118 Q100 112 114 118 Q126 140 128 200 Z" />
        {/* tousled hair */}
        <path d="M78 88 Q80 62 100 64 Q124 62 122 88 Q116 76 108 80 Q100 70 92 80 Q84 76 78 88 Z" />
      </Sil>
      <g fill="#ffe7a8">
        <circle cx="93" cy="94" r="2" />
        <circle cx="107" cy="94" r="2" />
      </g>
      {[leaf(46, 150, -30), leaf(140, 140, 20), leaf(58, 118, 10), leaf(132, 112, -40), leaf(88, 170, 60)]}
    </Emblem>
  );
}
