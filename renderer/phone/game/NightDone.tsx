/**
 * The calm screen after a night tap, one layout for everyone (issue 27): the same heading and the
 * same words on every phone, then the hold button of tonight (Tonight.tsx) that shows this
 * player's answer and results — the decoy's tapped name and a neutral line for a sleeper, the real
 * choice and its result for an actor. A sleeper after the decoy, an actor whose step waits for the
 * rest of the table, and an actor ahead of the table (ahead.ts) all see this screen.
 */
import type { ReactNode } from 'react';
import { useGame } from './ctx.js';
import { Tonight } from './Tonight.js';

export function NightDone({ line, info, testid }: { line: string; info?: ReactNode; testid: string }) {
  const g = useGame();
  return (
    <div className="prompt-stack night-done" data-testid={testid}>
      <div className="done-summary">
        <p className="muted small">{g.t('phone.decoy.title')}</p>
        <p><span className="done-tick" aria-hidden="true">✓ </span>{g.t('phone.done.noted')}</p>
      </div>
      <Tonight choice={line} extra={info} />
      <div className="all-done" data-testid="all-done">
        <p className="done-mark" aria-hidden="true">✓</p>
        <p className="lead">{g.t('phone.prompt.doneNight')}</p>
      </div>
    </div>
  );
}
