/**
 * The forest behind everything (the art team's ForestScene), with a governor: when this machine
 * draws without a GPU or cannot keep the animated forest near 60 fps, the forest stands
 * still and a phase change turns through darkness: a veil closes over the picture and opens on the
 * next one. The still pictures are drawn ahead into bitmaps (forestPictures.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ForestScene, type ScenePhase } from '../../common/art/index.js';
import { forestPicture, forestPicturesReady, pictureResolution, useForestPictures } from './forestPictures.js';

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

/**
 * Whether this browser draws with a GPU. Without one (Chromium's software stand-in SwiftShader,
 * Mesa's llvmpipe, Windows' basic render driver) the animated forest may hold 60 fps while
 * nothing else moves, yet its phase turn under a vote reveal stalled for half a second.
 */
export function drawsWithGpu(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl', { failIfMajorPerformanceCaveat: true }) as WebGLRenderingContext | null;
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !/swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
  } catch {
    return false;
  }
}

/** 'auto': still without a GPU; with one, measured once after the page settles: too slow → still. */
export function useForestStill(mode: ForestMode, forced: boolean): boolean {
  const [noGpu] = useState(() => !drawsWithGpu());
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (mode !== 'auto' || forced || noGpu || slow) return;
    let alive = true;
    const id = setTimeout(() => {
      void measureFrames(2500).then((frames) => {
        if (alive && frames > 1.45) setSlow(true);
      });
    }, 1500);
    return () => { alive = false; clearTimeout(id); };
  }, [mode, forced, noGpu, slow]);
  if (forced || mode === 'off') return true;
  if (mode === 'on') return false;
  return noGpu || slow;
}

/** How long the old picture takes to darken away, then the new one to come up (still mode). */
export const STILL_OUT_MS = 1100;
export const STILL_IN_MS = 1500;

/** A ready-made picture of the forest (forestPictures.ts): one canvas, whose pixels a turn replaces. */
function ForestCanvas({ bitmap, phase }: { bitmap: ImageBitmap; phase: ScenePhase }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    if (canvas.width !== bitmap.width) canvas.width = bitmap.width;
    if (canvas.height !== bitmap.height) canvas.height = bitmap.height;
    canvas.getContext('2d', { alpha: false })?.drawImage(bitmap, 0, 0);
  }, [bitmap]);
  return <canvas ref={ref} className="tv-forest-still tv-forest-picture" data-testid="forest-still" data-phase={phase} data-pictures={forestPicturesReady()} />;
}

export function Forest({ phase, still, intensity, instant = false, stageScale = 1, quiet = true }: {
  phase: ScenePhase; still: boolean; intensity: number; instant?: boolean;
  /** The stage's scale on this screen: the still pictures are drawn for its pixels. */
  stageScale?: number;
  /** False while an overlay animates: no still picture is drawn then (a long task). */
  quiet?: boolean;
}) {
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

  useForestPictures(still, pictureResolution(stageScale, window.devicePixelRatio || 1), shown.phase, quiet && !leaving && !shown.entering);
  if (!still) return <ForestScene phase={phase} intensity={intensity} />;
  // The picture itself never animates: a black veil over it darkens and lifts. A solid layer is
  // cheap to blend; a fading picture made the software compositor draw it offscreen every frame.
  const veil = leaving ? ' closing' : shown.entering ? ' opening' : '';
  // Until its ready-made picture is drawn (the page's first seconds) a phase shows the live scene.
  // Both are at full intensity: the lobby's lighter mist is the animated forest's.
  const bitmap = forestPicture(shown.phase);
  return (
    <>
      {bitmap ? <ForestCanvas bitmap={bitmap} phase={shown.phase} /> : (
        <div key={shown.key} className="tv-forest-still" data-testid="forest-still" data-phase={shown.phase}>
          <ForestScene phase={shown.phase} still />
        </div>
      )}
      {veil ? <div className={`tv-forest-veil${veil}`} data-testid="forest-veil" /> : null}
    </>
  );
}
