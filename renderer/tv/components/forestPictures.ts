/**
 * The still forest as ready-made pictures. Without a GPU, putting a new forest on screen (a dozen
 * full-screen layers of gradients and shapes) stalled the page for 100 ms and more while its
 * tiles were painted: the turn from day to night missed frames. So each phase's forest is drawn
 * once, ahead and one at a time while the page is quiet, into a bitmap (the scene serialised into
 * an SVG image); a turn then only copies a bitmap into one canvas (Forest.tsx).
 */
import { createElement, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ForestScene, SCENE_PHASES, type ScenePhase } from '../../common/art/index.js';
import { whenIdle } from '../../common/whenIdle.js';

const W = 1920;
const H = 1080;

/** Each phase's picture and the resolution it was drawn at. */
const pictures = new Map<ScenePhase, { k: number; bitmap: ImageBitmap }>();
/** The resolution asked for last: pictures at another one are drawn again, one by one. */
let resolution = 0;
let running = false;
/** Whether a still forest wants its pictures. */
let wanted = false;
/** While set (an overlay or a turn on screen), no picture is drawn: one drawing is a long task. */
let busy = false;
/** Set when this browser cannot draw them: the forest stays a live scene. */
let failed = false;
const listeners = new Set<() => void>();

/**
 * Bitmap pixels per stage pixel: the screen's, between half and one and a half (a picture is
 * 8 MB at 1; a 4K screen's would be 33 MB, and still mode is for the weakest machines).
 */
export function pictureResolution(stageScale: number, devicePixelRatio: number): number {
  const k = Math.round(stageScale * devicePixelRatio * 4) / 4;
  return Math.min(1.5, Math.max(0.5, k || 1));
}

/** The phase's picture, at the resolution asked for or (until it is drawn again) another. */
export function forestPicture(phase: ScenePhase): ImageBitmap | undefined {
  return pictures.get(phase)?.bitmap;
}

/** How many of the four pictures are ready at the resolution asked for (for benches and tests). */
export function forestPicturesReady(): number {
  let n = 0;
  for (const p of pictures.values()) if (p.k === resolution) n++;
  return n;
}

function idle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, 200));
}

/** One phase's forest, still, drawn at `k` bitmap pixels per stage pixel. */
async function draw(phase: ScenePhase, k: number): Promise<ImageBitmap> {
  const host = document.createElement('div');
  const root = createRoot(host);
  let scene: string;
  try {
    flushSync(() => root.render(createElement(ForestScene, { phase, still: true })));
    scene = new XMLSerializer().serializeToString(host.firstElementChild!);
  } finally {
    root.unmount();
  }
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
      const phase = [first, ...SCENE_PHASES].find((p) => pictures.get(p)?.k !== resolution);
      if (!phase || !wanted) return;
      do await idle(); while (busy);
      const k = resolution;
      if (!wanted || pictures.get(phase)?.k === k) continue;
      const bitmap = await draw(phase, k);
      if (k !== resolution || !wanted) {
        bitmap.close();
        continue;
      }
      pictures.get(phase)?.bitmap.close();
      pictures.set(phase, { k, bitmap });
      for (const l of listeners) l();
    }
  } catch (error) {
    console.warn('The still forest keeps its live scene: its pictures cannot be drawn here.', error);
    failed = true;
    for (const p of pictures.values()) p.bitmap.close();
    pictures.clear();
    for (const l of listeners) l();
  } finally {
    running = false;
  }
}

/**
 * While `enabled`, the four pictures at resolution `k` are drawn (the phase on screen first), but
 * not while `quiet` is false. Re-renders the caller as each one is ready. The pictures are let go
 * once the forest is no longer still.
 */
export function useForestPictures(enabled: boolean, k: number, first: ScenePhase, quiet: boolean): void {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const l = () => setVersion((v) => v + 1);
    listeners.add(l);
    return () => { listeners.delete(l); };
  }, []);
  useEffect(() => {
    busy = !quiet;
  }, [quiet]);
  useEffect(() => {
    wanted = enabled;
    if (!enabled) {
      for (const p of pictures.values()) p.bitmap.close();
      pictures.clear();
      return;
    }
    if (failed) return;
    resolution = k;
    if (!running) void drawAll(first);
  }, [enabled, k, first]);
}
