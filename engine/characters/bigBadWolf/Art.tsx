import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#ff5a2e', tint: '#3a120a' };

/** Big Bad Wolf: a huge head, jaws wide open for a second bite. */
export default function BigBadWolf({ size, title }: ArtProps) {
  const ids = useSvgIds('bigBadWolf');
  const { accent, tint } = TINT;
  const teeth = [70, 84, 98, 112, 126].map((x) => <path key={x} d={`M${x} 120 L${x + 6} 134 L${x + 12} 120 Z`} fill="#f4f8f9" />);
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={100} haloR={80}>
      <Sil rim={accent}>
        <path d="M24 200 Q28 120 50 90 L40 40 L76 70 Q100 62 124 70 L160 40 L150 90 Q172 120 176 200 Z" />
      </Sil>
      <path d="M60 118 Q100 108 142 118 Q136 168 100 176 Q64 168 60 118 Z" fill="#4a0610" stroke={accent} strokeWidth="1.5" />
      {teeth}
      <path d="M80 164 L86 152 L92 164 Z M108 164 L114 152 L120 164 Z" fill="#f4f8f9" />
      <g fill={accent}>
        <path d="M70 92 L90 96 L76 102 Z" />
        <path d="M130 92 L110 96 L124 102 Z" />
      </g>
    </Emblem>
  );
}
