/** The room part of every frame: players, settings, phase and the host's notices (built per broadcast). */
import type {
  Avatar, Lang, PlayerSummary, RoomSettings, RoomView,
} from '../../protocol/protocol.js';
import type { PlayerRecord, RoomModel } from './model.js';
import type { Sessions } from './sessions.js';

/** Where the room's host-side facts come from (the broadcaster's options). */
export interface RoomViewSources {
  joinUrl: () => string;
  addresses: () => { address: string; name: string; chosen: boolean }[];
  /** Why the lobby's setup cannot start (shown in the lobby), or null. */
  setupProblem: () => RoomView['setupProblem'];
  /** Why saving does not work right now (the TV's banner), or null. */
  storageProblem?: () => NonNullable<RoomView['storage']>['problem'] | null;
  /** What restore could not fully bring back (the host's TV only), or null. */
  recovery?: () => RoomView['recovery'] | null;
}

function summaries(m: RoomModel, sessions: Sessions): PlayerSummary[] {
  const connected = sessions.connectedPlayers();
  const summary = (p: PlayerRecord, seat: number): PlayerSummary => ({
    id: p.id, name: p.name, avatar: p.avatar, seat, connected: connected.has(p.id), vip: p.id === m.vip,
  });
  const g = m.shownGame();
  if (g) {
    return g.header.seats.map((id, i) => {
      const p = m.player(id) ?? { id, name: g.setup.players[i], avatar: 'moon' as Avatar, lang: 'zh-CN' as Lang, token: null };
      return summary(p, i + 1);
    });
  }
  return m.players.map((p, i) => summary(p, i + 1));
}

export function roomView(m: RoomModel, sessions: Sessions, opts: RoomViewSources, forHost: boolean): RoomView {
  const players = summaries(m, sessions);
  const seated = new Set(players.map((p) => p.id));
  let spectators = 0;
  for (const c of sessions.all()) if (c.device === 'phone' && (!c.playerId || !seated.has(c.playerId))) spectators++;
  const view: RoomView = {
    phase: m.phase,
    players,
    spectators,
    locked: m.locked,
    settings: { ...m.settings, autoDeck: m.deckAuto } as RoomSettings,
    setupProblem: m.phase === 'lobby' ? opts.setupProblem() : null,
    joinUrl: opts.joinUrl(),
    paused: m.paused,
  };
  if (m.restoredGame && m.phase === 'game') view.restored = true;
  if (m.undos > 0 && m.phase === 'game') view.undos = m.undos;
  const moved = sessions.handedOver.flatMap((id) => {
    const p = players.find((x) => x.id === id);
    return p ? [{ name: p.name, seat: p.seat }] : [];
  });
  if (moved.length > 0) view.handedOver = moved;
  if (forHost) view.addresses = opts.addresses();
  const problem = opts.storageProblem?.() ?? null;
  if (problem) view.storage = { problem };
  const recovery = forHost ? opts.recovery?.() ?? null : null;
  if (recovery) view.recovery = recovery;
  return view;
}
