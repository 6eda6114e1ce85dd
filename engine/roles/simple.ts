import type { RoleModule } from './roleModule.js';

/*
 * Roles without a night step. Their rules live where they act:
 * the Hunter's shot and the Elder's curse in deaths.ts, the Idiot and the Scapegoat in steps/vote.ts.
 */
export const villager: RoleModule = { id: 'villager', camp: 'village', special: false };
export const hunter: RoleModule = { id: 'hunter', camp: 'village', special: true };
export const idiot: RoleModule = { id: 'idiot', camp: 'village', special: true };
export const elder: RoleModule = { id: 'elder', camp: 'village', special: true };
export const scapegoat: RoleModule = { id: 'scapegoat', camp: 'village', special: true };
