import type { Fatal as FatalKind } from '../store.js';
import { useT } from '../i18n.js';

/**
 * The end of this page's connection: kicked by the host, the seat opened on another device or
 * handed over, or a page older than the host. Nothing to do here but start over.
 */
export function Fatal({ kind }: { kind: FatalKind }) {
  const t = useT();
  return (
    <div className="splash" data-testid={`fatal-${kind}`}>
      <h1 className="title">{t(`phone.fatal.${kind}Title`)}</h1>
      <p className="lead">{t(`phone.fatal.${kind}`)}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          {t(kind === 'version' ? 'phone.fatal.reload' : kind === 'kicked' ? 'phone.fatal.rejoin' : 'phone.fatal.useHere')}
        </button>
      </div>
    </div>
  );
}
