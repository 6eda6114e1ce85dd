/**
 * Games saved before the engine took its rule sets as an explicit list must still load: each
 * fixture (tests/fixtures/legacy-games/, written by generate.ts with the host and engine of commit
 * a31eed2) is the folder a real host left on disk — a finished game's archive and room.json, or a
 * game in progress's write-ahead log. It is loaded through the host's own start-up path
 * (GameRunner.restore, as Room.restore runs it) and replayed by the engine from the files, and both
 * must give the digest the old engine computed, exactly.
 *
 * The events' hash changes whenever an event gains a field; the type and key lists are checked on
 * their own so a failure says whether the story itself changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { replay, type Action, type GameSetup } from '../../engine/index.js';
import { nodeFileSystem } from '../../electron/host/fileSystem.js';
import { GameRunner } from '../../electron/host/game-runner.js';
import { RoomModel } from '../../electron/host/model.js';
import { GameLog, GAMES_DIR, isRoomFile, LOG_FILE, readArchive, ROOM_FILE, type RoomFile } from '../../electron/host/persistence.js';
import { HostStorage } from '../../electron/host/storage.js';
import { testTempDir } from '../support/temp.js';
import { digestOf, eventKeys, eventTypes, type GameDigest, type LegacyExpectation } from '../fixtures/legacy-games/digest.js';

/** LEGACY_GAMES_DIR: the same test on another checkout's fixtures (the old worktree, to check the test itself). */
const FIXTURES = process.env.LEGACY_GAMES_DIR ?? fileURLToPath(new URL('../fixtures/legacy-games/', import.meta.url));

/** Every fixture the generator writes: one gone missing must fail here, not pass silently. */
const NAMES = [
  'official-cupid-thief-littlegirl',
  'classic-cn-new-moon',
  'modern-cn-characters',
  'in-progress-mid-night',
  'in-progress-after-undo',
];

function expectation(name: string): LegacyExpectation {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, name, 'expected.json'), 'utf8')) as LegacyExpectation;
}

/** The fixture's data folder, copied: loading may write (room.json, a rewritten log). */
function copyOf(name: string): string {
  const dir = testTempDir('nf-legacy-');
  fs.cpSync(path.join(FIXTURES, name, 'data'), dir, { recursive: true });
  return dir;
}

/** The host's start-up on that folder, as Room.restore runs it; closed when the test ends. */
function loadThroughHost(dataDir: string) {
  const notes: string[] = [];
  const model = new RoomModel();
  const storage = new HostStorage(dataDir, nodeFileSystem, (line) => notes.push(line));
  const runner = new GameRunner(model, storage, {
    log: (line) => notes.push(line), seed: () => 1, random: () => 0.5, timeScale: 1, manualClock: true,
    saveRoom: (strict) => {
      const json = JSON.stringify(model.toFile(), null, 1);
      if (strict) storage.saveRoom(json);
      else storage.saveRoomLater(json);
    },
    onTimer: () => {},
  });
  onTestFinished(() => {
    runner.close();
    storage.close();
  });
  runner.restore(storage.loadRoom<RoomFile>(isRoomFile));
  return { model, storage, notes };
}

/** What the host wrote, read back by its own readers: the log of a game in progress, else the archive. */
function savedGame(dataDir: string, exp: LegacyExpectation): { setup: GameSetup; actions: Action[] } {
  if (exp.kind === 'inProgress') {
    const log = GameLog.read(path.join(dataDir, LOG_FILE));
    expect(log, 'the write-ahead log reads back').not.toBeNull();
    expect(log!.repaired).toBe(false);
    return { setup: log!.header.setup, actions: log!.actions };
  }
  const room = JSON.parse(fs.readFileSync(path.join(dataDir, ROOM_FILE), 'utf8')) as RoomFile;
  const archive = readArchive(dataDir, room.lastGame!);
  expect(archive, `room.json names an archive that reads back (${room.lastGame})`).not.toBeNull();
  return { setup: archive!.setup, actions: archive!.actions };
}

function withoutHash(d: GameDigest): Omit<GameDigest, 'eventsSha256'> {
  const { eventsSha256: _, ...rest } = d;
  return rest;
}

describe('games saved before the rule-set rework', () => {
  it('every fixture is there, as the generator wrote it', () => {
    const found = fs.readdirSync(FIXTURES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(found).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      const exp = expectation(name);
      expect(exp.name).toBe(name);
      const files: string[] = [];
      const walk = (dir: string, prefix: string) => {
        for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
          if (d.isDirectory()) walk(path.join(dir, d.name), `${prefix}${d.name}/`);
          else files.push(`${prefix}${d.name}`);
        }
      };
      walk(path.join(FIXTURES, name, 'data'), '');
      expect(files.sort()).toEqual(exp.files);
      // A finished game is its archive (the log went once room.json named it); a game in progress is its log.
      expect(files.includes(LOG_FILE)).toBe(exp.kind === 'inProgress');
      expect(files.some((f) => f.startsWith(`${GAMES_DIR}/`))).toBe(exp.kind === 'archived');
    }
  });

  describe.each(NAMES)('%s', (name) => {
    const exp = expectation(name);

    it('comes back through the host\'s start-up, whole, and nothing is set aside or dropped', () => {
      const dir = copyOf(name);
      const logBefore = exp.kind === 'inProgress' ? fs.readFileSync(path.join(dir, LOG_FILE)) : null;
      const { model, storage, notes } = loadThroughHost(dir);
      const game = model.game;
      expect(game, notes.join('\n')).not.toBeNull();
      expect(storage.notice).toBeNull();
      expect(notes.filter((n) => /could not|dropped|damaged/.test(n))).toEqual([]);
      expect(fs.readdirSync(dir).filter((f) => f.includes('.damaged-'))).toEqual([]);
      expect(game!.actions).toHaveLength(exp.digest.seq);
      if (exp.kind === 'inProgress') {
        expect(model.phase).toBe('game');
        expect(model.restoredGame).toBe(true);
        // Restore rewrites the log only when it drops actions the engine no longer accepts.
        expect(fs.readFileSync(path.join(dir, LOG_FILE)).equals(logBefore!)).toBe(true);
      } else {
        expect(model.phase).toBe('ended');
        expect(game!.archive).toBe(exp.files.find((f) => f.startsWith(`${GAMES_DIR}/`))!.slice(GAMES_DIR.length + 1));
      }
      // Every seat is a player of the room again, under the name it was dealt.
      expect(game!.header.seats.map((id) => model.player(id)?.name)).toEqual(game!.setup.players);
      expect(withoutHash(digestOf(game!.state, game!.events))).toEqual(withoutHash(exp.digest));
    });

    it('the engine replays the saved actions, none rejected, to the same end', () => {
      const dir = copyOf(name);
      const { setup, actions } = savedGame(dir, exp);
      const r = replay(setup, actions);
      expect(r.rejected).toEqual([]);
      expect(withoutHash(digestOf(r.state, r.events))).toEqual(withoutHash(exp.digest));
    });

    it('tells the same story: the same event types, in order (host and replay)', () => {
      const dir = copyOf(name);
      const { setup, actions } = savedGame(dir, exp);
      expect(eventTypes(replay(setup, actions).events)).toEqual(exp.eventTypes);
      expect(eventTypes(loadThroughHost(dir).model.game!.events)).toEqual(exp.eventTypes);
    });

    it('with the same narration keys, in order (host and replay)', () => {
      const dir = copyOf(name);
      const { setup, actions } = savedGame(dir, exp);
      expect(eventKeys(replay(setup, actions).events)).toEqual(exp.eventKeys);
      expect(eventKeys(loadThroughHost(dir).model.game!.events)).toEqual(exp.eventKeys);
    });

    it('with every event exactly as before (sha256 of their JSON; a new field changes it)', () => {
      const dir = copyOf(name);
      const { setup, actions } = savedGame(dir, exp);
      const hint = 'the events JSON changed although types and keys may not have: see the tests above; the lead decides';
      const r = replay(setup, actions);
      expect(digestOf(r.state, r.events).eventsSha256, hint).toBe(exp.digest.eventsSha256);
      const game = loadThroughHost(dir).model.game!;
      expect(digestOf(game.state, game.events).eventsSha256, hint).toBe(exp.digest.eventsSha256);
    });
  });
});
