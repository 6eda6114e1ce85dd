import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RoleCardFace } from '../../common/art/RoleCardFace.js';
import { BADGE_ART } from '../../common/art/roles/index.js';
import { joinList } from '../../common/ui/format.js';
import type { RoleId } from '../../../engine/types.js';
import { useGame, type GameCtx } from './ctx.js';
import { folderKnowledge } from './rolePhones.js';

/**
 * The private role card, dealt face down. Press and hold to peek; it hides the moment the finger
 * lifts, so a neighbour cannot read it. Everything secret this player knows lives on its face.
 */
export function HoldCard() {
  const g = useGame();
  const [open, setOpen] = useState(false);
  const me = g.game.me;
  const barRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Hide if the page goes to the background while held.
    const hide = () => setOpen(false);
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('blur', hide);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('blur', hide);
    };
  }, [open]);
  if (!me) return null;
  const Back = BADGE_ART.cardBack;
  return (
    <>
      <button
        ref={barRef}
        type="button"
        className={`hold-bar${open ? ' is-held' : ''}`}
        data-testid="hold-card"
        data-seat={me.seat}
        aria-label={g.t('phone.card.hold')}
        onPointerDown={(e) => {
          e.preventDefault();
          try {
            e.currentTarget.setPointerCapture(e.pointerId);
          } catch {
            // synthetic pointers cannot be captured
          }
          setOpen(true);
        }}
        onPointerUp={() => setOpen(false)}
        onPointerCancel={() => setOpen(false)}
        onLostPointerCapture={() => setOpen(false)}
        onKeyDown={(e) => { if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); setOpen(true); } }}
        onKeyUp={() => setOpen(false)}
        onBlur={() => setOpen(false)}
        onContextMenu={(e) => e.preventDefault()}
      >
        <span className="hold-back" aria-hidden="true"><Back size={34} /></span>
        <span className="hold-text">
          <strong>{g.t('phone.card.hold')}</strong>
          <span className="muted small">{g.t('phone.card.holdHint')}</span>
        </span>
        <span className="hold-seat">{g.t('phone.seatN', { seat: me.seat })}</span>
      </button>
      {open ? (
        <div className="card-overlay" aria-live="polite" data-testid="role-card">
          <RoleFace />
        </div>
      ) : null}
    </>
  );
}

/** The face of the card: art, name, camp, the role in plain words, and what this player knows. */
export function RoleFace() {
  const g = useGame();
  const me = g.game.me!;
  const lines = knowledge(g);
  return (
    <div className={`role-card camp-${me.camp}`} data-role={me.role}>
      <div className="role-art"><RoleCardFace role={me.role} size={132} /></div>
      <h2 className="role-name" data-testid="role-name">{g.t(`role.${me.role}`)}</h2>
      <p className="role-camp">{g.t(`camp.${me.camp}`)} · {g.t(`campGoal.${me.camp}`)}</p>
      <p className="role-info">{g.t(`roleInfo.${me.role}`)}</p>
      {lines.length ? (
        <ul className="knowledge" data-testid="knowledge">
          {lines.map((l, i) => <li key={i}>{l}</li>)}
        </ul>
      ) : null}
    </div>
  );
}

/** Every private fact the view carries for this player, in words. */
export function knowledge(g: GameCtx): ReactNode[] {
  const { game, t, label, lang } = g;
  const me = game.me;
  if (!me) return [];
  const out: ReactNode[] = [];
  const list = (seats: number[]) => joinList(seats.map(label), lang);
  const role = (r: RoleId) => t(`role.${r}`);
  if (me.card !== me.role) out.push(t('phone.know.swapped', { card: role(me.card), role: role(me.role) }));
  if (me.partner !== null) {
    out.push(t('phone.know.partner', { partner: label(me.partner) })
      + (me.partnerIsWolf === null ? '' : `${lang === 'zh-CN' ? '' : ' '}${t(`phone.know.partnerTeam.${me.partnerIsWolf ? 'wolf' : 'notWolf'}`)}`));
  }
  // Every wolf of the pack (docs/rules.md §10: a wolf card, an infected or turned player) sees it.
  if ((me.camp === 'wolves' || me.role === 'whiteWerewolf') && me.alive) {
    const others = me.pack.map((w) => w.seat).filter((s) => s !== me.seat);
    out.push(others.length ? t('phone.know.pack', { seats: list(others) }) : t('phone.know.lonePack'));
    for (const p of game.players) {
      if (p.role === 'littleGirl' && !p.revealed && p.alive) out.push(t('phone.know.caughtGirl', { seat: label(p.seat) }));
    }
  }
  if (me.lovers.length === 2 && me.role === 'cupid') out.push(t('phone.know.lovers', { seats: list(me.lovers) }));
  if (me.charmed.length) {
    out.push(me.role === 'piper'
      ? t('phone.know.piperCharmed', { seats: list(me.charmed) })
      : t('phone.know.charmed', { seats: list(me.charmed) }));
  }
  for (const r of me.seerResults) {
    const result = r.result === 'wolf' || r.result === 'notWolf' ? t(`seerResult.${r.result}`) : role(r.result);
    out.push(t(r.result === 'wolf' || r.result === 'notWolf' ? 'phone.know.seer' : 'phone.know.seerRole', { night: r.night, seat: label(r.target), result }));
  }
  if (me.potions) {
    out.push(t('phone.know.potions', {
      heal: t(me.potions.heal ? 'phone.know.potionLeft' : 'phone.know.potionUsed'),
      poison: t(me.potions.poison ? 'phone.know.potionLeft' : 'phone.know.potionUsed'),
    }));
  }
  if (me.littleGirlSeen.length) out.push(t('phone.know.girlSeen', { seats: list(me.littleGirlSeen) }));
  if (me.guardLast !== null && me.role === 'guard') out.push(t('phone.know.guardLast', { seat: label(me.guardLast) }));
  if (me.spares.length && me.card === 'thief') out.push(t('phone.know.spares', { roles: joinList(me.spares.map(role), lang) }));
  if (game.sheriff === me.seat) out.push(t('phone.know.sheriff', { weight: game.variants.sheriffVoteWeight }));
  // New Moon's facts come in the view (engine/newMoon/view.ts): the hood is public, what he saw his own.
  if (game.newMoon.executioner === me.seat && me.alive) out.push(t('phone.know.executioner'));
  for (const e of me.newMoon.executionerSaw) out.push(t('phone.know.executionerSaw', { seat: label(e.seat), role: e.role }));
  // What each role folder's phone.ts says this player knows (the Characters': a side, a model, sniffs…).
  out.push(...folderKnowledge(g));
  const p = game.players.find((q) => q.seat === me.seat);
  if (p && !p.canVote) out.push(t('phone.know.noVote'));
  if (game.villagePowersLost && me.camp === 'village') out.push(t('phone.know.powersLost'));
  return out;
}
