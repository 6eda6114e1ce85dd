/**
 * App lifecycle decisions: single instance and "are you sure?" when quitting mid-game.
 * Pure; main.ts maps the answers onto app/BrowserWindow calls.
 */

/** Must equal `appId` in electron-builder.yml (Windows groups notifications and taskbar by it). */
export const APP_ID = 'app.nightfall.desktop';

/** requestSingleInstanceLock() answered `gotLock`: go on, or hand over to the running instance. */
export function onSingleInstanceLock(gotLock: boolean): 'continue' | 'quit' {
  return gotLock ? 'continue' : 'quit';
}

export interface WindowState {
  exists: boolean;
  minimized: boolean;
  visible: boolean;
}

export type FocusStep = 'restore' | 'show' | 'focus' | 'create-window';

/** A second launch of the app: bring the TV window of the first one to the front. */
export function secondInstanceSteps(win: WindowState | null): FocusStep[] {
  if (!win || !win.exists) return ['create-window'];
  const steps: FocusStep[] = [];
  if (win.minimized) steps.push('restore');
  if (!win.visible) steps.push('show');
  steps.push('focus');
  return steps;
}

/**
 * The window is closing (or the app quitting). Ask first when a game is in progress, unless the
 * user already said yes, or a question is already on screen (then just wait for that answer).
 */
export function closeDecision(input: { gameInProgress: boolean; confirmed: boolean; asking: boolean }): 'close' | 'ask' | 'wait' {
  if (input.confirmed || !input.gameInProgress) return 'close';
  return input.asking ? 'wait' : 'ask';
}
