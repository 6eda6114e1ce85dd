/** The game runner alone: engine, then the log on disk, then the model; clock, undo, end, restore. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { presetDeck, replay, type GameSetup } from '../../../engine/index.js';
import { errnoError, nodeFileSystem, type FileSystem } from '../../../electron/host/fileSystem.js';
import { GameRunner } from '../../../electron/host/game-runner.js';
import { Lobby } from '../../../electron/host/lobby.js';
import { RoomModel } from '../../../electron/host/model.js';
import { GAMES_DIR, GameLog, LOG_FILE } from '../../../electron/host/persistence.js';
import { HostStorage } from '../../../electron/host/storage.js';
import { tempDir } from '../helpers.js';
import { playRandomGame } from '../../support/randomPlayer.js';
import { FaultyFs } from '../faultyFs.js';
import { lobbyModel, refusal } from './fakes.js';

let runners: GameRunner[] = [];
afterEach(() => {
  for (const r of runners) r.close();
  runners = [];
});

/** The real disk, until the host "dies" right after an archive lands in games/: nothing more gets through. */
function dyingAfterArchive(): FileSystem & { dead: boolean } {
  const fsys = {
    ...nodeFileSystem, dead: false,
    rename(from: string, to: string) {
      if (fsys.dead) throw errnoError('EIO', 'rename', to);
      nodeFileSystem.rename(from, to);
      if (path.basename(path.dirname(to)) === GAMES_DIR) fsys.dead = true;
    },
  };
  for (const op of ['open', 'write', 'fsync', 'ftruncate', 'unlink', 'copyFile', 'mkdir'] as const) {
    const real = nodeFileSystem[op] as (...args: unknown[]) => unknown;
    (fsys as Record<string, unknown>)[op] = (...args: unknown[]) => {
      if (fsys.dead) throw errnoError('EIO', op);
      return real(...args);
    };
  }
  return fsys as FileSystem & { dead: boolean };
}

function setUp(model: RoomModel = lobbyModel(8), dataDir = tempDir(), fsys: FileSystem = nodeFileSystem) {
  let saves = 0;
  const runner = new GameRunner(model, new HostStorage(dataDir, fsys), {
    log: () => {}, seed: () => 42, random: () => 0.5, timeScale: 1, manualClock: true,
    saveRoom: () => void saves++, onTimer: () => {},
  });
  runners.push(runner);
  const start = () => runner.start(new Lobby(model).setupFor(() => runner.nextSeed()), model.players.map((p) => p.id));
  return { model, runner, dataDir, start, saves: () => saves, logFile: path.join(dataDir, LOG_FILE) };
}

describe('game runner', () => {
  it('times a step the rules limit (the Sheriff\'s 15 s for the speaking order) by its own seconds, not the table\'s timer', () => {
    const { model, runner, start } = setUp();
    start();
    const game = model.game!;
    expect(model.settings.timings.decision).not.toBe(15);
    game.state = { ...game.state, step: { ...game.state.step, id: game.state.step.id + 100, timing: 'decision', seconds: 15, prompts: [] } };
    runner.syncClock();
    expect(runner.timer()!.duration).toBe(15_000);
  });

  it('deals a game whose log is on disk, and appends each action before the model moves on', () => {
    const { model, runner, start, logFile } = setUp();
    expect(start()).toEqual({ fresh: true });
    expect(model.phase).toBe('game');
    expect(GameLog.read(logFile)).toMatchObject({ header: { seats: model.players.map((p) => p.id), setup: { seed: 42 } }, actions: [] });
    const stepId = model.game!.state.step.id;
    const change = runner.skip();
    expect(change.fresh).toBeUndefined();
    expect(change.widened).toEqual([]);
    expect(GameLog.read(logFile)!.actions).toEqual([{ type: 'timeout', step: stepId }]);
    expect(model.game!.state.step.id).not.toBe(stepId);
    expect(runner.timer()).toMatchObject({ stepId: model.game!.state.step.id, paused: false });
  });

  it('takes a choice only from a seated player, at the current step, while not paused', () => {
    const { model, runner, start } = setUp();
    const choice = { t: 'choose' as const, step: 0, prompt: 'x', choice: [1] };
    expect(refusal(() => runner.choose('p1', choice))).toBe('NO_GAME');
    start();
    model.players.push({ id: 'late', name: 'Late', avatar: 'moon', lang: 'en', token: 't' });
    expect(refusal(() => runner.choose('late', choice))).toBe('NOT_IN_GAME');
    expect(refusal(() => runner.choose('p1', choice))).toBe('STALE_STEP');
    runner.setPaused(true);
    expect(model.paused).toBe(true);
    expect(refusal(() => runner.choose('p1', { ...choice, step: model.game!.state.step.id }))).toBe('PAUSED');
    expect(model.game!.actions).toEqual([]);
  });

  it('ignores a timer for another step or while paused', () => {
    const { model, runner, start } = setUp();
    start();
    const stepId = model.game!.state.step.id;
    expect(runner.timeout(stepId + 1)).toBeNull();
    runner.setPaused(true);
    expect(runner.timeout(stepId)).toBeNull();
    runner.setPaused(false);
    expect(runner.timeout(stepId)).not.toBeNull();
    expect(model.game!.actions).toHaveLength(1);
  });

  it('undoes by rewriting the log, and refuses with nothing to undo', () => {
    const { model, runner, start, logFile, saves } = setUp();
    start();
    expect(refusal(() => runner.undo())).toBe('NOTHING_TO_UNDO');
    const first = model.game!.state;
    runner.skip();
    runner.skip();
    expect(runner.undo()).toEqual({ fresh: true });
    expect(GameLog.read(logFile)!.actions).toHaveLength(1);
    expect(model.game!.actions).toHaveLength(1);
    expect(saves()).toBe(1);
    expect(runner.undo()).toEqual({ fresh: true });
    expect(model.game!.state).toEqual(first);
  });

  it('ends a game: archive in games/, room.json saved, the log gone', () => {
    const { model, runner, start, logFile, dataDir, saves } = setUp();
    start();
    runner.skip();
    runner.finish(true);
    expect(model.phase).toBe('lobby');
    expect(saves()).toBe(1);
    expect(fs.existsSync(logFile)).toBe(false);
    const [name] = fs.readdirSync(path.join(dataDir, GAMES_DIR));
    expect(model.game!.archive).toBe(name);
    const archive = JSON.parse(fs.readFileSync(path.join(dataDir, GAMES_DIR, name), 'utf8')) as { aborted: boolean; actions: unknown[] };
    expect(archive).toMatchObject({ aborted: true, actions: model.game!.actions });
    expect(runner.timer()).toBeNull();
  });

  it('archives a finished game once, however often the host dies between its archive and the log going', () => {
    const dataDir = tempDir();
    const players = lobbyModel(8).players;
    const setup: GameSetup = { players: players.map((p) => p.name), deck: presetDeck(8), preset: 'official', variants: {}, seed: 5 };
    const played = playRandomGame(setup, 3);
    expect(played.state.phase).toBe('over');
    // The log of a game whose last action was just written: the host dies right after archiving it
    // (room.json does not name the archive yet, the log is still there), twice in a row.
    new GameLog(path.join(dataDir, LOG_FILE)).write(
      { kind: 'nightfall.game', version: 1, setup, seats: players.map((p) => p.id), startedAt: '2026-03-01T20:00:00.000Z' }, played.actions);
    for (let life = 0; life < 2; life++) {
      const fsys = dyingAfterArchive();
      const { model, runner } = setUp(new RoomModel(), dataDir, fsys);
      runner.restore(null);
      expect(fsys.dead).toBe(true);
      expect(model.phase).toBe('ended');
      runner.close();
      expect(fs.existsSync(path.join(dataDir, LOG_FILE))).toBe(true);
    }
    const { model, runner } = setUp(new RoomModel(), dataDir);
    runner.restore(null);
    expect(fs.existsSync(path.join(dataDir, LOG_FILE))).toBe(false);
    const games = fs.readdirSync(path.join(dataDir, GAMES_DIR));
    expect(games).toEqual([model.game!.archive]);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, GAMES_DIR, games[0]), 'utf8')).actions).toEqual(played.actions);
  });

  it('keeps the log of a game just over until room.json names its archive (the disk refused it at first)', () => {
    const fsys = new FaultyFs();
    const dataDir = tempDir();
    const storage = new HostStorage(dataDir, fsys, () => {}, 60_000);
    const model = lobbyModel(8);
    const runner = new GameRunner(model, storage, {
      log: () => {}, seed: () => 42, random: () => 0.5, timeScale: 1, manualClock: true,
      saveRoom: () => void storage.saveRoomLater(JSON.stringify(model.toFile())), onTimer: () => {},
    });
    runners.push(runner);
    runner.start(new Lobby(model).setupFor(() => runner.nextSeed()), model.players.map((p) => p.id));
    runner.skip();
    fsys.inject({ op: 'rename', code: 'EIO', match: 'room.json' });
    runner.finish(true);
    // The archive is written, room.json is not: a crash now must still find the game (in its log).
    expect(fs.readdirSync(path.join(dataDir, GAMES_DIR))).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, LOG_FILE))).toBe(true);
    expect(storage.retry()).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'room.json'), 'utf8')).players).toHaveLength(8);
    expect(fs.existsSync(path.join(dataDir, LOG_FILE))).toBe(false);
    storage.close();
  });

  it('brings the game in progress back from the log, with a stand-in for a seat room.json forgot', () => {
    const first = setUp();
    first.start();
    first.runner.skip();
    const setup: GameSetup = first.model.game!.setup;
    first.runner.close();
    const model = new RoomModel();
    const { runner } = setUp(model, first.dataDir);
    runner.restore({ ...first.model.toFile(), players: first.model.players.slice(1) });
    expect(model).toMatchObject({ phase: 'game', restoredGame: true });
    expect(model.game!.state).toEqual(replay(setup, first.model.game!.actions).state);
    expect(model.player('p1')).toMatchObject({ name: 'Player 1', token: null });
    expect(runner.timer()).toMatchObject({ stepId: model.game!.state.step.id });
  });

  it('pauses, extends and refuses clock commands outside a game', () => {
    const { runner, start } = setUp();
    expect(refusal(() => runner.setPaused(true))).toBe('NO_GAME');
    expect(refusal(() => runner.extend(30))).toBe('NO_GAME');
    start();
    const before = runner.timer()!;
    runner.extend(30);
    expect(runner.timer()!.duration).toBe(before.duration + 30_000);
  });
});
