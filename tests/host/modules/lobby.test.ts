/** The lobby alone: joining, names, settings, seat order and the setup of the next game. */
import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS, presetDeck } from '../../../engine/index.js';
import { AVATARS, DEFAULT_TIMINGS, type Avatar, type RoomSettings } from '../../../protocol/protocol.js';
import { Lobby } from '../../../electron/host/lobby.js';
import { gameModel, lobbyModel, refusal } from './fakes.js';

/** The fake players (fakes.ts) all wear the moon; a join takes the next other avatar (the lobby refuses a taken one). */
const FREE = AVATARS.filter((a) => a !== 'moon' && a !== 'owl');
let joined = 0;
const join = (name: string, avatar: Avatar = FREE[joined++ % FREE.length]) => ({ t: 'join' as const, name, avatar, lang: 'en' as const });

describe('lobby', () => {
  it('gives a joining player a cleaned name, an id and a token; the first is the VIP; the deck follows', () => {
    const model = lobbyModel(0);
    model.vip = null;
    const lobby = new Lobby(model);
    const p = lobby.join(join('  Ada \u200b  Lovelace ', 'owl'));
    expect(p).toMatchObject({ name: 'Ada Lovelace', avatar: 'owl', lang: 'en' });
    expect(p.id).toMatch(/^p[0-9a-f]{12}$/);
    expect(p.token!.length).toBeGreaterThan(20);
    expect(model.vip).toBe(p.id);
    const q = lobby.join(join('Grace'));
    expect(model.vip).toBe(p.id);
    expect(q.token).not.toBe(p.token);
    expect(model.settings.deck).toEqual(presetDeck(2));
  });

  it('refuses empty, too long and taken names, a locked room and a full one', () => {
    const model = lobbyModel(3);
    const lobby = new Lobby(model);
    expect(refusal(() => lobby.join(join(' \u0007 ')))).toBe('NAME_EMPTY');
    expect(refusal(() => lobby.join(join('x'.repeat(17))))).toBe('NAME_TOO_LONG');
    expect(refusal(() => lobby.join(join('player 2')))).toBe('NAME_TAKEN');
    model.locked = true;
    expect(refusal(() => lobby.join(join('Zed')))).toBe('ROOM_LOCKED');
    model.locked = false;
    while (model.players.length < MAX_PLAYERS) lobby.join(join(`N${model.players.length}`));
    expect(refusal(() => lobby.join(join('Late')))).toBe('ROOM_FULL');
    expect(model.players).toHaveLength(MAX_PLAYERS);
  });

  it('changes a profile; a seated player keeps the name during a game', () => {
    const model = gameModel(8);
    const lobby = new Lobby(model);
    const p1 = model.player('p1')!;
    expect(refusal(() => lobby.profile(p1, { t: 'profile', name: 'New' }))).toBe('GAME_RUNNING');
    lobby.profile(p1, { t: 'profile', avatar: 'fox', lang: 'zh-CN' });
    expect(p1).toMatchObject({ avatar: 'fox', lang: 'zh-CN', name: 'Player 1' });
    model.phase = 'lobby';
    lobby.profile(p1, { t: 'profile', name: 'Player 1' });
    expect(refusal(() => lobby.profile(p1, { t: 'profile', name: 'PLAYER 2' }))).toBe('NAME_TAKEN');
  });

  it('takes settings in the lobby only; a hand-made deck stops following the table', () => {
    const model = lobbyModel(8);
    const lobby = new Lobby(model);
    const settings = (deck: RoomSettings['deck']): RoomSettings => ({ preset: 'official', deck, variants: {}, timings: { ...DEFAULT_TIMINGS }, lang: 'en' });
    lobby.setSettings(settings(presetDeck(8)));
    expect(model.deckAuto).toBe(true);
    const own: RoomSettings['deck'] = ['werewolf', 'werewolf', 'seer', 'witch', 'villager', 'villager', 'villager', 'hunter'];
    lobby.setSettings(settings(own));
    expect(model.deckAuto).toBe(false);
    expect(model.settings.deck).toEqual(own);
    lobby.setSettings({ ...settings(own), autoDeck: true });
    expect(model.settings.deck).toEqual(presetDeck(8));
    model.phase = 'game';
    expect(refusal(() => lobby.setSettings(settings(own)))).toBe('GAME_RUNNING');
  });

  it('reorders seats only with every player exactly once', () => {
    const model = lobbyModel(3);
    const lobby = new Lobby(model);
    expect(refusal(() => lobby.reorder(['p1', 'p2']))).toBe('BAD_ORDER');
    expect(refusal(() => lobby.reorder(['p1', 'p1', 'p2']))).toBe('BAD_ORDER');
    expect(refusal(() => lobby.reorder(['p1', 'p2', 'p9']))).toBe('BAD_ORDER');
    lobby.reorder(['p3', 'p1', 'p2']);
    expect(model.players.map((p) => p.id)).toEqual(['p3', 'p1', 'p2']);
  });

  it('makes the setup of the next game, or refuses as the engine would', () => {
    const model = lobbyModel(3);
    const lobby = new Lobby(model, { eventDeck: ['x'] });
    expect(lobby.setupProblem()).not.toBeNull();
    expect(refusal(() => lobby.setupFor(() => 1))).toBe('BAD_SETUP');
    const ok = new Lobby(lobbyModel(8));
    expect(ok.setupProblem()).toBeNull();
    let seeds = 0;
    const setup = ok.setupFor(() => ++seeds);
    expect(setup).toMatchObject({ players: Array.from({ length: 8 }, (_, i) => `Player ${i + 1}`), deck: presetDeck(8), seed: 1 });
    const running = new Lobby(gameModel(8));
    expect(refusal(() => running.setupFor(() => ++seeds))).toBe('GAME_RUNNING');
    expect(seeds).toBe(1);
  });

  it('gives every player his own avatar: a taken one is swapped for the first free one at the join, refused in the profile', () => {
    const model = lobbyModel(0);
    const lobby = new Lobby(model);
    const ann = lobby.join(join('Ann', 'fox'));
    const cy = lobby.join(join('Cy', 'fox'));
    expect(cy.avatar).toBe('moon');
    expect(lobby.join(join('Di', 'moon')).avatar).toBe('owl');
    const bo = lobby.join(join('Bo', 'owl'));
    expect(bo.avatar).toBe('deer');
    expect(refusal(() => lobby.profile(bo, { t: 'profile', avatar: 'moon' }))).toBe('AVATAR_TAKEN');
    lobby.profile(bo, { t: 'profile', avatar: 'bear' });
    expect(refusal(() => lobby.profile(bo, { t: 'profile', avatar: 'fox' }))).toBe('AVATAR_TAKEN');
    lobby.profile(ann, { t: 'profile', avatar: 'fox' });
    lobby.profile(ann, { t: 'profile', avatar: 'star' });
    lobby.profile(bo, { t: 'profile', avatar: 'fox' });
    expect([ann.avatar, bo.avatar]).toEqual(['star', 'fox']);
  });
});
