import type { Camp, RoleId } from '../types.js';
import type { StepModule } from '../steps/stepModule.js';
import type { RoleRules } from './rules.js';

/**
 * One role: metadata plus the night steps it brings when it is in the configured deck.
 * Adding a role = its file, one line in roles/registry.ts, its scenario tests, its strings.
 */
export interface RoleModule {
  id: RoleId;
  camp: Camp;
  /** Village roles that are not plain villagers, for the 'sides' wolf win. */
  special: boolean;
  steps?: StepModule[];
  /** How it bends the base rules beyond its steps (death chain, votes, wins…): see rules.ts. */
  rules?: RoleRules;
}
