/**
 * Host commands: what the VIP phone or the TV holding the host secret may do (settings, start,
 * pause, skip, undo, marks, end, kick, seat order, lock, handover codes, the LAN address), and
 * who may do it. Every power and its permission check lives here. Each command saves room.json
 * itself where it changed it, then returns the Change for the caller to broadcast.
 */
import type { HostCommand } from '../../protocol/protocol.js';
import type { GameRunner } from './game-runner.js';
import type { Lobby } from './lobby.js';
import { refuse, type Change, type RoomModel } from './model.js';
import type { ConnState, Sessions } from './sessions.js';

export interface HostCommandOptions {
  /** Writes room.json (persistence); throws a STORAGE refusal when it is not on disk. */
  save: () => void;
  /** Writes room.json when it can, else retries (for changes the game log already holds). */
  saveLater: () => void;
  /** Picks the LAN address the phones' URL shows; false when it is not one of this computer's. */
  selectAddress: (address: string) => boolean;
}

export class HostCommands {
  constructor(
    private readonly model: RoomModel,
    private readonly sessions: Sessions,
    private readonly lobby: Lobby,
    private readonly runner: GameRunner,
    private readonly opts: HostCommandOptions,
  ) {}

  /** The host TV, or the VIP's own phone. */
  mayCommand(c: ConnState): boolean {
    const isVip = c.device === 'phone' && c.playerId !== null && c.playerId === this.model.vip;
    return c.host || isVip;
  }

  /** Runs one command; returns what to broadcast (null: nothing changed for the devices). */
  run(c: ConnState, cmd: HostCommand): Change | null {
    if (!this.mayCommand(c)) refuse('NOT_VIP', 'only the host or the VIP may do that');
    const m = this.model;
    switch (cmd.cmd) {
      case 'settings':
        this.lobby.setSettings(cmd.settings);
        return this.saved();
      case 'start':
        return this.start();
      case 'pause':
      case 'resume': {
        const was = m.paused;
        this.runner.setPaused(cmd.cmd === 'pause');
        try {
          return this.saved();
        } catch (error) {
          // Not saved: the clock goes back too (the room restores the model, not the clock), or
          // the TV would show a stopped timer that a restart would not bring back.
          if (m.phase === 'game') this.runner.setPaused(was);
          throw error;
        }
      }
      case 'extend':
        this.runner.extend(cmd.seconds);
        return this.saved();
      case 'skip':
        return this.runner.skip();
      case 'undo':
        return this.runner.undo(c.host ? 'host' : 'vip');
      case 'mark':
        return this.runner.mark(cmd);
      case 'end':
        if (m.phase === 'lobby') refuse('NO_GAME', 'no game is running');
        if (m.phase === 'game') this.runner.finish(true, true);
        return this.toLobby();
      case 'newGame':
        if (m.phase === 'game') refuse('GAME_RUNNING', 'end the game first');
        return this.toLobby();
      case 'kick':
        return this.kick(cmd.playerId);
      case 'reorder':
        this.lobby.reorder(cmd.order);
        return this.saved();
      case 'lock':
        m.locked = cmd.locked;
        return this.saved();
      case 'handover': {
        const player = m.player(cmd.playerId);
        if (!player) refuse('NO_SUCH_PLAYER', 'no such player');
        // A second phone on a dealt seat shows its role (or, dead, every role): mid-game only the
        // host laptop may hand a seat over, never the VIP, who is a player too.
        if (m.phase === 'game' && m.seatOf(player.id) !== null && !c.host) refuse('HOST_ONLY', 'during a game only the host laptop may hand over a seat');
        const code = this.sessions.issueHandover(player.id);
        this.sessions.sendTo(c, { t: 'handover', playerId: player.id, code });
        return null;
      }
      case 'selectAddress':
        if (!this.opts.selectAddress(cmd.address)) refuse('BAD_ADDRESS', 'not one of this computer\'s addresses');
        return this.saved();
    }
  }

  private saved(change: Change = {}): Change {
    this.opts.save();
    return change;
  }

  private start(): Change {
    const setup = this.lobby.setupFor(() => this.runner.nextSeed());
    // The game log (written first) holds the seats: room.json may follow later.
    const change = this.runner.start(setup, this.model.players.map((p) => p.id));
    this.sessions.forgetHandovers();
    this.opts.saveLater();
    return change;
  }

  private toLobby(): Change {
    const m = this.model;
    m.game = null;
    m.phase = 'lobby';
    m.paused = false;
    m.restoredGame = false;
    m.players = m.players.filter((p) => !p.kicked);
    // A new lobby: the TV's "seat moved to another phone" line was about the game just over.
    this.sessions.clearHandedOver();
    if (!m.vipPlayer()) this.passVip(0);
    if (m.deckAuto) m.followDeck();
    this.runner.syncClock();
    return this.saved({ fresh: true });
  }

  private kick(playerId: string): Change {
    const m = this.model;
    const index = m.players.findIndex((p) => p.id === playerId);
    if (index < 0) refuse('NO_SUCH_PLAYER', 'no such player');
    const player = m.players[index];
    if (m.phase !== 'lobby' && m.seatOf(playerId) !== null) {
      // The seat stays in the game (its timers run out; the host may hand it over).
      player.token = null;
      player.kicked = true;
    } else {
      m.players.splice(index, 1);
    }
    if (m.vip === playerId) this.passVip(index);
    if (m.phase === 'lobby' && m.deckAuto) m.followDeck();
    // Saved first: a kick that could not be saved is refused, and the token keeps working.
    const change = this.saved();
    this.sessions.forgetHandovers(playerId);
    this.sessions.kickSockets(playerId);
    return change;
  }

  /** The VIP goes to the next connected player (clockwise from `from`), else the next one. */
  private passVip(from: number): void {
    const m = this.model;
    const n = m.players.length;
    // During a game the VIP passes only to a dealt seat: a latecomer without one must not get
    // the host's powers over a game he is only watching.
    const order = Array.from({ length: n }, (_, i) => m.players[(from + i) % n])
      .filter((p) => !p.kicked && p.token !== null && (m.phase === 'lobby' || m.seatOf(p.id) !== null));
    const connected = this.sessions.connectedPlayers();
    m.vip = (order.find((p) => connected.has(p.id)) ?? order[0])?.id ?? null;
  }
}
