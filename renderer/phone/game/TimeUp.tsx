/**
 * "Time ran out": when the host's clock ended a step this player had left undecided (or the pack
 * never agreed), his phone says so until he taps it away or the phase changes. By night the words
 * never name the step, so a glance at the phone does not tell a role.
 */
import { useState } from 'react';
import type { GameEvent } from '../../../engine/types.js';
import { useGame } from './ctx.js';

function latestTimedOut(events: readonly GameEvent[], seat: number): { e: GameEvent; index: number } | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    // A new phase starts a new story: an older notice is stale.
    if (e.type === 'nightFell' || e.type === 'dawn') return null;
    if (e.type === 'timedOut' && Array.isArray(e.audience) && e.audience.includes(seat)) return { e, index: i };
  }
  return null;
}

export function TimeUpNotice() {
  const g = useGame();
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (g.mySeat === null || g.game.phase === 'over') return null;
  const found = latestTimedOut(g.snap.events, g.mySeat);
  if (!found || found.index === dismissed) return null;
  const { e } = found;
  const night = g.game.phase === 'night';
  const text = e.reason === 'noAgreement'
    ? g.t('phone.story.noAgreement')
    : night
      ? g.t('phone.timeUp.night')
      : g.t('phone.story.timedOut', { step: g.t(`step.${String(e.step)}`) });
  return (
    <button
      type="button" className="time-up" data-testid="time-up" data-step={String(e.step)}
      onClick={() => setDismissed(found.index)}
    >
      <span className="time-up-text">{text}</span>
      <span className="muted small">{g.t('phone.timeUp.dismiss')}</span>
    </button>
  );
}
