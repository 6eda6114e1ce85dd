/**
 * The forest behind everything (the art team's ForestScene), with a frame-rate governor: when
 * this machine cannot keep the animated forest near 60 fps (no GPU compositing), the forest stands
 * still and phase changes cross-fade as two still pictures — a single opacity animation.
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

export function Forest({ phase, still, intensity, instant = false }: { phase: ScenePhase; still: boolean; intensity: number; instant?: boolean }) {
  // Still mode: keep the previous picture under the new one while the new one fades in.
  const [layers, setLayers] = useState<{ phase: ScenePhase; key: number }[]>([{ phase, key: 0 }]);
  const counter = useRef(0);
  useEffect(() => {
    if (!still) return;
    if (instant) {
      setLayers([{ phase, key: ++counter.current }]);
      return;
    }
    setLayers((ls) => {
      if (ls[ls.length - 1].phase === phase) return ls;
      counter.current += 1;
      return [ls[ls.length - 1], { phase, key: counter.current }];
    });
  }, [phase, still, instant]);
  useEffect(() => {
    if (layers.length < 2) return;
    const id = setTimeout(() => setLayers((ls) => ls.slice(-1)), 2800);
    return () => clearTimeout(id);
  }, [layers]);

  if (!still) return <ForestScene phase={phase} intensity={intensity} />;
  return (
    <>
      {layers.map((l, i) => (
        <div key={l.key} className={`tv-forest-still${i > 0 ? ' fading-in' : ''}`} data-testid="forest-still">
          <ForestScene phase={l.phase} intensity={intensity} still />
        </div>
      ))}
    </>
  );
}
