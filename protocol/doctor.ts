/**
 * The connection check's report (`GET /api/doctor`): what the host's electron/host/doctor.ts fills
 * and what the TV's connection help and `npm run doctor` read (in words: renderer/common/doctor.ts,
 * strings `doctor.*` in renderer/common/i18n). Here, not in the pages, because the host sends it.
 */
export type DoctorStatus = 'ok' | 'warn' | 'fail' | 'info';

export type DoctorCheckId =
  /** Which interface the host listens on (127.0.0.1 = this computer only). */
  | 'bind'
  /** The address phones are sent to (the best Wi-Fi / Ethernet address). */
  | 'lanAddress'
  /** Whether the port answers on 127.0.0.1. */
  | 'loopback'
  /** Whether the port answers on the LAN address, from this computer. */
  | 'lan'
  /** Other addresses this computer has (phones on another network use one of them). */
  | 'otherAddresses'
  /** Signs of a guest network (client isolation). */
  | 'guest';

export interface DoctorCheck {
  id: DoctorCheckId;
  status: DoctorStatus;
  /** Picks the sentence: `doctor.<id>.<variant>`. */
  variant: string;
  params?: Record<string, string | number>;
}

export interface DoctorReport {
  platform: 'win32' | 'darwin' | 'linux' | 'other';
  port: number;
  /** Null when no host answered (the command line's view of a stopped host). */
  bindAddress: string | null;
  lanAddress: string | null;
  joinUrl: string | null;
  checks: DoctorCheck[];
}
