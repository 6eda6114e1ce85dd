export type { RoleId } from './roleIds';
export { ROLE_IDS, isRoleId } from './roleIds';
export { PALETTE, type Tint } from './palette';
export * from './roles';
export { RoleCard, type RoleCardProps } from './RoleCard';
export { RoleCardFace } from './RoleCardFace';
export { CARD_ASPECT } from './roles/CardBack';
export { ForestScene, SCENE_PHASES, type ForestSceneProps, type ScenePhase } from './ForestScene';
export { EventCardArt, MOON_CLASSES, type EventCardArtProps, type MoonClass } from './EventCardArt';
