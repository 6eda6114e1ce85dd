/**
 * Bringing the room back at start-up: room.json, then the write-ahead log (the game in progress),
 * or the last finished game. Never deletes the only copy: a log it cannot play is kept aside and
 * the TV is told (`HostStorage` notices). The game runner calls it and then starts the clock.
 */
import path from 'node:path';
import { replay } from '../../engine/index.js';
import type { RoomModel } from './model.js';
import type { RoomFile } from './persistence.js';
import type { HostStorage } from './storage.js';

/** `finish`: archives a restored game that was already over (GameRunner.finish). */
export function restoreRoom(
  m: RoomModel, storage: HostStorage, saved: RoomFile | null, log: (line: string) => void, finish: () => void,
): void {
  if (saved) {
    m.load(saved);
    if (saved.lastGame) {
      const archive = storage.readArchive(saved.lastGame);
      if (archive && !archive.aborted) {
        try {
          const r = replay(archive.setup, archive.actions);
          m.game = {
            header: { kind: 'nightfall.game', version: 1, setup: archive.setup, seats: archive.seats, startedAt: archive.startedAt },
            setup: archive.setup, actions: archive.actions.slice(), state: r.state, events: r.events, archive: saved.lastGame,
          };
          m.phase = r.state.phase === 'over' ? 'ended' : 'lobby';
          if (m.phase === 'lobby') m.game = null;
        } catch (error) {
          log(`could not replay the last game ${saved.lastGame}: ${String(error)}`);
        }
      }
    }
  }
  const contents = storage.recoverLog();
  const header = contents.header;
  if (header) {
    try {
      const r = replay(header.setup, contents.actions);
      const accepted = contents.actions.filter((_, i) => !r.rejected.some((x) => x.index === i));
      // Finished just before a crash: room.json may already name its archive.
      const archived = saved?.lastGame ? storage.readArchive(saved.lastGame) : null;
      const sameGame = !!archived && archived.startedAt === header.startedAt && archived.actions.length === accepted.length;
      // Otherwise that archive is a finished game whose end was being undone at the crash.
      if (archived && !sameGame && archived.startedAt === header.startedAt) storage.removeArchive(saved!.lastGame!);
      m.game = {
        header, setup: header.setup, actions: accepted, state: r.state, events: r.events,
        archive: sameGame ? saved!.lastGame : null,
      };
      m.phase = 'game';
      m.restoredGame = true;
      // Every seat's player must exist (room.json may be older than the log, or lost).
      header.seats.forEach((id, i) => {
        if (!m.players.some((p) => p.id === id)) {
          m.players.push({ id, name: header.setup.players[i] ?? `#${i + 1}`, avatar: 'moon', lang: 'zh-CN', token: null });
        }
      });
      if (r.rejected.length > 0) {
        // Actions the engine no longer accepts: the log is rewritten without them, a copy kept.
        log(`write-ahead log: ${r.rejected.length} action(s) no longer valid were dropped`);
        try {
          const copy = storage.log.replaceKeepingCopy(header, accepted);
          storage.addNotice({ actionsRecovered: accepted.length, linesLost: r.rejected.length, keptAs: copy ? [path.basename(copy)] : [] });
        } catch (error) {
          log(`could not rewrite the game log without them: ${String(error)}`);
        }
      }
      log(`restored the game in progress: ${accepted.length} action(s), step ${r.state.step.name}`);
      if (r.state.phase === 'over') finish();
    } catch (error) {
      log(`could not restore the game in progress: ${String(error)}`);
      const keptAs = storage.log.abandon();
      storage.addNotice({ gameLost: true, keptAs: keptAs ? [path.basename(keptAs)] : [] });
      m.game = null;
      m.phase = 'lobby';
    }
  } else if (m.phase === 'game') {
    m.phase = 'lobby';
  }
  if (m.phase === 'lobby') m.paused = false;
  if (m.phase === 'lobby' && m.deckAuto) m.followDeck();
}
