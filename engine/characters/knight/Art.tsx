import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#c8743a', tint: '#2c1a10' };

/** Knight with the Rusty Sword: a visored helm behind a notched, rust-spotted blade. */
export default function Knight({ size, title }: ArtProps) {
  const ids = useSvgIds('knight');
  const { accent, tint } = TINT;
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint}
      defs={
        <linearGradient id={ids.id('blade')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#c9d3d8" />
          <stop offset="1" stopColor="#7a5a3a" />
        </linearGradient>
      }>
      <Sil rim={accent}>
        <path d="M40 200 Q46 150 70 134 L130 134 Q154 150 160 200 Z" />
        <path d="M70 120 Q66 62 100 54 Q134 62 130 120 Z" />
      </Sil>
      <rect x="76" y="88" width="48" height="6" rx="2" fill="#02060a" />
      <path d="M100 58 L100 120" stroke={accent} strokeOpacity="0.5" strokeWidth="1.5" />
      <path d="M138 36 L150 40 L112 170 L102 166 Z" fill={ids.url('blade')} stroke="#3a2a1a" strokeWidth="1" />
      <path d="M132 58 L138 62 M124 86 L130 90 M118 110 L124 114" stroke="#02060a" strokeWidth="3" />
      <g fill={accent}>
        <circle cx="134" cy="72" r="3" />
        <circle cx="122" cy="104" r="2.5" />
        <circle cx="114" cy="136" r="3.5" />
      </g>
      <rect x="88" y="160" width="34" height="7" rx="2" transform="rotate(18 105 163)" fill="#7a5a3a" stroke={accent} />
    </Emblem>
  );
}
