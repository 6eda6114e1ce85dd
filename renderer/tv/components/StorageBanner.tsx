/**
 * What the table must know about saving: a plain banner while the host cannot save (the disk is
 * full, the folder is read-only; moves wait until it works again), and, for the host's TV, what
 * restore found damaged at start-up and what it brought back.
 */
import type { RoomView } from '../../common/protocol.js';
import { useTv } from '../ctx.js';

export function StorageBanner({ room }: { room: RoomView }) {
  const { t } = useTv();
  const notice = room.recovery;
  return (
    <>
      {room.storage ? (
        <div className="tv-storage-banner" role="alert" data-testid="storage-banner">
          <strong>{t(`tv.storage.${room.storage.problem}`)}</strong>
          <span>{t('tv.storage.hint')}</span>
        </div>
      ) : null}
      {notice ? (
        <div className="tv-recovery" data-testid="recovery-notice">
          <strong>{t('tv.recovery.title')}</strong>
          {notice.roomLost ? <span>{t('tv.recovery.roomLost')}</span> : null}
          {notice.gameLost ? <span>{t('tv.recovery.gameLost')}</span> : null}
          {!notice.gameLost && (notice.linesLost > 0 || notice.actionsRecovered > 0) ? (
            <span>{t('tv.recovery.actions', { count: notice.actionsRecovered })}</span>
          ) : null}
          {notice.linesLost > 0 ? <span>{t('tv.recovery.linesLost', { count: notice.linesLost })}</span> : null}
          {notice.keptAs.length > 0 ? <span className="tv-recovery-files">{t('tv.recovery.keptAs', { files: notice.keptAs.join(', ') })}</span> : null}
        </div>
      ) : null}
    </>
  );
}
