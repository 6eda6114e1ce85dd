import { r1 } from '../random';
import { PALETTE, BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, Sil, type ArtProps } from './Emblem';

/** Right half of a front-facing wolf head, from the forehead centre clockwise to the chin. */
const HALF: ReadonlyArray<readonly [number, number]> = [
  [100, 62],
  [114, 56],
  [142, 20],
  [146, 70],
  [158, 76],
  [152, 84],
  [168, 94],
  [156, 100],
  [170, 116],
  [154, 118],
  [162, 134],
  [144, 134],
  [136, 148],
  [122, 154],
  [114, 172],
  [100, 178],
];

function mirrored(points: ReadonlyArray<readonly [number, number]>): string {
  const right = points.map(([x, y]) => `${x} ${y}`);
  const left = [...points]
    .reverse()
    .slice(1, -1)
    .map(([x, y]) => `${r1(200 - x)} ${y}`);
  return `M${right.join(' L')} L${left.join(' L')} Z`;
}

const HEAD = mirrored(HALF);
/** Shaggy shoulders below the head. */
const MANE =
  'M22 200 L30 170 L24 160 L40 156 L36 144 L54 146 L56 134 L100 150 L144 134 L146 146 L164 144 ' +
  'L160 156 L176 160 L170 170 L178 200 Z';

/** Werewolf: a snarling wolf's head, eyes burning, against a blood moon. */
export function Werewolf({ size, title }: ArtProps) {
  const ids = useSvgIds('werewolf');
  const { accent, tint } = BASE_TINT.werewolf;
  const eye = PALETTE.bloodBright;
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={76}
      haloR={88}
      treeline
      defs={
        <>
          <radialGradient id={ids.id('moon')} cx="42%" cy="38%" r="62%">
            <stop offset="0" stopColor="#ffb09a" />
            <stop offset="0.45" stopColor="#e2393d" />
            <stop offset="1" stopColor="#7c0b18" />
          </radialGradient>
          <radialGradient id={ids.id('eye')}>
            <stop offset="0" stopColor="#ffe0a0" />
            <stop offset="0.45" stopColor="#ff5a3a" />
            <stop offset="1" stopColor="#c41a2b" stopOpacity="0" />
          </radialGradient>
        </>
      }
      sky={
        <g>
          <circle cx="100" cy="70" r="54" fill={ids.url('moon')} />
          <g fill="#6d0714" opacity="0.35">
            <circle cx="70" cy="52" r="8" />
            <circle cx="140" cy="90" r="9" />
            <circle cx="128" cy="40" r="5" />
            <circle cx="62" cy="96" r="5" />
          </g>
        </g>
      }
    >
      <g transform="translate(100 196) scale(0.86) translate(-100 -196)">
      <Sil rim={accent} opacity={0.8}>
        <path d={MANE} />
        <path d={HEAD} />
      </Sil>
      {/* inner ears */}
      <g fill="#5a0a14">
        <path d="M118 58 L139 30 L141 66 Z" />
        <path d="M82 58 L61 30 L59 66 Z" />
      </g>
      {/* muzzle form */}
      <path d="M92 104 Q94 132 90 150 M108 104 Q106 132 110 150" fill="none" stroke="#4a0810" strokeWidth="2" strokeLinecap="round" />
      <path d="M88 150 Q100 144 112 150 Q106 160 100 160 Q94 160 88 150 Z" fill="#2a0509" stroke="#6a0a16" strokeWidth="1" />
      {/* snarl */}
      <path d="M84 160 Q100 176 116 160 Q100 168 84 160 Z" fill="#6a0a16" />
      <g fill="#f4efe6">
        <path d="M89 162 L92 172 L95 164 Z" />
        <path d="M111 162 L108 172 L105 164 Z" />
      </g>
      {/* burning eyes */}
      <circle cx="78" cy="100" r="13" fill={ids.url('eye')} />
      <circle cx="122" cy="100" r="13" fill={ids.url('eye')} />
      <path d="M66 94 Q78 92 90 104 Q76 106 66 94 Z" fill={eye} />
      <path d="M134 94 Q122 92 110 104 Q124 106 134 94 Z" fill={eye} />
      <path d="M76 97 L80 103 M124 97 L120 103" stroke="#2a0509" strokeWidth="2.2" strokeLinecap="round" />
      </g>
    </Emblem>
  );
}
