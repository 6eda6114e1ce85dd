import { describe, expect, it } from 'vitest';
import {
  chooseDisplay,
  displayForBounds,
  hostScreenOf,
  nextDisplay,
  placementAfterDisplayChange,
  shouldFillDisplay,
  windowedBounds,
  type DisplayInfo,
} from '../../electron/shell/displays.js';

function display(id: number, x: number, width = 1920, height = 1080, internal?: boolean): DisplayInfo {
  return {
    id,
    bounds: { x, y: 0, width, height },
    workArea: { x, y: 25, width, height: height - 25 },
    internal,
  };
}

const laptop = display(1, 0, 1440, 900, true);
const tv = display(2, 1440, 3840, 2160, false);
const monitor = display(3, -2560, 2560, 1440, false);

describe('chooseDisplay', () => {
  it('puts the TV in a window on a lone laptop screen', () => {
    expect(chooseDisplay([laptop], 1)).toEqual({ display: laptop, fullscreen: false, reason: 'only-display' });
  });

  it('goes full screen on the external display when a TV is plugged in', () => {
    const choice = chooseDisplay([laptop, tv], 1);
    expect(choice.display.id).toBe(2);
    expect(choice.fullscreen).toBe(true);
    expect(choice.reason).toBe('external');
  });

  it('uses the external display even when the TV was made the primary one', () => {
    const choice = chooseDisplay([laptop, tv], 2);
    expect(choice.display.id).toBe(2);
    expect(choice.fullscreen).toBe(true);
  });

  it('on a desktop that cannot tell internal from external, takes a non-primary screen', () => {
    const a = display(10, 0);
    const b = display(11, 1920);
    expect(chooseDisplay([a, b], 10).display.id).toBe(11);
    expect(chooseDisplay([a, b], 11).display.id).toBe(10);
  });

  it('prefers a non-primary external screen when the laptop drives two monitors', () => {
    const choice = chooseDisplay([laptop, monitor, tv], 3);
    expect(choice.display.id).toBe(2);
  });

  it('returns to the display the user moved the TV to last time, if connected', () => {
    expect(chooseDisplay([laptop, monitor, tv], 1, 3)).toMatchObject({ display: { id: 3 }, fullscreen: true, reason: 'remembered' });
    expect(chooseDisplay([laptop, tv], 1, 3).display.id).toBe(2); // remembered one is gone
    expect(chooseDisplay([laptop, tv], 1, 1).display.id).toBe(2); // never full screen over the host's own screen
  });

  it('refuses an empty display list', () => {
    expect(() => chooseDisplay([], 1)).toThrow();
  });
});

describe('moving between displays', () => {
  it('cycles left to right and wraps around', () => {
    const all = [laptop, tv, monitor];
    expect(nextDisplay(all, 3).id).toBe(1);
    expect(nextDisplay(all, 1).id).toBe(2);
    expect(nextDisplay(all, 2).id).toBe(3);
    expect(nextDisplay([laptop], 1).id).toBe(1);
    expect(nextDisplay(all, 999).id).toBe(3); // unknown current → first in order
  });

  it('fills every display except the host screen', () => {
    expect(hostScreenOf([laptop, tv], 2).id).toBe(1);
    expect(shouldFillDisplay([laptop, tv], 1, 2)).toBe(true);
    expect(shouldFillDisplay([laptop, tv], 1, 1)).toBe(false);
    expect(shouldFillDisplay([laptop], 1, 1)).toBe(false);
  });

  it('finds the display under a window, or the nearest one', () => {
    expect(displayForBounds([laptop, tv], { x: 2000, y: 100, width: 800, height: 600 }).id).toBe(2);
    expect(displayForBounds([laptop, tv], { x: -5000, y: 100, width: 800, height: 600 }).id).toBe(1);
  });

  it('sizes a window inside the work area, centred', () => {
    const b = windowedBounds(laptop);
    expect(b.width).toBeLessThanOrEqual(laptop.workArea.width);
    expect(b.height).toBeLessThanOrEqual(laptop.workArea.height);
    expect(b.x).toBeGreaterThanOrEqual(laptop.workArea.x);
    expect(b.y).toBeGreaterThanOrEqual(laptop.workArea.y);
    expect(b.x - laptop.workArea.x).toBe(laptop.workArea.x + laptop.workArea.width - (b.x + b.width));
    const tiny = display(9, 0, 800, 500);
    expect(windowedBounds(tiny).width).toBe(800);
  });
});

describe('placementAfterDisplayChange', () => {
  it('moves the TV to the new external screen when it sat windowed on the laptop', () => {
    expect(placementAfterDisplayChange([laptop, tv], 1, { displayId: 1, fullscreen: false })).toMatchObject({
      display: { id: 2 },
      fullscreen: true,
    });
  });

  it('brings the TV back as a window when its screen is unplugged', () => {
    expect(placementAfterDisplayChange([laptop], 1, { displayId: 2, fullscreen: true })).toMatchObject({
      display: { id: 1 },
      fullscreen: false,
    });
  });

  it('leaves a window the user placed alone', () => {
    expect(placementAfterDisplayChange([laptop, tv], 1, { displayId: 2, fullscreen: true })).toBeNull();
    expect(placementAfterDisplayChange([laptop, tv], 1, { displayId: 1, fullscreen: true })).toBeNull();
    expect(placementAfterDisplayChange([], 1, { displayId: 1, fullscreen: false })).toBeNull();
  });
});
