import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#fff2b0', tint: '#2a2a3e' };

/** Angel: a winged figure under a halo, hands open, eager to be voted out. */
export default function Angel({ size, title }: ArtProps) {
  const ids = useSvgIds('angel');
  const { accent, tint } = TINT;
  const wing = 'M0 0 Q-40 -30 -70 -10 Q-50 -4 -60 10 Q-40 6 -46 22 Q-24 14 0 20 Z';
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={80}>
      <g fill="#f4f8f9" opacity="0.9" stroke={accent} strokeWidth="1">
        <path d={wing} transform="translate(92 118)" />
        <path d={wing} transform="translate(108 118) scale(-1 1)" />
      </g>
      <Sil rim={accent}>
        <circle cx="100" cy="86" r="17" />
        <path d="M74 200 Q76 130 90 108 Q100 104 110 108 Q124 130 126 200 Z" />
      </Sil>
      <ellipse cx="100" cy="60" rx="22" ry="6" fill="none" stroke={accent} strokeWidth="3.5" />
      <path d={sparkle(52, 60, 6)} fill={accent} />
      <path d={sparkle(150, 52, 5)} fill={accent} />
    </Emblem>
  );
}
