/**
 * The desktop shell's own small settings file (separate from the host's data): whether the
 * firewall explanation was shown, and which display the user last put the TV on.
 * Plain Node (fs), never 'electron'. Reading is forgiving: a missing, empty or corrupt file gives
 * the defaults (at worst the firewall help is shown once more). Writing is atomic (temp + rename).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ShellSettings {
  version: 1;
  /** The "why does Nightfall use the network" dialog was shown (it is shown once, before the OS asks). */
  firewallHelpShown: boolean;
  /** Display the user last moved the TV window to (Electron display id), or null. */
  preferredDisplayId: number | null;
}

export const DEFAULT_SETTINGS: Readonly<ShellSettings> = Object.freeze({
  version: 1,
  firewallHelpShown: false,
  preferredDisplayId: null,
});

export const SETTINGS_FILE_NAME = 'shell-settings.json';

export function parseSettings(text: string | null | undefined): ShellSettings {
  const settings: ShellSettings = { ...DEFAULT_SETTINGS };
  if (!text) return settings;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return settings;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return settings;
  const r = raw as Record<string, unknown>;
  if (typeof r.firewallHelpShown === 'boolean') settings.firewallHelpShown = r.firewallHelpShown;
  if (typeof r.preferredDisplayId === 'number' && Number.isSafeInteger(r.preferredDisplayId)) {
    settings.preferredDisplayId = r.preferredDisplayId;
  }
  return settings;
}

export function serializeSettings(settings: ShellSettings): string {
  const clean: ShellSettings = {
    version: 1,
    firewallHelpShown: settings.firewallHelpShown === true,
    preferredDisplayId: settings.preferredDisplayId ?? null,
  };
  return `${JSON.stringify(clean, null, 2)}\n`;
}

export async function loadSettings(file: string): Promise<ShellSettings> {
  try {
    return parseSettings(await readFile(file, 'utf8'));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export async function saveSettings(file: string, settings: ShellSettings): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, serializeSettings(settings), 'utf8');
  await rename(tmp, file);
}
