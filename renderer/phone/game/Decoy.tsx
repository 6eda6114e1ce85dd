/**
 * No tells: at night every living player's phone is asked to tap something, so nobody can tell
 * from across the room who is acting. A player with nothing to decide gets this decoy — the same
 * layout as a real prompt (title, a grid of tiles, a confirm bar). Its confirm is sent to the host
 * like a real choice (same message, padded to the same size; the host changes nothing), so the
 * phone that transmits at night is not the one acting.
 */
import { useState, type ReactNode } from 'react';
import { joinList } from '../../common/ui/format.js';
import { AllDone } from './Prompts.js';
import { Tonight } from './Tonight.js';
import { useGame, type GameCtx } from './ctx.js';

/** Steps already tapped through, so a re-render keeps the calm "done" screen. */
const tappedSteps = new Set<number>();

export function Decoy() {
  const g = useGame();
  const stepId = g.game.step.id;
  const [sel, setSel] = useState<number | null>(null);
  const [done, setDone] = useState(() => tappedSteps.has(stepId));
  // As many tiles as a real choice shows (every seat, living or not): the same silhouette.
  const tiles = g.game.players.length;
  const info = nightInfo(g);

  if (done) {
    return (
      <div className="prompt-stack" data-testid="decoy-done">
        {info}
        <AllDone />
      </div>
    );
  }

  return (
    <section className="prompt decoy" data-testid="decoy" data-prompt="decoy">
      <h2 className="prompt-title">{g.t('phone.decoy.title')}</h2>
      {info}
      <Tonight />
      <div className="prompt-info"><p className="hint">{g.t('phone.decoy.hint')}</p></div>
      <div className={`seat-grid${g.game.players.length > 12 ? ' is-many' : ''}`}>
        {Array.from({ length: tiles }, (_, i) => (
          <button
            key={i} type="button" className={`tile tile-moon${sel === i ? ' is-on' : ''}`} aria-pressed={sel === i}
            aria-label={g.t('phone.decoy.moon')} onClick={() => setSel(i)} data-moon={i}
          >
            <span className="moon-glyph" aria-hidden="true">☾</span>
          </button>
        ))}
      </div>
      <div className="confirm-bar">
        <button
          type="button" className="btn btn-primary btn-confirm" disabled={sel === null} data-testid="confirm"
          onClick={() => { tappedSteps.add(stepId); setDone(true); if (sel !== null) g.store.decoy(sel); }}
        >
          {sel === null ? g.t('phone.decoy.tap') : g.t('phone.decoy.confirm')}
        </button>
      </div>
    </section>
  );
}

/** What an information step shows its audience (the Lovers, the Charmed), above the decoy. */
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
