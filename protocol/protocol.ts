/**
 * The one wire protocol between the host and its devices (the TV and every phone), imported by
 * electron/host/ and both front ends. JSON text frames over one WebSocket at /ws.
 * Every client message is validated with these zod schemas before anything else reads it.
 * See docs/protocol.md for the flows (join, rejoin, host controls, errors).
 */
import { z } from 'zod';
import type { GameEvent, GameView, RoleId, Variants } from '../engine/index.js';
import { ROLE_IDS } from '../engine/index.js';
import type { Delta } from './patch.js';

// The constants live in wire.ts (no zod there, for the pages' first load); re-exported here.
import {
  AVATARS, CHOOSE_BYTES, CLIENT_ERROR_LIMITS, LANGS, type Avatar, type Lang,
} from './wire.js';
export {
  AVATARS, CHOOSE_BYTES, CLIENT_ERROR_LIMITS, DECOY_PROMPT, HARD_MAX_MESSAGE_BYTES, LANGS, MAX_MESSAGE_BYTES,
  NAME_MAX_LENGTH, PROTOCOL_VERSION, padChoose, type Avatar, type Lang,
} from './wire.js';

const seat = z.number().int().min(1).max(24);
const choice = z.union([z.array(seat).max(24), z.string().max(32), z.boolean()]);
// Every role of the engine: a new role needs no change here.
const roleId = z.enum(ROLE_IDS);

/** Per-step timer lengths in seconds, chosen in the lobby. */
export const timingsSchema = z.object({
  night: z.number().int().min(10).max(300),
  info: z.number().int().min(3).max(60),
  decision: z.number().int().min(10).max(300),
  discussion: z.number().int().min(30).max(1800),
  speech: z.number().int().min(15).max(600),
  vote: z.number().int().min(15).max(600),
});
export type Timings = z.infer<typeof timingsSchema>;

export const DEFAULT_TIMINGS: Timings = { night: 40, info: 8, decision: 30, discussion: 300, speech: 60, vote: 60 };

export const settingsSchema = z.object({
  preset: z.enum(['official', 'classic-cn', 'modern-cn']),
  deck: z.array(roleId).min(1).max(24),
  variants: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  timings: timingsSchema,
  lang: z.enum(LANGS),
  startingEvents: z.array(z.string().max(40)).max(2).optional(),
  /**
   * True: the deck follows the table size (the engine's presetDeck) as players join and leave.
   * Absent: the host infers it (true when `deck` equals the preset deck for the current table).
   */
  autoDeck: z.boolean().optional(),
});
export type RoomSettings = Omit<z.infer<typeof settingsSchema>, 'deck' | 'variants'> & {
  deck: RoleId[];
  variants: Partial<Variants>;
};

export const hostCommandSchema = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('settings'), settings: settingsSchema }),
  z.object({ cmd: z.literal('start') }),
  z.object({ cmd: z.literal('pause') }),
  z.object({ cmd: z.literal('resume') }),
  /** Add seconds to the running timer. */
  z.object({ cmd: z.literal('extend'), seconds: z.number().int().min(5).max(600) }),
  /** End the current step's timer now (the engine gets its timeout). */
  z.object({ cmd: z.literal('skip') }),
  z.object({ cmd: z.literal('undo') }),
  z.object({ cmd: z.literal('end') }),
  /** Back to the lobby with the same players, for another game. */
  z.object({ cmd: z.literal('newGame') }),
  z.object({ cmd: z.literal('kick'), playerId: z.string().max(40) }),
  /** Lobby only: player ids in table order, clockwise from seat 1. */
  z.object({ cmd: z.literal('reorder'), order: z.array(z.string().max(40)).max(24) }),
  z.object({ cmd: z.literal('lock'), locked: z.boolean() }),
  /** Issues a one-time code that lets a new device take over this player's seat. */
  z.object({ cmd: z.literal('handover'), playerId: z.string().max(40) }),
  /** A judgement from the room (New Moon cards): passed to the engine as a 'mark' action. */
  z.object({ cmd: z.literal('mark'), mark: z.string().max(40), seats: z.array(seat).max(24) }),
  z.object({ cmd: z.literal('selectAddress'), address: z.string().max(64) }),
]);
export type HostCommand = z.infer<typeof hostCommandSchema>;

export const clientMessageSchema = z.discriminatedUnion('t', [
  /** First message on every socket. A phone sends its token to take its seat back. */
  z.object({
    t: z.literal('hello'), v: z.number().int(), device: z.enum(['phone', 'tv']),
    token: z.string().max(64).optional(), lang: z.enum(LANGS).optional(),
    /** TV only: the host secret obtained from the desktop preload or the loopback-only endpoint. */
    hostSecret: z.string().max(128).optional(),
    /** A handover code from the host, to take over a player's seat on a new device. */
    handover: z.string().max(16).optional(),
  }),
  z.object({ t: z.literal('join'), name: z.string().max(64), avatar: z.enum(AVATARS), lang: z.enum(LANGS) }),
  z.object({ t: z.literal('profile'), name: z.string().max(64).optional(), avatar: z.enum(AVATARS).optional(), lang: z.enum(LANGS).optional() }),
  /** A decision on an open prompt; `step` guards against acting on a step that just ended. */
  z.object({
    t: z.literal('choose'), step: z.number().int().min(0), prompt: z.string().max(40), choice, req: z.number().int().optional(),
    /** Filler to CHOOSE_BYTES: a real choice and a decoy tap are the same size on the air. */
    pad: z.string().max(CHOOSE_BYTES).optional(),
  }),
  z.object({ t: z.literal('host'), command: hostCommandSchema, req: z.number().int().optional() }),
  z.object({ t: z.literal('ping'), n: z.number().int() }),
  /**
   * A patch did not follow the last frame this device holds (`have`, its `seq`): send the whole
   * view again. The host answers at most one per second per socket (see docs/protocol.md).
   */
  z.object({ t: z.literal('full'), have: z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER).optional() }),
  /**
   * A page's failure (a chunk that would not load, a screen that threw), for the host's log only:
   * never an ack, a broadcast or anything the engine sees; a few per minute at most.
   */
  z.object({
    t: z.literal('clientError'), where: z.string().max(CLIENT_ERROR_LIMITS.where), kind: z.enum(['chunk', 'render']),
    message: z.string().max(CLIENT_ERROR_LIMITS.message), stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
    /** When it happened, by the page's clock (a report may wait for a reconnect or a reload). */
    at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ErrorCode =
  | 'BAD_JSON' | 'BAD_MESSAGE' | 'TOO_LARGE' | 'RATE_LIMITED' | 'VERSION' | 'NOT_HELLO'
  | 'BAD_TOKEN' | 'NAME_EMPTY' | 'NAME_TOO_LONG' | 'NAME_TAKEN' | 'AVATAR_TAKEN' | 'ROOM_FULL' | 'ROOM_LOCKED'
  | 'NOT_VIP' | 'NOT_JOINED' | 'NOT_IN_GAME' | 'GAME_RUNNING' | 'NO_GAME' | 'BAD_SETUP' | 'NOTHING_TO_UNDO'
  | 'KICKED' | 'BAD_HANDOVER' | 'PAUSED'
  /** Added with the host (docs/protocol.md lists when each is sent). */
  | 'ALREADY_HELLO' | 'ALREADY_JOINED' | 'NOT_PHONE' | 'BAD_SECRET' | 'REPLACED' | 'HANDED_OVER'
  | 'NO_SUCH_PLAYER' | 'BAD_ORDER' | 'BAD_ADDRESS' | 'NO_TIMER' | 'STALE_STEP' | 'STORAGE' | 'INTERNAL'
  /** A handover code opened on a phone that has a seat of its own: it keeps that one. */
  | 'HAS_SEAT'
  /** The change was taken (the table sees it) but is not on disk yet; the host keeps trying. */
  | 'UNSAVED'
  /** Names: nothing visible in it; looks like a seated player's name (docs/protocol.md). */
  | 'NAME_INVISIBLE' | 'NAME_CONFUSABLE'
  /** Engine rejections keep their own codes (RejectionCode), e.g. NOT_YOUR_TURN, STALE_STEP. */
  | string;

export interface PlayerSummary {
  id: string;
  name: string;
  avatar: Avatar;
  /** Seat at the table (1-based), in lobby order before the deal. */
  seat: number;
  connected: boolean;
  vip: boolean;
}

export interface TimerView {
  /** Host clock epoch ms when the timer ends; clients correct with `serverNow`. */
  deadline: number;
  /** Total length in ms, for progress rings. */
  duration: number;
  paused: boolean;
  /** Remaining ms when paused. */
  remaining: number;
  stepId: number;
}

export interface RoomView {
  phase: 'lobby' | 'game' | 'ended';
  players: PlayerSummary[];
  spectators: number;
  locked: boolean;
  settings: RoomSettings;
  /** Why the current settings cannot start, as a message key with params; null when ready. */
  setupProblem: { code: string; params?: Record<string, unknown> } | null;
  joinUrl: string;
  paused: boolean;
  /** Only for the host's TV: the LAN addresses to choose from. */
  addresses?: { address: string; name: string; chosen: boolean }[];
  /** True when this game was restored from the write-ahead log after the host restarted. */
  restored?: boolean;
  /** Undos in the game on show (absent: none); the TV shows each one to the table. */
  undos?: number;
  /**
   * Present while the host cannot save (the TV shows a banner; changes are refused with STORAGE):
   * full = the disk is full, readonly = the data folder cannot be written.
   */
  storage?: { problem: 'full' | 'readonly' | 'missing' | 'other' };
  /** What restore could not fully bring back (only for the host's TV), until the next game. */
  recovery?: RecoveryNotice;
  /**
   * Seats handed over to another phone since the lobby opened (absent: none), shown on every TV
   * until the next lobby: the whole room sees a seat move.
   */
  handedOver?: { name: string; seat: number }[];
}

/** What the host found damaged at start-up and what it brought back (the TV explains it). */
export interface RecoveryNotice {
  /** room.json could not be read: players must join again. */
  roomLost: boolean;
  /** The game log could not be read at all: the game in progress is gone. */
  gameLost: boolean;
  /** Actions of the game in progress brought back (up to the last good entry). */
  actionsRecovered: number;
  /** Log lines after the damage that could not be brought back. */
  linesLost: number;
  /** The log ended in the middle of a line: that line and whatever followed it are lost. */
  cut?: boolean;
  /** Names of the damaged files kept aside in the data folder. */
  keptAs: string[];
}

/**
 * WebSocket close codes the host uses (besides 1008 for flooding and
 * 1009 for a frame over HARD_MAX_MESSAGE_BYTES; a refused Origin never gets a socket: 403). The client reconnects after any close;
 * a front end may look at the code to explain why.
 */
export const CLOSE_CODES = {
  /** Protocol version mismatch (after an `error` VERSION): reload the page. */
  VERSION: 4000,
  /** No hello within 10 s. */
  NO_HELLO: 4001,
  /** The same token connected from a newer socket (after an `error` REPLACED). */
  REPLACED: 4002,
  /** The seat was handed over to another device (after an `error` HANDED_OVER). */
  HANDED_OVER: 4003,
  /** Kicked by the host (after a `kicked` message). */
  KICKED: 4004,
  /** The host is shutting down. */
  SHUTDOWN: 1001,
} as const;

export type YouView =
  | { device: 'phone'; playerId: string | null; token: string | null; seat: number | null; vip: boolean; spectator: boolean }
  | { device: 'tv'; host: boolean };

export type ServerMessage =
  | { t: 'welcome'; v: number; you: YouView; serverNow: number }
  /** The whole picture for this device: on connect, when what it may see widens, on request. */
  | {
    t: 'state';
    /** This frame's number (the host's frame counter; increasing on a socket, not contiguous). */
    seq?: number;
    you: YouView; room: RoomView; game: GameView | null; timer: TimerView | null;
    /** Events this device may see that happened since its last state (the whole visible history on connect). */
    events: GameEvent[]; fresh: boolean; serverNow: number;
    /** Night padding (spaces) so every seat's frame has the same size; ignore. */
    pad?: string;
  }
  /**
   * What changed since the frame numbered `base` on this socket. `room` and `game` are deltas
   * (protocol/patch.ts) of the previous ones; `you` and `timer` are whole, present only
   * when changed; `events` are the new ones only (absent: none).
   */
  | {
    t: 'patch'; seq: number; base: number;
    you?: YouView; room?: Delta; game?: Delta; timer?: TimerView | null; events?: GameEvent[];
    serverNow: number; pad?: string;
  }
  | { t: 'error'; code: ErrorCode; message: string; req?: number }
  | { t: 'ack'; req: number }
  | { t: 'pong'; n: number; serverNow: number }
  | { t: 'handover'; playerId: string; code: string }
  | { t: 'kicked' };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
class ForbiddenKey extends Error {}

export function parseClientMessage(raw: string): { ok: true; msg: ClientMessage } | { ok: false; code: ErrorCode; message: string; req?: number } {
  let data: unknown;
  try {
    // Keys that could reach an object's prototype are refused outright (prototype pollution).
    data = JSON.parse(raw, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKey(key);
      return value;
    });
  } catch (error) {
    if (error instanceof ForbiddenKey) return { ok: false, code: 'BAD_MESSAGE', message: `forbidden key ${error.message}` };
    return { ok: false, code: 'BAD_JSON', message: 'not JSON' };
  }
  const parsed = clientMessageSchema.safeParse(data);
  if (!parsed.success) {
    // Echo a well-formed request number so the sender can match the refusal to its request.
    const req = typeof data === 'object' && data !== null ? (data as { req?: unknown }).req : undefined;
    return {
      ok: false, code: 'BAD_MESSAGE', message: parsed.error.issues[0]?.message ?? 'invalid message',
      ...(Number.isSafeInteger(req) ? { req: req as number } : {}),
    };
  }
  return { ok: true, msg: parsed.data };
}
