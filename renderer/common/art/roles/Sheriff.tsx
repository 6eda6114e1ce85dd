import { r1 } from '../random';
import { useSvgIds } from '../svgIds';
import { ArtSvg, type ArtProps } from './Emblem';

function starPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const r = i % 2 === 0 ? outer : inner;
    pts.push(`${r1(cx + Math.cos(a) * r)} ${r1(cy + Math.sin(a) * r)}`);
  }
  return `M${pts.join(' L')} Z`;
}

const STAR = starPath(100, 102, 80, 44, 6);
const TIPS = Array.from({ length: 6 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 3;
  return [r1(100 + Math.cos(a) * 82), r1(102 + Math.sin(a) * 82)] as const;
});
const INNER_STAR = starPath(100, 102, 16, 7, 5);

/** Sheriff: a six-pointed ball-tipped star badge in polished brass. */
export function Sheriff({ size, title }: ArtProps) {
  const { id, url } = useSvgIds('sheriff');
  return (
    <ArtSvg size={size} title={title}>
      <defs>
        <linearGradient id={id('gold')} x1="0" y1="0" x2="0.6" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.4" stopColor="#f2b84b" />
          <stop offset="0.75" stopColor="#b86f1c" />
          <stop offset="1" stopColor="#e8a43a" />
        </linearGradient>
        <radialGradient id={id('disc')} cx="40%" cy="35%" r="70%">
          <stop offset="0" stopColor="#ffe39a" />
          <stop offset="1" stopColor="#a9641a" />
        </radialGradient>
      </defs>
      <g stroke="#2a1604" strokeWidth="7" strokeLinejoin="round">
        <path d={STAR} fill="#2a1604" />
        {TIPS.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r="10" fill="#2a1604" />
        ))}
      </g>
      <path d={STAR} fill={url('gold')} stroke="#7a4610" strokeWidth="1.5" strokeLinejoin="round" />
      {TIPS.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="10" fill={url('disc')} stroke="#7a4610" strokeWidth="1.5" />
      ))}
      <circle cx="100" cy="102" r="36" fill={url('disc')} stroke="#7a4610" strokeWidth="2" />
      <circle cx="100" cy="102" r="29" fill="none" stroke="#6a3a0c" strokeWidth="1.5" strokeDasharray="3 3" />
      <path d={INNER_STAR} fill="#7a4610" />
      <path d="M70 62 Q84 52 100 52" fill="none" stroke="#fffbe6" strokeOpacity="0.7" strokeWidth="3" strokeLinecap="round" />
    </ArtSvg>
  );
}
