/**
 * The phone's state: everything the host last said to this device, plus the choices this phone
 * has confirmed and not yet seen accepted. A confirmed choice is never lost: it is kept (also in
 * sessionStorage, for a reload) and sent again after a reconnect until the host's view shows it,
 * or the step it was for is over.
 */
import type { ConnectionStatus } from '../common/client.js';
import { FrameAssembler, FullRequester, type StateFrame } from '../../protocol/frames.js';
import type {
  Avatar, ClientMessage, HostCommand, Lang, RoomView, ServerMessage, TimerView, YouView,
} from '../../protocol/protocol.js';
import { DECOY_PROMPT, PROTOCOL_VERSION, padChoose } from '../../protocol/wire.js';
import type { Choice, GameEvent, Prompt } from '../../engine/types.js';
import type { GameView } from '../../engine/views.js';

export type PhoneYou = Extract<YouView, { device: 'phone' }>;

/** What the phone needs from its connection (HostClient, or a fixture in screenshots). */
export interface Transport {
  start(): void;
  send(msg: ClientMessage): boolean;
  nextReq(): number;
  now(): number;
  forgetToken?(): void;
  /** Stops reconnecting (this seat now lives on another device, or the page is too old). */
  stop?(): void;
}

export type Fatal = 'kicked' | 'version' | 'replaced' | 'handedOver';

export interface Pending {
  step: number;
  prompt: string;
  choice: Choice;
  req: number | null;
  /** Sent on the current connection. */
  sent: boolean;
  acked: boolean;
}

export interface Notice {
  code: string;
  id: number;
}

export interface Snapshot {
  status: ConnectionStatus;
  /** A state has arrived at least once. */
  synced: boolean;
  you: PhoneYou | null;
  room: RoomView | null;
  game: GameView | null;
  timer: TimerView | null;
  events: GameEvent[];
  fatal: Fatal | null;
  joinError: string | null;
  joining: boolean;
  notice: Notice | null;
  /** Confirmed choices by `${step}:${prompt}`. */
  pending: Record<string, Pending>;
  /** Host commands waiting for their ack. */
  hostBusy: Record<number, HostCommand['cmd']>;
  handover: { playerId: string; code: string } | null;
  lang: Lang;
}

const PENDING_KEY = 'nightfall.pending';
const JOIN_ERRORS = new Set(['NAME_TAKEN', 'AVATAR_TAKEN', 'ROOM_FULL', 'ROOM_LOCKED', 'NAME_EMPTY', 'NAME_TOO_LONG', 'GAME_RUNNING', 'BAD_HANDOVER']);

export function pendingKey(step: number, prompt: string): string {
  return `${step}:${prompt}`;
}

export function sameChoice(a: Choice | undefined, b: Choice | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null;
  } catch {
    return null;
  }
}

export class PhoneStore {
  private snap: Snapshot;
  private listeners = new Set<() => void>();
  private transport: Transport | null = null;
  private noticeCounter = 0;
  /** Rebuilds whole views from the host's patches; a gap asks for a full view. */
  private readonly frames = new FrameAssembler();
  private readonly full = new FullRequester((m) => this.transport?.send(m) ?? false);

  constructor(lang: Lang) {
    this.snap = {
      status: 'connecting', synced: false, you: null, room: null, game: null, timer: null, events: [],
      fatal: null, joinError: null, joining: false, notice: null, pending: this.loadPending(), hostBusy: {},
      handover: null, lang,
    };
  }

  attach(transport: Transport): void {
    this.transport = transport;
  }

  readonly subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  readonly get = (): Snapshot => this.snap;

  readonly now = (): number => (this.transport ? this.transport.now() : Date.now());

  private set(patch: Partial<Snapshot>): void {
    this.snap = { ...this.snap, ...patch };
    if ('pending' in patch) this.savePending();
    for (const fn of this.listeners) fn();
  }

  // ---- from the connection ----

  onStatus(status: ConnectionStatus): void {
    // A new socket starts with a whole view.
    if (status !== 'open') this.frames.reset();
    if (status !== 'open') {
      // Whatever was in flight must go again on the next connection.
      const pending: Record<string, Pending> = {};
      for (const [k, p] of Object.entries(this.snap.pending)) pending[k] = { ...p, sent: false, acked: false, req: null };
      this.set({ status, pending, hostBusy: {}, joining: false });
    } else {
      this.set({ status });
    }
  }

  onMessage(msg: ServerMessage): void {
    switch (msg.t) {
      case 'welcome':
        if (msg.v !== PROTOCOL_VERSION) {
          this.transport?.stop?.();
          this.set({ fatal: 'version' });
        } else if (msg.you.device === 'phone') this.set({ you: msg.you });
        break;
      case 'state':
      case 'patch': {
        if (this.snap.fatal) break;
        const got = this.frames.receive(msg);
        if (got?.kind === 'gap') this.full.gap(got.have);
        else if (got) {
          if (msg.t === 'state') this.full.satisfied();
          this.onState(got.state);
        }
        break;
      }
      case 'ack': {
        const entry = Object.entries(this.snap.pending).find(([, p]) => p.req === msg.req);
        if (entry) {
          this.set({ pending: { ...this.snap.pending, [entry[0]]: { ...entry[1], acked: true } } });
          // A choice that decided nothing (the same answer again) gets its ack and no frame by day
          // (docs/protocol.md): the view already shows it, so it is done now, not at the next frame.
          this.reconcile();
        }
        if (this.snap.hostBusy[msg.req]) this.clearBusy(msg.req);
        break;
      }
      case 'error':
        this.onError(msg.code, msg.req);
        break;
      case 'kicked':
        this.transport?.forgetToken?.();
        this.transport?.stop?.();
        this.set({ fatal: 'kicked', pending: {} });
        break;
      case 'handover':
        this.set({ handover: { playerId: msg.playerId, code: msg.code } });
        break;
      case 'pong':
        break;
    }
  }

  private onState(msg: StateFrame): void {
    const you = msg.you.device === 'phone' ? msg.you : this.snap.you;
    const events = msg.fresh ? msg.events.slice() : [...this.snap.events, ...msg.events];
    const joined = !!you?.playerId;
    this.set({
      synced: true, you, room: msg.room, game: msg.game, timer: msg.timer, events,
      joining: joined ? false : this.snap.joining, joinError: joined ? null : this.snap.joinError,
    });
    this.reconcile();
  }

  private onError(code: string, req: number | undefined): void {
    if (code === 'VERSION' || code === 'REPLACED' || code === 'HANDED_OVER') {
      // Reconnecting would only fight the other device (or fail again): stop here.
      this.transport?.stop?.();
      this.set({ fatal: code === 'VERSION' ? 'version' : code === 'REPLACED' ? 'replaced' : 'handedOver' });
      return;
    }
    if (code === 'KICKED') {
      this.transport?.forgetToken?.();
      this.set({ fatal: 'kicked', pending: {} });
      return;
    }
    if (code === 'BAD_TOKEN') {
      // The host no longer knows this phone: join again.
      this.transport?.forgetToken?.();
      return;
    }
    if (req !== undefined) {
      const entry = Object.entries(this.snap.pending).find(([, p]) => p.req === req);
      if (entry) {
        const pending = { ...this.snap.pending };
        delete pending[entry[0]];
        this.set({ pending, notice: this.makeNotice(code) });
        return;
      }
      if (this.snap.hostBusy[req]) {
        this.clearBusy(req);
        this.set({ notice: this.makeNotice(code) });
        return;
      }
    }
    if (JOIN_ERRORS.has(code) && !this.snap.you?.playerId) {
      this.set({ joinError: code, joining: false });
      return;
    }
    this.set({ notice: this.makeNotice(code) });
  }

  private makeNotice(code: string): Notice {
    this.noticeCounter += 1;
    return { code, id: this.noticeCounter };
  }

  private clearBusy(req: number): void {
    const hostBusy = { ...this.snap.hostBusy };
    delete hostBusy[req];
    this.set({ hostBusy });
  }

  /** Drops choices the view now shows (or that no longer apply); sends the others again. */
  private reconcile(): void {
    const { game, pending } = this.snap;
    if (Object.keys(pending).length === 0) return;
    const next: Record<string, Pending> = {};
    for (const [key, p] of Object.entries(pending)) {
      if (!game || game.step.id !== p.step) continue;
      const prompt = game.prompts.find((q) => q.id === p.prompt);
      if (!prompt) continue;
      if (prompt.answered && (sameChoice(prompt.current, p.choice) || !prompt.changeable)) continue;
      next[key] = p;
    }
    for (const [key, p] of Object.entries(next)) {
      if (!p.sent && this.snap.status === 'open') next[key] = this.sendChoice(p);
    }
    this.set({ pending: next });
  }

  private sendChoice(p: Pending): Pending {
    if (!this.transport) return p;
    const req = this.transport.nextReq();
    const sent = this.transport.send(padChoose({ t: 'choose', step: p.step, prompt: p.prompt, choice: p.choice, req }));
    return { ...p, req: sent ? req : null, sent, acked: false };
  }

  // ---- from the player ----

  /** Confirms a choice. Returns false when one is already on its way for this prompt. */
  choose(prompt: Prompt, choice: Choice): boolean {
    const game = this.snap.game;
    if (!game) return false;
    const key = pendingKey(game.step.id, prompt.id);
    if (this.snap.pending[key]) return false;
    if (prompt.answered && !prompt.changeable) return false;
    const p = this.sendChoice({ step: game.step.id, prompt: prompt.id, choice, req: null, sent: false, acked: false });
    this.set({ pending: { ...this.snap.pending, [key]: p } });
    return true;
  }

  /**
   * A decoy tap at night: sent like a real choice (same message, same size, same ack), so the
   * phone that transmits is not the one acting. The host changes nothing.
   */
  decoy(tile: number): void {
    const game = this.snap.game;
    if (!game || !this.transport) return;
    this.transport.send(padChoose({ t: 'choose', step: game.step.id, prompt: DECOY_PROMPT, choice: [tile + 1], req: this.transport.nextReq() }));
  }

  join(name: string, avatar: Avatar, lang: Lang): void {
    if (!this.transport || this.snap.joining) return;
    const ok = this.transport.send({ t: 'join', name: name.trim(), avatar, lang });
    this.set({ joining: ok, joinError: ok ? null : 'OFFLINE' });
  }

  profile(patch: { name?: string; avatar?: Avatar; lang?: Lang }): void {
    this.transport?.send({ t: 'profile', ...patch });
  }

  /** Switches language once its strings are loaded (`load`), and tells the host. */
  setLang(lang: Lang, load: (lang: Lang) => Promise<void> = () => Promise.resolve()): void {
    void load(lang).then(() => {
      this.set({ lang });
      if (this.snap.you?.playerId) this.profile({ lang });
    });
  }

  host(command: HostCommand): void {
    if (!this.transport) return;
    const req = this.transport.nextReq();
    const ok = this.transport.send({ t: 'host', command, req });
    if (ok) this.set({ hostBusy: { ...this.snap.hostBusy, [req]: command.cmd } });
    else this.set({ notice: this.makeNotice('OFFLINE') });
  }

  /** A message of the phone's own (not an error from the host). */
  notify(code: string): void {
    this.set({ notice: this.makeNotice(code) });
  }

  dismissNotice(): void {
    this.set({ notice: null });
  }

  clearHandover(): void {
    this.set({ handover: null });
  }

  private loadPending(): Record<string, Pending> {
    try {
      const raw = session()?.getItem(PENDING_KEY);
      if (!raw) return {};
      const parsed = JSON.parse(raw) as Record<string, Pending>;
      const out: Record<string, Pending> = {};
      for (const [k, p] of Object.entries(parsed)) out[k] = { ...p, sent: false, acked: false, req: null };
      return out;
    } catch {
      return {};
    }
  }

  private savePending(): void {
    try {
      const s = session();
      if (!s) return;
      if (Object.keys(this.snap.pending).length === 0) s.removeItem(PENDING_KEY);
      else s.setItem(PENDING_KEY, JSON.stringify(this.snap.pending));
    } catch {
      // storage full or disabled: the choice still lives in memory
    }
  }
}
