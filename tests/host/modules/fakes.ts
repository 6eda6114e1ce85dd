/** Test support for the host's modules: sockets that record what they get, and a small room. */
import { createGame, presetDeck, type GameSetup } from '../../../engine/index.js';
import { FrameAssembler } from '../../../protocol/frames.js';
import { PROTOCOL_VERSION, type ClientMessage, type ErrorCode, type ServerMessage } from '../../../protocol/protocol.js';
import { Refusal, RoomModel, type PlayerRecord } from '../../../electron/host/model.js';
import type { Conn } from '../../../electron/host/sessions.js';

export type StateFrame = Extract<ServerMessage, { t: 'state' }>;

export class FakeConn implements Conn {
  static next = 1;
  readonly id = FakeConn.next++;
  /** Every frame, as the bytes object that was sent (shared buffers stay the same object). */
  readonly raw: (string | Buffer)[] = [];
  closedWith: { code: number; reason: string } | null = null;

  send(text: string | Buffer): void {
    this.raw.push(text);
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
  }

  /** Every message, a `patch` as the whole `state` it gives applied to the frames before it. */
  get msgs(): ServerMessage[] {
    const assembler = new FrameAssembler();
    return this.raw.map((r) => {
      const msg = JSON.parse(String(r)) as ServerMessage;
      const got = assembler.receive(msg);
      if (got?.kind === 'gap') throw new Error(`a gap in the frames of conn ${this.id}`);
      return got ? got.state : msg;
    });
  }

  /** The frames as sent (patches as patches). */
  get wire(): ServerMessage[] {
    return this.raw.map((r) => JSON.parse(String(r)) as ServerMessage);
  }

  states(): StateFrame[] {
    return this.msgs.filter((m): m is StateFrame => m.t === 'state');
  }

  last(): ServerMessage {
    return this.msgs[this.msgs.length - 1];
  }
}

export function hello(extra: Partial<Extract<ClientMessage, { t: 'hello' }>> & { device: 'phone' | 'tv' }): Extract<ClientMessage, { t: 'hello' }> {
  return { t: 'hello', v: PROTOCOL_VERSION, ...extra } as Extract<ClientMessage, { t: 'hello' }>;
}

export function player(i: number, extra: Partial<PlayerRecord> = {}): PlayerRecord {
  return { id: `p${i}`, name: `Player ${i}`, avatar: 'moon', lang: 'en', token: `token-${i}`, ...extra };
}

/** A model with `n` players in the lobby. */
export function lobbyModel(n: number): RoomModel {
  const m = new RoomModel();
  m.players = Array.from({ length: n }, (_, i) => player(i + 1));
  m.vip = 'p1';
  m.followDeck();
  return m;
}

/** A model with `n` players dealt into a game (seat i = player i). */
export function gameModel(n: number, seed = 7): RoomModel {
  const m = lobbyModel(n);
  const setup: GameSetup = { players: m.players.map((p) => p.name), deck: presetDeck(n), preset: 'official', variants: {}, seed };
  const created = createGame(setup);
  m.game = {
    header: { kind: 'nightfall.game', version: 1, setup, seats: m.players.map((p) => p.id), startedAt: '2026-01-01T00:00:00.000Z' },
    setup, actions: [], state: created.state, events: created.events.slice(), archive: null,
  };
  m.phase = 'game';
  return m;
}

/** The code a host module refused with, or null when it went through. */
export function refusal(fn: () => unknown): ErrorCode | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.code;
    throw error;
  }
}
