/**
 * The game runner: the one way a game moves. Each action goes to the engine, then to the
 * write-ahead log (written; the room fsyncs it once the TV has its frame), and only then into the
 * model; the caller broadcasts the returned Change afterwards. Also owns the step clock, undo, the
 * end of a game (archive) and bringing the game in progress back after a restart. What the table
 * may not see yet is held (holds.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  apply, createGame, isGhost, undo,
  type Action, type GameSetup,
} from '../../engine/index.js';
import type { ClientMessage, HostCommand, TimerView } from '../../protocol/protocol.js';
import { planStep, StepClock } from './clock.js';
import { NightPacing } from './pacing.js';
import { Holds } from './holds.js';
import { Refusal, refuse, type Change, type RoomModel, type RunningGame } from './model.js';
import type { LogHeader, RoomFile } from './persistence.js';
import { restoreRoom } from './restore.js';
import type { HostStorage } from './storage.js';

export interface RunnerOptions {
  log: (line: string) => void;
  /** Seed of the next game; default crypto random. */
  seed?: () => number;
  /** Random floats for fake-step pacing. */
  random: () => number;
  timeScale: number;
  /** Timers are shown but never fire. */
  manualClock: boolean;
  /**
   * Writes room.json; called where a disk sequence needs it (archive, then room.json, then the
   * log goes). `strict`: throws a STORAGE refusal when it is not saved; otherwise it is retried.
   */
  saveRoom: (strict: boolean) => void;
  /** A step's time ran out: the caller runs `timeout` and broadcasts what it returns. */
  onTimer: (stepId: number) => void;
  /** A reveal hold ended (the TV has shown the outcome): the caller broadcasts the change. */
  onRelease?: (change: Change) => void;
}

/** A step whose timeout could not be saved tries again this often. */
const TIMEOUT_RETRY_MS = 1000;

type Mark = Extract<HostCommand, { cmd: 'mark' }>;

export class GameRunner {
  private clock: StepClock | null = null;
  private closed = false;
  private readonly holds: Holds;
  /** Choices pinned by an undo (`step:seat:prompt` → the choice as JSON), see `undo`. */
  private readonly pins = new Map<string, string>();
  /** When real night actors answer at this table: a fake step's length is drawn from it. */
  private readonly pacing = new NightPacing();

  constructor(private readonly model: RoomModel, private readonly storage: HostStorage, private readonly opts: RunnerOptions) {
    this.holds = new Holds({
      on: !opts.manualClock, timeScale: opts.timeScale,
      onRevealEnd: (game) => {
        if (this.model.game === game && !this.closed) this.opts.onRelease?.(this.release());
      },
    });
  }

  /** Start-up: the room, the game in progress or the last game (restore.ts), then its clock. */
  restore(saved: RoomFile | null): void {
    restoreRoom(this.model, this.storage, saved, this.opts.log, () => this.finish(false));
    this.syncClock();
  }

  nextSeed(): number {
    return this.opts.seed ? this.opts.seed() >>> 0 : randomBytes(4).readUInt32LE(0);
  }

  /** Deals a new game: its log is on disk before the model changes. The caller saves room.json. */
  start(setup: GameSetup, seats: string[]): Change {
    let created: ReturnType<typeof createGame>;
    try {
      created = createGame(setup);
    } catch (error) {
      refuse('BAD_SETUP', error instanceof Error ? error.message : String(error));
    }
    const header: LogHeader = { kind: 'nightfall.game', version: 1, setup, seats, startedAt: new Date().toISOString() };
    try {
      this.storage.writeLog(header, []);
    } catch (error) {
      this.opts.log(`could not write the game log: ${String(error)}`);
      refuse('STORAGE', 'the host could not save the new game; nothing changed');
    }
    // A new game: what restore found at start-up is old news.
    this.storage.notice = null;
    const m = this.model;
    m.game = { header, setup, actions: [], state: created.state, events: created.events.slice(), archive: null };
    this.pins.clear();
    m.undos = 0;
    m.phase = 'game';
    m.paused = false;
    m.restoredGame = false;
    this.syncClock();
    return { fresh: true };
  }

  /**
   * A player's choice; the seat comes from the token's player, never from the message. Null: the
   * choice decides nothing (a self-destruct "no", an answer given again as it stands): no log
   * line, no fsync, nothing for the undo to take back; the caller still acks it.
   */
  choose(playerId: string, msg: Extract<ClientMessage, { t: 'choose' }>): Change | null {
    const m = this.model;
    if (m.phase !== 'game' || !m.game) refuse('NO_GAME', 'no game is running');
    const seat = m.seatOf(playerId);
    if (seat === null) refuse('NOT_IN_GAME', 'you are watching this game');
    if (m.paused) refuse('PAUSED', 'the game is paused');
    if (msg.step !== m.game.state.step.id) refuse('STALE_STEP', 'that step is over');
    const pinned = this.pins.get(`${msg.step}:${seat}:${msg.prompt}`);
    if (pinned !== undefined && pinned !== JSON.stringify(msg.choice)) {
      refuse('UNDO_PINNED', 'after an undo this answer can only be given again as before');
    }
    return this.act({ type: 'choose', seat, prompt: msg.prompt, choice: msg.choice });
  }

  /** A decoy tap (a sleeper's night tap): checked like a choice, changes nothing. */
  decoy(playerId: string, msg: Extract<ClientMessage, { t: 'choose' }>): void {
    const m = this.model;
    if (m.phase !== 'game' || !m.game) refuse('NO_GAME', 'no game is running');
    if (m.seatOf(playerId) === null) refuse('NOT_IN_GAME', 'you are watching this game');
    if (m.paused) refuse('PAUSED', 'the game is paused');
    const shown = m.game.held?.state ?? m.game.state;
    if (msg.step !== shown.step.id && msg.step !== m.game.state.step.id) refuse('STALE_STEP', 'that step is over');
  }

  /** A hold's end (the drawn end of a held step, or the TV's reveal is over). */
  private release(): Change {
    const game = this.model.game!;
    const wasReveal = !!game.held?.table;
    const widened = game.held?.widened;
    const reveal = this.holds.release(game);
    if (reveal > 0) {
      // The held step's end brought an outcome (the dawn's deaths): the TV shows it first.
      this.stopClock();
      this.syncClock();
      if (game.state.phase !== 'over') this.clock?.extend(reveal);
      return {};
    }
    this.syncClock();
    // After the end every phone may see everything: its whole history again.
    if (wasReveal && game.state.phase === 'over') return { fresh: true };
    // The ghosts made behind the hold get their whole view now, with everyone's news.
    return widened ? { widened } : {};
  }

  /** Ends the current step now (the host's skip). */
  skip(): Change {
    const m = this.model;
    if (m.phase !== 'game' || !m.game) refuse('NO_GAME', 'no game is running');
    if (m.game.held) return this.release();
    return this.act({ type: 'timeout', step: m.game.state.step.id });
  }

  mark(cmd: Mark): Change {
    if (this.model.phase !== 'game') refuse('NO_GAME', 'no game is running');
    return this.act({ type: 'mark', mark: cmd.mark, seats: cmd.seats });
  }

  /** The clock ran out for this step; null when nothing changed (paused, stale, refused). */
  timeout(stepId: number): Change | null {
    const game = this.model.game;
    if (this.closed || this.model.paused || !game) return null;
    if (game.held && !game.held.table && this.clock?.stepId === stepId) return this.release();
    if (game.state.step.id !== stepId) return null;
    const step = game.state.step;
    // A real night step's drawn end came before its role acted: he keeps his full timer.
    if (step.timing === 'night' && !step.fake && !this.opts.manualClock && this.clock?.waitToDeadline()) return null;
    try {
      return this.act({ type: 'timeout', step: stepId });
    } catch (error) {
      this.opts.log(`timeout of step ${stepId} refused: ${error instanceof Error ? error.message : String(error)}`);
      // Not saved: the step is still running; its end is tried again until the disk takes it.
      if (error instanceof Refusal && error.code === 'STORAGE' && !this.closed) {
        setTimeout(() => this.opts.onTimer(stepId), TIMEOUT_RETRY_MS).unref?.();
      }
      return null;
    }
  }

  /** Engine, then the log on disk, then the model. */
  private act(action: Action & { type: 'choose' }): Change | null;
  private act(action: Action): Change;
  private act(action: Action): Change | null {
    const m = this.model;
    const game = m.game;
    if (!game || m.phase !== 'game') refuse('NO_GAME', 'no game is running');
    if (game.held) refuse('STALE_STEP', 'that step is over');
    const result = apply(game.state, action);
    if (!result.ok) refuse(result.rejection.code, result.rejection.message);
    // Nothing decided: not logged, so the undo takes back the last real action. At night every
    // device still gets a frame, as for a sleeper's decoy tap: the air must not tell a real actor
    // (who may repeat his pick) from a sleeper. By day nothing is sent.
    if (result.unchanged) return game.state.phase === 'night' ? {} : null;
    try {
      // Written, not yet fsynced: the room flushes it once the TV has its frame, before any phone
      // hears of it or the sender gets its ack (docs/protocol.md, "Latency").
      this.storage.writeAction(action);
    } catch (error) {
      this.opts.log(`could not append to the game log: ${String(error)}`);
      refuse('STORAGE', 'the host could not save that action; try again');
    }
    const before = game.state;
    const logBefore = game.events.length;
    game.actions.push(action);
    game.state = result.state;
    for (const e of result.events) game.events.push(e);
    // A real night step answered before its drawn end: the table goes on seeing it until then.
    // A public outcome (a vote's result, a dawn's deaths, the end): the TV shows it first, every
    // phone once the TV's reveal is over; the next step's clock waits as long.
    const stepMsLeft = this.clock?.stepId === before.step.id ? this.clock.msUntilEnd() : 0;
    if (game.state.step.id !== before.step.id && before.step.timing === 'night' && !before.step.fake && this.clock?.stepId === before.step.id) {
      // When a real step ended (its actor's answer, his silence to zero, the host's skip): what a
      // fake step's stand-in mimics.
      this.pacing.record(this.clock.elapsedFraction());
    }
    const reveal = this.holds.afterAction(game, before, logBefore, action, stepMsLeft);
    if (game.state.phase === 'over') this.finish(false);
    this.syncClock();
    if (reveal > 0 && game.state.phase !== 'over') this.clock?.extend(reveal);
    // What a device may see widens when its player becomes a ghost, or for everyone at the end:
    // those devices get their whole visible history again, not just the new events.
    if (game.state.phase === 'over') return { fresh: true };
    // (A ghost's held-back secrets of a step that ended come with his next frame: shown.ts.)
    const widened: number[] = [];
    for (let seat = 1; seat <= game.header.seats.length; seat++) {
      if (!isGhost(before, seat) && isGhost(game.state, seat)) widened.push(seat);
    }
    // A ghost who still sees the held moment is not one yet on his phone: a whole view now (and
    // its size on the air) would tell of his death before the TV's dawn. It comes at the release.
    // (`held` was refused above; afterAction may have set it since.)
    const held = game.held as RunningGame['held'];
    if (held) {
      const behind = widened.filter((seat) => !held.seats.includes(seat));
      if (behind.length > 0) held.widened = [...(held.widened ?? []), ...behind];
      return { widened: widened.filter((seat) => held.seats.includes(seat)) };
    }
    return { widened };
  }

  /**
   * Takes back the last action: the log is rewritten first; a reopened game loses its archive.
   * Undo must never be a way to learn secrets (docs/design.md, threat model):
   * - never once the game has ended (every role was shown; reopening it would replay a known game);
   * - from the VIP phone, only an action taken in daylight (public steps); an action taken at night
   *   only from the host laptop, and the TV then shows "undone" to the whole table;
   * - a choice whose private answer was shown (the Seer's result, the Little Girl's peek…) is
   *   pinned: in that same step that seat may make it again, but not differently.
   */
  undo(by: 'host' | 'vip' = 'host'): Change {
    const m = this.model;
    const game = m.game;
    if (!game || m.phase === 'lobby') refuse('NO_GAME', 'no game to undo');
    if (m.phase === 'ended' || game.state.phase === 'over') refuse('GAME_OVER', 'the game is over: it cannot be undone');
    if (game.actions.length === 0) refuse('NOTHING_TO_UNDO', 'nothing to undo');
    const r = undo(game.setup, game.actions);
    if (by === 'vip' && r.state.phase === 'night') refuse('HOST_ONLY', 'a night action can be undone only from the host laptop');
    try {
      this.storage.writeLog(game.header, r.actions);
    } catch (error) {
      this.opts.log(`could not rewrite the game log: ${String(error)}`);
      refuse('STORAGE', 'the host could not save the undo; nothing changed');
    }
    const undone = game.actions[game.actions.length - 1];
    if (undone.type === 'choose') {
      const privateAnswer = game.events.slice(r.events.length).some((e) => e.type !== 'promptAnswered'
        && e.audience !== 'public' && e.audience.includes(undone.seat));
      if (privateAnswer) this.pins.set(`${r.state.step.id}:${undone.seat}:${undone.prompt}`, JSON.stringify(undone.choice));
    }
    m.undos += 1;
    // Every device gets the rewritten game as it is (a whole view), no hold left over.
    this.holds.clear(game);
    const archive = game.archive;
    game.archive = null;
    game.actions = r.actions;
    game.state = r.state;
    game.events = r.events;
    m.phase = r.state.phase === 'over' ? 'ended' : 'game';
    if (m.phase === 'ended') this.finish(false);
    this.opts.saveRoom(false);
    // Undoing the winning action reopens the game: its archive goes (after room.json forgot it).
    if (archive) this.storage.removeArchive(archive);
    this.syncClock();
    return { fresh: true };
  }

  /**
   * Moves a finished (or abandoned) game from the log to games/. Crash-safe order: the archive,
   * then room.json naming it, then the log goes (a restart in between finds both and keeps one).
   * `strict` (the host ending a game): when the archive or room.json cannot be written, nothing
   * changes and this refuses with STORAGE. Otherwise (the game just ended by itself) the log stays
   * the record until a later try succeeds: a restart finds the game over and finishes it again.
   */
  finish(aborted: boolean, strict = false): void {
    const m = this.model;
    const game = m.game;
    if (!game) return;
    const hadArchive = game.archive;
    try {
      game.archive ??= this.storage.archive({
        kind: 'nightfall.finishedGame', version: 1, setup: game.setup, seats: game.header.seats, actions: game.actions,
        outcome: game.state.outcome, aborted, startedAt: game.header.startedAt, endedAt: new Date().toISOString(),
      });
    } catch (error) {
      this.opts.log(`could not archive the game: ${String(error)}`);
      if (strict) refuse('STORAGE', 'the host could not save the end of the game; nothing changed');
    }
    const before = { phase: m.phase, paused: m.paused };
    m.phase = aborted ? 'lobby' : 'ended';
    m.paused = false;
    try {
      this.opts.saveRoom(strict);
    } catch (error) {
      m.phase = before.phase;
      m.paused = before.paused;
      if (game.archive && !hadArchive) this.storage.removeArchive(game.archive);
      game.archive = hadArchive;
      throw error;
    }
    this.stopClock();
    if (!game.archive) return;
    // Once room.json names the archive (it may still be waiting for the disk).
    this.storage.removeLogOnceRoomSaved();
  }

  setPaused(paused: boolean): void {
    if (this.model.phase !== 'game') refuse('NO_GAME', 'no game is running');
    this.model.paused = paused;
    if (paused) this.clock?.pause();
    else this.clock?.resume();
  }

  extend(seconds: number): void {
    if (this.model.phase !== 'game') refuse('NO_GAME', 'no game is running');
    if (!this.clock) refuse('NO_TIMER', 'this step has no timer');
    this.clock.extend(seconds * 1000);
  }

  /** One clock per step of the game being played; none in the lobby or at the end. */
  syncClock(): void {
    const m = this.model;
    const state = m.game?.state;
    if (!state || m.phase !== 'game') {
      this.stopClock();
      return;
    }
    if (this.clock && this.clock.stepId === state.step.id) return;
    if (m.game?.held && !m.game.held.table && this.clock) return; // the held step's clock runs to its drawn end
    this.stopClock();
    const fakeAnswer = state.step.fake && state.step.timing === 'night' ? this.pacing.drawAnswer(this.opts.random) : 0;
    // A rule's own limit (the Sheriff's 15 s to choose the speaking order) beats the table's timer.
    const timings = state.step.seconds === undefined ? m.settings.timings : { ...m.settings.timings, [state.step.timing]: state.step.seconds };
    const plan = planStep(state.step.timing, state.step.fake, timings, this.opts.random, this.opts.timeScale, fakeAnswer);
    if (!plan) return;
    this.clock = new StepClock(state.step.id, plan, (stepId) => this.opts.onTimer(stepId), this.opts.manualClock, m.paused);
  }

  timer(): TimerView | null {
    return this.clock ? this.clock.view() : null;
  }

  msUntilEnd(): number | null {
    return this.clock ? this.clock.msUntilEnd() : null;
  }

  close(): void {
    this.closed = true;
    this.holds.clear(null);
    this.stopClock();
  }

  private stopClock(): void {
    this.clock?.stop();
    this.clock = null;
  }
}
