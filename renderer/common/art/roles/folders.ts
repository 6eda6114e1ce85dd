/// <reference types="vite/client" />
import type { Tint } from '../palette';
import type { RoleId } from '../roleIds';
import type { ArtComponent } from './Emblem';

/** What a role folder's Art.tsx exports (docs/adding-a-role.md). */
export interface RoleArtModule {
  /** The role's emblem. */
  default: ArtComponent;
  /** Its accent (glow) and backdrop tint. */
  TINT: Tint;
}

/**
 * Every role folder's art (engine/<set>/<role>/Art.tsx), found by the bundler: a new role's
 * emblem and colours join ROLE_ART and ROLE_TINT by existing, with no list to keep. The folder's
 * name is the role's id.
 */
const found = import.meta.glob<RoleArtModule>('../../../../engine/*/*/Art.tsx', { eager: true });

export const FOLDER_ART: Readonly<Partial<Record<RoleId, RoleArtModule>>> = Object.fromEntries(
  Object.entries(found).map(([file, mod]) => [file.split('/').at(-2)!, mod]),
);
