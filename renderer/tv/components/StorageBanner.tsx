/**
 * What the table must know about saving, in a band above the stage (the stage shrinks to make
 * room, so the band never hides a seat, a name or the narrator): a plain banner while the host
 * cannot save (the disk is full, the folder is read-only; moves wait until it works again), and,
 * for the host's TV, what restore found damaged at start-up and what it brought back. Also every
 * seat handed over to another phone since the lobby opened: the whole room must see a seat move
 * (one guest holding two seats would hold two roles at the deal).
 */
import { useLayoutEffect, useRef } from 'react';
import type { Lang, RoomView } from '../../../protocol/protocol.js';
import { useTv } from '../ctx.js';

export function StorageBanner({ room, lang, onHeight }: { room: RoomView; lang: Lang; onHeight: (px: number) => void }) {
  const { t } = useTv();
  const notice = room.recovery;
  const band = useRef<HTMLDivElement>(null);
  const moved = room.handedOver ?? [];
  const shown = !!room.storage || !!notice || moved.length > 0;
  // The stage is fitted below the band: report its height whenever it changes (text wraps).
  useLayoutEffect(() => {
    const el = band.current;
    if (!el) {
      onHeight(0);
      return;
    }
    const report = () => onHeight(el.getBoundingClientRect().height);
    report();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(report);
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, moved.length, onHeight]);
  if (!shown) return null;
  const details = notice ? [
    notice.roomLost ? t('tv.recovery.roomLost') : null,
    notice.gameLost ? t('tv.recovery.gameLost') : null,
    !notice.gameLost && (notice.linesLost > 0 || notice.actionsRecovered > 0 || notice.cut) ? t('tv.recovery.actions', { count: notice.actionsRecovered }) : null,
    notice.linesLost > 0 ? t('tv.recovery.linesLost', { count: notice.linesLost }) : null,
    notice.cut ? t('tv.recovery.cut') : null,
  ].filter((x): x is string => x !== null) : [];
  return (
    <div className="tv-band" ref={band} lang={lang} data-testid="storage-band">
      {room.storage ? (
        <div className="tv-storage-banner" role="alert" data-testid="storage-banner">
          <strong>{t(`tv.storage.${room.storage.problem}`)}</strong>
          <span>{t('tv.storage.hint')}</span>
        </div>
      ) : null}
      {notice ? (
        <div className="tv-recovery" data-testid="recovery-notice">
          <strong>{t('tv.recovery.title')}</strong>
          {details.length > 0 ? <span>{details.join(lang === 'zh-CN' ? '' : ' ')}</span> : null}
          {notice.keptAs.length > 0 ? <span className="tv-recovery-files">{t('tv.recovery.keptAs', { files: notice.keptAs.join(', ') })}</span> : null}
        </div>
      ) : null}
      {moved.length > 0 ? (
        <div className="tv-recovery tv-handed-over" data-testid="handed-over">
          <strong>⇄ {t('tv.handedOver.title')}</strong>
          <span>{moved.map((p) => t('tv.handedOver.seat', { name: p.name, seat: p.seat })).join(lang === 'zh-CN' ? '、' : ', ')}</span>
        </div>
      ) : null}
    </div>
  );
}
