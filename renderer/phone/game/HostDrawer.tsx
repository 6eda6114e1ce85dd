/**
 * The VIP's controls during the game, in a compact drawer: pause/resume, more time, skip the
 * step, undo, kick, lock, end. Destructive commands ask for a second tap.
 */
import { useState } from 'react';
import type { HostCommand } from '../../../protocol/protocol.js';
import { useGame } from './ctx.js';
import { MarkPanel } from './MarkPanel.js';

export function HostDrawer({ onClose }: { onClose: () => void }) {
  const g = useGame();
  const [armed, setArmed] = useState<string | null>(null);
  const room = g.room;
  const over = g.game.phase === 'over';
  const send = (command: HostCommand) => {
    g.store.host(command);
    setArmed(null);
  };
  const twice = (id: string, command: HostCommand) => () => (armed === id ? send(command) : setArmed(id));
  return (
    <div className="drawer-wrap" role="dialog" aria-modal="true" aria-label={g.t('phone.host.title')} data-testid="host-drawer">
      <button type="button" className="drawer-scrim" aria-label={g.t('phone.close')} onClick={onClose} />
      <div className="drawer">
        <div className="drawer-head">
          <h2 className="section-title">{g.t('phone.host.title')}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={g.t('phone.close')} data-testid="drawer-close">✕</button>
        </div>
        {!over ? (
          <div className="drawer-grid">
            {room.paused ? (
              <button type="button" className="btn" onClick={() => send({ cmd: 'resume' })} data-testid="host-resume">{g.t('phone.host.resume')}</button>
            ) : (
              <button type="button" className="btn" onClick={() => send({ cmd: 'pause' })} data-testid="host-pause">{g.t('phone.host.pause')}</button>
            )}
            <button type="button" className="btn" onClick={() => send({ cmd: 'extend', seconds: 30 })} data-testid="host-extend">{g.t('phone.host.extend')}</button>
            <button type="button" className="btn" onClick={() => send({ cmd: 'skip' })} data-testid="host-skip">{g.t('phone.host.skip')}</button>
            <button type="button" className={`btn${armed === 'undo' ? ' btn-danger' : ''}`} onClick={twice('undo', { cmd: 'undo' })} data-testid="host-undo">
              {g.t(armed === 'undo' ? 'phone.host.sure' : 'phone.host.undo')}
            </button>
            <button type="button" className="btn" onClick={() => send({ cmd: 'lock', locked: !room.locked })} data-testid="host-lock">
              {g.t(room.locked ? 'phone.host.unlock' : 'phone.host.lock')}
            </button>
            <button type="button" className={`btn${armed === 'end' ? ' btn-danger' : ''}`} onClick={twice('end', { cmd: 'end' })} data-testid="host-end">
              {g.t(armed === 'end' ? 'phone.host.sure' : 'phone.host.end')}
            </button>
          </div>
        ) : (
          <div className="drawer-grid">
            <button type="button" className="btn btn-primary" onClick={() => send({ cmd: 'newGame' })} data-testid="host-new-game">{g.t('phone.host.newGame')}</button>
          </div>
        )}
        {!over ? <MarkPanel onSent={() => setArmed(null)} /> : null}
        <h3 className="section-title">{g.t('phone.host.players')}</h3>
        <ul className="player-list">
          {room.players.map((p) => (
            <li key={p.id} className={`player-row${p.connected ? '' : ' is-offline'}`}>
              <span className="seat-num">{p.seat}</span>
              <span className="player-name">{p.name}</span>
              {!p.connected ? <span className="tag tag-off">{g.t('phone.lobby.offline')}</span> : null}
              <span className="row-actions">
                {p.id !== g.snap.you?.playerId ? (
                  <>
                    <button type="button" className="icon-btn" onClick={() => send({ cmd: 'handover', playerId: p.id })} aria-label={g.t('phone.host.handover')}>⇄</button>
                    <button type="button" className={`icon-btn${armed === `kick:${p.id}` ? ' danger' : ''}`} onClick={twice(`kick:${p.id}`, { cmd: 'kick', playerId: p.id })} aria-label={g.t('phone.lobby.kick')}>
                      {armed === `kick:${p.id}` ? g.t('phone.lobby.kickConfirm') : '✕'}
                    </button>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {g.snap.handover ? (
          <p className="handover" data-testid="handover-code">
            {g.t('phone.host.handoverCode', { name: room.players.find((p) => p.id === g.snap.handover!.playerId)?.name ?? '', code: g.snap.handover.code })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
