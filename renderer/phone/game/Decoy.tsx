/**
 * No tells: at night every living player's phone is asked to tap something, so nobody can tell
 * from across the room who is acting. A player with nothing to decide gets this decoy, built from
 * the same parts as a real decision (NightSheet: a two-line heading, the panel, the grid of every
 * seat with names and avatars, the confirm bar), so its density and brightness match. Its words
 * say plainly that the tap does nothing; what this player knows tonight (a Lover's partner, the
 * wolves' victim for a sleeping wolf) is behind the same hold button on every sleeper's panel. The confirm is sent to the host like a real choice (same
 * message, padded to the same size; the host changes nothing), so the phone that transmits at
 * night is not the one acting. After it, the same "done" screen as after a real decision.
 */
import { useState, type ReactNode } from 'react';
import { joinList } from '../../common/ui/format.js';
import type { PlayerView } from '../../../engine/views.js';
import { useGame, type GameCtx } from './ctx.js';
import { NightDone } from './NightDone.js';
import { NightSheet } from './NightSheet.js';
import { SeatGrid, type TileState } from './SeatGrid.js';
import { Tonight } from './Tonight.js';

/** Steps already tapped through, and the seat tapped, so a re-render keeps the "done" screen. */
const tappedSteps = new Map<number, number>();

export function Decoy() {
  const g = useGame();
  const stepId = g.game.step.id;
  const [sel, setSel] = useState<number | null>(null);
  const [tapped, setTapped] = useState<number | null>(() => tappedSteps.get(stepId) ?? null);
  const info = nightInfo(g);

  if (tapped !== null) return <NightDone testid="decoy-done" line={g.label(tapped)} info={info} />;

  return (
    <NightSheet
      testid="decoy" attrs={{ 'data-prompt': 'decoy' }} title={g.t('phone.decoy.title')}
      panel={(
        <>
          <p className="hint" data-testid="decoy-hint">{g.t('phone.decoy.hint')}</p>
          {/* Every sleeper's panel has the same hold button: a Lover's partner, a wolf's victim
              or nothing at all sit behind it alike. */}
          <Tonight extra={info} />
        </>
      )}
      grid={(
        <SeatGrid
          players={g.game.players} selected={sel === null ? [] : [sel]} testid="decoy-grid"
          onTap={(seat) => setSel(sel === seat ? null : seat)} state={(p) => decoyTile(g, p)}
        />
      )}
      confirm={(
        <button
          type="button" className="btn btn-primary btn-confirm" disabled={sel === null} data-testid="confirm"
          onClick={() => {
            if (sel === null) return;
            tappedSteps.set(stepId, sel);
            setTapped(sel);
            g.store.decoy(sel - 1);
          }}
        >
          {sel === null ? g.t('phone.decoy.tap') : g.t('phone.decoy.confirm', { choice: g.label(sel) })}
        </button>
      )}
    />
  );
}

/** Like a real prompt's tile: the living may be tapped; the dead and this player are greyed. */
function decoyTile(g: GameCtx, p: PlayerView): TileState {
  if (!p.alive) return { selectable: false, reason: g.t(p.death ? `deathShort.${p.death.cause}` : 'phone.dead') };
  return { selectable: p.seat !== g.mySeat };
}

/** What an information step shows its audience (the Lovers, the Charmed), in the decoy's panel. */
function nightInfo(g: GameCtx): ReactNode {
  const me = g.game.me;
  if (!me) return null;
  const step = g.game.step.name;
  if (step === 'lovers' && me.partner !== null) {
    return (
      <div className="night-info" data-testid="lover-info">
        <p className="lead">{g.t('phone.know.partner', { partner: g.label(me.partner) })}</p>
        {me.partnerIsWolf !== null ? <p className="muted" data-testid="partner-team">{g.t(`phone.know.partnerTeam.${me.partnerIsWolf ? 'wolf' : 'notWolf'}`)}</p> : null}
        <p className="muted small">{g.t('phone.decoy.loversRule')}</p>
      </div>
    );
  }
  if (step === 'charmed' && me.charmed.includes(me.seat)) {
    return (
      <div className="night-info" data-testid="charmed-info">
        <p className="lead">{g.t('phone.know.charmed', { seats: joinList(me.charmed.map(g.label), g.lang) })}</p>
      </div>
    );
  }
  return null;
}
