/**
 * The calm screen after a night tap, the same for everyone: a one-line summary of the tap (the
 * decoy's name or the real choice), then the shared "done" screen (Prompts.tsx AllDone, with
 * tonight's results behind hold-to-peek). A sleeper after the decoy and an actor ahead of the table
 * (ahead.ts) see this same screen.
 */
import type { ReactNode } from 'react';
import { AllDone } from './Prompts.js';

export function NightDone({ title, line, info, testid }: { title: string; line: string; info?: ReactNode; testid: string }) {
  return (
    <div className="prompt-stack" data-testid={testid}>
      <div className="done-summary">
        <p className="muted small">{title}</p>
        <p><span className="done-tick" aria-hidden="true">✓ </span>{line}</p>
      </div>
      {info}
      <AllDone night />
    </div>
  );
}
