/**
 * The lobby: who joins and under which name, the seat order, the settings and the deck, and the
 * game setup they make. Every method checks its request (refusing with a typed code) and changes
 * the model; the caller saves, then broadcasts.
 */
import { randomBytes } from 'node:crypto';
import { checkSetup, MAX_PLAYERS, presetDeck, type GameSetup } from '../../engine/index.js';
import {
  AVATARS, NAME_MAX_LENGTH,
  type Avatar, type ClientMessage, type HostCommand, type RoomSettings, type RoomView,
} from '../../protocol/protocol.js';
import { refuse, type PlayerRecord, type RoomModel } from './model.js';
import { checkPlayerName, type NameRefusal } from './names.js';
import { newToken } from './sessions.js';

export { cleanName } from '../../protocol/names.js';

const NAME_MESSAGES: Record<NameRefusal, string> = {
  NAME_EMPTY: 'a name is needed',
  NAME_INVISIBLE: 'this name has nothing visible in it',
  NAME_TOO_LONG: `names are at most ${NAME_MAX_LENGTH} characters`,
  NAME_TAKEN: 'that name is taken',
  NAME_CONFUSABLE: 'that name looks like another player\'s',
};

function sameDeck(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

function newId(): string {
  return `p${randomBytes(6).toString('hex')}`;
}

type Settings = Extract<HostCommand, { cmd: 'settings' }>['settings'];

export interface LobbyOptions {
  /** New Moon, tests only: the event cards every game draws, in order. */
  eventDeck?: string[];
  /** Every game opens with the ready moment (engine `GameSetup.readyCheck`). */
  readyCheck?: boolean;
}

export class Lobby {
  constructor(private readonly model: RoomModel, private readonly opts: LobbyOptions = {}) {}

  /** A new player (the caller binds the socket to it). */
  join(msg: Extract<ClientMessage, { t: 'join' }>): PlayerRecord {
    const m = this.model;
    if (m.locked) refuse('ROOM_LOCKED', 'the room is locked');
    if (m.players.length >= MAX_PLAYERS) refuse('ROOM_FULL', `the room is full (${MAX_PLAYERS})`);
    const name = this.checkName(msg.name, null);
    const player: PlayerRecord = { id: newId(), name, avatar: this.avatarAtJoin(msg.avatar), lang: msg.lang, token: newToken() };
    m.players.push(player);
    // A latecomer joining a game in progress has no seat: he never becomes the VIP.
    if (!m.vipPlayer() && m.phase === 'lobby') m.vip = player.id;
    if (m.phase === 'lobby' && m.deckAuto) m.followDeck();
    return player;
  }

  profile(player: PlayerRecord, msg: Extract<ClientMessage, { t: 'profile' }>): void {
    if (msg.name !== undefined) {
      if (this.model.phase !== 'lobby' && this.model.seatOf(player.id) !== null) refuse('GAME_RUNNING', 'names change in the lobby only');
      player.name = this.checkName(msg.name, player.id);
    }
    if (msg.avatar !== undefined) {
      this.checkAvatar(msg.avatar, player.id);
      player.avatar = msg.avatar;
    }
    if (msg.lang !== undefined) player.lang = msg.lang;
  }

  /**
   * Friends scanning the QR code together all see the same first free avatar on their phones: at
   * the join, a taken one is swapped for the first free one (changed in the lobby at will), so
   * nobody's first tap ends on an error. A profile change still refuses a taken one.
   */
  private avatarAtJoin(wanted: Avatar): Avatar {
    if (!this.avatarTaken(wanted, null)) return wanted;
    const free = AVATARS.find((a) => !this.avatarTaken(a, null));
    if (!free) refuse('AVATAR_TAKEN', 'every avatar is taken');
    return free;
  }

  private avatarTaken(avatar: Avatar, self: string | null): boolean {
    return this.model.players.some((p) => p.id !== self && !p.kicked && p.avatar === avatar);
  }

  /** One avatar per player: refused when another player (than `self`) wears it. */
  checkAvatar(avatar: Avatar, self: string | null): void {
    if (this.avatarTaken(avatar, self)) refuse('AVATAR_TAKEN', 'that avatar is taken');
  }

  /**
   * The cleaned name (electron/host/names.ts), unless empty, invisible, too long, taken by another
   * player than `self`, or a look-alike of another player's name.
   */
  checkName(raw: string, self: string | null): string {
    const others = this.model.players.filter((p) => p.id !== self).map((p) => p.name);
    const checked = checkPlayerName(raw, others);
    if (!checked.ok) refuse(checked.code, NAME_MESSAGES[checked.code]);
    return checked.name;
  }

  setSettings(next: Settings): void {
    const m = this.model;
    if (m.phase !== 'lobby') refuse('GAME_RUNNING', 'settings change in the lobby only');
    const { autoDeck, ...settings } = next;
    m.settings = structuredClone(settings) as RoomSettings;
    m.deckAuto = autoDeck ?? sameDeck(settings.deck, presetDeck(m.players.length));
    if (m.deckAuto) m.followDeck();
  }

  reorder(order: readonly string[]): void {
    const m = this.model;
    if (m.phase !== 'lobby') refuse('GAME_RUNNING', 'seats change in the lobby only');
    const ids = m.players.map((p) => p.id);
    if (order.length !== ids.length || new Set(order).size !== ids.length || !order.every((id) => ids.includes(id))) {
      refuse('BAD_ORDER', 'the order must list every player once');
    }
    m.players = order.map((id) => m.players.find((p) => p.id === id)!);
  }

  /** The setup of the next game (players in seat order), refused when the engine would refuse it. */
  setupFor(nextSeed: () => number): GameSetup {
    const m = this.model;
    if (m.phase === 'game') refuse('GAME_RUNNING', 'a game is already running');
    if (m.phase === 'ended') refuse('GAME_RUNNING', 'back to the lobby first (newGame)');
    const setup: GameSetup = {
      players: m.players.map((p) => p.name),
      deck: m.settings.deck.slice(),
      preset: m.settings.preset,
      variants: { ...m.settings.variants },
      seed: nextSeed(),
      ...(m.settings.startingEvents?.length ? { startingEvents: m.settings.startingEvents.slice() } : {}),
      ...(this.opts.eventDeck ? { eventDeck: this.opts.eventDeck.slice() } : {}),
      ...(this.opts.readyCheck ? { readyCheck: true } : {}),
    };
    const problem = checkSetup(setup);
    if (problem) refuse('BAD_SETUP', problem.code);
    return setup;
  }

  /** Why the current lobby cannot start, shown to everyone before anyone presses start. */
  setupProblem(): RoomView['setupProblem'] {
    const m = this.model;
    return checkSetup({
      players: m.players.map((p) => p.name), deck: m.settings.deck, preset: m.settings.preset,
      variants: m.settings.variants, seed: 0, startingEvents: m.settings.startingEvents,
      ...(this.opts.eventDeck ? { eventDeck: this.opts.eventDeck } : {}),
    });
  }
}
