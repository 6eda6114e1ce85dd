/**
 * The TV's picture of the room: the last `state` from the host plus the public event log.
 * Batches of events are handed to listeners with `live` = they just happened (play cues, show
 * overlays) or not (a resync after connect: just redraw).
 */
import type { ConnectionStatus } from '../common/client.js';
import { FrameAssembler, FullRequester } from '../../protocol/frames.js';
import type { GameEvent, GameView } from '../../engine/index.js';
import type { RoomView, ServerMessage, TimerView, YouView } from '../../protocol/protocol.js';

export interface TvState {
  status: ConnectionStatus;
  you: YouView | null;
  room: RoomView | null;
  game: GameView | null;
  timer: TimerView | null;
  log: GameEvent[];
  lastError: { code: string; message: string; at: number } | null;
  version: number;
}

export interface Batch {
  events: GameEvent[];
  live: boolean;
  /** The history went back (the host undid a step): what is on screen now is an earlier moment. */
  rewound?: boolean;
  state: TvState;
}

const same = (a: GameEvent, b: GameEvent) => JSON.stringify(a) === JSON.stringify(b);

export class TvStore {
  state: TvState = { status: 'connecting', you: null, room: null, game: null, timer: null, log: [], lastError: null, version: 0 };
  private listeners = new Set<() => void>();
  private batchListeners = new Set<(b: Batch) => void>();
  private expectResync = true;
  /** Rebuilds whole views from the host's patches; a gap asks for a full view. */
  private readonly frames = new FrameAssembler();
  private readonly full: FullRequester;

  /** `send`: how to ask the host for a full view after a gap (the feed's socket). */
  constructor(send: (msg: { t: 'full'; have: number }) => boolean = () => false) {
    this.full = new FullRequester(send);
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  onBatch(fn: (b: Batch) => void): () => void {
    this.batchListeners.add(fn);
    return () => this.batchListeners.delete(fn);
  }

  getState = (): TvState => this.state;

  setStatus(status: ConnectionStatus): void {
    if (status !== 'open') {
      this.expectResync = true;
      this.frames.reset();
    }
    this.set({ status });
  }

  handle(msg: ServerMessage): void {
    switch (msg.t) {
      case 'welcome':
        this.expectResync = true;
        this.set({ you: msg.you });
        return;
      case 'state':
      case 'patch': {
        const got = this.frames.receive(msg);
        if (got?.kind === 'gap') this.full.gap(got.have);
        else if (got) {
          if (msg.t === 'state') this.full.satisfied();
          this.handleState(got.state);
        }
        return;
      }
      case 'error':
        this.set({ lastError: { code: String(msg.code), message: msg.message, at: Date.now() } });
        return;
      default:
        return;
    }
  }

  private handleState(msg: Extract<ServerMessage, { t: 'state' }>): void {
    const prev = this.state;
    const events = msg.events ?? [];
    const wasLobby = !prev.game || prev.room?.phase === 'lobby';
    let log: GameEvent[];
    let live: GameEvent[];
    let rewound = false;
    const resync = this.expectResync;
    this.expectResync = false;
    if (!msg.game) {
      log = [];
      live = [];
    } else if (resync) {
      log = events.slice();
      live = [];
    } else if (msg.fresh) {
      // The whole visible history again (at start, after undo, back to the lobby).
      log = events.slice();
      if (wasLobby) live = events.slice();
      else {
        // Public events against public events: after the end the log holds the secret ones too,
        // and the whole history sent again (the reveal let go) is no Undo.
        const publicNew = events.filter((e) => e.audience === 'public');
        const publicOld = prev.log.filter((e) => e.audience === 'public');
        let common = 0;
        while (common < publicOld.length && common < publicNew.length && same(publicOld[common], publicNew[common])) common += 1;
        live = common >= publicOld.length ? publicNew.slice(common) : [];
        rewound = common < publicOld.length;
      }
    } else {
      log = prev.log.concat(events);
      live = events;
    }
    const state: TvState = {
      ...prev, you: msg.you, room: msg.room, game: msg.game, timer: msg.timer, log, version: prev.version + 1,
    };
    this.state = state;
    this.emit();
    const batch: Batch = { events: resync ? log : live, live: !resync, rewound, state };
    for (const fn of this.batchListeners) fn(batch);
  }

  private set(patch: Partial<TvState>): void {
    this.state = { ...this.state, ...patch, version: this.state.version + 1 };
    this.emit();
  }

  private emit(): void {
    for (const fn of this.listeners) fn();
  }
}
