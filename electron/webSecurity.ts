/**
 * Electron's side of the security checklist for the TV window: what every WebContents may do, the
 * session's request, header and permission policy, and who sent an IPC message. The decisions are
 * pure functions in shell/security.ts and shell/ipc.ts; this file only hands them to Electron.
 */
import type { IpcMainEvent, IpcMainInvokeEvent, Session, WebContents } from 'electron';
import type { SenderInfo } from './shell/ipc.js';
import {
  contentSecurityPolicy,
  isAllowedNavigation,
  isAllowedRequest,
  isHostUrl,
  isPermissionAllowed,
  withContentSecurityPolicy,
} from './shell/security.js';

export function hardenWebContents(contents: WebContents, hostOrigin: () => string | null): void {
  contents.on('will-navigate', (event) => {
    if (!isAllowedNavigation(event.url, hostOrigin())) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAllowedNavigation(event.url, hostOrigin())) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

export function installSessionPolicy(ses: Session, hostOrigin: string): void {
  const csp = contentSecurityPolicy(hostOrigin);
  ses.webRequest.onBeforeRequest((details, callback) => {
    callback({ cancel: !isAllowedRequest(details.url, hostOrigin) });
  });
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (isHostUrl(details.url, hostOrigin)) {
      callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, csp) });
    } else {
      callback({});
    }
  });
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, hostOrigin));
  });
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, hostOrigin),
  );
  ses.setDevicePermissionHandler(() => false);
}

export function senderInfo(event: IpcMainEvent | IpcMainInvokeEvent): SenderInfo {
  let frame: IpcMainEvent['senderFrame'] = null;
  try {
    frame = event.senderFrame;
  } catch {
    frame = null;
  }
  return {
    frameUrl: frame?.url ?? null,
    isMainFrame: frame != null && frame.parent === null,
    webContentsId: event.sender.id,
  };
}
