/**
 * The game runner: the one way a game moves. Each action goes to the engine, then to the
 * write-ahead log on disk, and only then into the model; the caller broadcasts the returned
 * Change afterwards. Also owns the step clock, undo, the end of a game (archive) and bringing
 * the game in progress back after a restart.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  apply, createGame, isGhost, replay, undo,
  type Action, type GameSetup, type GameState,
} from '../../engine/index.js';
import type { ClientMessage, HostCommand, TimerView } from '../../renderer/common/protocol.js';
import { revealMs } from '../../renderer/common/reveal.js';
import { planStep, StepClock } from './clock.js';
import { Refusal, refuse, type Change, type RoomModel } from './model.js';
import type { LogHeader, RoomFile } from './persistence.js';
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
  private revealTimer: ReturnType<typeof setTimeout> | null = null;
  /** Choices pinned by an undo (`step:seat:prompt` → the choice as JSON), see `undo`. */
  private readonly pins = new Map<string, string>();

  constructor(private readonly model: RoomModel, private readonly storage: HostStorage, private readonly opts: RunnerOptions) {}

  /**
   * Start-up: room.json, then the write-ahead log (the game in progress), or the last game.
   * Never deletes the only copy: a log it cannot play is kept aside and the TV is told.
   */
  restore(saved: RoomFile | null): void {
    const m = this.model;
    const storage = this.storage;
    if (saved) {
      m.load(saved);
      if (saved.lastGame) {
        const archive = storage.readArchive(saved.lastGame);
        if (archive && !archive.aborted) {
          try {
            const r = replay(archive.setup, archive.actions);
            m.game = {
              header: { kind: 'nightfall.game', version: 1, setup: archive.setup, seats: archive.seats, startedAt: archive.startedAt },
              setup: archive.setup, actions: archive.actions.slice(), state: r.state, events: r.events, archive: saved.lastGame,
            };
            m.phase = r.state.phase === 'over' ? 'ended' : 'lobby';
            if (m.phase === 'lobby') m.game = null;
          } catch (error) {
            this.opts.log(`could not replay the last game ${saved.lastGame}: ${String(error)}`);
          }
        }
      }
    }
    const contents = storage.recoverLog();
    const header = contents.header;
    if (header) {
      try {
        const r = replay(header.setup, contents.actions);
        const accepted = contents.actions.filter((_, i) => !r.rejected.some((x) => x.index === i));
        // Finished just before a crash: room.json may already name its archive.
        const archived = saved?.lastGame ? storage.readArchive(saved.lastGame) : null;
        const sameGame = !!archived && archived.startedAt === header.startedAt && archived.actions.length === accepted.length;
        // Otherwise that archive is a finished game whose end was being undone at the crash.
        if (archived && !sameGame && archived.startedAt === header.startedAt) storage.removeArchive(saved!.lastGame!);
        m.game = {
          header, setup: header.setup, actions: accepted, state: r.state, events: r.events,
          archive: sameGame ? saved!.lastGame : null,
        };
        m.phase = 'game';
        m.restoredGame = true;
        // Every seat's player must exist (room.json may be older than the log, or lost).
        header.seats.forEach((id, i) => {
          if (!m.players.some((p) => p.id === id)) {
            m.players.push({ id, name: header.setup.players[i] ?? `#${i + 1}`, avatar: 'moon', lang: 'zh-CN', token: null });
          }
        });
        if (r.rejected.length > 0) {
          // Actions the engine no longer accepts: the log is rewritten without them, a copy kept.
          this.opts.log(`write-ahead log: ${r.rejected.length} action(s) no longer valid were dropped`);
          try {
            const copy = storage.log.replaceKeepingCopy(header, accepted);
            storage.addNotice({ actionsRecovered: accepted.length, linesLost: r.rejected.length, keptAs: copy ? [path.basename(copy)] : [] });
          } catch (error) {
            this.opts.log(`could not rewrite the game log without them: ${String(error)}`);
          }
        }
        this.opts.log(`restored the game in progress: ${accepted.length} action(s), step ${r.state.step.name}`);
        if (r.state.phase === 'over') this.finish(false);
      } catch (error) {
        this.opts.log(`could not restore the game in progress: ${String(error)}`);
        const keptAs = storage.log.abandon();
        storage.addNotice({ gameLost: true, keptAs: keptAs ? [path.basename(keptAs)] : [] });
        m.game = null;
        m.phase = 'lobby';
      }
    } else if (m.phase === 'game') {
      m.phase = 'lobby';
    }
    if (m.phase === 'lobby') m.paused = false;
    if (m.phase === 'lobby' && m.deckAuto) m.followDeck();
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

  /** A player's choice; the seat comes from the token's player, never from the message. */
  choose(playerId: string, msg: Extract<ClientMessage, { t: 'choose' }>): Change {
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

  /** Timers that really run: a manual clock (tests) never holds a step, nothing would end it. */
  private holdsSteps(): boolean {
    return !this.opts.manualClock;
  }

  /** The held step's drawn end: every device now sees the game as it is. */
  /** Phones keep seeing `state` for `ms` while the TV reveals what came after it. */
  private holdForReveal(state: GameState, events: number, ms: number): void {
    const game = this.model.game!;
    game.held = { state, events, seats: [], table: true };
    this.revealTimer = setTimeout(() => {
      this.revealTimer = null;
      if (this.model.game === game && game.held?.table) this.opts.onRelease?.(this.release());
    }, ms);
  }

  private release(): Change {
    const game = this.model.game;
    if (this.revealTimer) clearTimeout(this.revealTimer);
    this.revealTimer = null;
    const held = game?.held;
    // A held night step whose end brought a reveal (the dawn's deaths): the TV shows it first.
    const reveal = held && !held.table && this.holdsSteps() ? revealMs(game!.events.slice(held.events)) * this.opts.timeScale : 0;
    if (held && reveal > 0) {
      this.holdForReveal(held.state, held.events, reveal);
      this.stopClock();
      this.syncClock();
      if (game!.state.phase !== 'over') this.clock?.extend(reveal);
      return {};
    }
    const wasReveal = !!held?.table;
    if (game) delete game.held;
    this.syncClock();
    // After the end every phone may see everything: its whole history again.
    return wasReveal && game?.state.phase === 'over' ? { fresh: true } : {};
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
    if (step.timing === 'night' && !step.fake && this.holdsSteps() && this.clock?.waitToDeadline()) return null;
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
  private act(action: Action): Change {
    const m = this.model;
    const game = m.game;
    if (!game || m.phase !== 'game') refuse('NO_GAME', 'no game is running');
    if (game.held) refuse('STALE_STEP', 'that step is over');
    const result = apply(game.state, action);
    if (!result.ok) refuse(result.rejection.code, result.rejection.message);
    try {
      this.storage.appendAction(action);
    } catch (error) {
      this.opts.log(`could not append to the game log: ${String(error)}`);
      refuse('STORAGE', 'the host could not save that action; try again');
    }
    const before = game.state;
    const stepEnded = before.step.id !== result.state.step.id;
    const logBefore = game.events.length;
    // A real night step answered before its drawn end: the table goes on seeing it until then.
    if (stepEnded && action.type === 'choose' && this.holdsSteps() && before.step.timing === 'night' && !before.step.fake
      && result.state.phase !== 'over' && this.clock?.stepId === before.step.id && this.clock.msUntilEnd() > 0) {
      game.held = { state: before, events: logBefore, seats: [...new Set(before.step.prompts.map((p) => p.seat))] };
    }
    game.actions.push(action);
    game.state = result.state;
    for (const e of result.events) game.events.push(e);
    // A public outcome (a vote's result, a dawn's deaths, the end): the TV shows it first, every
    // phone once the TV's reveal is over; the next step's clock waits as long.
    const reveal = this.holdsSteps() && !game.held ? revealMs(result.events) * this.opts.timeScale : 0;
    if (reveal > 0) this.holdForReveal(before, logBefore, reveal);
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
    return { widened };
  }

  /** Takes back the last action: the log is rewritten first; a reopened game loses its archive. */
  /**
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
    delete game.held;
    const r = undo(game.setup, game.actions);
    if (by === 'vip' && r.state.phase === 'night') refuse('HOST_ONLY', 'a night action can be undone only from the host laptop');
    const undone = game.actions[game.actions.length - 1];
    if (undone.type === 'choose') {
      const privateAnswer = game.events.slice(r.events.length).some((e) => e.type !== 'promptAnswered'
        && e.audience !== 'public' && e.audience.includes(undone.seat));
      if (privateAnswer) this.pins.set(`${r.state.step.id}:${undone.seat}:${undone.prompt}`, JSON.stringify(undone.choice));
    }
    m.undos += 1;
    try {
      this.storage.writeLog(game.header, r.actions);
    } catch (error) {
      this.opts.log(`could not rewrite the game log: ${String(error)}`);
      refuse('STORAGE', 'the host could not save the undo; nothing changed');
    }
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
    try {
      this.storage.removeLog();
    } catch (error) {
      this.opts.log(`could not remove the finished game's log: ${String(error)}`);
    }
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
    const plan = planStep(state.step.timing, state.step.fake, m.settings.timings, this.opts.random, this.opts.timeScale);
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
    if (this.revealTimer) clearTimeout(this.revealTimer);
    this.stopClock();
  }

  private stopClock(): void {
    this.clock?.stop();
    this.clock = null;
  }
}
