import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Badge } from './Badge';
import type { ArtProps } from './Emblem';
import { BeamedNotes, Note } from './glyphs';

/** Charmed (by the Piper): floating flute notes on a swirl. */
export function Charmed({ size, title }: ArtProps) {
  const ids = useSvgIds('charmed');
  const { accent, tint } = BASE_TINT.piper;
  return (
    <Badge size={size} title={title} ids={ids} accent={accent} tint={tint}>
      <path
        d="M34 128 Q60 90 92 116 Q120 138 140 104 Q154 80 172 90"
        fill="none"
        stroke={accent}
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
      <BeamedNotes x={62} y={118} s={1.8} fill="#f4e2ff" />
      <Note x={140} y={138} s={1.3} fill="#e8c4f6" />
    </Badge>
  );
}
