/** The Characters expansion (docs/rules.md §10–11): one module per role, registered in ../registry.ts. */
export { angel } from './angel.js';
export { bearTamer } from './bearTamer.js';
export { bigBadWolf } from './bigBadWolf.js';
export { fox } from './fox.js';
export { knight } from './knight.js';
export { raven } from './raven.js';
export { servant } from './servant.js';
export { whiteWerewolf } from './whiteWerewolf.js';
export { wildChild } from './wildChild.js';
export { wolfFather } from './wolfFather.js';
export { wolfHound } from './wolfHound.js';
