/**
 * The still forest as ready-made pictures. Without a GPU, putting a new forest on screen (a dozen
 * full-screen layers of gradients and shapes) stalled the page for 100 ms and more while its
 * tiles were painted: the turn from day to night missed frames. So each phase's forest is drawn
 * once, ahead and one at a time while the page is idle, into a bitmap (the scene serialised into
 * an SVG image); a turn then only copies a bitmap into one canvas (Forest.tsx).
 */
import { createElement, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ForestScene, SCENE_PHASES, type ScenePhase } from '../../common/art/index.js';

const W = 1920;
const H = 1080;

/** Bitmaps by phase, for the one resolution asked last. */
const bitmaps = new Map<ScenePhase, ImageBitmap>();
let resolution = 0;
let running = false;
/** Set when this browser cannot draw them: the forest stays a live scene. */
let failed = false;
const listeners = new Set<() => void>();

/** Bitmap pixels per stage pixel: the screen's, between half and double (memory: 8 MB a picture at 1). */
export function pictureResolution(stageScale: number, devicePixelRatio: number): number {
  const k = Math.round(stageScale * devicePixelRatio * 4) / 4;
  return Math.min(2, Math.max(0.5, k || 1));
}

export function forestPicture(phase: ScenePhase, k: number): ImageBitmap | undefined {
  return k === resolution ? bitmaps.get(phase) : undefined;
}

/** How many of the four pictures are ready (shown on the page for benches and tests). */
export function forestPicturesReady(): number {
  return bitmaps.size;
}

function idle(): Promise<void> {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  return new Promise((resolve) => {
    if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 200);
  });
}

/** One phase's forest, still, drawn at `k` bitmap pixels per stage pixel. */
async function draw(phase: ScenePhase, k: number): Promise<ImageBitmap> {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(createElement(ForestScene, { phase, still: true })));
  const scene = new XMLSerializer().serializeToString(host.firstElementChild!);
  root.unmount();
  const w = Math.round(W * k);
  const h = Math.round(H * k);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}">`
    + `<foreignObject width="${W}" height="${H}"><div xmlns="http://www.w3.org/1999/xhtml" style="position:relative;width:${W}px;height:${H}px">${scene}</div></foreignObject></svg>`;
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return await createImageBitmap(img);
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function drawAll(first: ScenePhase): Promise<void> {
  running = true;
  try {
    for (;;) {
      const k = resolution;
      const phase = [first, ...SCENE_PHASES].find((p) => !bitmaps.has(p));
      if (!phase) return;
      await idle();
      if (k !== resolution) continue;
      const bitmap = await draw(phase, k);
      if (k !== resolution) {
        bitmap.close();
        continue;
      }
      bitmaps.set(phase, bitmap);
      for (const l of listeners) l();
    }
  } catch {
    failed = true;
    for (const l of listeners) l();
  } finally {
    running = false;
  }
}

/**
 * While `enabled`, the four pictures at resolution `k` are drawn (the phase on screen first).
 * Re-renders the caller as each one is ready.
 */
export function useForestPictures(enabled: boolean, k: number, first: ScenePhase): void {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const l = () => setVersion((v) => v + 1);
    listeners.add(l);
    return () => { listeners.delete(l); };
  }, []);
  useEffect(() => {
    if (!enabled || failed) return;
    if (k !== resolution) {
      for (const b of bitmaps.values()) b.close();
      bitmaps.clear();
      resolution = k;
    }
    if (!running) void drawAll(first);
  }, [enabled, k, first]);
}
