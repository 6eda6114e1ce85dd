import type { RoleId } from '../roleIds';
import type { ArtComponent } from './Emblem';
import { Werewolf } from './Werewolf';
import { Villager } from './Villager';
import { Seer } from './Seer';
import { Witch } from './Witch';
import { Hunter } from './Hunter';
import { Cupid } from './Cupid';
import { LittleGirl } from './LittleGirl';
import { Guard } from './Guard';
import { Thief } from './Thief';
import { Idiot } from './Idiot';
import { Elder } from './Elder';
import { Scapegoat } from './Scapegoat';
import { Piper } from './Piper';
import { Sheriff } from './Sheriff';
import { Lovers } from './Lovers';
import { Charmed } from './Charmed';
import { CardBack, CARD_ASPECT } from './CardBack';
import { Ghost } from './Ghost';
import { BASE_TINT, type Tint } from '../palette';
import { FOLDER_ART } from './folders';

export type { ArtProps, ArtComponent } from './Emblem';
export {
  Werewolf,
  Villager,
  Seer,
  Witch,
  Hunter,
  Cupid,
  LittleGirl,
  Guard,
  Thief,
  Idiot,
  Elder,
  Scapegoat,
  Piper,
  Sheriff,
  Lovers,
  Charmed,
  CardBack,
  Ghost,
  CARD_ASPECT,
};

const BASE_ART = {
  werewolf: Werewolf,
  villager: Villager,
  seer: Seer,
  witch: Witch,
  hunter: Hunter,
  cupid: Cupid,
  littleGirl: LittleGirl,
  guard: Guard,
  thief: Thief,
  idiot: Idiot,
  elder: Elder,
  scapegoat: Scapegoat,
  piper: Piper,
} satisfies Partial<Record<RoleId, ArtComponent>>;

const folderParts = <T>(pick: (m: (typeof FOLDER_ART)[RoleId] & object) => T) =>
  Object.fromEntries(Object.entries(FOLDER_ART).map(([id, m]) => [id, pick(m!)]));

/** Emblem per role: the base roles' (this folder) and every role folder's Art.tsx (folders.ts). */
export const ROLE_ART = { ...BASE_ART, ...folderParts((m) => m.default) } as Record<RoleId, ArtComponent>;

/** Accent and backdrop tint per role, the same way. */
export const ROLE_TINT = { ...BASE_TINT, ...folderParts((m) => m.TINT) } as Record<RoleId, Tint>;

/** Status badges and the card back, by name. */
export const BADGE_ART = {
  sheriff: Sheriff,
  lovers: Lovers,
  charmed: Charmed,
  ghost: Ghost,
  cardBack: CardBack,
} as const satisfies Record<string, ArtComponent>;

export type BadgeId = keyof typeof BADGE_ART;
