import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#e8333a', tint: '#2a0508' };

/** Blood Moon Apostle 血月使徒: a hooded wolf before a huge blood-red moon, a drop falling from its rim. */
export default function BloodMoon({ size, title }: ArtProps) {
  const ids = useSvgIds('bloodMoon');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={80} haloR={70}
      defs={
        <radialGradient id={ids.id('moon')} cx="0.4" cy="0.4" r="0.7">
          <stop offset="0" stopColor="#ff8a7a" />
          <stop offset="0.6" stopColor={accent} />
          <stop offset="1" stopColor="#6a0a10" />
        </radialGradient>
      }
    >
      {/* the blood moon behind him */}
      <circle cx="100" cy="78" r="56" fill={ids.url('moon')} />
      <path d="M146 104 Q150 116 146 122 Q140 116 146 104 Z" fill={accent} />
      <Sil rim={accent}>
        {/* a hooded wolf, ears pricking through the cowl */}
        <path d="M36 200 Q40 156 62 136 Q54 112 62 92 L60 64 L82 80 Q100 72 118 80 L140 64 L138 92 Q146 112 138 136 Q160 156 164 200 Z" />
      </Sil>
      {/* the cowl's edge */}
      <path d="M62 92 Q100 70 138 92" stroke={accent} strokeWidth="2" fill="none" opacity="0.7" />
      {/* red eyes under the hood */}
      <g fill="#ff3a3a">
        <path d="M74 108 L92 110 L80 117 Z" />
        <path d="M126 108 L108 110 L120 117 Z" />
      </g>
      <path d="M88 140 Q100 150 112 140 Q106 152 100 154 Q94 152 88 140 Z" fill="#120204" />
    </Emblem>
  );
}
