/**
 * Where each seat sits and where its name goes, so names are always whole at any table size.
 * Up to 12 seats: an ellipse, names under the tokens. From 13: a long table — most seats down the
 * two sides (names outward, beside the token, where seats can be close), a few across the top
 * (names above) and the bottom (names above too, inside the table, so they stay clear of the
 * caption). The lobby, narrow, seats its players in two columns.
 */

export interface RingGeometry { x: number; y: number; width: number; height: number; rx: number; ry: number }

/** Where the name sits relative to the token. */
export type LabelSide = 'below' | 'above' | 'left' | 'right';

export interface SeatSpot { x: number; y: number; label: LabelSide; /** Room for the name, px. */ room: number }

export type Arrangement = 'auto' | 'columns';

/** Token diameter for a table of `n` (the lobby's columns: smaller, to leave room for names). */
export function tokenSize(n: number, arrangement: Arrangement = 'auto'): number {
  const size = n <= 10 ? 100 : n <= 12 ? 88 : n <= 16 ? 72 : 62;
  return arrangement === 'columns' ? Math.min(72, size) : size;
}

/** Font size of the names (never under 2.5 % of the screen height: 27 px on the 1080 stage). */
export function nameFont(n: number, arrangement: Arrangement = 'auto'): number {
  if (arrangement === 'columns') return n <= 12 ? 30 : 28;
  // 11–12 around the oval: ~197 px a name, too narrow for a long word ("Maximilian") at 34 px.
  return n <= 10 ? 34 : n <= 12 ? 30 : 28;
}

/** The ellipse (seat 1 at the top, clockwise). */
export function ellipsePoint(g: RingGeometry, index: number, n: number): { x: number; y: number } {
  const a = -Math.PI / 2 + (2 * Math.PI * index) / Math.max(1, n);
  return { x: g.width / 2 + g.rx * Math.cos(a), y: g.height / 2 + g.ry * Math.sin(a) };
}

/** How many seats go on the top and bottom rows of the long table; the rest go down the sides. */
export function tableRows(n: number): { top: number; bottom: number; right: number; left: number } {
  const row = 3;
  const sides = n - 2 * row;
  return { top: row, right: Math.ceil(sides / 2), bottom: row, left: Math.floor(sides / 2) };
}

/** Horizontal room for a side name (px), both in the game and for the table's margins. */
export const SIDE_ROOM = 228;

function table(g: RingGeometry, n: number): SeatSpot[] {
  const tok = tokenSize(n);
  const r = tableRows(n);
  const leftX = SIDE_ROOM + tok / 2;
  const rightX = g.width - SIDE_ROOM - tok / 2;
  const topY = 64;
  const bottomY = g.height - tok / 2 - 8;
  const colTop = topY + tok * 1.25;
  const colBottom = bottomY - tok * 1.25;
  // The rows spread over the whole width between the columns: more room for each name.
  const rowStep = (k: number) => (rightX - leftX) / k;
  const rowXs = (k: number) => Array.from({ length: k }, (_, i) => leftX + rowStep(k) * (i + 0.5));
  const colYs = (k: number) => Array.from({ length: k }, (_, i) => (k === 1 ? (colTop + colBottom) / 2 : colTop + ((colBottom - colTop) * i) / (k - 1)));
  const rowRoom = rowStep(r.top) - 14;
  const out: SeatSpot[] = [];
  for (const x of rowXs(r.top)) out.push({ x, y: topY, label: 'above', room: rowRoom });
  for (const y of colYs(r.right)) out.push({ x: rightX, y, label: 'right', room: SIDE_ROOM - 14 });
  for (const x of rowXs(r.bottom).reverse()) out.push({ x, y: bottomY, label: 'above', room: rowStep(r.bottom) - 14 });
  for (const y of colYs(r.left).reverse()) out.push({ x: leftX, y, label: 'left', room: SIDE_ROOM - 14 });
  return out;
}

/** Lobby, many players: two columns (seats 1… down the left, the rest down the right), names inward. */
function columns(g: RingGeometry, n: number): SeatSpot[] {
  const tok = tokenSize(n, 'columns');
  const half = Math.ceil(n / 2);
  const top = tok / 2 + 8;
  const step = (g.height - tok - 16) / Math.max(1, half - 1);
  const room = g.width / 2 - tok - 20;
  const out: SeatSpot[] = [];
  for (let i = 0; i < n; i++) {
    const left = i < half;
    const row = left ? i : n - 1 - i;
    out.push({ x: left ? tok / 2 + 4 : g.width - tok / 2 - 4, y: top + row * step, label: left ? 'right' : 'left', room });
  }
  return out;
}

function nameRoom(g: RingGeometry, n: number): number {
  const perimeter = Math.PI * (3 * (g.rx + g.ry) - Math.sqrt((3 * g.rx + g.ry) * (g.rx + 3 * g.ry)));
  return Math.max(120, Math.min(280, perimeter / Math.max(1, n) - 12));
}

/** Every seat's spot for a table of `n` in the box `g`. */
export function seatSpots(g: RingGeometry, n: number, arrangement: Arrangement = 'auto'): SeatSpot[] {
  if (arrangement === 'columns') return columns(g, n);
  if (n > 12) return table(g, n);
  const room = nameRoom(g, n);
  return Array.from({ length: n }, (_, i) => ({ ...ellipsePoint(g, i, n), label: 'below' as const, room }));
}

/** Centre of seat `index` (0-based) of `n`, relative to the box. */
export function seatPoint(g: RingGeometry, index: number, n: number, arrangement: Arrangement = 'auto'): { x: number; y: number } {
  const s = seatSpots(g, n, arrangement)[index] ?? { x: g.width / 2, y: g.height / 2 };
  return { x: s.x, y: s.y };
}

/** The unit vector from a seat toward the inside of the table (for tally bubbles and marks). */
export function inward(spot: SeatSpot, g: RingGeometry): { x: number; y: number } {
  if (spot.label === 'left') return { x: 1, y: 0 };
  if (spot.label === 'right') return { x: -1, y: 0 };
  const dx = g.width / 2 - spot.x;
  const dy = g.height / 2 - spot.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: dx / len, y: dy / len };
}
