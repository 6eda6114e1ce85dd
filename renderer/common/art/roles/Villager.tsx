import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, SIL, Sil, type ArtProps } from './Emblem';

/** Villager: a thatched cottage with warm windows, chimney smoke and a pitchfork. */
export function Villager({ size, title }: ArtProps) {
  const ids = useSvgIds('villager');
  const { accent, tint } = BASE_TINT.villager;
  const win = ids.url('win');
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={104}
      haloR={78}
      defs={
        <>
        <mask id={ids.id('moon')}>
          <circle cx="52" cy="52" r="13" fill="#fff" />
          <circle cx="58" cy="47" r="12" fill="#000" />
        </mask>
        <radialGradient id={ids.id('win')} cx="50%" cy="60%" r="70%">
          <stop offset="0" stopColor="#fff1c4" />
          <stop offset="0.55" stopColor="#f7b24a" />
          <stop offset="1" stopColor="#b8621c" />
        </radialGradient>
        </>
      }
      sky={
        <g>
          <circle cx="52" cy="52" r="13" fill="#eef3f1" opacity="0.9" mask={ids.url('moon')} />
          <path
            d="M127 66 C120 56 134 50 128 40 C122 30 138 26 134 16"
            fill="none"
            stroke="#d9e3e8"
            strokeOpacity="0.4"
            strokeWidth="5"
            strokeLinecap="round"
          />
        </g>
      }
    >
      <path d="M0 200 L0 166 Q60 154 100 160 Q150 152 200 164 L200 200 Z" fill={SIL} />
      <Sil rim={accent}>
        {/* chimney */}
        <path d="M121 92 L121 66 L134 66 L134 100 Z" />
        {/* walls */}
        <path d="M62 104 L138 104 L138 164 L62 164 Z" />
        {/* roof with eaves */}
        <path d="M48 112 L100 62 L152 112 L144 114 L100 74 L56 114 Z" />
        <path d="M56 114 L100 74 L144 114 Z" />
        {/* pitchfork */}
        <path d="M153 166 L163 94 L166 94.4 L156 166.4 Z" />
        <path d="M157 98 Q164 104 172 99 L174 82 L171.5 82 L170 96 L166.5 97 L168 80 L165.5 80 L164 97 L160.5 96 L162 79 L159.5 79 Z" />
      </Sil>
      {/* windows */}
      <g>
        <rect x="70" y="118" width="18" height="18" rx="1.5" fill={win} />
        <rect x="112" y="118" width="18" height="18" rx="1.5" fill={win} />
        <circle cx="100" cy="96" r="6.5" fill={win} />
        <path
          d="M79 118 V136 M70 127 H88 M121 118 V136 M112 127 H130 M100 89.5 V102.5 M93.5 96 H106.5"
          stroke={SIL}
          strokeWidth="2"
        />
        <path d="M92 164 V140 Q100 131 108 140 V164 Z" fill="#2a1a0c" stroke={accent} strokeOpacity="0.6" />
        <path d="M104 164 V138.5 Q106.5 139.5 108 141 V164 Z" fill="#f7b24a" opacity="0.8" />
      </g>
    </Emblem>
  );
}
