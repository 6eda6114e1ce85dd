import { useEffect } from 'react';
import type { ConnectionStatus } from '../../common/client.js';
import { useT } from '../i18n.js';
import type { Snapshot } from '../store.js';

/** First paint: dark, calm, says what is happening. */
export function Splash({ status }: { status: ConnectionStatus }) {
  const t = useT();
  return (
    <div className="splash" data-testid="splash">
      <div className="splash-moon" aria-hidden="true" />
      <h1 className="title">{t('phone.appName')}</h1>
      <p className="muted">{status === 'reconnecting' ? t('phone.status.reconnecting') : t('phone.status.connecting')}</p>
    </div>
  );
}

/** "Reconnecting…" — and a promise that a confirmed choice will still be sent. */
export function ConnectionBanner({ snap }: { snap: Snapshot }) {
  const t = useT();
  if (!snap.synced || snap.status === 'open' || snap.fatal) return null;
  const waiting = Object.values(snap.pending).some((p) => !p.sent);
  return (
    <div className="banner" role="status" data-testid="reconnecting">
      <span className="banner-dot" aria-hidden="true" />
      <span>{t('phone.status.reconnecting')}</span>
      {waiting ? <span className="banner-sub">{t('phone.status.choiceKept')}</span> : null}
    </div>
  );
}

const QUIET = new Set(['RATE_LIMITED']);
/** Notices that are tips, not failures. */
const INFO = new Set(['SCREEN']);

/** A short message after a refused action; goes away by itself. */
export function NoticeToast({ snap, onDismiss }: { snap: Snapshot; onDismiss: () => void }) {
  const t = useT();
  const notice = snap.notice;
  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(onDismiss, 4500);
    return () => clearTimeout(id);
  }, [notice, onDismiss]);
  if (!notice || QUIET.has(notice.code)) return null;
  return (
    <button type="button" className={`toast${INFO.has(notice.code) ? ' toast-info' : ''}`} role="alert" data-testid="notice" data-code={notice.code} onClick={onDismiss}>
      {errorText(t, notice.code)}
    </button>
  );
}

export function errorText(t: (k: string, p?: Record<string, unknown>) => string, code: string): string {
  const key = `phone.error.${code}`;
  const text = t(key);
  return text === key ? t('phone.error.generic', { code }) : text;
}
