import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../common/lazyWithRetry.js';
import type { PlayerSummary } from '../../../protocol/protocol.js';
import { AvatarGlyph } from '../../common/ui/Avatar.js';
import { useT } from '../i18n.js';
import type { PhoneStore, Snapshot } from '../store.js';
import { Join } from './Join.js';
import { LangSwitch } from './LangSwitch.js';

const SetupPanel = lazyWithRetry(() => import('../setup/SetupPanel.js'), 'SetupPanel');
// The deck in words needs the engine's role list: loaded after the first paint, as the VIP's panel is.
const DeckSummary = lazyWithRetry(() => import('./DeckSummary.js'), 'DeckSummary');

/** Who is here, who hosts, and — for the VIP — the deck, the rules and the start button. */
export function Lobby({ snap, store }: { snap: Snapshot; store: PhoneStore }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const room = snap.room!;
  const you = snap.you!;
  const vip = you.vip;
  if (editing) return <Join snap={snap} store={store} edit onDone={() => setEditing(false)} />;
  const problem = room.setupProblem;
  const busy = Object.values(snap.hostBusy).includes('start');

  return (
    <div className="screen" data-testid="lobby">
      <header className="topbar">
        <span className="brand">{t('phone.appName')}</span>
        <LangSwitch />
      </header>
      <main className="content">
        <section className="card-panel">
          <h2 className="section-title">
            {t('phone.lobby.players', { count: room.players.length })}
            {room.locked ? <span className="tag" data-testid="locked">{t('phone.lobby.locked')}</span> : null}
          </h2>
          <ol className="player-list" data-testid="player-list">
            {room.players.map((p, i) => (
              <LobbyPlayer
                key={p.id} p={p} me={p.id === you.playerId} vip={vip} first={i === 0} last={i === room.players.length - 1}
                snap={snap} store={store} onEdit={() => setEditing(true)}
              />
            ))}
          </ol>
          {room.spectators > 0 ? <p className="muted small">{t('phone.lobby.spectators', { count: room.spectators })}</p> : null}
        </section>

        {vip ? (
          <Suspense fallback={<p className="muted">{t('phone.loading')}</p>}>
            <SetupPanel snap={snap} store={store} />
          </Suspense>
        ) : (
          <section className="card-panel" data-testid="waiting">
            <p className="lead">{t('phone.lobby.waiting')}</p>
            <Suspense fallback={null}>
              <DeckSummary settings={room.settings} />
            </Suspense>
          </section>
        )}
        <p className="tip" data-testid="screen-tip">{t('phone.lobby.keepAwake')}</p>
      </main>
      {vip ? (
        <footer className="actions actions-col">
          {problem ? <p className="problem" data-testid="setup-problem">{setupText(t, problem)}</p> : null}
          <button
            type="button" className="btn btn-primary" disabled={!!problem || busy} data-testid="start-game"
            onClick={() => store.host({ cmd: 'start' })}
          >
            {t('phone.lobby.start')}
          </button>
        </footer>
      ) : null}
    </div>
  );
}

export function setupText(
  t: (k: string, p?: Record<string, unknown>) => string, problem: { code: string; params?: Record<string, unknown> },
): string {
  const [code, detail] = problem.code.split(':');
  const params: Record<string, unknown> = { ...problem.params };
  if (typeof params.role === 'string') params.role = t(`role.${params.role}`);
  if (detail) params.key = t(`variant.${detail}.name`);
  const key = code === 'setup.variant.invalid' ? 'setup.variantInvalid' : code === 'setup.variant.unknown' ? 'setup.variantUnknown' : code;
  const text = t(key, params);
  return text === key ? t('phone.error.generic', { code: problem.code }) : text;
}

function LobbyPlayer({ p, me, vip, first, last, snap, store, onEdit }: {
  p: PlayerSummary; me: boolean; vip: boolean; first: boolean; last: boolean; snap: Snapshot; store: PhoneStore; onEdit: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [confirmKick, setConfirmKick] = useState(false);
  const order = snap.room!.players.map((q) => q.id);
  const move = (delta: number) => {
    const i = order.indexOf(p.id);
    const next = order.slice();
    next.splice(i, 1);
    next.splice(i + delta, 0, p.id);
    store.host({ cmd: 'reorder', order: next });
  };
  const body = (
    <>
      <span className="seat-num">{p.seat}</span>
      <AvatarGlyph id={p.avatar} size={28} />
      <span className="player-main">
        <span className="player-name">{p.name}</span>
        {p.vip || me || !p.connected ? (
          <span className="player-tags">
            {p.vip ? <span className="tag tag-vip" data-testid="vip-badge">{t('phone.lobby.vip')}</span> : null}
            {me ? <span className="tag">{t('phone.you')}</span> : null}
            {!p.connected ? <span className="tag tag-off">{t('phone.lobby.offline')}</span> : null}
          </span>
        ) : null}
      </span>
    </>
  );
  const handover = snap.handover?.playerId === p.id ? snap.handover.code : null;
  return (
    <li className={`player-row${me ? ' is-me' : ''}${p.connected ? '' : ' is-offline'}${open ? ' is-open' : ''}`} data-testid="lobby-player" data-name={p.name}>
      <div className="player-line">
        {vip ? (
          <button
            type="button" className="player-open" aria-expanded={open} onClick={() => { setOpen(!open); setConfirmKick(false); }}
            aria-label={t('phone.lobby.manage', { name: p.name })} data-testid="player-open"
          >
            {body}
            <span className="chevron" aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        ) : <div className="player-open">{body}</div>}
        {me ? <button type="button" className="icon-btn" onClick={onEdit} aria-label={t('phone.lobby.edit')} data-testid="edit-profile">✎</button> : null}
      </div>
      {vip && open ? (
        <div className="player-actions">
          <button type="button" className="btn" disabled={first} onClick={() => move(-1)} data-testid="move-up">↑ {t('phone.lobby.moveUp')}</button>
          <button type="button" className="btn" disabled={last} onClick={() => move(1)} data-testid="move-down">↓ {t('phone.lobby.moveDown')}</button>
          {!me ? (
            <>
              <button type="button" className="btn" onClick={() => store.host({ cmd: 'handover', playerId: p.id })} data-testid="handover">
                ⇄ {t('phone.host.handover')}
              </button>
              {confirmKick ? (
                <button type="button" className="btn btn-danger" onClick={() => { store.host({ cmd: 'kick', playerId: p.id }); setConfirmKick(false); }} data-testid="kick-confirm">
                  {t('phone.lobby.kickConfirm')}
                </button>
              ) : (
                <button type="button" className="btn" onClick={() => setConfirmKick(true)} data-testid="kick">✕ {t('phone.lobby.kick')}</button>
              )}
            </>
          ) : null}
          {handover ? (
            <p className="handover" data-testid="handover-code">{t('phone.lobby.handoverCode', { code: handover, url: `${snap.room!.joinUrl}?handover=${handover}` })}</p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
