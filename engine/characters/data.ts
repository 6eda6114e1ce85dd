/** The Characters keep their working memory where every role does (engine/roles/roleData.ts). */
export { readRoleData, roleData } from '../roles/roleData.js';
