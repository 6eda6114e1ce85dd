/** Electron's screens as the pure placement rules in shell/displays.ts see them, and leaving full screen. */
import { screen, type BrowserWindow, type Display } from 'electron';
import type { DisplayInfo } from './shell/displays.js';

function toDisplayInfo(d: Display): DisplayInfo {
  return { id: d.id, bounds: d.bounds, workArea: d.workArea, internal: d.internal, label: d.label };
}

export function currentDisplays(): { displays: DisplayInfo[]; primaryId: number } {
  return { displays: screen.getAllDisplays().map(toDisplayInfo), primaryId: screen.getPrimaryDisplay().id };
}

export function leaveFullScreen(win: BrowserWindow): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      win.off('leave-full-screen', done);
      resolve();
    };
    // Some window managers never report leaving; do not wait forever.
    const timer = setTimeout(done, 1500);
    win.on('leave-full-screen', done);
    win.setFullScreen(false);
  });
}
