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
export function SeatGrid({ players, state, selected, onTap, testid = 'seat-grid', readOnly, reveal }: {
  players: PlayerView[];
  state?: (p: PlayerView) => TileState;
  selected: number[];
  onTap?: (seat: number) => void;
  testid?: string;
  /** A picture of the table, not a choice: plain tiles, nothing greyed. */
  readOnly?: boolean;
  /** Behind press-and-hold only (a ghost's roles): every private mark this view carries. */
  reveal?: boolean;
}) {
  const g = useGame();
  const me = g.game.me;
  // A word under a name is read from across the table, so a tile carries only what everyone knows
  // (a card turned up, the dead), except behind press-and-hold and at the end. The one exception:
  // the wolves' own step, when every wolf is awake and everyone else has closed eyes — then a
  // wolf's tiles name the pack (and a Little Girl the pack caught). Everything else a player knows
  // (the Seer's results, a lover, the charmed) is on the card behind press-and-hold (issue 27).
  const packAwake = g.game.phase === 'night' && g.game.step.name === 'werewolves' && !!me?.alive && me.pack.some((w) => w.seat === me.seat);
  const privateOk = !!reveal || g.game.phase === 'over';
  // A ghost's view tells every cause of death, the table only what it was told: in the open a
  // ghost's tile just says dead.
  const ghostOpen = !!me?.ghost && !privateOk;
  return (
    <div className={`seat-grid${players.length > 12 ? ' is-many' : ''}`} data-testid={testid}>
      {players.map((p) => {
        const s = state ? state(p) : { selectable: false };
        const on = selected.includes(p.seat);
        const avatar = g.avatar(p.seat);
        const mine = p.seat === g.mySeat;
        const known = p.role && !mine && (p.revealed || privateOk || packAwake);
        const nightDead = g.game.phase === 'night' && !p.alive && p.death && !privateOk
          ? g.t(ghostOpen ? 'phone.dead' : `deathShort.${p.death.cause}`) : null;
        // By night a dead tile says how the table was told he died on every grid (the decoy's,
        // a seat prompt's, an option prompt's picture of the table), not his card on some only.
        const sub = s.reason ?? (mine ? g.t('phone.you')
          : nightDead ? nightDead
          : known ? g.t(`role.${p.role}`)
            : privateOk && p.team ? g.t(`seerResult.${p.team}`)
              : !p.alive && p.death ? g.t(ghostOpen ? 'phone.dead' : `deathShort.${p.death.cause}`) : '');
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
              key={p.seat} className={`tile tile-static${p.alive ? '' : ' is-dead'}${mine ? ' is-me' : ''}`}
              data-seat={p.seat} data-name={p.name} data-role={known ? p.role ?? '' : ''}
            >
              {body}
            </div>
          );
        }
        return (
          <button
            key={p.seat} type="button"
            className={`tile${on ? ' is-on' : ''}${s.selectable ? '' : ' is-off'}${p.alive ? '' : ' is-dead'}${mine ? ' is-me' : ''}`}
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
