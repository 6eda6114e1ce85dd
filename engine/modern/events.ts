/** Modern Chinese tables' events (engine/modern/), merged into the game's union. */
import type { RoleId, StepName } from '../types.js';

export interface ModernEvents {
  sheriffWithdrew: { seat: number };
  badgeTorn: { seat: number };
  selfDestruct: { seat: number; role: RoleId; step: StepName };
}

declare module '../baseEvents.js' {
  /** The election's speeches (`election`), and the Sheriff's chosen direction for the day's. */
  interface SpeakingOrderFields { election?: true; direction?: 'left' | 'right'; seat?: number | null }
  /** `final`: the race after withdrawals (退水). */
  interface SheriffCandidatesFields { final?: true }
}

declare module '../types.js' {
  interface GameEventMap extends ModernEvents {}
}
