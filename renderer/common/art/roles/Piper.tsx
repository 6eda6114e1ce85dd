import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, SIL, type ArtProps } from './Emblem';
import { BeamedNotes, Note, Rat } from './glyphs';

/** Pied Piper: an enchanted flute spilling notes, with rats following in line. */
export function Piper({ size, title }: ArtProps) {
  const ids = useSvgIds('piper');
  const { accent, tint } = BASE_TINT.piper;
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={92}
      defs={
        <linearGradient id={ids.id('flute')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f1d6a0" />
          <stop offset="0.5" stopColor="#b8783a" />
          <stop offset="1" stopColor="#5a3212" />
        </linearGradient>
      }
    >
      {/* swirl of music */}
      <path
        d="M132 62 Q150 44 168 52 M120 52 Q132 28 156 26"
        fill="none"
        stroke={accent}
        strokeOpacity="0.55"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <BeamedNotes x={118} y={58} s={1} fill="#f4e2ff" />
      <Note x={152} y={78} s={0.85} fill="#f4e2ff" />
      <Note x={86} y={42} s={0.75} fill="#e0b8f0" />
      {/* flute */}
      <g transform="rotate(-38 100 106)">
        <rect x="24" y="100" width="152" height="12" rx="6" fill={ids.url('flute')} stroke="#2a1608" strokeWidth="1.5" />
        <g fill="#dfe7ea">
          <rect x="44" y="99" width="5" height="14" rx="1" />
          <rect x="152" y="99" width="5" height="14" rx="1" />
        </g>
        <g fill="#2a1608">
          <ellipse cx="36" cy="106" rx="3.5" ry="2.5" />
          <circle cx="84" cy="106" r="2.6" />
          <circle cx="98" cy="106" r="2.6" />
          <circle cx="112" cy="106" r="2.6" />
          <circle cx="126" cy="106" r="2.6" />
          <circle cx="140" cy="106" r="2.6" />
        </g>
      </g>
      {/* ground and the rats */}
      <path d="M0 200 L0 170 Q100 160 200 170 L200 200 Z" fill={SIL} />
      <g stroke={accent} strokeOpacity="0.5" strokeWidth="0.8">
        <Rat x={62} y={172} s={1} fill={SIL} />
        <Rat x={104} y={170} s={1.05} fill={SIL} />
        <Rat x={146} y={172} s={1} fill={SIL} />
      </g>
      <g fill={accent}>
        <circle cx="66" cy="161.6" r="1" />
        <circle cx="108.2" cy="159.1" r="1" />
        <circle cx="150" cy="161.6" r="1" />
      </g>
    </Emblem>
  );
}
