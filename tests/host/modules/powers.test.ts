/**
 * The host's powers never reveal secrets (issue 11, docs/design.md threat model): handover of a
 * dealt seat mid-game only from the host laptop; undo never once the game has ended, night actions
 * only from the laptop (and counted on the TV), a private answer pinned after its undo; the VIP
 * never passes to (or falls on) a latecomer without a seat.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, type GameSetup, type RoleId } from '../../../engine/index.js';
import { GameRunner } from '../../../electron/host/game-runner.js';
import { HostCommands } from '../../../electron/host/host-commands.js';
import { DEFAULT_RATE_LIMIT } from '../../../electron/host/limits.js';
import { Lobby } from '../../../electron/host/lobby.js';
import type { RoomModel } from '../../../electron/host/model.js';
import { Sessions } from '../../../electron/host/sessions.js';
import { HostStorage } from '../../../electron/host/storage.js';
import { playRandomGame } from '../../support/randomPlayer.js';
import { tempDir } from '../helpers.js';
import { FakeConn, hello, lobbyModel, player, refusal } from './fakes.js';

let runners: GameRunner[] = [];
afterEach(() => {
  for (const r of runners) r.close();
  runners = [];
});

const DECK: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager'];

function setUp(model: RoomModel = lobbyModel(8)) {
  const sessions = new Sessions(model, { hostSecret: 'secret', rateLimit: DEFAULT_RATE_LIMIT });
  const runner = new GameRunner(model, new HostStorage(tempDir()), {
    log: () => {}, seed: () => 1, random: () => 0.5, timeScale: 1, manualClock: true, saveRoom: () => {}, onTimer: () => {},
  });
  runners.push(runner);
  const commands = new HostCommands(model, sessions, new Lobby(model), runner, { save: () => {}, saveLater: () => {}, selectAddress: () => false });
  const connect = (msg: Parameters<typeof hello>[0]) => {
    const conn = new FakeConn();
    const c = sessions.connect(conn);
    sessions.hello(c, hello(msg), () => {});
    return { conn, c };
  };
  const setup: GameSetup = { players: model.players.map((p) => p.name), deck: DECK, preset: 'official', seed: 3, deal: DECK.slice() };
  const deal = () => runner.start(setup, model.players.map((p) => p.id));
  return {
    model, sessions, runner, commands, setup, deal,
    phone: (token: string) => connect({ device: 'phone', token }),
    laptop: () => connect({ device: 'tv', hostSecret: 'secret' }),
  };
}

describe('host powers keep secrets', () => {
  it('mid-game, only the host laptop may hand a dealt seat over; the VIP phone may not', () => {
    const { commands, deal, phone, laptop } = setUp();
    const vip = phone('token-1').c;
    // In the lobby there is nothing to learn: the VIP may help a friend move phones.
    expect(refusal(() => commands.run(vip, { cmd: 'handover', playerId: 'p2' }))).toBeNull();
    deal();
    expect(refusal(() => commands.run(vip, { cmd: 'handover', playerId: 'p2' }))).toBe('HOST_ONLY');
    expect(refusal(() => commands.run(vip, { cmd: 'handover', playerId: 'p1' }))).toBe('HOST_ONLY');
    const host = laptop();
    expect(refusal(() => commands.run(host.c, { cmd: 'handover', playerId: 'p2' }))).toBeNull();
    expect(host.conn.last()).toMatchObject({ t: 'handover', playerId: 'p2' });
  });

  it('undo of a night action: not from the VIP phone; from the laptop it shows on the TV and pins a private answer', () => {
    const { model, runner, commands, deal, phone, laptop } = setUp();
    deal();
    while (model.game!.state.step.name !== 'seer') runner.skip();
    const step = model.game!.state.step.id;
    runner.choose('p3', { t: 'choose', step, prompt: 'seer.inspect', choice: [1] });
    const vip = phone('token-1').c;
    expect(refusal(() => commands.run(vip, { cmd: 'undo' }))).toBe('HOST_ONLY');
    expect(model.game!.actions.length).toBeGreaterThan(0);
    expect(model.undos).toBe(0);
    const host = laptop().c;
    expect(commands.run(host, { cmd: 'undo' })).toEqual({ fresh: true });
    expect(model.undos).toBe(1);
    // The Seer may not use the undo to look at a second player…
    expect(refusal(() => runner.choose('p3', { t: 'choose', step, prompt: 'seer.inspect', choice: [2] }))).toBe('UNDO_PINNED');
    // …but may give the same answer again.
    expect(refusal(() => runner.choose('p3', { t: 'choose', step, prompt: 'seer.inspect', choice: [1] }))).toBeNull();
  });

  it('undo of a day action works from the VIP phone', () => {
    const { model, runner, commands, deal, phone } = setUp();
    deal();
    while (model.game!.state.phase === 'night') runner.skip();
    runner.skip();
    const before = model.game!.actions.length;
    expect(refusal(() => commands.run(phone('token-1').c, { cmd: 'undo' }))).toBeNull();
    expect(model.game!.actions.length).toBe(before - 1);
    expect(model.game!.state.phase).toBe('day');
  });

  it('no undo once the game has ended, from anyone', () => {
    const model = lobbyModel(8);
    const { runner, commands, setup, phone, laptop } = setUp(model);
    const played = playRandomGame(setup, 5);
    const created = createGame(setup);
    model.game = {
      header: { kind: 'nightfall.game', version: 1, setup, seats: model.players.map((p) => p.id), startedAt: '2026-01-01T00:00:00.000Z' },
      setup, actions: played.actions, state: played.state, events: [...created.events, ...played.events.slice(created.events.length)], archive: null,
    };
    model.phase = 'ended';
    expect(refusal(() => commands.run(laptop().c, { cmd: 'undo' }))).toBe('GAME_OVER');
    expect(refusal(() => commands.run(phone('token-1').c, { cmd: 'undo' }))).toBe('GAME_OVER');
    expect(refusal(() => runner.undo('host'))).toBe('GAME_OVER');
    expect(model.game.actions.length).toBe(played.actions.length);
  });

  it('the VIP never passes to a latecomer without a seat, and a latecomer never becomes VIP', () => {
    const model = lobbyModel(8);
    const { commands, deal, phone, laptop } = setUp(model);
    deal();
    model.players.push(player(9));
    phone('token-9'); // the latecomer is the only one connected
    commands.run(laptop().c, { cmd: 'kick', playerId: 'p1' });
    expect(model.vip).not.toBe('p9');
    expect(model.seatOf(model.vip!)).not.toBeNull();
    // With no VIP at all, a latecomer's join does not make him one.
    model.vip = null;
    const late = new Lobby(model).join({ t: 'join', name: 'Late', avatar: 'fox', lang: 'en' });
    expect(model.vip).not.toBe(late.id);
  });
});
