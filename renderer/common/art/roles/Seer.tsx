import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, Sil, type ArtProps } from './Emblem';
import { sparkle } from './glyphs';

/** Seer: a hooded figure cradling a crystal ball with an open eye inside. */
export function Seer({ size, title }: ArtProps) {
  const ids = useSvgIds('seer');
  const { accent, tint } = BASE_TINT.seer;
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={112}
      haloR={70}
      defs={
        <radialGradient id={ids.id('orb')} cx="42%" cy="36%" r="70%">
          <stop offset="0" stopColor="#f4f1ff" />
          <stop offset="0.35" stopColor="#b9adff" />
          <stop offset="0.8" stopColor="#5a47c9" />
          <stop offset="1" stopColor="#2a1f72" />
        </radialGradient>
      }
    >
      <Sil rim={accent}>
        {/* hooded cloak */}
        <path d="M30 200 Q34 150 62 128 Q58 92 74 66 Q88 40 100 34 Q112 40 126 66 Q142 92 138 128 Q166 150 170 200 Z" />
      </Sil>
      {/* shadowed face inside the hood */}
      <path d="M80 96 Q82 66 100 56 Q118 66 120 96 Q112 108 100 110 Q88 108 80 96 Z" fill="#02060a" />
      <circle cx="92" cy="86" r="1.6" fill={accent} opacity="0.9" />
      <circle cx="108" cy="86" r="1.6" fill={accent} opacity="0.9" />
      {/* orb */}
      <circle cx="100" cy="132" r="50" fill={ids.url('halo')} />
      <circle cx="100" cy="132" r="29" fill={ids.url('orb')} stroke="#e9e4ff" strokeOpacity="0.6" strokeWidth="1.2" />
      <path d="M78 132 Q100 114 122 132 Q100 150 78 132 Z" fill="#140f3a" opacity="0.88" />
      <circle cx="100" cy="132" r="7.5" fill="#c9bfff" />
      <circle cx="100" cy="132" r="3.4" fill="#0b0826" />
      <circle cx="102" cy="130" r="1.3" fill="#ffffff" />
      <ellipse cx="90" cy="116" rx="7" ry="3.5" fill="#ffffff" opacity="0.55" transform="rotate(-30 90 116)" />
      {/* hands and stand */}
      <Sil rim={accent}>
        <path d="M70 140 Q72 156 86 160 L92 156 Q80 150 78 138 Z" />
        <path d="M130 140 Q128 156 114 160 L108 156 Q120 150 122 138 Z" />
        <path d="M84 160 L116 160 L122 172 L78 172 Z" />
      </Sil>
      <g fill="#e9e4ff">
        <path d={sparkle(48, 74, 7)} opacity="0.9" />
        <path d={sparkle(154, 64, 5)} opacity="0.8" />
        <path d={sparkle(146, 104, 3.5)} opacity="0.7" />
        <path d={sparkle(58, 112, 3)} opacity="0.6" />
      </g>
    </Emblem>
  );
}
