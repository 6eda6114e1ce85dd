/**
 * The table: every player around it, seat 1 at the top, clockwise (an ellipse up to 12 seats, a
 * long table beyond: see seatLayout.ts). Used by the lobby (with drag-to-reorder for the host),
 * the game and the vote reveal (same geometry for the arrows). Names are never cut.
 */
import { useRef, useState, type PointerEvent as RPointerEvent } from 'react';
import { BADGE_ART, ROLE_ART } from '../../common/art/index.js';
import type { RoleId } from '../../../engine/index.js';
import { nameFont, seatSpots, tokenSize, type Arrangement, type RingGeometry, type SeatSpot } from './seatLayout.js';

export { seatPoint, tokenSize, type RingGeometry } from './seatLayout.js';

export interface RingSeat {
  key: string;
  seat: number;
  name: string;
  alive: boolean;
  /** Only a public (revealed) role. */
  role: RoleId | null;
  sheriff: boolean;
  offline?: boolean;
  classes?: string[];
  voted?: boolean;
}

/** Where the name goes: beside, above or below the token, never wider than its room. */
function nameStyle(spot: SeatSpot, tok: number): React.CSSProperties {
  const gap = 6;
  if (spot.label === 'left') return { left: -(tok / 2 + gap), top: 0, transform: 'translate(-100%, -50%)', textAlign: 'right', maxWidth: spot.room };
  if (spot.label === 'right') return { left: tok / 2 + gap, top: 0, transform: 'translate(0, -50%)', textAlign: 'left', maxWidth: spot.room };
  if (spot.label === 'above') return { left: 0, top: -(tok / 2 + 2), transform: 'translate(-50%, -100%)', maxWidth: spot.room };
  return { left: 0, top: tok / 2 + 4, transform: 'translate(-50%, 0)', maxWidth: spot.room };
}

/** The seat's place on the table, for where its marks go (CSS). */
function placeClass(spot: SeatSpot, g: RingGeometry): string {
  if (spot.label === 'above') return spot.y > g.height / 2 ? 'at-bottom' : 'at-top';
  return `at-${spot.label === 'below' ? 'ring' : spot.label}`;
}

export function SeatRing({
  seats, geometry: g, className = '', slots, onReorder, testId = 'seat-ring', arrangement = 'auto',
}: {
  seats: RingSeat[];
  geometry: RingGeometry;
  className?: string;
  /** Number of positions on the ring (lobby: at least the number of players). */
  slots?: number;
  /** Lobby, host only: drag a player to another seat. Gets the new order of keys. */
  onReorder?: (keys: string[]) => void;
  testId?: string;
  /** The lobby's narrow ring turns into two columns at a full table. */
  arrangement?: Arrangement;
}) {
  const n = Math.max(slots ?? seats.length, seats.length);
  const tok = tokenSize(n, arrangement);
  const spots = seatSpots(g, n, arrangement);
  const box = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ key: string; sx: number; sy: number; dx: number; dy: number; over: number } | null>(null);

  const toLocal = (e: RPointerEvent) => {
    const el = box.current;
    if (!el) return { x: 0, y: 0 };
    const r = el.getBoundingClientRect();
    const k = r.width / g.width || 1;
    return { x: (e.clientX - r.left) / k, y: (e.clientY - r.top) / k };
  };
  const nearest = (x: number, y: number) => {
    let best = 0;
    let bestD = Infinity;
    for (let i = 0; i < seats.length; i++) {
      const p = spots[i];
      const d = (p.x - x) ** 2 + (p.y - y) ** 2;
      if (d < bestD) { bestD = d; best = i; }
    }
    return best;
  };

  return (
    <div
      ref={box}
      className={`tv-ring ${onReorder ? 'draggable' : ''} ${className}`}
      style={{ left: g.x, top: g.y, width: g.width, height: g.height, ['--tok' as string]: `${tok}px`, ['--name' as string]: `${nameFont(n, arrangement)}px` }}
      data-testid={testId}
    >
      {slots && slots > seats.length
        ? Array.from({ length: slots - seats.length }, (_, i) => {
          const p = spots[seats.length + i];
          return <div key={`empty-${i}`} className="tv-empty-seat" style={{ left: p.x, top: p.y }} />;
        })
        : null}
      {seats.map((s, i) => {
        const p = spots[i];
        const dragging = drag?.key === s.key;
        const target = drag && !dragging && drag.over === i;
        const Role = s.role ? ROLE_ART[s.role] : null;
        const Sheriff = BADGE_ART.sheriff;
        const Ghost = BADGE_ART.ghost;
        const cls = ['tv-seat', placeClass(p, g), s.alive ? 'alive' : 'dead', s.offline ? 'offline' : '', dragging ? 'dragging' : '', target ? 'drop-target' : '', ...(s.classes ?? [])].join(' ');
        return (
          <div
            key={s.key}
            className={cls}
            data-seat={s.seat}
            data-name={s.name}
            data-alive={s.alive ? 'true' : 'false'}
            {...(s.role ? { 'data-role': s.role } : {})}
            style={{ left: p.x, top: p.y, transform: dragging ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined }}
          >
            <div className="tv-token-glow" />
            <div
              className="tv-token"
              onPointerDown={onReorder ? (e) => {
                (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
                const q = toLocal(e);
                setDrag({ key: s.key, sx: q.x, sy: q.y, dx: 0, dy: 0, over: i });
              } : undefined}
              onPointerMove={onReorder ? (e) => {
                if (!drag || drag.key !== s.key) return;
                const q = toLocal(e);
                setDrag({ ...drag, dx: q.x - drag.sx, dy: q.y - drag.sy, over: nearest(q.x, q.y) });
              } : undefined}
              onPointerUp={onReorder ? () => {
                if (!drag || drag.key !== s.key) return;
                const from = i;
                const to = drag.over;
                setDrag(null);
                if (from === to) return;
                const keys = seats.map((x) => x.key);
                const [moved] = keys.splice(from, 1);
                keys.splice(to, 0, moved);
                onReorder(keys);
              } : undefined}
              onPointerCancel={() => setDrag(null)}
            >
              <span className="tv-token-num">{s.seat}</span>
              {s.offline && s.alive ? (
                <span className="tv-offline-mark" data-testid="offline-mark">
                  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><rect x="7" y="3" width="10" height="18" rx="2" fill="none" stroke="#d9e3e8" strokeWidth="2" /><path d="M4 4 L20 20" stroke="#ff8a7a" strokeWidth="2.6" strokeLinecap="round" /></svg>
                </span>
              ) : null}
              {s.voted ? (
                <span className="tv-voted-mark" data-testid="voted-mark">
                  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 12.5 L9.5 18 L20 6.5" fill="none" stroke="#1a0f02" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" /></svg>
                </span>
              ) : null}
            </div>
            {Role ? (
              <div className="tv-role-mark"><Role size={Math.round(tok * 0.62)} /></div>
            ) : !s.alive ? (
              <div className="tv-dead-mark"><Ghost size={Math.round(tok * 0.6)} /></div>
            ) : null}
            {s.sheriff ? <div className="tv-sheriff-mark" data-testid="sheriff-badge"><Sheriff size={Math.round(tok * 0.6)} /></div> : null}
            <div className={`tv-name lab-${p.label}`} data-testid="seat-name" style={nameStyle(p, tok)}>{s.name}</div>
          </div>
        );
      })}
    </div>
  );
}
