/**
 * The room: players and their tokens, the lobby, the game in progress, its clock, its log, and
 * every message to every device. Transport-free (electron/host/index.ts plugs in the sockets),
 * so the rules of the conversation are in one place. The engine decides every game rule; the
 * room only decides who may speak, when the clock runs out, and who sees what (always through
 * the engine's viewFor/eventsFor for that one device's viewer).
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import {
  apply, checkSetup, createGame, eventsFor, isGhost, presetDeck, replay, undo, viewFor,
  MAX_PLAYERS,
  type Action, type GameEvent, type GameSetup, type GameState, type Viewer,
} from '../../engine/index.js';
import {
  CLOSE_CODES, DEFAULT_TIMINGS, MAX_MESSAGE_BYTES, NAME_MAX_LENGTH, PROTOCOL_VERSION,
  parseClientMessage,
  type Avatar, type ClientMessage, type ErrorCode, type HostCommand, type Lang, type PlayerSummary,
  type RoomSettings, type RoomView, type ServerMessage, type TimerView, type YouView,
} from '../../renderer/common/protocol.js';
import { planStep, StepClock } from './clock.js';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from './limits.js';
import {
  archiveGame, ensureDir, GameLog, LOG_FILE, readArchive, readJson, removeArchive, ROOM_FILE, writeFileAtomic,
  type LogHeader,
} from './persistence.js';

/** One device's socket, as the room sees it. */
export interface Conn {
  readonly id: number;
  /** A text frame (a Buffer holds UTF-8 text, shared by devices that get the same bytes). */
  send(text: string | Buffer): void;
  close(code: number, reason: string): void;
}

interface ConnState {
  conn: Conn;
  device: 'phone' | 'tv' | null;
  playerId: string | null;
  /** A TV that proved it holds the host secret. */
  host: boolean;
  /** Index into the game's event log already delivered; -1 = next state is fresh. */
  cursor: number;
  bucket: TokenBucket;
  closed: boolean;
}

export interface PlayerRecord {
  id: string;
  name: string;
  avatar: Avatar;
  lang: Lang;
  /** Secret that brings a device back to this seat; null once kicked or handed over mid-game. */
  token: string | null;
  /** Kicked while a game was running: keeps the seat's name until the next lobby. */
  kicked?: boolean;
}

interface RoomFile {
  kind: 'nightfall.room';
  version: 1;
  players: PlayerRecord[];
  vip: string | null;
  settings: RoomSettings;
  deckAuto: boolean;
  locked: boolean;
  paused: boolean;
  /** The finished game still on show (phase 'ended'), in games/. */
  lastGame: string | null;
}

interface RunningGame {
  header: LogHeader;
  setup: GameSetup;
  actions: Action[];
  state: GameState;
  /** Every event since the deal, for every audience (filtered per device on the way out). */
  events: GameEvent[];
  /** Set once finished and archived. */
  archive: string | null;
}

export interface RoomOptions {
  dataDir: string;
  hostSecret: string;
  log: (line: string) => void;
  /** The phones' URL (changes when the host selects another address). */
  joinUrl: () => string;
  addresses: () => { address: string; name: string; chosen: boolean }[];
  selectAddress: (address: string) => boolean;
  /** Seed of the next game; default crypto random. Tests fix it. */
  seed?: () => number;
  /** Random floats for fake-step pacing; default Math.random. */
  random?: () => number;
  /** Multiplies every timer (tests shorten them). Default 1. */
  timeScale?: number;
  /** Timers are shown but never fire (tests drive timeouts with `skip`). */
  manualClock?: boolean;
  rateLimit?: RateLimit;
  /**
   * New Moon, tests only: every game draws these event cards in this order instead of the seeded
   * shuffle (engine `GameSetup.eventDeck`); the lobby shows the engine's refusal when it cannot.
   */
  eventDeck?: string[];
}

const HANDOVER_TTL_MS = 10 * 60_000;
const BROADCAST_COALESCE_MS = 50;
const HANDOVER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

class Refusal extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

function refuse(code: ErrorCode, message: string): never {
  throw new Refusal(code, message);
}

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function newId(): string {
  return `p${randomBytes(6).toString('hex')}`;
}

function secretEquals(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Trimmed, whitespace-collapsed, control characters removed, NFC. */
export function cleanName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, '')
    .replace(/\s+/g, ' ').trim();
}

function defaultSettings(): RoomSettings {
  return { preset: 'official', deck: presetDeck(6), variants: {}, timings: { ...DEFAULT_TIMINGS }, lang: 'zh-CN' };
}

function sameDeck(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

export class Room {
  private conns = new Map<number, ConnState>();
  private players: PlayerRecord[] = [];
  private vip: string | null = null;
  private settings: RoomSettings = defaultSettings();
  private deckAuto = true;
  private locked = false;
  private paused = false;
  private phase: RoomView['phase'] = 'lobby';
  private game: RunningGame | null = null;
  private clock: StepClock | null = null;
  private handovers = new Map<string, { playerId: string; expires: number }>();
  private readonly log: GameLog;
  private readonly roomFile: string;
  private readonly random: () => number;
  private readonly rateLimit: RateLimit;
  /** True when the game in progress came back from the write-ahead log at start. */
  restoredGame = false;
  private closed = false;
  private deferred: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly opts: RoomOptions) {
    ensureDir(opts.dataDir);
    this.log = new GameLog(path.join(opts.dataDir, LOG_FILE));
    this.roomFile = path.join(opts.dataDir, ROOM_FILE);
    this.random = opts.random ?? Math.random;
    this.rateLimit = opts.rateLimit ?? DEFAULT_RATE_LIMIT;
  }

  // -------------------------------------------------------------------------------------------
  // Start-up: room.json, then the write-ahead log (the game in progress), or the last game.
  // -------------------------------------------------------------------------------------------

  restore(): void {
    const saved = readJson<RoomFile>(this.roomFile);
    if (saved && saved.kind === 'nightfall.room' && Array.isArray(saved.players)) {
      this.players = saved.players.filter((p) => p && typeof p.id === 'string' && typeof p.name === 'string');
      this.vip = saved.vip ?? null;
      this.settings = { ...defaultSettings(), ...saved.settings, timings: { ...DEFAULT_TIMINGS, ...saved.settings?.timings } };
      this.deckAuto = saved.deckAuto ?? true;
      this.locked = !!saved.locked;
      this.paused = !!saved.paused;
      if (saved.lastGame) {
        const archive = readArchive(this.opts.dataDir, saved.lastGame);
        if (archive && !archive.aborted) {
          try {
            const r = replay(archive.setup, archive.actions);
            this.game = {
              header: { kind: 'nightfall.game', version: 1, setup: archive.setup, seats: archive.seats, startedAt: archive.startedAt },
              setup: archive.setup, actions: archive.actions.slice(), state: r.state, events: r.events, archive: saved.lastGame,
            };
            this.phase = r.state.phase === 'over' ? 'ended' : 'lobby';
            if (this.phase === 'lobby') this.game = null;
          } catch (error) {
            this.opts.log(`could not replay the last game ${saved.lastGame}: ${String(error)}`);
          }
        }
      }
    }
    const contents = GameLog.read(this.log.file);
    if (contents) {
      try {
        const r = replay(contents.header.setup, contents.actions);
        const accepted = contents.actions.filter((_, i) => !r.rejected.some((x) => x.index === i));
        if (r.rejected.length > 0) this.opts.log(`write-ahead log: ${r.rejected.length} action(s) no longer valid were dropped`);
        // Finished just before a crash: room.json may already name its archive.
        const archived = saved?.lastGame ? readArchive(this.opts.dataDir, saved.lastGame) : null;
        const sameGame = !!archived && archived.startedAt === contents.header.startedAt && archived.actions.length === accepted.length;
        // Otherwise that archive is a finished game whose end was being undone at the crash.
        if (archived && !sameGame && archived.startedAt === contents.header.startedAt) removeArchive(this.opts.dataDir, saved!.lastGame!);
        this.game = {
          header: contents.header, setup: contents.header.setup, actions: accepted, state: r.state, events: r.events,
          archive: sameGame ? saved!.lastGame : null,
        };
        this.phase = 'game';
        this.restoredGame = true;
        // Every seat's player must exist (room.json may be older than the log).
        contents.header.seats.forEach((id, i) => {
          if (!this.players.some((p) => p.id === id)) {
            this.players.push({ id, name: contents.header.setup.players[i] ?? `#${i + 1}`, avatar: 'moon', lang: 'zh-CN', token: null });
          }
        });
        if (contents.repaired || r.rejected.length > 0) this.log.write(contents.header, accepted);
        else this.log.open();
        this.opts.log(`restored the game in progress: ${accepted.length} action(s), step ${r.state.step.name}`);
        if (r.state.phase === 'over') this.finishGame(false);
      } catch (error) {
        this.opts.log(`could not restore the game in progress: ${String(error)}`);
        this.log.remove();
        this.game = null;
        this.phase = 'lobby';
      }
    } else if (this.phase === 'game') {
      this.phase = 'lobby';
    }
    if (this.phase === 'lobby') this.paused = false;
    if (this.phase === 'lobby' && this.deckAuto) this.followDeck();
    this.syncClock();
    this.save();
  }

  // -------------------------------------------------------------------------------------------
  // Connections
  // -------------------------------------------------------------------------------------------

  connect(conn: Conn): void {
    this.conns.set(conn.id, {
      conn, device: null, playerId: null, host: false, cursor: -1, bucket: new TokenBucket(this.rateLimit), closed: false,
    });
  }

  disconnect(conn: Conn): void {
    const c = this.conns.get(conn.id);
    if (!c) return;
    c.closed = true;
    this.conns.delete(conn.id);
    if (c.device === 'phone') this.scheduleBroadcast();
  }

  saidHello(conn: Conn): boolean {
    return (this.conns.get(conn.id)?.device ?? null) !== null;
  }

  /** Everything a socket sends comes in here. Never throws. */
  receive(conn: Conn, data: string | Buffer, isBinary: boolean): void {
    const c = this.conns.get(conn.id);
    if (!c || this.closed) return;
    let req: number | undefined;
    try {
      const verdict = c.bucket.take();
      if (verdict.verdict === 'close') {
        this.sendTo(c, { t: 'error', code: 'RATE_LIMITED', message: 'too many messages; closing' });
        this.closeConn(c, 1008, 'rate limit');
        return;
      }
      if (verdict.verdict === 'drop') {
        if (verdict.warn) this.sendTo(c, { t: 'error', code: 'RATE_LIMITED', message: 'too many messages; slow down' });
        return;
      }
      const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
      if (size > MAX_MESSAGE_BYTES) refuse('TOO_LARGE', `messages are limited to ${MAX_MESSAGE_BYTES} bytes`);
      if (isBinary) refuse('BAD_MESSAGE', 'binary frames are not accepted');
      const parsed = parseClientMessage(typeof data === 'string' ? data : data.toString('utf8'));
      if (!parsed.ok) {
        req = parsed.req;
        refuse(parsed.code, parsed.message);
      }
      const msg = parsed.msg;
      req = 'req' in msg ? msg.req : undefined;
      this.dispatch(c, msg);
    } catch (error) {
      if (error instanceof Refusal) {
        this.sendTo(c, { t: 'error', code: error.code, message: error.message, ...(req !== undefined ? { req } : {}) });
      } else {
        this.opts.log(`internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
        this.sendTo(c, { t: 'error', code: 'INTERNAL', message: 'the host could not handle that', ...(req !== undefined ? { req } : {}) });
      }
    }
  }

  private dispatch(c: ConnState, msg: ClientMessage): void {
    if (msg.t === 'ping') {
      this.sendTo(c, { t: 'pong', n: msg.n, serverNow: Date.now() });
      return;
    }
    if (msg.t === 'hello') {
      this.hello(c, msg);
      return;
    }
    if (c.device === null) refuse('NOT_HELLO', 'say hello first');
    switch (msg.t) {
      case 'join':
        this.join(c, msg);
        return;
      case 'profile':
        this.profile(c, msg);
        return;
      case 'choose':
        this.choose(c, msg);
        if (msg.req !== undefined) this.sendTo(c, { t: 'ack', req: msg.req });
        return;
      case 'host':
        this.hostCommand(c, msg.command);
        if (msg.req !== undefined) this.sendTo(c, { t: 'ack', req: msg.req });
        return;
    }
  }

  private hello(c: ConnState, msg: Extract<ClientMessage, { t: 'hello' }>): void {
    if (c.device !== null) refuse('ALREADY_HELLO', 'hello was already said on this socket');
    if (msg.v !== PROTOCOL_VERSION) {
      this.sendTo(c, { t: 'error', code: 'VERSION', message: `this host speaks protocol ${PROTOCOL_VERSION}; reload the page` });
      this.closeConn(c, CLOSE_CODES.VERSION, 'protocol version');
      return;
    }
    const errors: { code: ErrorCode; message: string }[] = [];
    c.device = msg.device;
    if (msg.device === 'tv') {
      if (msg.hostSecret !== undefined) {
        c.host = secretEquals(msg.hostSecret, this.opts.hostSecret);
        if (!c.host) errors.push({ code: 'BAD_SECRET', message: 'wrong host secret: this TV shows the public table only' });
      }
    } else if (msg.handover !== undefined) {
      const player = this.takeHandover(msg.handover);
      if (player) this.bind(c, player);
      else errors.push({ code: 'BAD_HANDOVER', message: 'this handover code is unknown, used or expired' });
    } else if (msg.token !== undefined) {
      const player = this.players.find((p) => p.token !== null && secretEquals(p.token, msg.token!));
      if (player) {
        if (msg.lang && player.lang !== msg.lang) {
          player.lang = msg.lang;
          this.save();
        }
        this.bind(c, player);
      } else {
        errors.push({ code: 'BAD_TOKEN', message: 'unknown token: join again' });
      }
    }
    this.sendTo(c, { t: 'welcome', v: PROTOCOL_VERSION, you: this.you(c), serverNow: Date.now() });
    for (const e of errors) this.sendTo(c, { t: 'error', ...e });
    c.cursor = -1;
    this.sendState(c, this.newBroadcastCache());
    // A phone changes what everyone sees (connected flags, the spectator count); a TV does not.
    if (c.device === 'phone') this.scheduleBroadcast();
  }

  /** Gives this socket a player's seat; an older socket of the same player is closed. */
  private bind(c: ConnState, player: PlayerRecord): void {
    for (const other of this.conns.values()) {
      if (other !== c && other.playerId === player.id) {
        this.sendTo(other, { t: 'error', code: 'REPLACED', message: 'this seat was opened on a newer connection' });
        this.closeConn(other, CLOSE_CODES.REPLACED, 'replaced');
      }
    }
    c.playerId = player.id;
    c.cursor = -1;
  }

  private takeHandover(code: string): PlayerRecord | null {
    const key = code.trim().toUpperCase();
    const entry = this.handovers.get(key);
    if (!entry) return null;
    this.handovers.delete(key);
    if (entry.expires < Date.now()) return null;
    const player = this.players.find((p) => p.id === entry.playerId);
    if (!player) return null;
    // The old device's token dies with the handover.
    player.token = newToken();
    player.kicked = false;
    for (const other of this.conns.values()) {
      if (other.playerId === player.id) {
        this.sendTo(other, { t: 'error', code: 'HANDED_OVER', message: 'this seat was handed over to another device' });
        this.closeConn(other, CLOSE_CODES.HANDED_OVER, 'handed over');
      }
    }
    this.save();
    return player;
  }

  private join(c: ConnState, msg: Extract<ClientMessage, { t: 'join' }>): void {
    if (c.device !== 'phone') refuse('NOT_PHONE', 'only phones join');
    if (c.playerId) refuse('ALREADY_JOINED', 'this device already has a seat');
    if (this.locked) refuse('ROOM_LOCKED', 'the room is locked');
    if (this.players.length >= MAX_PLAYERS) refuse('ROOM_FULL', `the room is full (${MAX_PLAYERS})`);
    const name = this.checkName(msg.name, null);
    const player: PlayerRecord = { id: newId(), name, avatar: msg.avatar, lang: msg.lang, token: newToken() };
    this.players.push(player);
    if (!this.vipPlayer()) this.vip = player.id;
    if (this.phase === 'lobby' && this.deckAuto) this.followDeck();
    this.save();
    this.bind(c, player);
    this.broadcast();
  }

  private checkName(raw: string, self: string | null): string {
    const name = cleanName(raw);
    if (name.length === 0) refuse('NAME_EMPTY', 'a name is needed');
    if ([...name].length > NAME_MAX_LENGTH) refuse('NAME_TOO_LONG', `names are at most ${NAME_MAX_LENGTH} characters`);
    const lower = name.toLocaleLowerCase();
    if (this.players.some((p) => p.id !== self && p.name.toLocaleLowerCase() === lower)) refuse('NAME_TAKEN', 'that name is taken');
    return name;
  }

  private profile(c: ConnState, msg: Extract<ClientMessage, { t: 'profile' }>): void {
    const player = this.playerOf(c);
    if (!player) refuse('NOT_JOINED', 'join first');
    if (msg.name !== undefined) {
      if (this.phase !== 'lobby' && this.seatOf(player.id) !== null) refuse('GAME_RUNNING', 'names change in the lobby only');
      player.name = this.checkName(msg.name, player.id);
    }
    if (msg.avatar !== undefined) player.avatar = msg.avatar;
    if (msg.lang !== undefined) player.lang = msg.lang;
    this.save();
    this.broadcast();
  }

  private choose(c: ConnState, msg: Extract<ClientMessage, { t: 'choose' }>): void {
    const player = this.playerOf(c);
    if (!player) refuse('NOT_JOINED', 'join first');
    if (this.phase !== 'game' || !this.game) refuse('NO_GAME', 'no game is running');
    // The seat comes from the token's player, never from the message.
    const seat = this.seatOf(player.id);
    if (seat === null) refuse('NOT_IN_GAME', 'you are watching this game');
    if (this.paused) refuse('PAUSED', 'the game is paused');
    if (msg.step !== this.game.state.step.id) refuse('STALE_STEP', 'that step is over');
    this.act({ type: 'choose', seat, prompt: msg.prompt, choice: msg.choice });
  }

  // -------------------------------------------------------------------------------------------
  // Host controls (VIP phone or the TV with the host secret)
  // -------------------------------------------------------------------------------------------

  private hostCommand(c: ConnState, cmd: HostCommand): void {
    const isVip = c.device === 'phone' && c.playerId !== null && c.playerId === this.vip;
    if (!c.host && !isVip) refuse('NOT_VIP', 'only the host or the VIP may do that');
    switch (cmd.cmd) {
      case 'settings': {
        if (this.phase !== 'lobby') refuse('GAME_RUNNING', 'settings change in the lobby only');
        const { autoDeck, ...settings } = cmd.settings;
        this.settings = structuredClone(settings) as RoomSettings;
        this.deckAuto = autoDeck ?? sameDeck(settings.deck, presetDeck(this.players.length));
        if (this.deckAuto) this.followDeck();
        break;
      }
      case 'start':
        this.start();
        return;
      case 'pause':
        if (this.phase !== 'game') refuse('NO_GAME', 'no game is running');
        this.paused = true;
        this.clock?.pause();
        break;
      case 'resume':
        if (this.phase !== 'game') refuse('NO_GAME', 'no game is running');
        this.paused = false;
        this.clock?.resume();
        break;
      case 'extend':
        if (this.phase !== 'game') refuse('NO_GAME', 'no game is running');
        if (!this.clock) refuse('NO_TIMER', 'this step has no timer');
        this.clock.extend(cmd.seconds * 1000);
        break;
      case 'skip':
        if (this.phase !== 'game' || !this.game) refuse('NO_GAME', 'no game is running');
        this.act({ type: 'timeout', step: this.game.state.step.id });
        return;
      case 'undo':
        this.undo();
        return;
      case 'mark':
        if (this.phase !== 'game') refuse('NO_GAME', 'no game is running');
        this.act({ type: 'mark', mark: cmd.mark, seats: cmd.seats });
        return;
      case 'end':
        if (this.phase === 'lobby') refuse('NO_GAME', 'no game is running');
        if (this.phase === 'game') this.finishGame(true);
        this.toLobby();
        return;
      case 'newGame':
        if (this.phase === 'game') refuse('GAME_RUNNING', 'end the game first');
        this.toLobby();
        return;
      case 'kick':
        this.kick(cmd.playerId);
        return;
      case 'reorder': {
        if (this.phase !== 'lobby') refuse('GAME_RUNNING', 'seats change in the lobby only');
        const ids = this.players.map((p) => p.id);
        if (cmd.order.length !== ids.length || new Set(cmd.order).size !== ids.length || !cmd.order.every((id) => ids.includes(id))) {
          refuse('BAD_ORDER', 'the order must list every player once');
        }
        this.players = cmd.order.map((id) => this.players.find((p) => p.id === id)!);
        break;
      }
      case 'lock':
        this.locked = cmd.locked;
        break;
      case 'handover': {
        const player = this.players.find((p) => p.id === cmd.playerId);
        if (!player) refuse('NO_SUCH_PLAYER', 'no such player');
        for (const [code, entry] of this.handovers) if (entry.playerId === player.id || entry.expires < Date.now()) this.handovers.delete(code);
        let code = '';
        do {
          code = Array.from({ length: 6 }, () => HANDOVER_ALPHABET[randomInt(HANDOVER_ALPHABET.length)]).join('');
        } while (this.handovers.has(code));
        this.handovers.set(code, { playerId: player.id, expires: Date.now() + HANDOVER_TTL_MS });
        this.sendTo(c, { t: 'handover', playerId: player.id, code });
        return;
      }
      case 'selectAddress':
        if (!this.opts.selectAddress(cmd.address)) refuse('BAD_ADDRESS', 'not one of this computer\'s addresses');
        break;
    }
    this.save();
    this.broadcast();
  }

  private start(): void {
    if (this.phase === 'game') refuse('GAME_RUNNING', 'a game is already running');
    if (this.phase === 'ended') refuse('GAME_RUNNING', 'back to the lobby first (newGame)');
    const setup: GameSetup = {
      players: this.players.map((p) => p.name),
      deck: this.settings.deck.slice(),
      preset: this.settings.preset,
      variants: { ...this.settings.variants },
      seed: this.opts.seed ? this.opts.seed() >>> 0 : randomBytes(4).readUInt32LE(0),
      ...(this.settings.startingEvents?.length ? { startingEvents: this.settings.startingEvents.slice() } : {}),
      ...(this.opts.eventDeck ? { eventDeck: this.opts.eventDeck.slice() } : {}),
    };
    const problem = checkSetup(setup);
    if (problem) refuse('BAD_SETUP', problem.code);
    let created: ReturnType<typeof createGame>;
    try {
      created = createGame(setup);
    } catch (error) {
      refuse('BAD_SETUP', error instanceof Error ? error.message : String(error));
    }
    const header: LogHeader = {
      kind: 'nightfall.game', version: 1, setup, seats: this.players.map((p) => p.id), startedAt: new Date().toISOString(),
    };
    try {
      this.log.write(header, []);
    } catch (error) {
      refuse('STORAGE', `could not write the game log: ${String(error)}`);
    }
    this.game = { header, setup, actions: [], state: created.state, events: created.events.slice(), archive: null };
    this.phase = 'game';
    this.paused = false;
    this.restoredGame = false;
    this.handovers.clear();
    this.save();
    this.syncClock();
    this.broadcast(true);
  }

  private undo(): void {
    const game = this.game;
    if (!game || this.phase === 'lobby') refuse('NO_GAME', 'no game to undo');
    if (game.actions.length === 0) refuse('NOTHING_TO_UNDO', 'nothing to undo');
    const r = undo(game.setup, game.actions);
    try {
      this.log.write(game.header, r.actions);
    } catch (error) {
      refuse('STORAGE', `could not rewrite the game log: ${String(error)}`);
    }
    const archive = game.archive;
    game.archive = null;
    game.actions = r.actions;
    game.state = r.state;
    game.events = r.events;
    this.phase = r.state.phase === 'over' ? 'ended' : 'game';
    if (this.phase === 'ended') this.finishGame(false);
    this.save();
    // Undoing the winning action reopens the game: its archive goes (after room.json forgot it).
    if (archive) removeArchive(this.opts.dataDir, archive);
    this.syncClock();
    this.broadcast(true);
  }

  private kick(playerId: string): void {
    const index = this.players.findIndex((p) => p.id === playerId);
    if (index < 0) refuse('NO_SUCH_PLAYER', 'no such player');
    const player = this.players[index];
    const seated = this.phase !== 'lobby' && this.seatOf(playerId) !== null;
    if (seated) {
      // The seat stays in the game (its timers run out; the host may hand it over).
      player.token = null;
      player.kicked = true;
    } else {
      this.players.splice(index, 1);
    }
    for (const [code, entry] of this.handovers) if (entry.playerId === playerId) this.handovers.delete(code);
    for (const other of this.conns.values()) {
      if (other.playerId === playerId) {
        this.sendTo(other, { t: 'kicked' });
        other.playerId = null;
        this.closeConn(other, CLOSE_CODES.KICKED, 'kicked');
      }
    }
    if (this.vip === playerId) this.passVip(index);
    if (this.phase === 'lobby' && this.deckAuto) this.followDeck();
    this.save();
    this.broadcast();
  }

  /** The VIP goes to the next connected player (clockwise from the old VIP), else the next one. */
  private passVip(from: number): void {
    const n = this.players.length;
    const order = Array.from({ length: n }, (_, i) => this.players[(from + i) % n]).filter((p) => !p.kicked && p.token !== null);
    const connected = new Set([...this.conns.values()].map((c) => c.playerId));
    this.vip = (order.find((p) => connected.has(p.id)) ?? order[0])?.id ?? null;
  }

  private vipPlayer(): PlayerRecord | null {
    return this.players.find((p) => p.id === this.vip && !p.kicked) ?? null;
  }

  private toLobby(): void {
    this.game = null;
    this.phase = 'lobby';
    this.paused = false;
    this.restoredGame = false;
    this.players = this.players.filter((p) => !p.kicked);
    if (!this.vipPlayer()) this.passVip(0);
    if (this.deckAuto) this.followDeck();
    this.syncClock();
    this.save();
    this.broadcast(true);
  }

  private followDeck(): void {
    this.settings = { ...this.settings, deck: presetDeck(Math.max(this.players.length, 1)) };
  }

  // -------------------------------------------------------------------------------------------
  // The one way the game moves: engine, then the log on disk, then the devices.
  // -------------------------------------------------------------------------------------------

  private act(action: Action): void {
    const game = this.game;
    if (!game || this.phase !== 'game') refuse('NO_GAME', 'no game is running');
    const result = apply(game.state, action);
    if (!result.ok) refuse(result.rejection.code, result.rejection.message);
    try {
      this.log.append(action);
    } catch (error) {
      this.opts.log(`could not append to the game log: ${String(error)}`);
      refuse('STORAGE', 'the host could not save that action; try again');
    }
    const before = game.state;
    game.actions.push(action);
    game.state = result.state;
    for (const e of result.events) game.events.push(e);
    if (game.state.phase === 'over') this.finishGame(false);
    this.syncClock();
    // What a device may see widens when its player becomes a ghost, or for everyone at the end:
    // those devices get their whole visible history again, not just the new events.
    if (game.state.phase === 'over') {
      this.broadcast(true);
      return;
    }
    for (const c of this.conns.values()) {
      const seat = c.playerId ? this.seatOf(c.playerId) : null;
      if (seat !== null && !isGhost(before, seat) && isGhost(game.state, seat)) c.cursor = -1;
    }
    this.broadcast();
  }

  /**
   * Moves a finished (or abandoned) game from the log to games/. Crash-safe order: the archive,
   * then room.json naming it, then the log goes (a restart in between finds both and keeps one).
   */
  private finishGame(aborted: boolean): void {
    const game = this.game;
    if (!game) return;
    this.clock?.stop();
    this.clock = null;
    this.phase = aborted ? 'lobby' : 'ended';
    this.paused = false;
    try {
      game.archive ??= archiveGame(this.opts.dataDir, {
        kind: 'nightfall.finishedGame', version: 1, setup: game.setup, seats: game.header.seats, actions: game.actions,
        outcome: game.state.outcome, aborted, startedAt: game.header.startedAt, endedAt: new Date().toISOString(),
      });
      this.save();
      this.log.remove();
    } catch (error) {
      this.opts.log(`could not archive the game: ${String(error)}`);
    }
  }

  private syncClock(): void {
    const state = this.game?.state;
    if (!state || this.phase !== 'game') {
      this.clock?.stop();
      this.clock = null;
      return;
    }
    if (this.clock && this.clock.stepId === state.step.id) return;
    this.clock?.stop();
    this.clock = null;
    const plan = planStep(state.step.timing, state.step.fake, this.settings.timings, this.random, this.opts.timeScale ?? 1);
    if (!plan) return;
    this.clock = new StepClock(state.step.id, plan, (stepId) => this.onClock(stepId), !!this.opts.manualClock, this.paused);
  }

  private onClock(stepId: number): void {
    if (this.closed || this.paused || !this.game || this.game.state.step.id !== stepId) return;
    try {
      this.act({ type: 'timeout', step: stepId });
    } catch (error) {
      this.opts.log(`timeout of step ${stepId} refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Views: every message is built from viewFor/eventsFor for that device's own viewer.
  // -------------------------------------------------------------------------------------------

  private playerOf(c: ConnState): PlayerRecord | null {
    return c.playerId ? this.players.find((p) => p.id === c.playerId) ?? null : null;
  }

  private seatOf(playerId: string): number | null {
    if (!this.game || this.phase === 'lobby') return null;
    const i = this.game.header.seats.indexOf(playerId);
    return i < 0 ? null : i + 1;
  }

  private viewerOf(c: ConnState): Viewer {
    if (c.device === 'phone' && c.playerId) {
      const seat = this.seatOf(c.playerId);
      if (seat !== null) return { kind: 'seat', seat };
    }
    return { kind: 'table' };
  }

  private you(c: ConnState): YouView {
    if (c.device === 'tv') return { device: 'tv', host: c.host };
    const player = this.playerOf(c);
    const inGame = this.phase !== 'lobby' && this.game !== null;
    const seat = player ? (inGame ? this.seatOf(player.id) : this.players.indexOf(player) + 1) : null;
    return {
      device: 'phone',
      playerId: player?.id ?? null,
      token: player?.token ?? null,
      seat,
      vip: !!player && player.id === this.vip,
      spectator: inGame && seat === null,
    };
  }

  private summaries(): PlayerSummary[] {
    const connected = new Set<string>();
    for (const c of this.conns.values()) if (c.playerId) connected.add(c.playerId);
    const summary = (p: PlayerRecord, seat: number): PlayerSummary => ({
      id: p.id, name: p.name, avatar: p.avatar, seat, connected: connected.has(p.id), vip: p.id === this.vip,
    });
    if (this.game && this.phase !== 'lobby') {
      return this.game.header.seats.map((id, i) => {
        const p = this.players.find((q) => q.id === id) ?? { id, name: this.game!.setup.players[i], avatar: 'moon' as Avatar, lang: 'zh-CN' as Lang, token: null };
        return summary(p, i + 1);
      });
    }
    return this.players.map((p, i) => summary(p, i + 1));
  }

  private roomView(forHost: boolean): RoomView {
    const players = this.summaries();
    const seated = new Set(players.map((p) => p.id));
    let spectators = 0;
    for (const c of this.conns.values()) if (c.device === 'phone' && (!c.playerId || !seated.has(c.playerId))) spectators++;
    const view: RoomView = {
      phase: this.phase,
      players,
      spectators,
      locked: this.locked,
      settings: { ...this.settings, autoDeck: this.deckAuto } as RoomSettings,
      setupProblem: this.phase === 'lobby' ? this.setupProblem() : null,
      joinUrl: this.opts.joinUrl(),
      paused: this.paused,
    };
    if (this.restoredGame && this.phase === 'game') view.restored = true;
    if (forHost) view.addresses = this.opts.addresses();
    return view;
  }

  private setupProblem(): RoomView['setupProblem'] {
    return checkSetup({
      players: this.players.map((p) => p.name), deck: this.settings.deck, preset: this.settings.preset,
      variants: this.settings.variants, seed: 0, startingEvents: this.settings.startingEvents,
      ...(this.opts.eventDeck ? { eventDeck: this.opts.eventDeck } : {}),
    });
  }

  private timerView(): TimerView | null {
    return this.clock ? this.clock.view() : null;
  }

  private newBroadcastCache(): BroadcastCache {
    return { room: new Map(), game: new Map(), events: new Map(), frames: new Map(), timer: undefined, now: Date.now() };
  }

  /**
   * Comings and goings only change the room's connected flags: they are sent together a moment
   * later, so a device reconnecting in a loop cannot make the host rebuild every view each time.
   */
  private scheduleBroadcast(): void {
    if (this.deferred || this.closed) return;
    this.deferred = setTimeout(() => {
      this.deferred = null;
      this.broadcast();
    }, BROADCAST_COALESCE_MS);
  }

  /** Sends every device its own fresh picture; `fresh` resends the whole visible history. */
  private broadcast(fresh = false): void {
    if (this.deferred) {
      clearTimeout(this.deferred);
      this.deferred = null;
    }
    const cache = this.newBroadcastCache();
    for (const c of this.conns.values()) {
      if (c.device === null || c.closed) continue;
      if (fresh) c.cursor = -1;
      this.sendState(c, cache);
    }
  }

  private sendState(c: ConnState, cache: BroadcastCache): void {
    const forHost = c.device === 'tv' && c.host;
    let room = cache.room.get(forHost);
    if (room === undefined) {
      room = JSON.stringify(this.roomView(forHost));
      cache.room.set(forHost, room);
    }
    if (cache.timer === undefined) cache.timer = JSON.stringify(this.timerView());
    let game = 'null';
    let events = '[]';
    let key = 'lobby';
    const fresh = c.cursor < 0;
    const g = this.game && this.phase !== 'lobby' ? this.game : null;
    if (g) {
      const viewer = this.viewerOf(c);
      const viewerKey = viewer.kind === 'seat' ? `s${viewer.seat}` : 't';
      let gameJson = cache.game.get(viewerKey);
      if (gameJson === undefined) {
        gameJson = JSON.stringify(viewFor(g.state, viewer));
        cache.game.set(viewerKey, gameJson);
      }
      game = gameJson;
      const from = fresh ? 0 : Math.min(c.cursor, g.events.length);
      key = `${viewerKey}:${from}`;
      let eventsJson = cache.events.get(key);
      if (eventsJson === undefined) {
        eventsJson = from === g.events.length ? '[]' : JSON.stringify(eventsFor(g.state, g.events.slice(from), viewer));
        cache.events.set(key, eventsJson);
      }
      events = eventsJson;
      c.cursor = g.events.length;
    } else {
      c.cursor = 0;
    }
    const you = JSON.stringify(this.you(c));
    // Devices that get exactly the same bytes (the spectators, the public TVs) share one buffer.
    const frameKey = `${you}|${forHost}|${key}|${fresh}`;
    let frame = cache.frames.get(frameKey);
    if (frame === undefined) {
      frame = Buffer.from(
        `{"t":"state","you":${you},"room":${room},"game":${game},"timer":${cache.timer},` +
        `"events":${events},"fresh":${fresh},"serverNow":${cache.now}}`,
      );
      cache.frames.set(frameKey, frame);
    }
    c.conn.send(frame);
  }

  private sendTo(c: ConnState, msg: ServerMessage): void {
    if (c.closed) return;
    c.conn.send(JSON.stringify(msg));
  }

  private closeConn(c: ConnState, code: number, reason: string): void {
    if (c.closed) return;
    c.closed = true;
    c.conn.close(code, reason);
  }

  private save(): void {
    const file: RoomFile = {
      kind: 'nightfall.room', version: 1, players: this.players, vip: this.vip, settings: this.settings,
      deckAuto: this.deckAuto, locked: this.locked, paused: this.paused,
      lastGame: this.phase === 'ended' ? this.game?.archive ?? null : null,
    };
    try {
      writeFileAtomic(this.roomFile, JSON.stringify(file, null, 1));
    } catch (error) {
      this.opts.log(`could not save ${ROOM_FILE}: ${String(error)}`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // For the launcher (RunningHost) and tests.
  // -------------------------------------------------------------------------------------------

  hasGameInProgress(): boolean {
    return this.phase === 'game';
  }

  connectedPhoneCount(): number {
    let n = 0;
    for (const c of this.conns.values()) if (c.device === 'phone') n++;
    return n;
  }

  /** Tells every device the room changed outside a message (the LAN address list). */
  refresh(): void {
    this.broadcast();
  }

  /** Test/diagnostic snapshot; never sent to a device. */
  debug(): { phase: RoomView['phase']; seq: number | null; stepId: number | null; fake: boolean | null; msUntilEnd: number | null; players: number; conns: number } {
    return {
      phase: this.phase,
      seq: this.game?.state.seq ?? null,
      stepId: this.game?.state.step.id ?? null,
      fake: this.game?.state.step.fake ?? null,
      msUntilEnd: this.clock ? this.clock.msUntilEnd() : null,
      players: this.players.length,
      conns: this.conns.size,
    };
  }

  close(): void {
    this.closed = true;
    if (this.deferred) clearTimeout(this.deferred);
    this.deferred = null;
    this.clock?.stop();
    this.clock = null;
    this.log.close();
  }
}

interface BroadcastCache {
  room: Map<boolean, string>;
  game: Map<string, string>;
  events: Map<string, string>;
  frames: Map<string, Buffer>;
  timer: string | undefined;
  now: number;
}
