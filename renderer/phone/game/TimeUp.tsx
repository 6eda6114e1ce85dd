/**
 * "Time ran out": when the host's clock ended a step this player had left undecided (or the pack
 * never agreed), his phone says so until he taps it away or the phase changes. By night it is
 * behind tonight's press-and-hold (Tonight.tsx), and its words never name the step.
 */
import { useState } from 'react';
import type { EventOf, GameEvent } from '../../../engine/types.js';
import { useGame } from './ctx.js';

function latestTimedOut(events: readonly GameEvent[], seat: number): { e: EventOf<'timedOut'>; index: number } | null {
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
  // By night the note would sit in the open on the phone of the one who had a step (or on every
  // wolf's, "the pack never agreed"): it goes behind tonight's hold button (Tonight.tsx) instead.
  if (g.mySeat === null || g.game.phase === 'over' || g.game.phase === 'night') return null;
  const found = latestTimedOut(g.snap.events, g.mySeat);
  if (!found || found.index === dismissed) return null;
  const { e } = found;
  const text = e.reason === 'noAgreement'
    ? g.t('phone.story.noAgreement')
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
