import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#ff4060', tint: '#1a0e1e' };

/** Raven: a black bird perched on a branch, a red mark burning in its claw. */
export default function Raven({ size, title }: ArtProps) {
  const ids = useSvgIds('raven');
  const { accent, tint } = TINT;
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloX={96} haloY={90}>
      <path d="M20 160 Q100 148 186 164" fill="none" stroke="#3a2a1a" strokeWidth="6" strokeLinecap="round" />
      <Sil rim={accent} fill="#05080c">
        <path d="M60 150 Q56 110 80 92 Q84 66 108 62 Q124 62 132 72 L150 74 L134 82 Q140 100 132 122 Q124 146 100 156 L70 176 L76 154 Z" />
      </Sil>
      <path d="M86 104 Q104 96 122 110 Q104 106 90 118 Z" fill="#1a2630" />
      <circle cx="118" cy="74" r="3" fill={accent} />
      <circle cx="96" cy="160" r="9" fill="none" stroke={accent} strokeWidth="2.5" />
      <path d="M92 156 L100 164 M100 156 L92 164" stroke={accent} strokeWidth="2.5" />
    </Emblem>
  );
}
