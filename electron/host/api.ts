/**
 * The host's public face, as seen by its two launchers: the Electron main process
 * (electron/main.ts) and the headless `npm run serve` (electron/host/serve.ts).
 * Both start exactly the same host through `startHost` in electron/host/index.ts.
 */
export interface HostOptions {
  /** Preferred port; the host falls back to the next free one and remembers it in dataDir. */
  port?: number;
  /** Folder for settings, the write-ahead log and finished games. */
  dataDir: string;
  /** Folder with the built pages (out/renderer). */
  staticDir: string;
  /** Folder with the sound files (assets/audio), served at /audio/. */
  audioDir?: string;
  /** Interface to bind; default 0.0.0.0 so phones on the LAN can reach it. */
  bindAddress?: string;
  /** Extra messages (e.g. the log file) go here; default: silent. */
  log?: (line: string) => void;
}

export interface RunningHost {
  port: number;
  /** Loopback URL of the TV page, for the window on this laptop. */
  tvUrl: string;
  /** LAN URL that phones open (encoded in the TV's QR code). */
  joinUrl: string;
  /** Authorises host controls from the TV window; never sent to phones nor put in a URL. */
  hostSecret: string;
  /** True while a game has been dealt and has not ended (the shell asks before quitting). */
  hasGameInProgress(): boolean;
  /** Phones currently connected (the shell shows firewall help when this stays 0). */
  connectedPhoneCount(): number;
  /**
   * Optional: true when startHost found a game in progress in the write-ahead log and restored it
   * (the desktop shell then tells the table "A game in progress was restored"). Absent = unknown.
   */
  restoredGame?: boolean;
  close(): Promise<void>;
}
