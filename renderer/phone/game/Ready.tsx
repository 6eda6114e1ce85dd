/**
 * The ready moment before the first night (engine step 'ready'): the VIP sees how many are ready
 * and may start the night without the stragglers (the host's `skip`, as the laptop's key does).
 */
import { useGame } from './ctx.js';

export function ReadyGoOn() {
  const g = useGame();
  const ready = g.game.ready;
  if (!ready || !g.snap.you?.vip || ready.ready >= ready.players) return null;
  return (
    <div className="ready-go-on" data-testid="ready-go-on">
      <p className="muted small">{g.t('phone.readyMoment.count', ready)}</p>
      <button type="button" className="btn" onClick={() => g.store.host({ cmd: 'skip' })} data-testid="ready-start-now">
        {g.t('phone.readyMoment.goOn')}
      </button>
    </div>
  );
}
