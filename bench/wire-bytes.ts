/**
 * The host bench's byte counts: what each device received per action (patches, as sent), and
 * what it would have received with a full view every time — the protocol before patches, whose
 * frame was `{t:'state', you, room, game, timer, events (new ones), fresh, serverNow}` — rebuilt
 * from the same frames after the run (so the count costs the timed run nothing).
 */
import { FrameAssembler } from '../protocol/frames.js';
import type { ServerMessage } from '../protocol/protocol.js';

/** Which action each broadcast (by the host's frame number) belongs to: the TV's recorder tells. */
export type FrameActions = Map<number, number>;

const FRAME_NUMBER = /^\{"t":"(?:state|patch)","seq":(\d+)/;

/**
 * The frames one device received, each tagged with the action it belongs to (-1: none). A frame
 * is counted for the action during which the TV got the same broadcast (frames of one broadcast
 * share a number): the host sends the TV first, so a phone's frame may land after the bench has
 * gone on to the next action.
 */
export class Recorder {
  readonly frames: { action: number; data: Buffer; frame: number | null }[] = [];
  /** `leads`: this device's arrivals say which action a frame number belongs to (the TV). */
  constructor(private readonly actions: FrameActions = new Map(), private readonly leads = false) {}
  record(action: number, data: Buffer): void {
    const found = FRAME_NUMBER.exec(data.toString('latin1', 0, 40));
    const frame = found ? Number(found[1]) : null;
    if (this.leads && frame !== null) this.actions.set(frame, action);
    this.frames.push({ action, data, frame });
  }
  /** The action a received frame is counted for. */
  actionOf(f: { action: number; frame: number | null }): number {
    return f.frame === null ? f.action : this.actions.get(f.frame) ?? f.action;
  }
}

export interface PerAction {
  /** Bytes per action as sent (patches), by action index. */
  sent: Map<number, number>;
  /** Bytes per action with a full view every time. */
  full: Map<number, number>;
}

/** One device's bytes per action, as sent and as the full-view protocol would have sent them. */
export function perAction(rec: Recorder): PerAction {
  const assembler = new FrameAssembler();
  const sent = new Map<number, number>();
  const full = new Map<number, number>();
  for (const f of rec.frames) {
    const { data } = f;
    const action = rec.actionOf(f);
    const text = data.toString('utf8');
    if (!text.startsWith('{"t":"state"') && !text.startsWith('{"t":"patch"')) {
      if (action >= 0) sent.set(action, (sent.get(action) ?? 0) + data.length);
      if (action >= 0) full.set(action, (full.get(action) ?? 0) + data.length);
      continue;
    }
    const got = assembler.receive(JSON.parse(text) as ServerMessage);
    if (action < 0 || got?.kind !== 'state') continue;
    const s = got.state;
    const whole = JSON.stringify({
      t: 'state', you: s.you, room: s.room, game: s.game, timer: s.timer, events: s.events, fresh: s.fresh, serverNow: s.serverNow,
    });
    sent.set(action, (sent.get(action) ?? 0) + data.length);
    full.set(action, (full.get(action) ?? 0) + Buffer.byteLength(whole));
  }
  return { sent, full };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface ByteStats {
  phoneMedian: number;
  phoneP99: number;
  allMedian: number;
  allP99: number;
  allTotal: number;
}

/**
 * Per phone per action: one sample per (phone, action). All devices: the sum over every device
 * per action; `spectatorCopies` devices are counted as copies of the recorded spectator (they get
 * the same bytes).
 */
export function byteStats(
  phones: PerAction[], tv: PerAction, spectator: PerAction, spectatorCopies: number, actions: number, which: keyof PerAction,
): ByteStats {
  const perPhone: number[] = [];
  const all = new Array<number>(actions).fill(0);
  for (const p of phones) {
    for (let a = 0; a < actions; a++) {
      const b = p[which].get(a) ?? 0;
      perPhone.push(b);
      all[a] += b;
    }
  }
  for (let a = 0; a < actions; a++) all[a] += (tv[which].get(a) ?? 0) + spectatorCopies * (spectator[which].get(a) ?? 0);
  perPhone.sort((x, y) => x - y);
  const total = all.reduce((x, y) => x + y, 0);
  all.sort((x, y) => x - y);
  return {
    phoneMedian: percentile(perPhone, 50), phoneP99: percentile(perPhone, 99),
    allMedian: percentile(all, 50), allP99: percentile(all, 99), allTotal: total,
  };
}

/** The median size of the state/patch frames received during actions (the relay baseline's frame). */
export function medianFrame(recs: Recorder[]): number {
  const sizes: number[] = [];
  for (const r of recs) for (const f of r.frames) if (r.actionOf(f) >= 0) sizes.push(f.data.length);
  sizes.sort((a, b) => a - b);
  return percentile(sizes, 50);
}
