import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, SIL, type ArtProps } from './Emblem';

/** Village Idiot: a grinning jester in a three-pointed belled cap and ruff. */
export function Idiot({ size, title }: ArtProps) {
  const ids = useSvgIds('idiot');
  const { accent, tint } = BASE_TINT.idiot;
  const bell = ids.url('bell');
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={92}
      defs={
        <radialGradient id={ids.id('bell')} cx="38%" cy="35%" r="70%">
          <stop offset="0" stopColor="#fff3c0" />
          <stop offset="0.6" stopColor="#f2b53c" />
          <stop offset="1" stopColor="#9a5e12" />
        </radialGradient>
      }
    >
      <g stroke={accent} strokeOpacity="0.6" strokeWidth="1.1" strokeLinejoin="round">
        {/* shoulders + ruff */}
        <path d="M34 200 Q40 164 70 156 L130 156 Q160 164 166 200 Z" fill={SIL} />
        <path d="M52 166 L60 146 L72 160 L80 142 L92 158 L100 140 L108 158 L120 142 L128 160 L140 146 L148 166 Q100 178 52 166 Z" fill="#1e2a12" />
        {/* face */}
        <path d="M72 92 Q72 138 100 146 Q128 138 128 92 Z" fill={SIL} />
        {/* cap lobes: left, right, centre */}
        <path d="M70 94 Q58 62 38 54 Q26 52 24 66 Q36 62 44 70 Q56 82 62 96 Z" fill="#1d3a20" />
        <path d="M130 94 Q142 62 162 54 Q174 52 176 66 Q164 62 156 70 Q144 82 138 96 Z" fill="#1d3a20" />
        <path d="M74 94 Q76 56 94 34 Q102 24 114 26 Q104 34 108 46 Q120 64 126 94 Z" fill="#2e1c44" />
        {/* band */}
        <path d="M66 98 Q100 84 134 98 L134 88 Q100 76 66 88 Z" fill="#2a2a10" />
      </g>
      <g fill={accent}>
        <path d="M78 90 L82 86 L86 90 L82 94 Z" />
        <path d="M96 86 L100 82 L104 86 L100 90 Z" />
        <path d="M114 90 L118 86 L122 90 L118 94 Z" />
      </g>
      {/* bells */}
      <g fill={bell} stroke="#3a2408" strokeWidth="0.8">
        <circle cx="24" cy="70" r="7" />
        <circle cx="176" cy="70" r="7" />
        <circle cx="116" cy="24" r="7" />
        <circle cx="60" cy="152" r="4" />
        <circle cx="100" cy="146" r="4" />
        <circle cx="140" cy="152" r="4" />
      </g>
      {/* grin and crescent eyes */}
      <g fill="none" stroke={accent} strokeWidth="2.6" strokeLinecap="round">
        <path d="M84 108 Q89 103 94 108" />
        <path d="M106 108 Q111 103 116 108" />
      </g>
      <path d="M84 120 Q100 136 116 120 Q100 128 84 120 Z" fill={accent} stroke={accent} strokeWidth="1.5" strokeLinejoin="round" />
    </Emblem>
  );
}
