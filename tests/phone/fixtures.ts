/**
 * Phone fixtures built with the real engine: a game with a fixed deal is played action by action,
 * and for any moment `message(seat)` gives exactly the `state` the host would send that phone
 * (viewFor/eventsFor for its viewer). Used by the screenshots (scripts/screenshots-phone.ts,
 * through `window.__NIGHTFALL_FIXTURE__`) and by the phone's unit tests.
 */
import { apply, createGame, eventsFor, presetDeck, viewFor } from '../../engine/index.js';
import type { Action, Choice, GameEvent, GameSetup, GameState, RoleId, StepName, Viewer } from '../../engine/index.js';
import {
  AVATARS, DEFAULT_TIMINGS, PROTOCOL_VERSION, type Avatar, type Lang, type PlayerSummary, type RoomView,
  type ServerMessage, type TimerView, type YouView,
} from '../../protocol/protocol.js';

export const NOW = Date.UTC(2026, 0, 1, 21, 0, 0);

export const NAMES: Record<Lang, string[]> = {
  en: ['Alice', 'Bob', 'Chen', 'Dana', 'Eve', 'Fang', 'Gus', 'Hana', 'Ivan', 'Jun', 'Kira', 'Leo'],
  'zh-CN': ['小明', '阿华', '陈晨', '丹丹', '小伊', '方方', '国强', '花花', '一凡', '俊杰', '可可', '乐乐'],
};

export function players(names: string[], opts: { offline?: number[]; vip?: number } = {}): PlayerSummary[] {
  return names.map((name, i) => ({
    id: `p${i + 1}`, name, avatar: AVATARS[i % AVATARS.length] as Avatar, seat: i + 1,
    connected: !(opts.offline ?? []).includes(i + 1), vip: i + 1 === (opts.vip ?? 1),
  }));
}

export function room(list: PlayerSummary[], patch: Partial<RoomView> = {}): RoomView {
  return {
    phase: 'lobby',
    players: list,
    spectators: 0,
    locked: false,
    settings: {
      preset: 'official', deck: presetDeck(Math.max(list.length, 6)), variants: {}, timings: { ...DEFAULT_TIMINGS }, lang: 'zh-CN',
      autoDeck: true,
    } as RoomView['settings'],
    setupProblem: null,
    joinUrl: 'http://192.168.1.20:7777/',
    paused: false,
    ...patch,
  };
}

export function phoneYou(seat: number | null, opts: { vip?: boolean; spectator?: boolean } = {}): YouView {
  return {
    device: 'phone', playerId: seat ? `p${seat}` : null, token: seat ? `token-${seat}` : null, seat,
    vip: !!opts.vip, spectator: !!opts.spectator,
  };
}

export function welcome(you: YouView): ServerMessage {
  return { t: 'welcome', v: PROTOCOL_VERSION, you, serverNow: NOW };
}

export function lobbyState(you: YouView, r: RoomView): ServerMessage {
  return { t: 'state', you, room: r, game: null, timer: null, events: [], fresh: true, serverNow: NOW };
}

/** A game with a fixed deal, moved on with real engine actions. */
export class Table {
  state: GameState;
  events: GameEvent[];
  readonly names: string[];

  constructor(readonly setup: GameSetup) {
    const created = createGame(setup);
    this.state = created.state;
    this.events = created.events.slice();
    this.names = setup.players;
  }

  /** Seats' cards in seat order, then (with the Thief) the two spare cards. */
  static deal(names: string[], seats: RoleId[], spares: RoleId[] = [], opts: Partial<GameSetup> = {}): Table {
    const all = [...seats, ...spares];
    const deck = all.includes('thief') ? removeTwoVillagers(all) : all;
    return new Table({ players: names.slice(0, seats.length), deck, preset: 'official', seed: 7, deal: all, ...opts });
  }

  act(action: Action): this {
    const r = apply(this.state, action);
    if (!r.ok) throw new Error(`fixture action refused: ${JSON.stringify(action)} → ${r.rejection.code} ${r.rejection.message}`);
    this.state = r.state;
    this.events.push(...r.events);
    return this;
  }

  choose(seat: number, prompt: string, choice: Choice): this {
    return this.act({ type: 'choose', seat, prompt, choice });
  }

  timeout(): this {
    return this.act({ type: 'timeout', step: this.state.step.id });
  }

  /** Times steps out until the game reaches `step`. */
  until(step: StepName, max = 40): this {
    for (let i = 0; i < max && this.state.step.name !== step; i++) this.timeout();
    if (this.state.step.name !== step) throw new Error(`never reached step ${step} (at ${this.state.step.name})`);
    return this;
  }

  roomView(patch: Partial<RoomView> = {}): RoomView {
    return room(players(this.names), {
      phase: this.state.phase === 'over' ? 'ended' : 'game',
      settings: {
        preset: this.setup.preset, deck: this.setup.deck, variants: this.setup.variants ?? {}, timings: { ...DEFAULT_TIMINGS }, lang: 'zh-CN',
      } as RoomView['settings'],
      ...patch,
    });
  }

  timer(leftMs = 23_000, durationMs = 40_000, paused = false): TimerView | null {
    if (this.state.step.timing === 'none' || this.state.phase === 'over') return null;
    return { deadline: NOW + leftMs, duration: durationMs, paused, remaining: leftMs, stepId: this.state.step.id };
  }

  /** The `state` message the host would send to this seat's phone (null seat: a spectator). */
  message(seat: number | null, opts: { vip?: boolean; timer?: TimerView | null; room?: Partial<RoomView> } = {}): ServerMessage {
    const viewer: Viewer = seat ? { kind: 'seat', seat } : { kind: 'table' };
    return {
      t: 'state',
      you: seat ? phoneYou(seat, { vip: opts.vip ?? seat === 1 }) : phoneYou(99, { spectator: true }),
      room: this.roomView(opts.room),
      game: viewFor(this.state, viewer),
      timer: opts.timer === undefined ? this.timer() : opts.timer,
      events: eventsFor(this.state, this.events, viewer),
      fresh: true,
      serverNow: NOW,
    };
  }
}

function removeTwoVillagers(cards: RoleId[]): RoleId[] {
  const out = cards.slice();
  for (let n = 0; n < 2; n++) out.splice(out.lastIndexOf('villager'), 1);
  return out;
}
