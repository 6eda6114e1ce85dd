import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#e0863a', tint: '#2e1a0c' };

/** Wolf-Hound: a hound's head, one half dog (gold), one half wolf (red), a broken collar. */
export default function WolfHound({ size, title }: ArtProps) {
  const ids = useSvgIds('wolfHound');
  const { accent, tint } = TINT;
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint}
      defs={<clipPath id={ids.id('half')}><rect x="100" y="0" width="100" height="200" /></clipPath>}>
      <Sil rim={accent}>
        <path d="M46 200 Q50 150 72 130 Q60 104 66 84 L56 52 Q74 58 84 70 Q100 64 116 70 Q126 58 144 52 L134 84 Q140 104 128 130 Q150 150 154 200 Z" />
      </Sil>
      {/* the floppy dog ear on the left, the pricked wolf ear on the right */}
      <path d="M66 74 Q48 92 56 118 Q68 104 74 86 Z" fill="#3a2a14" stroke="#f2a541" strokeWidth="1" />
      <g clipPath={ids.url('half')}>
        <path d="M100 64 L146 52 L134 90 Q140 104 128 130 L100 140 Z" fill="#2a0a10" opacity="0.8" />
      </g>
      <circle cx="86" cy="96" r="4" fill="#f2a541" />
      <circle cx="114" cy="96" r="4" fill="#e0303c" />
      <path d="M66 140 Q100 154 134 140 L132 148 Q100 162 68 148 Z" fill={accent} />
      <path d="M98 146 L104 146 L100 158 Z" fill="#c9d3d8" />
    </Emblem>
  );
}
