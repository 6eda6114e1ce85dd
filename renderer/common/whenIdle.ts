/** Runs `go` when the page is next idle (after `fallbackMs` where the browser cannot tell). */
export function whenIdle(go: () => void, fallbackMs: number): void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(go);
  else setTimeout(go, fallbackMs);
}
