import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#7be05a', tint: '#14300c' };

/** Accursed Wolf-Father: an old grey wolf, a drop of green curse falling from his fang. */
export default function WolfFather({ size, title }: ArtProps) {
  const ids = useSvgIds('wolfFather');
  const { accent, tint } = TINT;
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={86}>
      <Sil rim={accent}>
        <path d="M36 200 Q40 146 66 124 Q56 100 62 80 L54 44 L84 64 Q100 58 116 64 L146 44 L138 80 Q144 100 134 124 Q160 146 164 200 Z" />
      </Sil>
      {/* grey beard of the old wolf */}
      <path d="M78 118 Q100 150 122 118 Q112 136 100 160 Q88 136 78 118 Z" fill="#6b7780" opacity="0.9" />
      <g fill={accent}>
        <path d="M72 90 L90 92 L78 100 Z" />
        <path d="M128 90 L110 92 L122 100 Z" />
      </g>
      <path d="M104 122 L108 134 L112 122 Z" fill="#f4f8f9" />
      <path d="M108 140 Q114 150 108 156 Q102 150 108 140 Z" fill={accent} />
      <path d={sparkle(140, 150, 6)} fill={accent} opacity="0.8" />
      <path d={sparkle(60, 156, 4)} fill={accent} opacity="0.6" />
    </Emblem>
  );
}
