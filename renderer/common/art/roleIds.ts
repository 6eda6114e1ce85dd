/** Role identifiers used by the art layer: the engine's own, so the two can never drift apart. */
import { ROLE_IDS as ENGINE_ROLE_IDS, type RoleId } from '../../../engine/index.js';

export type { RoleId };

/** Every role, in a stable display order. */
export const ROLE_IDS: readonly RoleId[] = ENGINE_ROLE_IDS;

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}
