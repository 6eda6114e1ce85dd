import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, SIL, type ArtProps } from './Emblem';
import { sparkle } from './glyphs';

const SHIELD = 'M100 40 L150 54 Q152 118 100 166 Q48 118 50 54 Z';

/** Guard: a moon-blazoned shield in front of crossed spears. */
export function Guard({ size, title }: ArtProps) {
  const ids = useSvgIds('guard');
  const { accent, tint } = BASE_TINT.guard;
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={100}
      haloR={80}
      defs={
        <>
          <linearGradient id={ids.id('steel')} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2e4a66" />
            <stop offset="0.5" stopColor="#14263a" />
            <stop offset="1" stopColor="#0a1420" />
          </linearGradient>
          <mask id={ids.id('cres')}>
            <circle cx="100" cy="96" r="23" fill="#fff" />
            <circle cx="111" cy="88" r="20" fill="#000" />
          </mask>
        </>
      }
    >
      {/* crossed spears */}
      <g stroke={SIL} strokeWidth="5" strokeLinecap="round">
        <path d="M40 176 L154 34" />
        <path d="M160 176 L46 34" />
      </g>
      <g fill="#d9e3e8" stroke={SIL} strokeWidth="1">
        <path d="M160 26 Q152 38 148 46 L156 50 Q160 40 160 26 Z" />
        <path d="M40 26 Q48 38 52 46 L44 50 Q40 40 40 26 Z" />
      </g>
      {/* shield */}
      <path d={SHIELD} fill={ids.url('steel')} stroke="#dfe7ea" strokeWidth="5" strokeLinejoin="round" />
      <path d={SHIELD} fill="none" stroke={accent} strokeOpacity="0.7" strokeWidth="1.2" transform="translate(100 100) scale(0.86) translate(-100 -100)" />
      <circle cx="100" cy="96" r="23" fill="#eef3f1" mask={ids.url('cres')} />
      <path d={sparkle(116, 112, 6)} fill="#eef3f1" />
      <path d="M0 200 L0 172 Q100 160 200 172 L200 200 Z" fill={SIL} />
    </Emblem>
  );
}
