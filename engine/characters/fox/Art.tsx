import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#ff9a3c', tint: '#3a1e08' };

/** Fox: a sly fox's head, nose up, sniffing out the wolves. */
export default function Fox({ size, title }: ArtProps) {
  const ids = useSvgIds('fox');
  const { accent, tint } = TINT;
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={92}>
      <Sil rim={accent} fill="#5a2410">
        <path d="M48 200 Q52 156 74 140 Q56 118 56 96 L50 46 L84 76 Q100 72 116 76 L150 46 L144 96 Q144 118 126 140 Q148 156 152 200 Z" />
      </Sil>
      <path d="M60 100 Q80 150 100 160 Q120 150 140 100 Q124 126 100 130 Q76 126 60 100 Z" fill="#f4efe6" />
      <path d="M58 60 L80 78 L64 84 Z M142 60 L120 78 L136 84 Z" fill="#1a0a04" />
      <g fill={accent}>
        <path d="M74 102 L92 104 L80 110 Z" />
        <path d="M126 102 L108 104 L120 110 Z" />
      </g>
      <ellipse cx="100" cy="154" rx="6" ry="4" fill="#02060a" />
      <path d={sparkle(100, 176, 7)} fill={accent} />
    </Emblem>
  );
}
