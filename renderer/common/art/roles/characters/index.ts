/** Emblems of the Characters expansion (docs/rules.md §10), one file per role. */
export { Angel } from '../../../../../engine/characters/angel/Art';
export { BearTamer } from '../../../../../engine/characters/bearTamer/Art';
export { BigBadWolf } from '../../../../../engine/characters/bigBadWolf/Art';
export { Fox } from '../../../../../engine/characters/fox/Art';
export { Knight } from '../../../../../engine/characters/knight/Art';
export { Raven } from '../../../../../engine/characters/raven/Art';
export { Servant } from '../../../../../engine/characters/servant/Art';
export { WhiteWerewolf } from '../../../../../engine/characters/whiteWerewolf/Art';
export { WildChild } from '../../../../../engine/characters/wildChild/Art';
export { WolfFather } from '../../../../../engine/characters/wolfFather/Art';
export { WolfHound } from '../../../../../engine/characters/wolfHound/Art';
