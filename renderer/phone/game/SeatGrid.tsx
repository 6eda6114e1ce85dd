import { Charmed, Lovers, Sheriff } from '../../common/art/roles/index.js';
import { AvatarGlyph } from '../../common/ui/Avatar.js';
import type { PlayerView } from '../../../engine/views.js';
import { useGame } from './ctx.js';

export interface TileState {
  /** May be tapped. */
  selectable: boolean;
  /** Shown greyed, with the reason in words. */
  reason?: string;
  /** Extra marks (the wolves' picks, "your vote"). */
  marks?: string[];
}

/**
 * The table as a grid of big player tiles, in seat order (clockwise). Tapping a selectable tile
 * selects it; a greyed tile says why it cannot be chosen.
 */
export function SeatGrid({ players, state, selected, onTap, testid = 'seat-grid', readOnly }: {
  players: PlayerView[];
  state?: (p: PlayerView) => TileState;
  selected: number[];
  onTap?: (seat: number) => void;
  testid?: string;
  /** A picture of the table, not a choice: plain tiles, nothing greyed. */
  readOnly?: boolean;
}) {
  const g = useGame();
  // Private knowledge (a wolf's pack, the Seer's results, lovers) only shows at night, when every
  // other player has their eyes closed, or to a ghost — never on a screen a neighbour can read by day.
  const privateOk = g.game.phase === 'night' || !!g.game.me?.ghost || g.game.phase === 'over';
  return (
    <div className={`seat-grid${players.length > 12 ? ' is-many' : ''}`} data-testid={testid}>
      {players.map((p) => {
        const s = state ? state(p) : { selectable: false };
        const on = selected.includes(p.seat);
        const avatar = g.avatar(p.seat);
        const me = p.seat === g.mySeat;
        const known = p.role && !me && (p.revealed || privateOk);
        const sub = s.reason ?? (me ? g.t('phone.you')
          : known ? g.t(`role.${p.role}`)
            : privateOk && p.team ? g.t(`seerResult.${p.team}`)
              : !p.alive && p.death ? g.t(`deathShort.${p.death.cause}`) : '');
        const body = (
          <>
            <span className="tile-top">
              <span className="tile-seat">{p.seat}</span>
              {avatar ? <AvatarGlyph id={avatar} size={22} /> : null}
              <span className="tile-badges">
                {p.sheriff ? <Sheriff size={20} title={g.t('phone.sheriff')} /> : null}
                {p.lover && privateOk ? <Lovers size={20} title={g.t('phone.lover')} /> : null}
                {p.charmed && privateOk ? <Charmed size={20} title={g.t('phone.charmed')} /> : null}
              </span>
            </span>
            <span className="tile-name">{p.name}</span>
            {sub ? <span className="tile-sub">{sub}</span> : null}
            {s.marks?.length ? <span className="tile-marks">{s.marks.join(' ')}</span> : null}
          </>
        );
        if (readOnly) {
          return (
            <div
              key={p.seat} className={`tile tile-static${p.alive ? '' : ' is-dead'}${me ? ' is-me' : ''}`}
              data-seat={p.seat} data-name={p.name} data-role={known ? p.role ?? '' : ''}
            >
              {body}
            </div>
          );
        }
        return (
          <button
            key={p.seat} type="button"
            className={`tile${on ? ' is-on' : ''}${s.selectable ? '' : ' is-off'}${p.alive ? '' : ' is-dead'}${me ? ' is-me' : ''}`}
            aria-pressed={on} aria-disabled={!s.selectable}
            onClick={() => { if (s.selectable) onTap?.(p.seat); }}
            data-seat={p.seat} data-name={p.name} data-selectable={s.selectable} data-role={known ? p.role ?? '' : ''}
          >
            {body}
          </button>
        );
      })}
    </div>
  );
}
