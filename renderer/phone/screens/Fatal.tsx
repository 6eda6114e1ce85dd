import { useT } from '../i18n.js';

/** Kicked by the host, or a page older than the host: nothing to do here but start over. */
export function Fatal({ kind }: { kind: 'kicked' | 'version' }) {
  const t = useT();
  return (
    <div className="splash" data-testid={`fatal-${kind}`}>
      <h1 className="title">{t(kind === 'kicked' ? 'phone.fatal.kickedTitle' : 'phone.fatal.versionTitle')}</h1>
      <p className="lead">{t(kind === 'kicked' ? 'phone.fatal.kicked' : 'phone.fatal.version')}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          {t(kind === 'kicked' ? 'phone.fatal.rejoin' : 'phone.fatal.reload')}
        </button>
      </div>
    </div>
  );
}
