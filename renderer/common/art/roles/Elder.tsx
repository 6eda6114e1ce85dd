import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, Sil, type ArtProps } from './Emblem';

/** Elder: a hooded ancient with a long silver beard and a gnarled staff. */
export function Elder({ size, title }: ArtProps) {
  const ids = useSvgIds('elder');
  const { accent, tint } = BASE_TINT.elder;
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={84}
      haloR={66}
      defs={
        <linearGradient id={ids.id('beard')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6fafb" />
          <stop offset="0.6" stopColor="#c3cfd5" />
          <stop offset="1" stopColor="#7d8c94" />
        </linearGradient>
      }
    >
      <Sil rim={accent}>
        <path d="M40 200 Q46 142 72 126 Q64 88 78 64 Q92 42 104 42 Q118 44 128 64 Q142 90 132 126 Q160 142 166 200 Z" />
      </Sil>
      {/* staff */}
      <path d="M52 198 Q46 150 54 104 Q58 76 50 54" fill="none" stroke="#2a1e14" strokeWidth="6" strokeLinecap="round" />
      <path d="M52 198 Q46 150 54 104 Q58 76 50 54" fill="none" stroke={accent} strokeOpacity="0.5" strokeWidth="1" />
      <path d="M50 54 Q40 44 46 34 Q56 28 62 38 Q62 46 54 48" fill="none" stroke="#2a1e14" strokeWidth="5" strokeLinecap="round" />
      <circle cx="54" cy="40" r="5" fill="#eef6ff" opacity="0.9" />
      <circle cx="54" cy="40" r="11" fill="#eef6ff" opacity="0.2" />
      <path d="M58 62 Q70 56 72 66 Q64 70 58 62 Z" fill="#6e8a5a" />
      {/* hand on staff */}
      <path d="M50 112 Q60 106 68 112 Q66 122 56 122 Q48 120 50 112 Z" fill="#1a1410" stroke={accent} strokeOpacity="0.4" />
      {/* beard + moustache + brows */}
      <path
        d="M82 96 Q80 128 90 156 Q96 172 102 186 Q108 170 114 156 Q124 128 122 96 Q112 110 102 110 Q92 110 82 96 Z"
        fill={ids.url('beard')}
      />
      <path d="M86 104 Q96 96 102 102 Q108 96 118 104 Q110 110 102 106 Q94 110 86 104 Z" fill="#e8eef0" stroke="#6d7c84" strokeWidth="0.8" />
      <g fill="none" stroke="#8e9ea6" strokeWidth="1" strokeLinecap="round" opacity="0.8">
        <path d="M94 116 Q94 140 100 164" />
        <path d="M104 116 Q106 142 104 170" />
        <path d="M112 114 Q114 134 110 152" />
      </g>
      <g fill="#e8eef0">
        <path d="M84 84 Q92 78 98 84 Q92 82 84 88 Z" />
        <path d="M120 84 Q112 78 106 84 Q112 82 120 88 Z" />
      </g>
      <g fill="#bfe0ff">
        <circle cx="93" cy="90" r="1.4" />
        <circle cx="111" cy="90" r="1.4" />
      </g>
    </Emblem>
  );
}
