import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#a8b8ff', tint: '#1a1e36' };

/** Devoted Servant: a maid in her bonnet, holding out a face-down card she is about to take. */
export default function Servant({ size, title }: ArtProps) {
  const ids = useSvgIds('servant');
  const { accent, tint } = TINT;
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={88}>
      <Sil rim={accent}>
        <circle cx="100" cy="86" r="19" />
        <path d="M56 200 Q60 140 80 116 Q100 108 120 116 Q140 140 144 200 Z" />
      </Sil>
      {/* bonnet and apron */}
      <path d="M78 80 Q80 60 100 58 Q120 60 122 80 Q112 70 100 70 Q88 70 78 80 Z" fill="#f4f8f9" stroke={accent} />
      <path d="M84 128 L116 128 L124 200 L76 200 Z" fill="#f4f8f9" opacity="0.9" />
      <path d="M84 128 Q100 136 116 128" fill="none" stroke={accent} strokeWidth="2" />
      <g transform="translate(138 140) rotate(14)">
        <rect x="-13" y="-18" width="26" height="36" rx="3" fill="#12233a" stroke="#dfe7ea" strokeWidth="1.5" />
        <rect x="-9" y="-14" width="18" height="28" rx="2" fill="none" stroke={accent} strokeWidth="0.8" />
      </g>
    </Emblem>
  );
}
