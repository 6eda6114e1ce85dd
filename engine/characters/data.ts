import type { GameState, RoleId } from '../types.js';

/** A role's working memory in the state, created on first write (the Characters' slice, `roleData`). */
export function roleData<T extends Record<string, any>>(s: GameState, id: RoleId): T {
  s.roleData ??= {};
  s.roleData[id] ??= {};
  return s.roleData[id] as T;
}

/** The same, read-only: never creates anything (views, win checks). */
export function readRoleData<T extends Record<string, any>>(s: GameState, id: RoleId): Partial<T> {
  return (s.roleData?.[id] ?? {}) as Partial<T>;
}
