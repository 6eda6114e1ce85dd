/**
 * Network help: the firewall explanation shown once before the host first binds (so the user
 * knows what the OS prompt that follows is about), and again — as "phones can't connect?" help —
 * when no phone has connected a minute after start. Pure state; main.ts shows the dialogs.
 */
import type { ShellSettings } from './settings.js';

export function shouldShowFirewallHelpAtStart(settings: ShellSettings): boolean {
  return !settings.firewallHelpShown;
}

export function markFirewallHelpShown(settings: ShellSettings): ShellSettings {
  return { ...settings, firewallHelpShown: true };
}

export const NO_PHONE_HELP_AFTER_MS = 60_000;
export const PHONE_POLL_INTERVAL_MS = 5_000;

export type WatchdogVerdict = 'wait' | 'show-help' | 'done';

/**
 * Watches the phone count during the first minute. Says 'show-help' exactly once, at the first
 * observation at or after the threshold, if no phone was ever seen; 'done' once it has decided
 * (a phone was seen, or help was shown) — the caller then stops polling.
 */
export class PhoneWatchdog {
  private everConnected = false;
  private finished = false;

  constructor(private readonly thresholdMs: number = NO_PHONE_HELP_AFTER_MS) {}

  observe(elapsedMs: number, connectedPhones: number): WatchdogVerdict {
    if (this.finished) return 'done';
    if (connectedPhones > 0) this.everConnected = true;
    if (this.everConnected) {
      this.finished = true;
      return 'done';
    }
    if (elapsedMs >= this.thresholdMs) {
      this.finished = true;
      return 'show-help';
    }
    return 'wait';
  }

  get isFinished(): boolean {
    return this.finished;
  }
}
