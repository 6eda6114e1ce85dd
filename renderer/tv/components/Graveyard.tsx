import { RoleCard, ROLE_ART, BADGE_ART } from '../../common/art/index.js';
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
export function Grave({ p, size, compact = false }: { p: PlayerView; size: number; compact?: boolean }) {
  const { t } = useTv();
  const when = useWhen();
  const role = <span className={`tv-grave-role${p.role ? '' : ' hidden'}`}>{p.role ? roleName(t, p.role) : t('tv.graveyard.hidden')}</span>;
  return (
    <div className={`tv-grave${compact ? ' compact' : ''}`} data-testid="grave" data-seat={p.seat} {...(p.role ? { 'data-role': p.role } : {})}>
      <RoleCard role={p.role} size={size} />
      {compact ? (
        // Two lines: name and card; short cause and when.
        <div className="tv-grave-text">
          <div className="tv-grave-line"><span className="tv-grave-name">{p.name}</span> {role}</div>
          {p.death ? <div className="tv-grave-cause" data-testid="grave-cause">{t(`tv.causeShort.${p.death.cause}`)} · {when(p)}</div> : null}
        </div>
      ) : (
        <div className="tv-grave-text">
          <div className="tv-grave-name">{p.name}</div>
          {role}
          {p.death ? <div className="tv-grave-cause" data-testid="grave-cause">{t(`tv.cause.${p.death.cause}`)}</div> : null}
          {p.death ? <div className="tv-grave-when">{when(p)}</div> : null}
        </div>
      )}
    </div>
  );
}

/** An older death at a full table: the card's emblem (or a ghost when not revealed) and the name. */
function GraveRow({ p }: { p: PlayerView }) {
  const Art = p.role ? ROLE_ART[p.role] : BADGE_ART.ghost;
  return (
    <div className="tv-grave-row" data-testid="grave" data-seat={p.seat} {...(p.role ? { 'data-role': p.role } : {})}>
      <Art size={34} />
      <span className="tv-grave-name">{p.name}</span>
    </div>
  );
}

/** Dead players in order of death, newest first. */
export function useDead(): PlayerView[] {
  const { state } = useTv();
  const order = new Map<number, number>();
  for (const e of state.log) if (e.type === 'death' && typeof e.seat === 'number' && !order.has(e.seat)) order.set(e.seat, order.size);
  const dead = (state.game?.players ?? []).filter((p) => !p.alive);
  dead.sort((a, b) => (order.get(b.seat) ?? -1) - (order.get(a.seat) ?? -1) || b.death!.day - a.death!.day);
  return dead;
}

/**
 * Every dead player, newest first, without scrolling: cards up to 3, rows up to 6; past that the newest few
 * keep a full row (cause and when) and the older ones shrink to a name and emblem, two columns.
 */
export function Graveyard() {
  const { t } = useTv();
  const dead = useDead();
  const full = dead.length <= 6 ? dead.length : dead.length <= 10 ? 3 : dead.length <= 14 ? 2 : 0;
  const compact = dead.length > 3;
  const size = compact ? 44 : 92;
  return (
    <div className="tv-panel tv-graveyard" data-testid="graveyard" data-count={dead.length}>
      <h2 className="tv-side-title">{t('tv.graveyard.title')}{dead.length ? <small>{dead.length}</small> : null}</h2>
      {dead.length === 0 ? <div className="tv-empty">{t('tv.graveyard.empty')}</div> : (
        <>
          <div className="tv-graves">
            {dead.slice(0, full).map((p) => <Grave key={p.seat} p={p} size={size} compact={compact} />)}
          </div>
          {dead.length > full ? (
            <div className="tv-grave-rows">
              {dead.slice(full).map((p) => <GraveRow key={p.seat} p={p} />)}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
