import { BASE_TINT } from '../palette';
import { r1 } from '../random';
import { useSvgIds } from '../svgIds';
import { Emblem, SIL, type ArtProps } from './Emblem';
import { HEART, sparkle } from './glyphs';

/** Angel wing: rounded feathers hanging from a raised arm curve (root at 96,98). */
const ARM = 'M96 98 Q70 52 30 50';
const FEATHERS = Array.from({ length: 7 }, (_, i) => {
  const t = 0.12 + i * 0.145;
  const u = 1 - t;
  const x = u * u * 96 + 2 * u * t * 70 + t * t * 30;
  const y = u * u * 98 + 2 * u * t * 52 + t * t * 50;
  const angle = 100 + i * 15;
  const len = 22 + i * 6;
  const a = (angle * Math.PI) / 180;
  const cx = r1(x + (Math.cos(a) * len) / 2);
  const cy = r1(y + (Math.sin(a) * len) / 2);
  return { cx, cy, rx: len / 2, angle };
}).reverse();

/** Cupid: a drawn bow with a heart-tipped arrow, feathered wings behind. */
export function Cupid({ size, title }: ArtProps) {
  const ids = useSvgIds('cupid');
  const { accent, tint } = BASE_TINT.cupid;
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={98}
      defs={
        <>
          <linearGradient id={ids.id('heart')} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd3e0" />
            <stop offset="1" stopColor="#e0557f" />
          </linearGradient>
          <linearGradient id={ids.id('wing')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f7e9ef" />
            <stop offset="1" stopColor="#9c7f95" />
          </linearGradient>
        </>
      }
    >
      {/* wings */}
      {[undefined, 'translate(200 0) scale(-1 1)'].map((t, i) => (
        <g key={i} transform={`${t ?? ''} translate(96 98) scale(0.86) translate(-96 -98)`} fill={ids.url('wing')} stroke="#7d5e72" strokeWidth="1" opacity="0.95">
          {FEATHERS.map((f, j) => (
            <ellipse key={j} cx={f.cx} cy={f.cy} rx={f.rx} ry="6" transform={`rotate(${f.angle} ${f.cx} ${f.cy})`} />
          ))}
          <path d={ARM} fill="none" stroke="#7d5e72" strokeWidth="12" strokeLinecap="round" />
          <path d={ARM} fill="none" stroke={ids.url('wing')} strokeWidth="10" strokeLinecap="round" />
        </g>
      ))}
      {/* bow */}
      <path d="M92 34 Q86 30 84 24 M92 166 Q86 170 84 176" stroke={SIL} strokeWidth="5" strokeLinecap="round" />
      <path d="M92 34 Q148 100 92 166" fill="none" stroke={SIL} strokeWidth="7" strokeLinecap="round" />
      <path d="M92 34 Q148 100 92 166" fill="none" stroke="#f4d8e2" strokeWidth="1.6" strokeOpacity="0.8" />
      <path d="M90 34 L56 100 L90 166" fill="none" stroke="#e9e9f0" strokeWidth="1.2" />
      {/* arrow */}
      <rect x="48" y="98.6" width="110" height="2.8" fill="#e9e4d8" />
      <g fill={accent} stroke="#ffd3e0" strokeWidth="0.6">
        <path d="M58 100 L44 88 L36 88 L48 100 Z" />
        <path d="M58 100 L44 112 L36 112 L48 100 Z" />
      </g>
      <path d={HEART} transform="translate(164 100) rotate(-90) scale(15)" fill={ids.url('heart')} stroke="#fff0f5" strokeWidth="0.08" />
      <g fill="#ffe6ee">
        <path d={sparkle(150, 64, 5)} opacity="0.9" />
        <path d={sparkle(166, 136, 4)} opacity="0.8" />
        <path d={sparkle(132, 150, 3)} opacity="0.7" />
      </g>
      <path d="M40 200 Q100 170 160 200 Z" fill={SIL} />
    </Emblem>
  );
}
