/** Host commands alone: who may use the host's powers, and what kick, handover, start and end do. */
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_CODES, type HostCommand } from '../../../protocol/protocol.js';
import { GameRunner } from '../../../electron/host/game-runner.js';
import { HostCommands } from '../../../electron/host/host-commands.js';
import { DEFAULT_RATE_LIMIT } from '../../../electron/host/limits.js';
import { Lobby } from '../../../electron/host/lobby.js';
import type { RoomModel } from '../../../electron/host/model.js';
import { Sessions, type ConnState } from '../../../electron/host/sessions.js';
import { HostStorage } from '../../../electron/host/storage.js';
import { tempDir } from '../helpers.js';
import { FakeConn, hello, lobbyModel, refusal } from './fakes.js';

let runners: GameRunner[] = [];
afterEach(() => {
  for (const r of runners) r.close();
  runners = [];
});

function setUp(model: RoomModel = lobbyModel(8)) {
  let saves = 0;
  const save = () => void saves++;
  const sessions = new Sessions(model, { hostSecret: 'secret', rateLimit: DEFAULT_RATE_LIMIT });
  const runner = new GameRunner(model, new HostStorage(tempDir()), {
    log: () => {}, seed: () => 1, random: () => 0.5, timeScale: 1, manualClock: true, saveRoom: save, onTimer: () => {},
  });
  runners.push(runner);
  const commands = new HostCommands(model, sessions, new Lobby(model), runner, { save, saveLater: save, selectAddress: (a) => a === '10.0.0.2' });
  const phone = (token: string) => {
    const conn = new FakeConn();
    const c = sessions.connect(conn);
    sessions.hello(c, hello({ device: 'phone', token }), save);
    return { conn, c };
  };
  const tv = (hostSecret?: string) => {
    const conn = new FakeConn();
    const c = sessions.connect(conn);
    sessions.hello(c, hello({ device: 'tv', ...(hostSecret ? { hostSecret } : {}) }), save);
    return { conn, c };
  };
  return { model, sessions, runner, commands, phone, tv, saves: () => saves };
}

const lock: HostCommand = { cmd: 'lock', locked: true };

describe('host commands', () => {
  it('obey only the host TV and the VIP phone', () => {
    const { model, commands, phone, tv, saves } = setUp();
    const run = (c: ConnState) => refusal(() => commands.run(c, lock));
    expect(run(phone('token-2').c)).toBe('NOT_VIP');
    expect(run(tv().c)).toBe('NOT_VIP');
    expect(run(tv('wrong').c)).toBe('NOT_VIP');
    expect(model.locked).toBe(false);
    expect(saves()).toBe(0);
    expect(run(phone('token-1').c)).toBeNull();
    expect(model.locked).toBe(true);
    expect(run(tv('secret').c)).toBeNull();
    expect(saves()).toBe(2);
  });

  it('kick in the lobby removes the player, closes its sockets and passes the VIP to the next connected player', () => {
    const { model, commands, phone, tv } = setUp();
    const host = tv('secret').c;
    const vip = phone('token-1');
    phone('token-4');
    expect(commands.run(host, { cmd: 'kick', playerId: 'p1' })).toEqual({});
    expect(vip.conn.closedWith?.code).toBe(CLOSE_CODES.KICKED);
    expect(model.players.map((p) => p.id)).not.toContain('p1');
    expect(model.vip).toBe('p4');
    expect(refusal(() => commands.run(host, { cmd: 'kick', playerId: 'p1' }))).toBe('NO_SUCH_PLAYER');
  });

  it('kick during a game keeps the seat until the next lobby', () => {
    const { model, commands, tv } = setUp();
    const host = tv('secret').c;
    expect(commands.run(host, { cmd: 'start' })).toEqual({ fresh: true });
    commands.run(host, { cmd: 'kick', playerId: 'p3' });
    expect(model.player('p3')).toMatchObject({ kicked: true, token: null });
    expect(refusal(() => commands.run(host, { cmd: 'newGame' }))).toBe('GAME_RUNNING');
    expect(commands.run(host, { cmd: 'end' })).toEqual({ fresh: true });
    expect(model.phase).toBe('lobby');
    expect(model.player('p3')).toBeNull();
    expect(model.game).toBeNull();
  });

  it('gives a handover code to the one who asked, and broadcasts nothing', () => {
    const { commands, phone, tv } = setUp();
    const host = tv('secret');
    const other = phone('token-2');
    expect(commands.run(host.c, { cmd: 'handover', playerId: 'p2' })).toBeNull();
    expect(host.conn.last()).toMatchObject({ t: 'handover', playerId: 'p2', code: expect.stringMatching(/^[A-Z2-9]{6}$/) });
    expect(other.conn.msgs.some((m) => m.t === 'handover')).toBe(false);
    expect(refusal(() => commands.run(host.c, { cmd: 'handover', playerId: 'nobody' }))).toBe('NO_SUCH_PLAYER');
  });

  it('start forgets pending handover codes; game commands need a game', () => {
    const { model, sessions, commands, tv } = setUp();
    const host = tv('secret').c;
    expect(refusal(() => commands.run(host, { cmd: 'pause' }))).toBe('NO_GAME');
    expect(refusal(() => commands.run(host, { cmd: 'skip' }))).toBe('NO_GAME');
    expect(refusal(() => commands.run(host, { cmd: 'undo' }))).toBe('NO_GAME');
    expect(refusal(() => commands.run(host, { cmd: 'end' }))).toBe('NO_GAME');
    const code = sessions.issueHandover('p5');
    commands.run(host, { cmd: 'start' });
    expect(model.phase).toBe('game');
    expect(refusal(() => commands.run(host, { cmd: 'start' }))).toBe('GAME_RUNNING');
    const c = sessions.connect(new FakeConn());
    expect(sessions.hello(c, hello({ device: 'phone', handover: code }), () => {})!.errors[0].code).toBe('BAD_HANDOVER');
    commands.run(host, { cmd: 'pause' });
    expect(model.paused).toBe(true);
  });

  it('selects only one of this computer\'s addresses', () => {
    const { commands, tv } = setUp();
    const host = tv('secret').c;
    expect(refusal(() => commands.run(host, { cmd: 'selectAddress', address: '8.8.8.8' }))).toBe('BAD_ADDRESS');
    expect(commands.run(host, { cmd: 'selectAddress', address: '10.0.0.2' })).toEqual({});
  });
});
