/** Emblems of the Characters expansion (docs/rules.md §10), one file per role. */
export { Angel } from './Angel';
export { BearTamer } from './BearTamer';
export { BigBadWolf } from './BigBadWolf';
export { Fox } from './Fox';
export { Knight } from './Knight';
export { Raven } from './Raven';
export { Servant } from './Servant';
export { WhiteWerewolf } from './WhiteWerewolf';
export { WildChild } from './WildChild';
export { WolfFather } from './WolfFather';
export { WolfHound } from './WolfHound';
