/** Small reusable vector glyphs shared by several illustrations. */

/** Four-point sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number): string {
  const k = r * 0.22;
  return `M${x} ${y - r} L${x + k} ${y - k} L${x + r} ${y} L${x + k} ${y + k} L${x} ${y + r} L${x - k} ${y + k} L${x - r} ${y} L${x - k} ${y - k} Z`;
}

/** Unit heart (width 2, point down), centred on the origin. Scale it with a transform. */
export const HEART =
  'M0 0.9 C-0.6 0.45 -1 0.05 -1 -0.35 C-1 -0.75 -0.7 -1 -0.45 -1 C-0.2 -1 0 -0.82 0 -0.6 ' +
  'C0 -0.82 0.2 -1 0.45 -1 C0.7 -1 1 -0.75 1 -0.35 C1 0.05 0.6 0.45 0 0.9 Z';

/** Eighth note with its head at (x, y). */
export function Note({ x, y, s = 1, fill }: { x: number; y: number; s?: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} fill={fill}>
      <ellipse cx="0" cy="0" rx="6" ry="4.3" transform="rotate(-22)" />
      <rect x="4.2" y="-26" width="2.2" height="25" />
      <path d="M6.4 -26 Q8 -17 15 -13 Q10 -18 11 -8 Q16 -16 6.4 -21 Z" />
    </g>
  );
}

/** Two beamed eighth notes, first head at (x, y). */
export function BeamedNotes({ x, y, s = 1, fill }: { x: number; y: number; s?: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} fill={fill}>
      <ellipse cx="0" cy="0" rx="6" ry="4.3" transform="rotate(-22)" />
      <ellipse cx="20" cy="-4" rx="6" ry="4.3" transform="rotate(-22 20 -4)" />
      <rect x="4.2" y="-27" width="2.2" height="26" />
      <rect x="24.2" y="-31" width="2.2" height="26" />
      <path d="M4.2 -27 L26.4 -31 L26.4 -25 L4.2 -21 Z" />
    </g>
  );
}

/** A small rat silhouette facing right, standing on (x, y). */
export function Rat({ x, y, s = 1, fill }: { x: number; y: number; s?: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} fill={fill}>
      <path d="M-12 0 Q-14 -10 -2 -11 Q6 -11 10 -6 L16 -3 Q14 0 10 0 Z" />
      <circle cx="3" cy="-11" r="3" />
      <path d="M-12 -2 Q-22 -2 -24 -8 Q-26 -13 -30 -12" fill="none" stroke={fill} strokeWidth="1.6" strokeLinecap="round" />
    </g>
  );
}
