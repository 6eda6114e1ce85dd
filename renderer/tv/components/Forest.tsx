/**
 * The forest behind everything (the art team's ForestScene), with a frame-rate governor: when
 * this machine cannot keep the animated forest near 60 fps (no GPU compositing), the forest stands
 * still and a phase change turns through darkness: a veil closes over the picture and opens on the
 * next one.
 */
import { useEffect, useRef, useState } from 'react';
import { ForestScene, type ScenePhase } from '../../common/art/index.js';

export type ForestMode = 'auto' | 'on' | 'off';

/** Median frame time over `ms` of requestAnimationFrame, in display frames (1 = never late). */
function measureFrames(ms: number): Promise<number> {
  return new Promise((resolve) => {
    const times: number[] = [];
    let last = 0;
    let start = 0;
    const frame = (now: number) => {
      if (last) times.push(now - last);
      else start = now;
      last = now;
      if (now - start < ms) requestAnimationFrame(frame);
      else {
        times.sort((a, b) => a - b);
        // The display's own frame (16.7 ms at 60 Hz, 33.3 ms on a 30 Hz TV) is about the fastest
        // interval seen — but never more than 30 Hz's, or a machine too slow for every frame
        // would look on time. A frame is slow when the median takes ~1.5 of them.
        const display = times.length ? Math.min(times[Math.floor(times.length * 0.05)], 34) : 0;
        resolve(times.length ? times[times.length >> 1] / Math.max(display, 1) : 0);
      }
    };
    requestAnimationFrame(frame);
  });
}

/** 'auto' measures once after the page settles: too slow → still. */
export function useForestStill(mode: ForestMode, forced: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (mode !== 'auto' || forced) return;
    let alive = true;
    const id = setTimeout(() => {
      void measureFrames(2500).then((frames) => {
        if (alive && frames > 1.45) setSlow(true);
      });
    }, 1500);
    return () => { alive = false; clearTimeout(id); };
  }, [mode, forced]);
  if (forced || mode === 'off') return true;
  if (mode === 'on') return false;
  return slow;
}

/** How long the old picture takes to darken away, then the new one to come up (still mode). */
export const STILL_OUT_MS = 1100;
export const STILL_IN_MS = 1500;

export function Forest({ phase, still, intensity, instant = false }: { phase: ScenePhase; still: boolean; intensity: number; instant?: boolean }) {
  // Only one full-screen picture exists at any moment: without a GPU the compositor's cost per
  // frame grows with the pictures it blends, and a cross-fade (two pictures) missed frames.
  const [shown, setShown] = useState<{ phase: ScenePhase; key: number; entering: boolean }>({ phase, key: 0, entering: false });
  const [leaving, setLeaving] = useState(false);
  const counter = useRef(0);
  useEffect(() => {
    if (!still) return;
    if (instant) {
      setLeaving(false);
      setShown((s) => (s.phase === phase ? s : { phase, key: ++counter.current, entering: false }));
      return;
    }
    if (shown.phase === phase) {
      setLeaving(false);
      return;
    }
    setLeaving(true);
    // The phase may change again while the picture darkens: the newest one comes up.
    const id = setTimeout(() => {
      setLeaving(false);
      setShown({ phase, key: ++counter.current, entering: true });
    }, STILL_OUT_MS);
    return () => clearTimeout(id);
  }, [phase, still, instant, shown.phase]);

  useEffect(() => {
    if (!shown.entering) return;
    // A finished animation that still fills keeps the compositor busy: drop it once it is over.
    const id = setTimeout(() => setShown((s) => (s.key === shown.key ? { ...s, entering: false } : s)), STILL_IN_MS + 100);
    return () => clearTimeout(id);
  }, [shown.key, shown.entering]);

  if (!still) return <ForestScene phase={phase} intensity={intensity} />;
  // The picture itself never animates: a black veil over it darkens and lifts. A solid layer is
  // cheap to blend; a fading picture made the software compositor draw it offscreen every frame.
  const veil = leaving ? ' closing' : shown.entering ? ' opening' : '';
  return (
    <>
      <div key={shown.key} className="tv-forest-still" data-testid="forest-still" data-phase={shown.phase}>
        <ForestScene phase={shown.phase} intensity={intensity} still />
      </div>
      {veil ? <div className={`tv-forest-veil${veil}`} data-testid="forest-veil" /> : null}
    </>
  );
}
