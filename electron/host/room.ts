/**
 * The room, as a conductor: it receives each socket's messages and hands them to the module
 * whose job they are, then runs the same three steps after every change — save (persistence),
 * broadcast (each device its own frame), acknowledge. Transport-free (electron/host/index.ts
 * plugs in the sockets). The engine decides every game rule; the modules below decide who may
 * speak (sessions, host commands), the lobby, the clock and log (game runner), and who sees what
 * (broadcaster). See docs/design.md, "Map of the host".
 */
import {
  DECOY_PROMPT,
  MAX_MESSAGE_BYTES, parseClientMessage, PROTOCOL_VERSION,
  type ClientMessage, type RoomView,
} from '../../protocol/protocol.js';
import { Broadcaster } from './broadcaster.js';
import { ClientErrorLog } from './clientErrors.js';
import { GameRunner } from './game-runner.js';
import { HostCommands } from './host-commands.js';
import { nodeFileSystem, type FileSystem } from './fileSystem.js';
import { DEFAULT_ADDRESS_RATE_LIMIT, DEFAULT_RATE_LIMIT, isThisMachine, SharedBuckets, type RateLimit } from './limits.js';
import { Lobby } from './lobby.js';
import { Refusal, refuse, RoomModel, type Change, type RunningGame } from './model.js';
import { isRoomFile, ROOM_FILE, type RoomFile } from './persistence.js';
import { Sessions, type Conn, type ConnState } from './sessions.js';
import { HostStorage } from './storage.js';

export type { Conn } from './sessions.js';
export type { PlayerRecord } from './model.js';
export { cleanName } from './lobby.js';

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
  /** Sockets without a seat share one bucket per address (default DEFAULT_ADDRESS_RATE_LIMIT). */
  addressRateLimit?: RateLimit;
  /** The disk (tests inject faults); default the real one. */
  fileSystem?: FileSystem;
  /** How often saving is retried while it fails. */
  storageRetryMs?: number;
  /**
   * New Moon, tests only: every game draws these event cards in this order instead of the seeded
   * shuffle (engine `GameSetup.eventDeck`); the lobby shows the engine's refusal when it cannot.
   */
  eventDeck?: string[];
  /** The ready moment before the first night (engine `GameSetup.readyCheck`). Default on. */
  readyCheck?: boolean;
}

/** Profile changes arriving within this window share one save and one broadcast. */
const PROFILE_SAVE_MS = 250;
/** Under a stream of profile changes (a flood), at most one such save (an fsync) per second. */
const PROFILE_SAVE_GAP_MS = 1000;

export class Room {
  private readonly model = new RoomModel();
  private readonly sessions: Sessions;
  private readonly lobby: Lobby;
  private readonly runner: GameRunner;
  private readonly commands: HostCommands;
  private readonly broadcaster: Broadcaster;
  /** Pages' failure reports, for the log only. */
  private readonly clientErrors = new ClientErrorLog((line) => this.opts.log(line));
  private readonly storage: HostStorage;
  /** Per player (kept across reconnects) and per address (sockets without a seat). */
  private readonly playerBuckets: SharedBuckets;
  private readonly addressBuckets: SharedBuckets;
  /** room.json as last written: what a change that could not be saved falls back to. */
  private lastSaved: RoomFile;
  /** Whether the last broadcast found every written log line on disk (set by `afterTv`). */
  private logSaved = true;
  /** Profile changes waiting for their (shared) save. */
  private profileTimer: ReturnType<typeof setTimeout> | null = null;
  private lastProfileFlush = -Infinity;
  private closed = false;

  constructor(private readonly opts: RoomOptions) {
    this.storage = new HostStorage(opts.dataDir, opts.fileSystem ?? nodeFileSystem, opts.log, opts.storageRetryMs);
    // A moment later, never in the middle of a change (which is undone first when not saved).
    this.storage.onChange = () => {
      if (!this.closed) this.broadcaster.scheduleBroadcast();
    };
    const rateLimit = opts.rateLimit ?? DEFAULT_RATE_LIMIT;
    this.playerBuckets = new SharedBuckets(rateLimit);
    this.addressBuckets = new SharedBuckets(opts.addressRateLimit ?? (opts.rateLimit ? rateLimit : DEFAULT_ADDRESS_RATE_LIMIT));
    this.sessions = new Sessions(this.model, { hostSecret: opts.hostSecret, rateLimit });
    this.lobby = new Lobby(this.model, { eventDeck: opts.eventDeck, readyCheck: opts.readyCheck ?? true });
    this.runner = new GameRunner(this.model, this.storage, {
      log: opts.log, seed: opts.seed, random: opts.random ?? Math.random,
      timeScale: opts.timeScale ?? 1, manualClock: !!opts.manualClock,
      saveRoom: (strict) => (strict ? this.save() : this.saveLater()),
      onTimer: (stepId) => this.send(this.runner.timeout(stepId)),
      onRelease: (change) => this.send(change),
    });
    this.commands = new HostCommands(this.model, this.sessions, this.lobby, this.runner, {
      save: () => this.save(), saveLater: () => this.saveLater(), selectAddress: opts.selectAddress,
    });
    this.broadcaster = new Broadcaster(this.model, this.sessions, {
      joinUrl: opts.joinUrl, addresses: opts.addresses, timer: () => this.runner.timer(), setupProblem: () => this.lobby.setupProblem(),
      storageProblem: () => this.storage.problem, recovery: () => this.storage.notice,
      afterTv: () => { this.logSaved = this.flushLog(); },
      beforeFrames: () => this.saveProfilesNow(),
    });
    this.lastSaved = structuredClone(this.model.toFile());
  }

  /** True when the game in progress came back from the write-ahead log at start. */
  get restoredGame(): boolean {
    return this.model.restoredGame;
  }

  /** Start-up: room.json, then the write-ahead log (the game in progress), or the last game. */
  restore(): void {
    this.runner.restore(this.storage.loadRoom<RoomFile>(isRoomFile));
    this.saveLater();
    // Whatever could not be written yet is what a refused change falls back to.
    this.lastSaved = structuredClone(this.model.toFile());
  }

  // -------------------------------------------------------------------------------------------
  // Connections
  // -------------------------------------------------------------------------------------------

  connect(conn: Conn): void {
    this.sessions.connect(conn);
  }

  disconnect(conn: Conn): void {
    const c = this.sessions.disconnect(conn);
    if (c?.device === 'phone') this.broadcaster.scheduleBroadcast();
  }

  saidHello(conn: Conn): boolean {
    return (this.sessions.get(conn)?.device ?? null) !== null;
  }

  /** A socket with a seat or the host secret: the connection caps never push it out. */
  known(conn: Conn): boolean {
    const c = this.sessions.get(conn);
    return c !== undefined && (c.host || c.playerId !== null);
  }

  /** Everything a socket sends comes in here. Never throws. */
  receive(conn: Conn, data: string | Buffer, isBinary: boolean): void {
    const c = this.sessions.get(conn);
    if (!c || this.closed) return;
    let req: number | undefined;
    try {
      const verdict = this.takeToken(c);
      if (verdict.verdict === 'close') {
        this.sessions.sendTo(c, { t: 'error', code: 'RATE_LIMITED', message: 'too many messages; closing' });
        this.sessions.close(c, 1008, 'rate limit');
        return;
      }
      if (verdict.verdict === 'drop') {
        if (verdict.warn) this.sessions.sendTo(c, { t: 'error', code: 'RATE_LIMITED', message: 'too many messages; slow down' });
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
        this.sessions.sendTo(c, { t: 'error', code: error.code, message: error.message, ...(req !== undefined ? { req } : {}) });
      } else {
        this.opts.log(`internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
        this.sessions.sendTo(c, { t: 'error', code: 'INTERNAL', message: 'the host could not handle that', ...(req !== undefined ? { req } : {}) });
      }
    }
  }

  /** Each branch: the module changes the state (and saves it), then the devices hear, then the ack. */
  private dispatch(c: ConnState, msg: ClientMessage): void {
    if (msg.t === 'ping') {
      this.sessions.sendTo(c, { t: 'pong', n: msg.n, serverNow: Date.now() });
      return;
    }
    if (msg.t === 'hello') {
      this.hello(c, msg);
      return;
    }
    if (c.device === null) refuse('NOT_HELLO', 'say hello first');
    switch (msg.t) {
      case 'join': {
        if (c.device !== 'phone') refuse('NOT_PHONE', 'only phones join');
        if (c.playerId) refuse('ALREADY_JOINED', 'this device already has a seat');
        // The seat exists once it is on disk: a join that could not be saved is refused.
        const player = this.atomically(() => {
          const p = this.lobby.join(msg);
          this.save();
          return p;
        });
        this.sessions.bind(c, player);
        this.send({});
        return;
      }
      case 'profile': {
        const player = this.model.player(c.playerId);
        if (!player) refuse('NOT_JOINED', 'join first');
        this.lobby.profile(player, msg);
        // Saved (one fsync) and sent together a moment later: a flood of avatar changes costs
        // one write and one broadcast per second at most, not two fsyncs and a broadcast each.
        this.scheduleProfileSave();
        return;
      }
      case 'choose': {
        if (!this.model.player(c.playerId)) refuse('NOT_JOINED', 'join first');
        if (msg.prompt === DECOY_PROMPT) {
          // A sleeper's tap: answered like a choice (every device gets a frame, the sender an
          // ack), and nothing changes — the air does not tell who acts (threat model).
          this.runner.decoy(c.playerId!, msg);
          this.send({});
          if (msg.req !== undefined) this.sessions.sendTo(c, { t: 'ack', req: msg.req });
          return;
        }
        // The write-ahead log holds the action before any phone hears of it (the TV may see it
        // while its fsync runs), and the ack waits for the fsync.
        this.sendSaved(this.runner.choose(c.playerId!, msg));
        if (msg.req !== undefined) this.sessions.sendTo(c, { t: 'ack', req: msg.req });
        return;
      }
      case 'full':
        // A gap in this device's patches: its whole view again (rate-limited by the broadcaster).
        this.flushLog();
        this.broadcaster.requestFull(c);
        return;
      case 'host':
        this.sendSaved(this.atomically(() => this.commands.run(c, msg.command)));
        if (msg.req !== undefined) this.sessions.sendTo(c, { t: 'ack', req: msg.req });
        return;
      case 'clientError': {
        // A page's failure, for whoever runs the party: logged (rate-limited), nothing else.
        const seat = c.playerId ? this.model.seatOf(c.playerId) : null;
        const from = c.device === 'tv' ? 'the TV' : seat ? `phone seat ${seat}` : c.playerId ? 'a phone in the lobby' : 'a phone without a seat';
        this.clientErrors.take(c, from, msg);
        return;
      }
    }
  }

  private hello(c: ConnState, msg: Extract<ClientMessage, { t: 'hello' }>): void {
    if (c.device !== null) refuse('ALREADY_HELLO', 'hello was already said on this socket');
    const result = this.sessions.hello(c, msg, () => this.save());
    if (!result) return;
    if (result.changed) this.saveLater();
    this.sessions.sendTo(c, { t: 'welcome', v: PROTOCOL_VERSION, you: this.broadcaster.you(c), serverNow: Date.now() });
    for (const e of result.errors) this.sessions.sendTo(c, { t: 'error', ...e });
    // A log line still waiting for its fsync is made durable before a phone's first view shows it.
    this.flushLog();
    this.broadcaster.sendFirst(c);
    // A phone changes what everyone sees (connected flags, the spectator count); a TV does not.
    if (c.device === 'phone') this.broadcaster.scheduleBroadcast();
  }

  /**
   * Broadcasts a change whose log line is written (null = nothing to send); the broadcast makes it
   * durable after the TV's frame (`afterTv`). Returns false when it could not be made durable.
   */
  private send(change: Change | null): boolean {
    if (change) this.broadcaster.broadcast(change);
    else this.logSaved = this.flushLog();
    return this.logSaved;
  }

  /**
   * `send` for a message that gets an ack: when the fsync and the rewrite of the whole log both
   * failed, the sender gets UNSAVED instead. The change stands (the TV has shown it, and the
   * phones' frames of this broadcast hold it) and the storage writes the log until the disk takes it.
   */
  private sendSaved(change: Change | null): void {
    if (!this.send(change)) refuse('UNSAVED', 'the host took that but could not save it yet; it stands, and saving is retried');
  }

  /** True when every written log line is on disk (a no-op when none waits for its fsync). */
  private flushLog(): boolean {
    if (this.closed) return true;
    try {
      this.storage.flushLog();
      return true;
    } catch (error) {
      this.opts.log(`could not save the game log: ${String(error)}`);
      return false;
    }
  }

  /**
   * The bucket a message is charged to: the host's TV its own; a player's (kept across its
   * reconnects); a socket without a seat both its own and its address's (shared by all of them).
   */
  private takeToken(c: ConnState): ReturnType<ConnState['bucket']['take']> {
    if (c.host) return c.bucket.take();
    if (c.playerId) return this.playerBuckets.take(c.playerId);
    const own = c.bucket.take();
    const address = c.conn.address ?? 'unknown';
    return own.verdict === 'ok' && !isThisMachine(address) ? this.addressBuckets.take(address) : own;
  }

  /**
   * Runs a change that must be saved before anyone hears of it. When saving fails (a STORAGE
   * refusal), the room goes back to what was last saved, so the state stays as it was.
   */
  private atomically<T>(fn: () => T): T {
    const m = this.model;
    const before: { phase: RoomView['phase']; game: RunningGame | null; restoredGame: boolean } = {
      phase: m.phase, game: m.game, restoredGame: m.restoredGame,
    };
    try {
      return fn();
    } catch (error) {
      if (error instanceof Refusal && error.code === 'STORAGE') {
        m.load(structuredClone(this.lastSaved));
        m.phase = before.phase;
        m.game = before.game;
        m.restoredGame = before.restoredGame;
        this.runner.syncClock();
      }
      throw error;
    }
  }

  /** Writes room.json now; refuses with STORAGE when it is not on disk. */
  private save(opts: { durable?: boolean } = {}): void {
    const file = this.model.toFile();
    try {
      this.storage.saveRoom(JSON.stringify(file, null, 1), opts);
    } catch (error) {
      this.opts.log(`could not save ${ROOM_FILE}: ${String(error)}`);
      refuse('STORAGE', 'the host could not save that; nothing changed');
    }
    this.saved(file);
  }

  /** Writes room.json when it can; otherwise the storage retries until it works. */
  private saveLater(): void {
    const file = this.model.toFile();
    if (this.storage.saveRoomLater(JSON.stringify(file, null, 1))) this.saved(file);
  }

  private saved(file: RoomFile): void {
    this.lastSaved = structuredClone(file);
    if (this.profileTimer) {
      clearTimeout(this.profileTimer);
      this.profileTimer = null;
    }
  }

  private scheduleProfileSave(): void {
    if (this.profileTimer || this.closed) return;
    const delay = Math.max(PROFILE_SAVE_MS, this.lastProfileFlush + PROFILE_SAVE_GAP_MS - performance.now());
    this.profileTimer = setTimeout(() => this.flushProfiles(), delay);
  }

  /** The pending profile changes: saved without the folder fsync, or undone when the disk refuses. */
  private flushProfiles(): void {
    this.saveProfilesNow();
    this.broadcaster.broadcast();
  }

  /**
   * Saves the profile changes still waiting for their shared save (none: nothing to do). Also
   * before any frame goes out: the frame would show them, and a crash before the save would lose
   * what the TV showed.
   */
  private saveProfilesNow(): void {
    if (!this.profileTimer || this.closed) return;
    clearTimeout(this.profileTimer);
    this.profileTimer = null;
    this.lastProfileFlush = performance.now();
    try {
      this.save({ durable: false });
    } catch {
      this.model.load(structuredClone(this.lastSaved));
    }
  }

  // -------------------------------------------------------------------------------------------
  // For the launcher (RunningHost) and tests.
  // -------------------------------------------------------------------------------------------

  hasGameInProgress(): boolean {
    return this.model.phase === 'game';
  }

  connectedPhoneCount(): number {
    return this.sessions.phoneCount();
  }

  /** Tells every device the room changed outside a message (the LAN address list). */
  refresh(): void {
    this.broadcaster.broadcast();
  }

  /** Test/diagnostic snapshot; never sent to a device. */
  debug(): { phase: RoomView['phase']; seq: number | null; stepId: number | null; fake: boolean | null; msUntilEnd: number | null; players: number; conns: number } {
    const game = this.model.game;
    return {
      phase: this.model.phase,
      seq: game?.state.seq ?? null,
      stepId: game?.state.step.id ?? null,
      fake: game?.state.step.fake ?? null,
      msUntilEnd: this.runner.msUntilEnd(),
      players: this.model.players.length,
      conns: this.sessions.size,
    };
  }

  close(): void {
    if (this.profileTimer) {
      clearTimeout(this.profileTimer);
      this.profileTimer = null;
      this.saveLater();
    }
    this.closed = true;
    this.storage.close();
    this.broadcaster.close();
    this.runner.close();
  }
}
