/**
 * Where things are, in development (`electron out`, app path = out/) and in the installed app
 * (app path = …/resources/app.asar). Pure path arithmetic; main.ts feeds it Electron's answers.
 *
 * Layout of the app folder (electron-builder packs out/ as the app, see electron-builder.yml):
 *   electron/main.cjs, electron/preload.cjs, renderer/ (the Vite build), package.json
 * The pages are unpacked next to the asar (asarUnpack) so the host serves them with plain fs;
 * the sounds are extraResources in resources/audio.
 */
import path from 'node:path';
import { SETTINGS_FILE_NAME } from './settings.js';

export interface AppPathInput {
  isPackaged: boolean;
  /** app.getAppPath() */
  appPath: string;
  /** process.resourcesPath */
  resourcesPath: string;
  /** app.getPath('userData') */
  userData: string;
}

export interface AppPaths {
  staticDir: string;
  audioDir: string;
  dataDir: string;
  settingsFile: string;
  preload: string;
}

/** `…/app.asar` → `…/app.asar.unpacked` (where asarUnpack puts files). */
export function unpackedPath(appPath: string): string {
  return appPath.endsWith('.asar') ? `${appPath}.unpacked` : appPath;
}

export function resolveAppPaths(input: AppPathInput): AppPaths {
  const p = path;
  return {
    staticDir: p.join(unpackedPath(input.appPath), 'renderer'),
    audioDir: input.isPackaged
      ? p.join(input.resourcesPath, 'audio')
      : p.join(p.dirname(input.appPath), 'assets', 'audio'),
    dataDir: p.join(input.userData, 'data'),
    settingsFile: p.join(input.userData, SETTINGS_FILE_NAME),
    preload: p.join(input.appPath, 'electron', 'preload.cjs'),
  };
}
