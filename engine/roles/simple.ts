import type { RoleModule } from './roleModule.js';

/*
 * Roles without a night step. Their rules live where they act:
 * the Hunter's shot and the Elder's curse in deaths.ts, the Idiot and the Scapegoat in steps/vote.ts.
 */
export const villager: RoleModule = { id: 'villager', camp: 'village', plainVillager: true, repeatable: true };
export const hunter: RoleModule = { id: 'hunter', camp: 'village', villagePower: true, shootsOnDeath: true };
export const idiot: RoleModule = { id: 'idiot', camp: 'village', villagePower: true };
export const elder: RoleModule = { id: 'elder', camp: 'village' };
export const scapegoat: RoleModule = { id: 'scapegoat', camp: 'village', villagePower: true };
