/**
 * Turning the engine's message parameters into words, for both front ends. Seat numbers become
 * player labels ("3 · Alice"), seat lists a joined string, so that every string in
 * renderer/common/i18n/game.*.ts can use {{seat}}, {{target}}, {{candidates}}… directly.
 */

/** Parameters that hold one seat number. */
const SEAT_KEYS = new Set(['seat', 'target', 'victim', 'from', 'to', 'voter', 'wolf', 'partner']);
/** Parameters that hold a list of seat numbers. */
const SEATS_KEYS = new Set(['candidates', 'seats', 'voters', 'deaths', 'lovers', 'order', 'winners']);

export interface SeatNamer {
  (seat: number): string;
}

/**
 * "3 · Alice" — the seat number first, so the table can find the player. In Chinese "3号小明",
 * as a 狼人杀 table says it: no spaces around a name inside a Chinese sentence.
 */
export function seatLabel(seat: number, name: string | undefined, lang = 'en'): string {
  if (lang.startsWith('zh')) return name ? `${seat}号${name}` : `${seat}号`;
  return name ? `${seat} · ${name}` : `${seat}`;
}

export function joinList(items: string[], lang: string): string {
  return items.join(lang.startsWith('zh') ? '、' : ', ');
}

/** Copies params with every seat-valued entry replaced by its label. */
export function seatParams(
  params: Record<string, unknown> | undefined, label: SeatNamer, lang: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!params) return out;
  for (const [k, v] of Object.entries(params)) {
    if (SEAT_KEYS.has(k) && typeof v === 'number') out[k] = label(v);
    else if (SEATS_KEYS.has(k) && Array.isArray(v)) out[k] = joinList(v.map((s) => (typeof s === 'number' ? label(s) : String(s))), lang);
    else out[k] = v;
  }
  return out;
}

/** m:ss for a countdown (never negative). */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${s < 10 ? '0' : ''}${s}`;
}
