/**
 * Where the TV window goes. Pure: works on plain display descriptions (the subset of Electron's
 * `Display` we need), so it is tested without Electron.
 *
 * Rules:
 * - One display (a laptop alone): a window on it, not fullscreen — the host needs the desktop.
 * - Two or more: fullscreen on a display that is not the host's own screen. The host's screen is
 *   the built-in panel (Electron's `internal === true`) when there is one, else the primary; among
 *   the others an external one (`internal === false`), not the primary, is preferred. If the user
 *   moved the TV to a display earlier and that display is connected again, it wins.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DisplayInfo {
  id: number;
  bounds: Rect;
  workArea: Rect;
  /** Built-in laptop panel (Electron's `Display.internal`). */
  internal?: boolean;
  label?: string;
}

export interface DisplayChoice {
  display: DisplayInfo;
  fullscreen: boolean;
  /** Why: 'only-display' | 'external' | 'remembered' | 'secondary' — for the log. */
  reason: 'only-display' | 'external' | 'remembered' | 'secondary';
}

/** Left-to-right, then top-to-bottom: the order "move to next display" cycles through. */
export function sortDisplays(displays: readonly DisplayInfo[]): DisplayInfo[] {
  return [...displays].sort((a, b) => a.bounds.x - b.bounds.x || a.bounds.y - b.bounds.y || a.id - b.id);
}

export function chooseDisplay(
  displays: readonly DisplayInfo[],
  primaryId: number,
  preferredId?: number | null,
): DisplayChoice {
  if (displays.length === 0) throw new Error('chooseDisplay: no display');
  const sorted = sortDisplays(displays);
  const primary = sorted.find((d) => d.id === primaryId) ?? sorted[0];
  if (sorted.length === 1) return { display: primary, fullscreen: false, reason: 'only-display' };

  if (preferredId != null) {
    const remembered = sorted.find((d) => d.id === preferredId);
    if (remembered && shouldFillDisplay(sorted, primary.id, remembered.id)) {
      return { display: remembered, fullscreen: true, reason: 'remembered' };
    }
  }
  const hostScreen = hostScreenOf(sorted, primary.id);
  const candidates = sorted.filter((d) => d.id !== hostScreen.id);
  const tv =
    candidates.find((d) => d.internal === false && d.id !== primary.id) ??
    candidates.find((d) => d.internal === false) ??
    candidates[0];
  return { display: tv, fullscreen: true, reason: tv.internal === false ? 'external' : 'secondary' };
}

/** The host's own screen: the built-in panel when Electron knows one, else the primary. */
export function hostScreenOf(displays: readonly DisplayInfo[], primaryId: number): DisplayInfo {
  if (displays.length === 0) throw new Error('hostScreenOf: no display');
  const sorted = sortDisplays(displays);
  return sorted.find((d) => d.internal === true) ?? sorted.find((d) => d.id === primaryId) ?? sorted[0];
}

/** The TV fills a display unless that display is the host's own screen (or the only one). */
export function shouldFillDisplay(displays: readonly DisplayInfo[], primaryId: number, displayId: number): boolean {
  return displays.length > 1 && hostScreenOf(displays, primaryId).id !== displayId;
}

/** The display after `currentId` in left-to-right order, wrapping around. */
export function nextDisplay(displays: readonly DisplayInfo[], currentId: number): DisplayInfo {
  if (displays.length === 0) throw new Error('nextDisplay: no display');
  const sorted = sortDisplays(displays);
  const i = sorted.findIndex((d) => d.id === currentId);
  return sorted[(i + 1) % sorted.length];
}

/** A comfortable window centred in the display's work area (80 %, at least 960×540 when it fits). */
export function windowedBounds(display: DisplayInfo): Rect {
  const area = display.workArea;
  const width = Math.min(area.width, Math.max(960, Math.round(area.width * 0.8)));
  const height = Math.min(area.height, Math.max(540, Math.round(area.height * 0.8)));
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

/** The display that holds the centre of `bounds` (the nearest one when the centre is off-screen). */
export function displayForBounds(displays: readonly DisplayInfo[], bounds: Rect): DisplayInfo {
  if (displays.length === 0) throw new Error('displayForBounds: no display');
  const cx = bounds.x + bounds.width / 2;
  const cy = bounds.y + bounds.height / 2;
  let best = displays[0];
  let bestDistance = Infinity;
  for (const d of displays) {
    const b = d.bounds;
    const dx = cx < b.x ? b.x - cx : cx > b.x + b.width ? cx - (b.x + b.width) : 0;
    const dy = cy < b.y ? b.y - cy : cy > b.y + b.height ? cy - (b.y + b.height) : 0;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = d;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * What to do when a screen is plugged in or out while the app runs.
 * - The window's display disappeared: back to a window on the primary.
 * - An external display appeared while the TV sits windowed on the only screen: go fullscreen there.
 * - Otherwise: leave it where the user put it.
 */
export function placementAfterDisplayChange(
  displays: readonly DisplayInfo[],
  primaryId: number,
  current: { displayId: number; fullscreen: boolean },
  preferredId?: number | null,
): { display: DisplayInfo; fullscreen: boolean } | null {
  if (displays.length === 0) return null;
  const stillThere = displays.some((d) => d.id === current.displayId);
  if (!stillThere) {
    const choice = chooseDisplay(displays, primaryId, preferredId);
    return { display: choice.display, fullscreen: choice.fullscreen };
  }
  if (displays.length > 1 && current.displayId === hostScreenOf(displays, primaryId).id && !current.fullscreen) {
    const choice = chooseDisplay(displays, primaryId, preferredId);
    if (choice.display.id !== current.displayId) return { display: choice.display, fullscreen: true };
  }
  return null;
}
