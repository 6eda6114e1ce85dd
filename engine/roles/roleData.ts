import type { GameState, RoleId } from '../types.js';

/**
 * Every role's working memory in the state, by role id (the Fox's sniffs, the Knight's doomed wolf,
 * a duel spent…), created on first write. It belongs to no rule set, so a role of any set keeps its
 * memory here without importing another set (docs/adding-a-role.md); `cloneState` copies it.
 */
export function roleData<T extends object>(s: GameState, id: RoleId): T {
  s.roleData ??= {};
  s.roleData[id] ??= {};
  return s.roleData[id] as T;
}

/** The same, read-only: never creates anything (views, win checks). */
export function readRoleData<T extends object>(s: GameState, id: RoleId): Partial<T> {
  return (s.roleData?.[id] ?? {}) as Partial<T>;
}

declare module '../types.js' {
  interface GameState {
    /** Each role's working memory, per role id (roleData); absent until used. */
    roleData?: Partial<Record<RoleId, object>>;
  }
}
