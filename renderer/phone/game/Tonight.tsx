/**
 * What this player learned or did tonight (the Seer's vision, the Thief's new card, the wolves'
 * victim…), from the private events of this night. Shown only at night — when every other player
 * has their eyes closed — on the calm screen after a decision, so a result is never missed when
 * the step moves on the moment the choice is made. A new result stays up a few seconds, then goes
 * behind a press-and-hold button: a private result must not sit in large type for a neighbour.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ROLE_ART } from '../../common/art/roles/index.js';
import type { RoleId } from '../../../engine/types.js';
import { useGame } from './ctx.js';
import { describeEvent } from './recap.js';

const SHOWN = new Set([
  'seerResult', 'thiefChose', 'loversChosen', 'guardProtected', 'wolvesChose', 'littleGirlPeek', 'littleGirlCaught',
  'witchHealed', 'witchPoisoned', 'piperCharmed',
  // New Moon: Full Moon Rising's inspection, a victim turned wolf (Backfire, Specter).
  'wolfInspected', 'becameWolf', 'backfire',
]);

/** How long a new private result stays on screen before it goes behind hold-to-peek. */
export const RESULT_SHOWN_MS = 6000;

/**
 * How many of tonight's results each seat has already seen in the open (key: seat and the night's
 * start), so a result is shown openly once, when it is new, and not again on every screen.
 */
const revealed = new Map<string, number>();

export function Tonight({ fallback = null }: { fallback?: ReactNode } = {}) {
  const g = useGame();
  const night = g.game.phase === 'night' && g.mySeat !== null;
  const key = `${g.mySeat}:${nightStart(g.snap.events)}`;
  const count = night ? mineTonight(g.snap.events, g.mySeat!).length : 0;
  const [open, setOpen] = useState(() => count > (revealed.get(key) ?? 0));
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (count <= (revealed.get(key) ?? 0)) return;
    revealed.set(key, count);
    setOpen(true);
  }, [count, key]);
  useEffect(() => {
    if (!open) return;
    const id = setTimeout(() => setOpen(false), RESULT_SHOWN_MS);
    return () => clearTimeout(id);
  }, [open, count]);
  if (!night) return null;
  if (count === 0) return <>{fallback}</>;
  if (!open && !held) {
    return (
      <div className="night-info tonight" data-testid="tonight-hidden">
        <button
          type="button" className="btn tonight-peek" data-testid="tonight-peek"
          onPointerDown={() => setHeld(true)} onPointerUp={() => setHeld(false)} onPointerLeave={() => setHeld(false)}
          onPointerCancel={() => setHeld(false)}
        >
          {g.t('phone.tonightPeek')}
        </button>
      </div>
    );
  }
  return <TonightResults />;
}

function nightStart(events: readonly { type: string }[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (events[i].type === 'nightFell') return i;
  return 0;
}

function mineTonight(events: readonly { type: string; audience: unknown }[], seat: number): number[] {
  const start = nightStart(events);
  const out: number[] = [];
  for (let i = start; i < events.length; i++) {
    const e = events[i];
    if (SHOWN.has(e.type) && Array.isArray(e.audience) && e.audience.includes(seat)) out.push(i);
  }
  return out;
}

function TonightResults() {
  const g = useGame();
  if (g.mySeat === null) return null;
  const events = g.snap.events;
  const mine = events.slice(nightStart(events)).filter((e) => SHOWN.has(e.type) && Array.isArray(e.audience) && e.audience.includes(g.mySeat!));
  if (!mine.length) return null;
  return (
    <div className="night-info tonight" data-testid="tonight">
      {mine.map((e, i) => {
        if (e.type === 'seerResult' && typeof e.target === 'number') {
          const r = String(e.result);
          const team = r === 'wolf' || r === 'notWolf';
          const Art = team ? null : ROLE_ART[r as RoleId];
          return (
            <div key={i} className="result" data-testid="seer-result" data-result={r}>
              {Art ? <Art size={64} /> : null}
              <p className="result-text">{g.t(team ? 'phone.result.seer' : 'phone.result.seerRole', { seat: g.label(e.target), result: team ? g.t(`seerResult.${r}`) : g.t(`role.${r}`) })}</p>
            </div>
          );
        }
        const line = describeEvent(g, e);
        return line ? <p key={i}>{line.text}</p> : null;
      })}
    </div>
  );
}
