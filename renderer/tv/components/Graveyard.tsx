import { RoleCard } from '../../common/art/index.js';
import type { PlayerView } from '../../../engine/index.js';
import { deathTimes, roleName } from '../captions.js';
import { useTv } from '../ctx.js';

/** When a player died, in words: "Night 2" / "Day 2". */
export function useWhen() {
  const { t, state } = useTv();
  const times = deathTimes(state.log);
  return (p: PlayerView) => {
    if (!p.death) return '';
    const w = times.get(p.seat);
    const kind = w?.kind ?? (p.death.cause === 'wolves' || p.death.cause === 'poison' ? 'night' : p.death.phase);
    return t(kind === 'night' ? 'tv.when.night' : 'tv.when.day', { n: w?.n ?? p.death.day });
  };
}

/** One dead player: the card (face up when revealed, else face down), name, cause and when. */
export function Grave({ p, size }: { p: PlayerView; size: number }) {
  const { t } = useTv();
  const when = useWhen();
  return (
    <div className="tv-grave" data-testid="grave" data-seat={p.seat} {...(p.role ? { 'data-role': p.role } : {})}>
      <RoleCard role={p.role} size={size} />
      <div className="tv-grave-text">
        <div className="tv-grave-name">{p.name}</div>
        <div className={`tv-grave-role${p.role ? '' : ' hidden'}`}>{p.role ? roleName(t, p.role) : t('tv.graveyard.hidden')}</div>
        {p.death ? <div className="tv-grave-cause" data-testid="grave-cause">{t(`tv.cause.${p.death.cause}`)}</div> : null}
        {p.death ? <div className="tv-grave-when">{when(p)}</div> : null}
      </div>
    </div>
  );
}

/** Every dead player, in order of death. */
export function Graveyard() {
  const { state, t } = useTv();
  const order = new Map<number, number>();
  for (const e of state.log) if (e.type === 'death' && typeof e.seat === 'number' && !order.has(e.seat)) order.set(e.seat, order.size);
  const dead = (state.game?.players ?? []).filter((p) => !p.alive);
  dead.sort((a, b) => (order.get(a.seat) ?? 99) - (order.get(b.seat) ?? 99) || a.death!.day - b.death!.day);
  const cols = dead.length > 6 ? 2 : 1;
  const size = dead.length <= 3 ? 92 : dead.length <= 6 ? 70 : dead.length <= 12 ? 58 : 44;
  return (
    <div className="tv-panel tv-graveyard" data-testid="graveyard">
      <h2 className="tv-side-title">{t('tv.graveyard.title')}{dead.length ? <small>{dead.length}</small> : null}</h2>
      {dead.length === 0 ? <div className="tv-empty">{t('tv.graveyard.empty')}</div> : (
        <div className="tv-graves" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}>
          {dead.map((p) => <Grave key={p.seat} p={p} size={size} />)}
        </div>
      )}
    </div>
  );
}
