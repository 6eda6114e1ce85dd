import type { ReactNode } from 'react';
import { PALETTE } from '../palette';
import type { SvgIds } from '../svgIds';

/** Props accepted by every emblem / badge illustration. */
export interface ArtProps {
  /** Rendered width and height in CSS pixels (default 128). */
  size?: number;
  /** Accessible name; when omitted the art is decorative (aria-hidden). */
  title?: string;
}

export type ArtComponent = (props: ArtProps) => ReactNode;

export const DEFAULT_SIZE = 128;

/** Common <svg> wrapper: sizing + accessibility. */
export function ArtSvg({
  size = DEFAULT_SIZE,
  title,
  viewBox = '0 0 200 200',
  aspect = 1,
  children,
}: ArtProps & { viewBox?: string; aspect?: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={size}
      height={Math.round(size * aspect * 100) / 100}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      style={{ display: 'block', overflow: 'visible' }}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** A few fixed stars inside the medallion (deterministic). */
const FRAME_STARS: ReadonlyArray<readonly [number, number, number]> = [
  [34, 58, 1.1],
  [52, 36, 0.8],
  [150, 34, 1],
  [168, 62, 0.9],
  [62, 70, 0.6],
  [142, 72, 0.7],
  [118, 22, 0.6],
  [80, 24, 0.7],
  [26, 88, 0.6],
  [176, 96, 0.7],
];

/** Distant pine tree line drawn along the bottom of every medallion. */
const TREELINE =
  'M0 200 L0 150 L8 150 L14 128 L20 150 L26 146 L33 118 L40 146 L46 142 L52 124 L58 144 ' +
  'L150 144 L156 122 L162 142 L168 146 L175 114 L182 146 L188 140 L194 126 L200 150 L200 200 Z';

export interface EmblemProps extends ArtProps {
  ids: SvgIds;
  /** Glow / halo colour behind the figure. */
  accent: string;
  /** Backdrop centre colour (dark, tinted towards the accent). */
  tint: string;
  /** Halo centre (default 100,90). */
  haloX?: number;
  haloY?: number;
  /** Halo radius (default 72). */
  haloR?: number;
  /** Draw the distant tree line (default true). */
  treeline?: boolean;
  /** Extra <defs> content used by the figure. */
  defs?: ReactNode;
  /** Content drawn behind the tree line (e.g. a moon). */
  sky?: ReactNode;
  /** The figure. */
  children: ReactNode;
}

/**
 * Round medallion shared by all role emblems: silver ring, tinted night sky,
 * accent halo, a few stars, a distant tree line, then the figure.
 */
export function Emblem({
  size,
  title,
  ids,
  accent,
  tint,
  haloX = 100,
  haloY = 90,
  haloR = 72,
  treeline = true,
  defs,
  sky,
  children,
}: EmblemProps) {
  const { id, url } = ids;
  return (
    <ArtSvg size={size} title={title}>
      <defs>
        <radialGradient id={id('bg')} cx="50%" cy="42%" r="62%">
          <stop offset="0" stopColor={tint} />
          <stop offset="0.6" stopColor={PALETTE.deep} />
          <stop offset="1" stopColor={PALETTE.night} />
        </radialGradient>
        <radialGradient id={id('halo')}>
          <stop offset="0" stopColor={accent} stopOpacity="0.75" />
          <stop offset="0.35" stopColor={accent} stopOpacity="0.32" />
          <stop offset="0.7" stopColor={accent} stopOpacity="0.08" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id('ring')} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor="#f4f8f9" />
          <stop offset="0.35" stopColor="#9aabb4" />
          <stop offset="0.6" stopColor="#53636b" />
          <stop offset="1" stopColor="#c3cfd5" />
        </linearGradient>
        <clipPath id={id('clip')}>
          <circle cx="100" cy="100" r="90" />
        </clipPath>
        {defs}
      </defs>
      <circle cx="100" cy="100" r="99" fill={PALETTE.ink} />
      <circle cx="100" cy="100" r="96.5" fill={url('ring')} />
      <circle cx="100" cy="100" r="92" fill={PALETTE.ink} />
      <g clipPath={url('clip')}>
        <rect x="0" y="0" width="200" height="200" fill={url('bg')} />
        <g fill={PALETTE.silver}>
          {FRAME_STARS.map(([x, y, r], i) => (
            <circle key={i} cx={x} cy={y} r={r} opacity={0.55 + (i % 3) * 0.15} />
          ))}
        </g>
        <circle cx={haloX} cy={haloY} r={haloR} fill={url('halo')} />
        {sky}
        {treeline ? <path d={TREELINE} fill={PALETTE.forest} opacity="0.95" /> : null}
        {children}
      </g>
      <circle cx="100" cy="100" r="90" fill="none" stroke={accent} strokeOpacity="0.35" strokeWidth="1.2" />
      <g fill={url('ring')} stroke={PALETTE.ink} strokeWidth="1">
        <path d="M100 -1 L105 4 L100 9 L95 4 Z" />
        <path d="M100 191 L105 196 L100 201 L95 196 Z" />
        <path d="M-1 100 L4 95 L9 100 L4 105 Z" />
        <path d="M191 100 L196 95 L201 100 L196 105 Z" />
      </g>
    </ArtSvg>
  );
}

/** Colour for figure silhouettes. */
export const SIL = PALETTE.silhouette;

/**
 * Draws its children as one dark silhouette with a thin rim light on the
 * outer edge only: the shapes are stroked first, then filled on top, so seams
 * between overlapping parts disappear.
 */
export function Sil({
  rim,
  width = 2.4,
  opacity = 0.6,
  fill = SIL,
  children,
}: {
  rim: string;
  width?: number;
  opacity?: number;
  fill?: string;
  children: ReactNode;
}) {
  return (
    <>
      <g fill="none" stroke={rim} strokeOpacity={opacity} strokeWidth={width} strokeLinejoin="round">
        {children}
      </g>
      <g fill={fill}>{children}</g>
    </>
  );
}
