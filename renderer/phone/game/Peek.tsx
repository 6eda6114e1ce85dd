/**
 * Press and hold to see something private, like the role card: it shows over the screen while the
 * finger is down and hides the moment it lifts (or the page loses focus), so a neighbour never
 * reads it over a shoulder. The button looks the same on every phone whatever it hides: tonight's
 * result, a ghost's knowledge, or a neutral line for a player who has nothing to see.
 */
import { useEffect, useState, type ReactNode } from 'react';

export function HoldToPeek({ label, hint, testid, openTestid, children }: {
  label: string;
  hint?: string;
  /** The button's test id. */
  testid: string;
  /** The shown content's test id, while held. */
  openTestid: string;
  children: ReactNode;
}) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held) return;
    const hide = () => setHeld(false);
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('blur', hide);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('blur', hide);
    };
  }, [held]);
  return (
    <>
      <button
        type="button" className={`btn peek-btn${held ? ' is-held' : ''}`} data-testid={testid}
        onPointerDown={(e) => {
          e.preventDefault();
          try {
            e.currentTarget.setPointerCapture(e.pointerId);
          } catch {
            // synthetic pointers cannot be captured
          }
          setHeld(true);
        }}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onLostPointerCapture={() => setHeld(false)}
        onKeyDown={(e) => { if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); setHeld(true); } }}
        onKeyUp={() => setHeld(false)}
        onBlur={() => setHeld(false)}
        onContextMenu={(e) => e.preventDefault()}
      >
        <span className="peek-label">{label}</span>
        {hint ? <span className="muted small">{hint}</span> : null}
      </button>
      {held ? (
        <div className="card-overlay peek-overlay" aria-live="polite" data-testid={openTestid}>
          <div className="peek-card">{children}</div>
        </div>
      ) : null}
    </>
  );
}
