/**
 * Deterministic geometry for {@link ForestScene}. Everything is generated once
 * at module load from fixed seeds, so markup is identical across renders,
 * SSR and screenshots. Coordinates use a 2080 × 1080 canvas (slightly wider
 * than 16:9 so the parallax drift never reveals an edge).
 */
import { r1, seeded } from './random';

export const SCENE_W = 2080;
export const SCENE_H = 1080;

type Rnd = () => number;

/** A pine silhouette (clockwise outline) standing on (x, base), height h. */
function pine(rnd: Rnd, x: number, base: number, h: number, slim = 1): string {
  const w = h * (0.2 + rnd() * 0.07) * slim;
  const trunkW = Math.max(1.5, h * 0.025);
  const trunkH = h * 0.07;
  const tiers = Math.max(3, Math.min(h > 700 ? 24 : 11, Math.round(h / 34)));
  const left: string[] = [];
  const right: string[] = [];
  const span = h - trunkH;
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const y = base - trunkH - t * span;
    const step = span / tiers;
    const wl = w * Math.pow(1 - t, 0.9) * (0.85 + rnd() * 0.3);
    const wr = w * Math.pow(1 - t, 0.9) * (0.85 + rnd() * 0.3);
    const droop = step * (0.1 + rnd() * 0.25);
    left.push(`L${r1(x - wl)} ${r1(y + droop)} L${r1(x - wl * 0.32)} ${r1(y - step * 0.55)}`);
    right.unshift(`L${r1(x + wr * 0.32)} ${r1(y - step * 0.55)} L${r1(x + wr)} ${r1(y + droop)}`);
  }
  const apexX = x + (rnd() - 0.5) * w * 0.15;
  return (
    `M${r1(x - trunkW)} ${r1(base + 4)} L${r1(x - trunkW)} ${r1(base - trunkH)} ` +
    left.join(' ') +
    ` L${r1(apexX)} ${r1(base - h)} ` +
    right.join(' ') +
    ` L${r1(x + trunkW)} ${r1(base - trunkH)} L${r1(x + trunkW)} ${r1(base + 4)} Z`
  );
}

/** A broadleaf tree: trunk plus a lumpy canopy (clockwise). */
function broadleaf(rnd: Rnd, x: number, base: number, h: number): string {
  const trunkW = h * 0.045;
  const cy = base - h * 0.62;
  const rx = h * (0.3 + rnd() * 0.08);
  const ry = h * 0.36;
  const bumps = 9;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < bumps; i++) {
    const a = Math.PI + (i / bumps) * Math.PI * 2; // start at the left
    const k = 0.92 + rnd() * 0.16;
    pts.push([x + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  // pts run clockwise from the left; pts[8] is lower-left, pts[7] lower-right.
  let d = `M${r1(x - trunkW)} ${r1(base + 4)} L${r1(x - trunkW * 0.8)} ${r1(cy + ry * 0.6)} `;
  d += `L${r1(pts[8]![0])} ${r1(pts[8]![1])} `;
  for (let j = 0; j < 8; j++) {
    const p = pts[j]!;
    const r = rx * (0.34 + rnd() * 0.1);
    d += `A${r1(r)} ${r1(r)} 0 0 1 ${r1(p[0])} ${r1(p[1])} `;
  }
  d += `L${r1(x + trunkW * 0.8)} ${r1(cy + ry * 0.6)} L${r1(x + trunkW)} ${r1(base + 4)} Z`;
  return d;
}

/** Gentle rolling ground line across the canvas and down to `bottom` (clockwise). */
function ground(rnd: Rnd, y: number, amp: number, bottom: number): { d: string; at: (x: number) => number } {
  const p1 = rnd() * Math.PI * 2;
  const p2 = rnd() * Math.PI * 2;
  const at = (x: number) => y + Math.sin(x / 310 + p1) * amp + Math.sin(x / 123 + p2) * amp * 0.35;
  let d = `M-10 ${r1(at(-10))}`;
  for (let x = 40; x <= SCENE_W + 10; x += 50) d += ` L${x} ${r1(at(x))}`;
  d += ` L${SCENE_W + 10} ${bottom} L-10 ${bottom} Z`;
  return { d, at };
}

export interface TreeLayer {
  /** Top of the layer in canvas units; the layer spans [top, SCENE_H]. */
  top: number;
  /** The whole silhouette as one path. */
  d: string;
  /**
   * The same silhouette as several paths with tight bounds (the ground, then the trees in
   * vertical strips). Drawn as separate paths, the empty parts of the layer hold no drawing,
   * so the compositor skips them instead of blending transparent pixels every frame.
   */
  pieces: string[];
}

/** Canvas-unit width of the strips that trees are grouped into (see TreeLayer.pieces). */
const STRIP = 260;

function treeLayer(top: number, ground: string, trees: Array<[x: number, d: string]>): TreeLayer {
  const strips = new Map<number, string[]>();
  for (const [x, d] of trees) {
    const k = Math.floor(x / STRIP);
    strips.set(k, [...(strips.get(k) ?? []), d]);
  }
  const pieces = [ground, ...[...strips.keys()].sort((a, b) => a - b).map((k) => strips.get(k)!.join(' '))];
  return { top, d: pieces.join(' '), pieces };
}

function layer(
  seed: number,
  opts: {
    top: number;
    groundY: number;
    groundAmp: number;
    spacing: [number, number];
    height: (x: number, rnd: Rnd) => number;
    broadleafChance?: number;
    slim?: number;
  },
): TreeLayer {
  const rnd = seeded(seed);
  const g = ground(rnd, opts.groundY, opts.groundAmp, SCENE_H + 10);
  const trees: Array<[number, string]> = [];
  for (let x = -20 + rnd() * 20; x < SCENE_W + 40; x += opts.spacing[0] + rnd() * (opts.spacing[1] - opts.spacing[0])) {
    const h = opts.height(x, rnd);
    if (h < 6) continue;
    const base = g.at(x) + 6;
    trees.push([x, rnd() < (opts.broadleafChance ?? 0) ? broadleaf(rnd, x, base, h) : pine(rnd, x, base, h, opts.slim)]);
  }
  return treeLayer(opts.top, g.d, trees);
}

/** 0 in the central clearing, 1 towards the edges (smooth). */
function edgeness(x: number, inner: number, outer: number): number {
  const c = Math.abs(x - SCENE_W / 2);
  const t = Math.max(0, Math.min(1, (c - inner) / (outer - inner)));
  return t * t * (3 - 2 * t);
}

export const FAR_HILLS: TreeLayer = (() => {
  const rnd = seeded(11);
  const g = ground(rnd, 742, 26, SCENE_H + 10);
  return treeLayer(600, g.d, []);
})();

export const FAR_TREES: TreeLayer = layer(101, {
  top: 560,
  groundY: 790,
  groundAmp: 14,
  spacing: [9, 20],
  height: (x, rnd) => (38 + rnd() * 70) * (0.55 + 0.45 * edgeness(x, 120, 700)),
});

export const MID_TREES: TreeLayer = layer(202, {
  top: 500,
  groundY: 872,
  groundAmp: 18,
  spacing: [22, 46],
  height: (x, rnd) => {
    const e = edgeness(x, 260, 760);
    return e < 0.05 ? (rnd() < 0.5 ? 22 + rnd() * 26 : 0) : (90 + rnd() * 220) * (0.35 + 0.65 * e);
  },
  broadleafChance: 0.22,
});

export const NEAR_TREES: TreeLayer = layer(303, {
  top: 140,
  groundY: 968,
  groundAmp: 14,
  spacing: [60, 120],
  height: (x, rnd) => {
    const e = edgeness(x, 440, 800);
    return e < 0.05 ? (rnd() < 0.55 ? 24 + rnd() * 34 : 0) : (260 + rnd() * 520) * (0.3 + 0.7 * e);
  },
  broadleafChance: 0.12,
  slim: 0.9,
});

/** Foreground: dark ground, grass tufts, edge trunks and overhanging boughs. */
export const FOREGROUND: TreeLayer = (() => {
  const rnd = seeded(404);
  const g = ground(rnd, 1046, 10, SCENE_H + 10);
  const parts: string[] = [g.d];
  // grass tufts
  for (let x = 0; x < SCENE_W; x += 16 + rnd() * 40) {
    const base = g.at(x) + 4;
    const blades = 3 + Math.floor(rnd() * 3);
    for (let b = 0; b < blades; b++) {
      const bx = x + b * 5;
      const h = 12 + rnd() * 26 * (0.4 + 0.6 * edgeness(x, 300, 900));
      const lean = (rnd() - 0.5) * 14;
      parts.push(`M${r1(bx - 2.5)} ${r1(base)} Q${r1(bx + lean * 0.3)} ${r1(base - h * 0.6)} ${r1(bx + lean)} ${r1(base - h)} Q${r1(bx + 1)} ${r1(base - h * 0.5)} ${r1(bx + 2.5)} ${r1(base)} Z`);
    }
  }
  // giant framing pines at both edges, rising out of the top of the frame
  const left = pine(rnd, 150, g.at(150) + 4, 1500, 0.8);
  const right = pine(rnd, SCENE_W - 130, g.at(SCENE_W - 130) + 4, 1400, 0.75);
  return treeLayer(0, parts.join(' '), [[150, left], [SCENE_W - 130, right]]);
})();

export interface House {
  x: number;
  w: number;
  wall: number;
  roof: number;
}

/** Village square: houses around a church tower, centred on the canvas. */
export const VILLAGE = (() => {
  const base = 812;
  const houses: House[] = [
    { x: 720, w: 70, wall: 38, roof: 30 },
    { x: 790, w: 96, wall: 52, roof: 40 },
    { x: 884, w: 60, wall: 40, roof: 34 },
    { x: 1136, w: 64, wall: 44, roof: 34 },
    { x: 1198, w: 104, wall: 56, roof: 44 },
    { x: 1300, w: 72, wall: 40, roof: 30 },
  ];
  const walls: string[] = [];
  const roofs: string[] = [];
  const windows: Array<[number, number, number, number]> = [];
  const rnd = seeded(505);
  for (const h of houses) {
    const top = base - h.wall;
    walls.push(`M${h.x} ${base} L${h.x} ${top} L${h.x + h.w} ${top} L${h.x + h.w} ${base} Z`);
    roofs.push(`M${h.x - 7} ${top + 3} L${r1(h.x + h.w / 2)} ${top - h.roof} L${h.x + h.w + 7} ${top + 3} Z`);
    // chimney
    const cx = h.x + h.w * (rnd() < 0.5 ? 0.25 : 0.7);
    roofs.push(`M${r1(cx)} ${top - h.roof * 0.4} L${r1(cx)} ${top - h.roof * 0.9} L${r1(cx + 9)} ${top - h.roof * 0.9} L${r1(cx + 9)} ${top - h.roof * 0.2} Z`);
    const n = Math.max(1, Math.floor(h.w / 34));
    for (let i = 0; i < n; i++) {
      if (rnd() < 0.2) continue;
      const wx = h.x + (h.w / (n + 1)) * (i + 1) - 5;
      windows.push([r1(wx), top + 12, 10, 12]);
    }
  }
  // church: nave + tower + spire
  const cx = 1040;
  walls.push(`M960 ${base} L960 ${base - 62} L1010 ${base - 62} L1010 ${base} Z`);
  roofs.push(`M954 ${base - 59} L985 ${base - 96} L1016 ${base - 59} Z`);
  walls.push(`M${cx - 22} ${base} L${cx - 22} ${base - 130} L${cx + 22} ${base - 130} L${cx + 22} ${base} Z`);
  roofs.push(`M${cx - 28} ${base - 126} L${cx} ${base - 214} L${cx + 28} ${base - 126} Z`);
  roofs.push(`M${cx - 1.5} ${base - 212} L${cx - 1.5} ${base - 236} L${cx + 1.5} ${base - 236} L${cx + 1.5} ${base - 212} Z M${cx - 8} ${base - 228} L${cx + 8} ${base - 228} L${cx + 8} ${base - 225} L${cx - 8} ${base - 225} Z`);
  // belfry opening & clock
  windows.push([cx - 7, base - 110, 14, 20], [975, base - 44, 8, 16], [990, base - 44, 8, 16]);
  // well in the square
  walls.push(`M1072 ${base} L1072 ${base - 14} L1104 ${base - 14} L1104 ${base} Z`);
  roofs.push(`M1066 ${base - 34} L1088 ${base - 48} L1110 ${base - 34} Z M1074 ${base - 34} L1074 ${base - 14} L1077 ${base - 14} L1077 ${base - 34} Z M1099 ${base - 34} L1099 ${base - 14} L1102 ${base - 14} L1102 ${base - 34} Z`);
  return {
    top: 560,
    base,
    walls: walls.join(' '),
    roofs: roofs.join(' '),
    windows,
    clock: { x: cx, y: base - 150, r: 9 },
  };
})();

/**
 * Round to a multiple of `step` seconds. Animation timings sit on a grid of the scene clock
 * (see ForestScene: every animation steps at 15 Hz on shared ticks), so durations and delays
 * must be whole numbers of ticks (1/15 s); the grids below are multiples of that.
 */
function grid(n: number, step: number): number {
  return Math.round(Math.round(n / step) * step * 100) / 100;
}

export interface Star {
  x: number;
  y: number;
  r: number;
  o: number;
}

/** Static star field over the upper sky (1920 × 760 canvas). */
export const STARS: Star[] = (() => {
  const rnd = seeded(606);
  const out: Star[] = [];
  for (let i = 0; i < 170; i++) {
    const y = Math.pow(rnd(), 1.4) * 700;
    out.push({ x: r1(rnd() * 1920), y: r1(y), r: r1(0.6 + Math.pow(rnd(), 3) * 1.8), o: r1(0.3 + rnd() * 0.6 * (1 - y / 900)) });
  }
  return out;
})();

/** Brighter stars that twinkle (positions in % of the scene). */
export const TWINKLES = (() => {
  const rnd = seeded(707);
  return Array.from({ length: 12 }, (_, i) => ({
    x: r1(4 + rnd() * 92),
    y: r1(3 + Math.pow(rnd(), 1.3) * 45),
    s: r1(3 + rnd() * 3),
    dur: grid(3 + rnd() * 4, 0.2),
    delay: grid(-rnd() * 6, 0.2),
    i,
  }));
})();

export interface Mote {
  x: number;
  y: number;
  size: number;
  path: number;
  dur: number;
  delay: number;
  blink: number;
  reverse: boolean;
}

/** Fireflies (night) — positions in % of the scene. */
export const FIREFLIES: Mote[] = (() => {
  const rnd = seeded(808);
  return Array.from({ length: 28 }, () => {
    const x = rnd() < 0.7 ? (rnd() < 0.5 ? 3 + rnd() * 30 : 67 + rnd() * 30) : 20 + rnd() * 60;
    return {
      x: r1(x),
      y: r1(58 + rnd() * 36),
      size: r1(10 + rnd() * 14),
      path: Math.floor(rnd() * 4),
      dur: grid(14 + rnd() * 16, 0.8),
      delay: grid(-rnd() * 30, 0.2),
      blink: grid(2.2 + rnd() * 3.5, 0.8),
      reverse: rnd() < 0.5,
    };
  });
})();

/** Drifting motes / embers (day and dusk) — positions in % of the scene. */
export const MOTES: Mote[] = (() => {
  const rnd = seeded(909);
  return Array.from({ length: 10 }, () => ({
    x: r1(5 + rnd() * 90),
    y: r1(70 + rnd() * 25),
    size: r1(5 + rnd() * 6),
    path: 0,
    dur: grid(12 + rnd() * 10, 1),
    delay: grid(-rnd() * 22, 0.2),
    blink: 0,
    reverse: false,
  }));
})();

export interface FogBlob {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  o: number;
}

/** Fog band blobs for one tile (1000 × 200); the band repeats the tile twice for seamless looping. */
export function fogBlobs(seed: number, count: number): FogBlob[] {
  const rnd = seeded(seed);
  return Array.from({ length: count }, (_, i) => ({
    cx: r1((i + rnd() * 0.8) * (1000 / count)),
    cy: r1(90 + (rnd() - 0.5) * 60),
    rx: r1(120 + rnd() * 160),
    ry: r1(34 + rnd() * 40),
    o: r1(0.45 + rnd() * 0.55),
  }));
}
