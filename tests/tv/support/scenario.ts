/**
 * A scripted game played on the real engine, for the TV's screenshots, benchmark and fixture
 * tests: the table's view and events at each moment, wrapped as the host's `state` messages.
 */
import {
  apply, createGame, eventsFor, viewFor, type Action, type Choice, type GameEvent, type GameSetup, type GameState, type RoleId,
} from '../../../engine/index.js';
import { DEFAULT_TIMINGS, PROTOCOL_VERSION, type Lang, type RoomView, type ServerMessage, type TimerView } from '../../../protocol/protocol.js';

export const NAMES: Record<Lang, string[]> = {
  en: ['Aurora', 'Bastien', 'Chloé', 'Dmitri', 'Elena', 'Félix', 'Gaspard', 'Hana'],
  'zh-CN': ['林晓月', '王大锤', '陈一诺', '赵子龙', '孙小美', '周游', '吴老二', '郑秀秀'],
};

/** Seat 1 Seer, 2 Werewolf, 3 Villager, 4 Witch, 5 Hunter, 6 Werewolf, 7 Guard, 8 Villager. */
export const DEAL: RoleId[] = ['seer', 'werewolf', 'villager', 'witch', 'hunter', 'werewolf', 'guard', 'villager'];
export const DECK: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager'];

export interface Snapshot { label: string; state: GameState; cursor: number }

export class Driver {
  state: GameState;
  events: GameEvent[];
  snaps = new Map<string, Snapshot>();

  constructor(readonly setup: GameSetup) {
    const g = createGame(setup);
    this.state = g.state;
    this.events = g.events.slice();
  }

  act(action: Action): void {
    const r = apply(this.state, action);
    if (!r.ok) throw new Error(`${this.state.step.name}: ${r.rejection.code} ${r.rejection.message} ${JSON.stringify(action)}`);
    this.state = r.state;
    this.events.push(...r.events);
  }

  choose(seat: number, prompt: string, choice: Choice): void {
    this.act({ type: 'choose', seat, prompt, choice });
  }

  timeout(): void {
    this.act({ type: 'timeout', step: this.state.step.id });
  }

  expectStep(name: string): void {
    if (this.state.step.name !== name) throw new Error(`expected step ${name}, at ${this.state.step.name}`);
  }

  snap(label: string): Snapshot {
    const s = { label, state: this.state, cursor: this.events.length };
    this.snaps.set(label, s);
    return s;
  }
}

/** The scripted game: a tie broken by the Sheriff, a Hunter's last shot, the village wins. */
export function scriptedGame(lang: Lang): Driver {
  const d = new Driver({ players: NAMES[lang], deck: DECK, deal: DEAL, preset: 'official', seed: 7 });
  // Night 1: Guard → Seer → Werewolves → Witch.
  d.expectStep('guard');
  d.choose(7, 'guard.protect', [1]);
  d.snap('night1.seer');
  d.choose(1, 'seer.inspect', [2]);
  d.choose(2, 'wolves.victim', [3]);
  d.snap('night1.wolvesPicking');
  d.choose(6, 'wolves.victim', [3]);
  d.expectStep('witch');
  d.choose(4, 'witch.heal', false);
  d.snap('night1.beforeDawn');
  d.choose(4, 'witch.poison', []);
  d.snap('day1.dawn');
  // Day 1: Sheriff election.
  d.expectStep('sheriffCandidacy');
  for (const seat of [1, 2, 4, 5, 6, 7, 8]) d.choose(seat, 'sheriff.stand', seat === 1 || seat === 5);
  d.expectStep('sheriffVote');
  for (const [seat, c] of [[1, 1], [2, 5], [4, 1], [5, 5], [6, 5], [7, 1]] as const) d.choose(seat, 'sheriff.vote', [c]);
  d.snap('day1.sheriffVoting');
  d.choose(8, 'sheriff.vote', [1]);
  d.snap('day1.discussion');
  d.expectStep('discussion');
  d.timeout();
  d.expectStep('vote');
  // Tie 3–3 between Bastien (2) and Aurora (1); the Sheriff (1) voted Bastien.
  for (const [seat, c] of [[1, 2], [4, 2], [2, 1], [6, 1], [7, 1], [5, 6]] as const) d.choose(seat, 'vote', [c]);
  d.snap('day1.voting');
  d.choose(8, 'vote', [6]);
  d.snap('night2.start');
  // Night 2.
  d.expectStep('guard');
  d.choose(7, 'guard.protect', [4]);
  d.choose(1, 'seer.inspect', [6]);
  d.snap('night2.wolves');
  d.choose(6, 'wolves.victim', [5]);
  d.expectStep('witch');
  d.choose(4, 'witch.heal', false);
  d.snap('night2.beforeDawn');
  d.choose(4, 'witch.poison', []);
  d.snap('day2.hunter');
  d.expectStep('hunterShot');
  d.choose(5, 'hunter.shoot', [6]);
  d.snap('over');
  if (d.state.phase !== 'over') throw new Error(`scripted game did not end: ${d.state.step.name}`);
  return d;
}

export function roomView(lang: Lang, opts: { phase: RoomView['phase']; players?: string[]; host?: boolean; addresses?: boolean; deck?: RoleId[] }): RoomView {
  const names = opts.players ?? NAMES[lang];
  return {
    phase: opts.phase,
    players: names.map((name, i) => ({
      id: `p${i + 1}`, name, avatar: (['moon', 'owl', 'fox', 'deer', 'raven', 'bear', 'hare', 'boar'] as const)[i % 8],
      seat: i + 1, connected: true, vip: i === 0,
    })),
    spectators: 0,
    locked: false,
    settings: { preset: 'official', deck: opts.deck ?? DECK, variants: {}, timings: DEFAULT_TIMINGS, lang },
    setupProblem: null,
    joinUrl: 'http://192.168.1.23:7777/',
    paused: false,
    ...(opts.addresses ? {
      addresses: [
        { address: '192.168.1.23', name: 'Wi-Fi', chosen: true },
        { address: '10.0.0.5', name: 'Ethernet', chosen: false },
      ],
    } : {}),
  };
}

export function welcome(host: boolean, now = Date.now()): ServerMessage {
  return { t: 'welcome', v: PROTOCOL_VERSION, you: { device: 'tv', host }, serverNow: now };
}

/** The host's `state` for the TV at a snapshot: fresh (whole history) or the events since `from`. */
export function tableState(
  d: Driver, snap: Snapshot, lang: Lang,
  opts: { from?: Snapshot; host?: boolean; timer?: Partial<TimerView> | null; now?: number; players?: string[] } = {},
): ServerMessage {
  const table = { kind: 'table' } as const;
  const events = d.events.slice(opts.from ? opts.from.cursor : 0, snap.cursor);
  const now = opts.now ?? Date.now();
  const over = snap.state.phase === 'over';
  const timer: TimerView | null = opts.timer === null || over ? null : {
    deadline: now + 154_000, duration: 300_000, paused: false, remaining: 0, stepId: snap.state.step.id, ...(opts.timer ?? {}),
  };
  return {
    t: 'state',
    you: { device: 'tv', host: opts.host ?? false },
    room: roomView(lang, { phase: over ? 'ended' : 'game', host: opts.host, players: opts.players ?? d.setup.players }),
    game: viewFor(snap.state, table),
    timer,
    events: eventsFor(snap.state, events, table),
    fresh: !opts.from,
    serverNow: now,
  };
}

/** Classic Chinese rules (speeches in turn, Sheriff ×1.5): stops at the third speech of day 1. */
export function roundRobinGame(lang: Lang): Driver {
  const d = new Driver({ players: NAMES[lang], deck: DECK, deal: DEAL, preset: 'classic-cn', seed: 9 });
  d.choose(7, 'guard.protect', [4]);
  d.choose(1, 'seer.inspect', [6]);
  d.choose(2, 'wolves.victim', [8]);
  d.choose(6, 'wolves.victim', [8]);
  d.expectStep('witch');
  d.choose(4, 'witch.heal', false);
  d.choose(4, 'witch.poison', []);
  d.expectStep('sheriffCandidacy');
  for (const seat of [1, 2, 3, 4, 5, 6, 7]) d.choose(seat, 'sheriff.stand', seat === 4);
  d.expectStep('speech');
  d.choose(d.state.step.actor!, 'speech.done', true);
  d.choose(d.state.step.actor!, 'speech.done', true);
  d.expectStep('speech');
  d.snap('day1.speech3');
  return d;
}
