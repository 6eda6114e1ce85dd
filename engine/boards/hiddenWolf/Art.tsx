import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. A dusky crimson. */
export const TINT = { accent: '#d8607a', tint: '#241016' };

/** Hidden Wolf 隐狼: a villager's hood pulled low, wolf ears pressing under the cloth, eyes in its shadow, a tail at the hem. */
export default function HiddenWolf({ size, title }: ArtProps) {
  const ids = useSvgIds('hiddenWolf');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={86} haloR={60}
      defs={
        <linearGradient id={ids.id('cloth')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8a6a58" />
          <stop offset="1" stopColor="#3a2a22" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        {/* the tail slipping out under the cloak */}
        <path d="M132 186 Q170 180 176 150 Q162 168 138 170 Z" />
      </Sil>
      {/* the villager's cloak and hood, two ear points pushing it up */}
      <path
        d="M40 200 Q44 156 70 134 Q60 110 64 86 L72 52 L88 74 Q100 70 112 74 L128 52 L136 86 Q140 110 130 134 Q156 156 160 200 Z"
        fill={ids.url('cloth')} stroke="#1a0e0a" strokeWidth="1.5" strokeLinejoin="round"
      />
      {/* the hood's opening, in shadow */}
      <path d="M76 110 Q78 84 100 78 Q122 84 124 110 Q114 126 100 128 Q86 126 76 110 Z" fill="#06020a" />
      {/* wolf's eyes in the dark of the hood */}
      <g fill={accent}>
        <path d="M82 100 L96 102 L86 108 Z" />
        <path d="M118 100 L104 102 L114 108 Z" />
      </g>
      {/* a glint of fang */}
      <path d="M96 116 L99 124 L101 117 Z" fill="#f4efe6" />
      {/* the hood's stitched hem and a rope belt: the villager's disguise */}
      <path d="M70 134 Q100 146 130 134" stroke="#c9a88a" strokeWidth="1.5" strokeDasharray="3 3" fill="none" />
      <path d="M62 170 Q100 180 138 170" stroke="#c9a88a" strokeWidth="3" fill="none" strokeLinecap="round" />
      <g fill={accent}>
        <path d={sparkle(48, 70, 5)} opacity="0.8" />
        <path d={sparkle(156, 104, 3.5)} opacity="0.6" />
      </g>
    </Emblem>
  );
}
