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
import {
  Angel, BearTamer, BigBadWolf, Fox, Knight, Raven, Servant, WhiteWerewolf, WildChild, WolfFather, WolfHound,
} from './characters';

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

/** Emblem per role. */
export const ROLE_ART: Record<RoleId, ArtComponent> = {
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
  whiteWerewolf: WhiteWerewolf,
  bigBadWolf: BigBadWolf,
  wolfFather: WolfFather,
  wolfHound: WolfHound,
  wildChild: WildChild,
  knight: Knight,
  fox: Fox,
  bearTamer: BearTamer,
  angel: Angel,
  servant: Servant,
  raven: Raven,
};

/** Status badges and the card back, by name. */
export const BADGE_ART = {
  sheriff: Sheriff,
  lovers: Lovers,
  charmed: Charmed,
  ghost: Ghost,
  cardBack: CardBack,
} as const satisfies Record<string, ArtComponent>;

export type BadgeId = keyof typeof BADGE_ART;
