/** A phone speaking the raw protocol over `ws` (no browser): joins, watches its state, answers prompts. */
import WebSocket from 'ws';
import type { GameView } from '../../../engine/index.js';
import { FrameAssembler } from '../../../protocol/frames.js';
import { PROTOCOL_VERSION, type ClientMessage, type RoomView, type ServerMessage, type YouView, AVATARS } from '../../../protocol/protocol.js';

let nextAvatar = 0;

export async function waitFor<T>(fn: () => T | undefined | null | false, what: string, timeout = 15_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

export class Phone {
  ws!: WebSocket;
  you: YouView | null = null;
  room: RoomView | null = null;
  game: GameView | null = null;
  errors: { code: string; message: string }[] = [];
  private readonly frames = new FrameAssembler();

  constructor(readonly url: string, readonly name: string) {}

  async connect(): Promise<void> {
    this.ws = new WebSocket(this.url);
    this.ws.on('message', (data) => {
      const raw = JSON.parse(String(data)) as ServerMessage;
      // Patches are applied on the views before them, as the phone page does.
      const got = this.frames.receive(raw);
      if (got?.kind === 'gap') this.send({ t: 'full', have: got.have });
      const msg = got?.kind === 'state' ? got.state : raw;
      if (msg.t === 'state') {
        this.you = msg.you;
        this.room = msg.room;
        this.game = msg.game;
      } else if (msg.t === 'error') this.errors.push({ code: String(msg.code), message: msg.message });
    });
    await new Promise<void>((res, rej) => { this.ws.once('open', () => res()); this.ws.once('error', rej); });
    this.send({ t: 'hello', v: PROTOCOL_VERSION, device: 'phone', lang: 'en' });
    // One avatar per player (the host refuses a taken one): each test phone wears the next.
    this.send({ t: 'join', name: this.name, avatar: AVATARS[nextAvatar++ % AVATARS.length], lang: 'en' });
    await waitFor(() => this.you?.device === 'phone' && this.you.playerId, `${this.name} joined`);
  }

  send(msg: ClientMessage): void {
    this.ws.send(JSON.stringify(msg));
  }

  get seat(): number | null {
    return this.game?.me?.seat ?? (this.you?.device === 'phone' ? this.you.seat : null);
  }

  get role(): string | null {
    return this.game?.me?.role ?? null;
  }

  /** Waits for this phone's open prompt `id` and answers it. */
  async answer(id: string, choice: number[] | string | boolean): Promise<void> {
    const prompt = await waitFor(() => this.game?.prompts.find((p) => p.id === id && (!p.answered || p.changeable)), `${this.name}: prompt ${id}`);
    void prompt;
    this.send({ t: 'choose', step: this.game!.step.id, prompt: id, choice });
  }

  close(): void {
    this.ws?.close();
  }
}
