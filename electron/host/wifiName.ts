/**
 * The Wi-Fi network's name, asked of the operating system's own tools (no network traffic), for
 * the connection check's guest-network hint. Null whenever the system does not say.
 */
import { execFile } from 'node:child_process';

function run(command: string, args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    try {
      execFile(command, args, { timeout: 2000, windowsHide: true }, (error, stdout) => resolve(error ? null : String(stdout)));
    } catch {
      resolve(null);
    }
  });
}

/** Picks the name out of each system's answer. Exported for tests. */
export function parseWifiName(platform: string, output: string): string | null {
  const trimmed = output.trim();
  if (!trimmed) return null;
  if (platform === 'win32') return /^\s*SSID\s*:\s*(.+)$/m.exec(output)?.[1].trim() || null;
  if (platform === 'darwin') return /Current Wi-Fi Network:\s*(.+)$/m.exec(output)?.[1].trim() || null;
  return trimmed.split('\n')[0].trim() || null;
}

export async function wifiName(platform: string = process.platform): Promise<string | null> {
  const [command, args] =
    platform === 'win32'
      ? ['netsh', ['wlan', 'show', 'interfaces']]
      : platform === 'darwin'
        ? ['networksetup', ['-getairportnetwork', 'en0']]
        : ['iwgetid', ['-r']];
  const output = await run(command, args as string[]);
  return output === null ? null : parseWifiName(platform, output);
}
