import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#f78fd0', tint: '#2a0f30' };

/**
 * Dreamweaver 摄梦人: a hooded sleeper, eyes shut, who holds up a dream-catcher — its web spun round
 * a crescent moon, feathers hanging — that keeps his dreamer through the night.
 */
export default function Dreamweaver({ size, title }: ArtProps) {
  const ids = useSvgIds('dreamweaver');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={70} haloR={58}
      defs={
        <radialGradient id={ids.id('moon')} cx="0.4" cy="0.4" r="0.7">
          <stop offset="0" stopColor="#fff4fb" />
          <stop offset="1" stopColor={accent} />
        </radialGradient>
      }
    >
      <Sil rim={accent}>
        {/* the hooded sleeper, head bowed, one arm raised to the hoop */}
        <path d="M40 200 Q44 160 70 146 Q64 128 70 112 Q80 94 98 92 Q116 94 124 112 Q130 128 124 146 Q152 160 160 200 Z" />
        <path d="M124 146 Q138 128 140 104 L150 106 Q150 134 132 154 Z" />
      </Sil>
      {/* the face in the hood's shadow, eyes shut in sleep */}
      <path d="M80 124 Q82 104 98 100 Q114 104 116 124 Q108 136 98 138 Q88 136 80 124 Z" fill="#08020a" />
      <g stroke={accent} strokeWidth="2" strokeLinecap="round" fill="none">
        <path d="M86 118 Q90 122 94 118" />
        <path d="M102 118 Q106 122 110 118" />
      </g>
      {/* the dream-catcher: hoop, web and the crescent at its heart */}
      <circle cx="100" cy="58" r="34" fill="none" stroke={accent} strokeWidth="3" />
      <g stroke={accent} strokeWidth="1" opacity="0.75" fill="none">
        <path d="M100 24 L118 58 L100 92 L82 58 Z" />
        <path d="M66 58 L100 40 L134 58 L100 76 Z" />
        <circle cx="100" cy="58" r="18" />
      </g>
      <path d="M108 46 A14 14 0 1 0 108 70 A10 10 0 1 1 108 46 Z" fill={ids.url('moon')} />
      {/* feathers on their threads, below the hoop */}
      <g stroke={accent} strokeWidth="1.2" opacity="0.8">
        <path d="M70 76 L62 96" />
        <path d="M130 76 L138 96" />
      </g>
      <g fill={accent} opacity="0.85">
        <path d="M62 96 Q56 106 60 114 Q66 106 62 96 Z" />
        <path d="M138 96 Q144 106 140 114 Q134 106 138 96 Z" />
      </g>
      <g fill={accent}>
        <path d={sparkle(44, 40, 6)} opacity="0.9" />
        <path d={sparkle(158, 34, 4.5)} opacity="0.8" />
        <path d={sparkle(160, 70, 3)} opacity="0.6" />
      </g>
    </Emblem>
  );
}
