/**
 * Role identifiers used by the art layer.
 *
 * Kept as a plain string union so that it is structurally identical to (and
 * therefore interchangeable with) the union the engine exports.
 */
export type RoleId =
  | 'werewolf'
  | 'villager'
  | 'seer'
  | 'witch'
  | 'hunter'
  | 'cupid'
  | 'littleGirl'
  | 'guard'
  | 'thief'
  | 'idiot'
  | 'elder'
  | 'scapegoat'
  | 'piper';

/** Every role, in a stable display order. */
export const ROLE_IDS: readonly RoleId[] = [
  'werewolf',
  'villager',
  'seer',
  'witch',
  'hunter',
  'cupid',
  'littleGirl',
  'guard',
  'thief',
  'idiot',
  'elder',
  'scapegoat',
  'piper',
];

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}
