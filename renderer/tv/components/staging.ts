/**
 * Timing for the big screen's moments. Parts of an overlay are mounted when they are due, not all
 * at its first frame: without a GPU, building a whole reveal (ring, 24 arrows, panel, card art) in
 * one frame took 100–150 ms, and a part that waits hidden still costs its style, layout and
 * layers. With reduced motion everything is there at once.
 */
import { useEffect, useRef, useState } from 'react';
import { useTv } from '../ctx.js';

/** `true` from `ms` after the component is mounted on (at once with reduced motion). */
export function useAfter(ms: number): boolean {
  const { reduced } = useTv();
  const [on, setOn] = useState(reduced || ms <= 0);
  useEffect(() => {
    if (on) return;
    const id = setTimeout(() => setOn(true), ms);
    return () => clearTimeout(id);
  }, [ms, on]);
  return on;
}

/**
 * How many of `count` beats have come: the first at `first` ms after the component is mounted,
 * then one every `every` ms (all of them at once with reduced motion).
 */
export function useBeats(count: number, first: number, every: number): number {
  const { reduced } = useTv();
  const start = useRef(Date.now());
  const [n, setN] = useState(reduced ? count : 0);
  useEffect(() => {
    if (n >= count) return;
    const due = first + n * every - (Date.now() - start.current);
    const id = setTimeout(() => setN((k) => Math.max(k, n + 1)), Math.max(0, due));
    return () => clearTimeout(id);
  }, [n, count, first, every]);
  return reduced ? count : Math.min(n, count);
}

/** framer-motion props: rise and fade in after `delay` ms (still with reduced motion). */
export function fade(reduced: boolean, delay = 0, y = 16) {
  return reduced
    ? { initial: { opacity: 1 }, animate: { opacity: 1 } }
    : { initial: { opacity: 0, y }, animate: { opacity: 1, y: 0 }, transition: { delay: Math.max(0, delay) / 1000, duration: 0.6, ease: 'easeOut' as const } };
}
