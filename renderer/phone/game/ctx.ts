import { createContext, useContext } from 'react';
import type { Avatar, Lang, RoomView } from '../../../protocol/protocol.js';
import { seatLabel, seatParams } from '../../common/ui/format.js';
import type { GameView } from '../../../engine/views.js';
import type { TFn } from '../i18n.js';
import type { PhoneStore, Snapshot } from '../store.js';

/** Everything a game component needs, with the seat → words helpers. */
export interface GameCtx {
  snap: Snapshot;
  store: PhoneStore;
  game: GameView;
  room: RoomView;
  t: TFn;
  lang: Lang;
  mySeat: number | null;
  name(seat: number): string;
  /** "3 · Alice" ("3号小明" in Chinese) */
  label(seat: number): string;
  avatar(seat: number): Avatar | undefined;
  /** t() with seat-valued params turned into labels. */
  fmt(key: string, params?: Record<string, unknown>): string;
}

export function makeCtx(snap: Snapshot, store: PhoneStore, t: TFn, lang: Lang): GameCtx {
  const game = snap.game!;
  const room = snap.room!;
  const bySeat = new Map(game.players.map((p) => [p.seat, p]));
  const summaryBySeat = new Map(room.players.map((p) => [p.seat, p]));
  const summaryByName = new Map(room.players.map((p) => [p.name, p]));
  const name = (seat: number) => bySeat.get(seat)?.name ?? summaryBySeat.get(seat)?.name ?? `#${seat}`;
  const label = (seat: number) => seatLabel(seat, name(seat), lang);
  return {
    snap, store, game, room, t, lang,
    mySeat: game.me?.seat ?? null,
    name, label,
    avatar: (seat) => summaryByName.get(name(seat))?.avatar ?? summaryBySeat.get(seat)?.avatar,
    fmt: (key, params) => t(key, seatParams(params, label, lang)),
  };
}

export const GameContext = createContext<GameCtx | null>(null);

export function useGame(): GameCtx {
  const g = useContext(GameContext);
  if (!g) throw new Error('no game context');
  return g;
}
