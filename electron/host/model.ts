/**
 * The room's shared state, with no behaviour beyond plain queries: who the players are, the
 * lobby settings, the phase and the game in progress. Every other host module reads and changes
 * it; it imports nothing of theirs (the bottom of the host's import graph, with persistence).
 */
import {
  presetDeck,
  type Action, type GameEvent, type GameSetup, type GameState,
} from '../../engine/index.js';
import { DEFAULT_TIMINGS, type ErrorCode, type RoomSettings, type RoomView } from '../../protocol/protocol.js';
import type { LogHeader, PlayerRecord, RoomFile } from './persistence.js';

export type { PlayerRecord } from './persistence.js';

/** A request the room turns down: the sender gets `{t:'error', code, message}`. */
export class Refusal extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

export function refuse(code: ErrorCode, message: string): never {
  throw new Refusal(code, message);
}

export interface RunningGame {
  header: LogHeader;
  setup: GameSetup;
  actions: Action[];
  state: GameState;
  /** Every event since the deal, for every audience (filtered per device on the way out). */
  events: GameEvent[];
  /** Set once finished and archived. */
  archive: string | null;
  /**
   * A real night step that ended before its drawn time (timing must not tell the actor): every
   * device but the step's own players keeps seeing `state` and the first `events` events until then.
   */
  held?: {
    state: GameState; events: number; seats: number[];
    /** A reveal: the TVs see it now, every phone once the TV has shown it (protocol/reveal.ts). */
    table?: boolean;
    /** Seats that became ghosts behind the hold: their whole view waits for its end (who died is news). */
    widened?: number[];
  };
}

/**
 * What a change asks the broadcaster to send once it is saved: `fresh` resends every device its
 * whole visible history; `widened` lists the seats whose view just widened (became ghosts).
 */
export interface Change {
  fresh?: boolean;
  widened?: number[];
}

export function defaultSettings(): RoomSettings {
  return { preset: 'official', deck: presetDeck(6), variants: {}, timings: { ...DEFAULT_TIMINGS }, lang: 'zh-CN' };
}

export class RoomModel {
  players: PlayerRecord[] = [];
  vip: string | null = null;
  settings: RoomSettings = defaultSettings();
  deckAuto = true;
  locked = false;
  paused = false;
  phase: RoomView['phase'] = 'lobby';
  game: RunningGame | null = null;
  /** True when the game in progress came back from the write-ahead log at start. */
  restoredGame = false;
  /** Undos in the game on show: the TV shows the table that the host took something back. */
  undos = 0;

  /** Takes the lobby part of room.json (the game is the runner's). */
  load(saved: RoomFile): void {
    this.players = saved.players.filter((p) => p && typeof p.id === 'string' && typeof p.name === 'string');
    this.vip = saved.vip ?? null;
    this.settings = { ...defaultSettings(), ...saved.settings, timings: { ...DEFAULT_TIMINGS, ...saved.settings?.timings } };
    this.deckAuto = saved.deckAuto ?? true;
    this.locked = !!saved.locked;
    this.paused = !!saved.paused;
  }

  toFile(): RoomFile {
    return {
      kind: 'nightfall.room', version: 1, players: this.players, vip: this.vip, settings: this.settings,
      deckAuto: this.deckAuto, locked: this.locked, paused: this.paused,
      lastGame: this.phase === 'ended' ? this.game?.archive ?? null : null,
    };
  }

  player(id: string | null): PlayerRecord | null {
    return id ? this.players.find((p) => p.id === id) ?? null : null;
  }

  /** The player's seat in the game on show (1-based), or null (lobby, or not dealt in). */
  seatOf(playerId: string): number | null {
    if (!this.game || this.phase === 'lobby') return null;
    const i = this.game.header.seats.indexOf(playerId);
    return i < 0 ? null : i + 1;
  }

  /** The game being played or shown (phase 'game' or 'ended'). */
  shownGame(): RunningGame | null {
    return this.game && this.phase !== 'lobby' ? this.game : null;
  }

  vipPlayer(): PlayerRecord | null {
    return this.players.find((p) => p.id === this.vip && !p.kicked) ?? null;
  }

  /** With the automatic deck on, the deck is the official preset for the number of players. */
  followDeck(): void {
    this.settings = { ...this.settings, deck: presetDeck(Math.max(this.players.length, 1)) };
  }
}
