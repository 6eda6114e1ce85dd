import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, SIL, Sil, type ArtProps } from './Emblem';

/** Little Girl: pigtails and ribbons, peeking wide-eyed into the night with a small lantern. */
export function LittleGirl({ size, title }: ArtProps) {
  const ids = useSvgIds('littleGirl');
  const { accent, tint } = BASE_TINT.littleGirl;
  const ribbon = '#ff9db8';
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent="#b9c8ff"
      tint={tint}
      haloY={80}
      haloR={66}
      defs={
        <>
        <radialGradient id={ids.id('face')} cx="70%" cy="60%" r="80%">
          <stop offset="0" stopColor="#e8c9a8" />
          <stop offset="0.6" stopColor="#a88a7c" />
          <stop offset="1" stopColor="#4a3a44" />
        </radialGradient>
        <radialGradient id={ids.id('lamp')}>
          <stop offset="0" stopColor="#fff6d8" />
          <stop offset="0.5" stopColor={accent} />
          <stop offset="1" stopColor="#d48a2a" />
        </radialGradient>
        </>
      }
    >
      <circle cx="142" cy="146" r="34" fill={accent} opacity="0.22" />
      <circle cx="142" cy="146" r="18" fill={accent} opacity="0.3" />
      <Sil rim="#cdd8ff">
        {/* pigtails (bunches sticking out sideways) */}
        <path d="M80 70 C70 60 52 60 48 72 C45 82 50 94 58 92 C66 90 74 82 82 78 Z" />
        <path d="M120 70 C130 60 148 60 152 72 C155 82 150 94 142 92 C134 90 126 82 118 78 Z" />
        {/* dress + puffed sleeves */}
        <path d="M86 104 L114 104 Q122 140 142 182 L58 182 Q78 140 86 104 Z" />
        <circle cx="82" cy="112" r="10" />
        <circle cx="118" cy="112" r="10" />
        {/* arm to lantern */}
        <path d="M122 116 Q132 124 140 128 L138 133 Q128 128 118 122 Z" />
        {/* head */}
        <circle cx="100" cy="78" r="22" />
        <path d="M94 98 L106 98 L106 106 L94 106 Z" />
      </Sil>
      {/* ribbons */}
      <g fill={ribbon} stroke="#3a1020" strokeWidth="0.6">
        <path d="M80 72 L70 64 L70 80 Z" />
        <path d="M80 72 L90 62 L90 80 Z" transform="translate(-4 0)" />
        <path d="M120 72 L130 64 L130 80 Z" />
        <path d="M120 72 L110 62 L110 80 Z" transform="translate(4 0)" />
        <circle cx="80" cy="72" r="2.5" />
        <circle cx="120" cy="72" r="2.5" />
      </g>
      {/* lantern-lit face under a fringe */}
      <ellipse cx="101" cy="86" rx="14.5" ry="15" fill={ids.url('face')} />
      <path d="M80 80 Q82 60 100 58 Q118 60 120 80 Q114 70 108 74 Q104 68 98 73 Q92 68 88 74 Q84 72 80 80 Z" fill={SIL} />
      <g fill="#14101c">
        <ellipse cx="95" cy="86" rx="2.2" ry="2.8" />
        <ellipse cx="107" cy="86" rx="2.2" ry="2.8" />
      </g>
      <g fill="#ffffff">
        <circle cx="95.8" cy="85" r="0.9" />
        <circle cx="107.8" cy="85" r="0.9" />
      </g>
      <g fill="#ff9db8" opacity="0.45">
        <circle cx="91" cy="92" r="2.6" />
        <circle cx="111" cy="92" r="2.6" />
      </g>
      <path d="M98 95 Q101 97 104 95" fill="none" stroke="#3a2030" strokeWidth="1.1" strokeLinecap="round" />
      {/* lantern */}
      <path d="M140 130 L144 136" stroke="#c9d3d8" strokeWidth="1.4" />
      <path d="M136 138 L152 138 L149 134 L139 134 Z" fill="#2a2015" stroke="#c9d3d8" strokeWidth="0.8" />
      <rect x="137" y="138" width="14" height="18" rx="2" fill={ids.url('lamp')} stroke="#2a2015" strokeWidth="1.2" />
      <path d="M144 138 V156 M137 147 H151" stroke="#2a2015" strokeWidth="0.9" />
      <rect x="136" y="156" width="16" height="3" fill="#2a2015" />
    </Emblem>
  );
}
