/**
 * The one layout of every night screen, a real decision or the decoy, so that from across the
 * room an acting phone cannot be told from a sleeping one (tests/e2e/phone/glance.test.ts): a
 * heading two lines tall, one panel of the same height (the facts of a decision, the options of an
 * option prompt, or the decoy's words), a grid with a tile for every seat, and the confirm bar.
 */
import type { ReactNode } from 'react';

export function NightSheet({ title, panel, grid, after, confirm, testid, attrs }: {
  title: string;
  panel: ReactNode;
  /** Every seat, always: tappable for a seat prompt or the decoy, a picture of the table otherwise. */
  grid: ReactNode;
  /** What an answered prompt taught (the Seer's result), under the grid. */
  after?: ReactNode;
  confirm: ReactNode;
  testid: string;
  attrs?: Record<string, string | number | boolean | undefined>;
}) {
  return (
    <section className="prompt night-sheet" data-testid={testid} {...attrs}>
      <h2 className="prompt-title" data-testid={testid === 'prompt' ? 'prompt-title' : undefined}>{title}</h2>
      <div className="night-panel" data-testid="night-panel">{panel}</div>
      {grid}
      {after}
      <div className="confirm-bar">{confirm}</div>
    </section>
  );
}
