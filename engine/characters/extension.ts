import type { Extension } from '../extensions.js';
import { roleRules } from '../roles/rules.js';

/**
 * The Characters (docs/rules.md §10–11) plugged into the base rules' extension points
 * (engine/extensions.ts), installed by engine/index.ts. Each hook asks the rules of the roles in
 * this game's deck (roles/rules.ts); a game without Characters is untouched. The points the
 * extension registry does not have yet (the Angel's opening day, the Characters' dawn deaths,
 * the Servant holding a vote-out, the White Werewolf's and the Angel's wins) are roleRules calls
 * in the base rules themselves: see docs/adding-a-role.md.
 */
export const characters: Extension = {
  id: 'characters',
  atDawn: (s, ctx) => roleRules.atDawn(s, ctx),
  afterDeath: (s, p, cause, ctx) => roleRules.afterDeath(s, p, cause, ctx),
  hidesDeath: (s, p) => roleRules.hidesDeath(s, p),
  extraVotes: (s) => roleRules.extraVotes(s),
  afterVote: (s, outcome, ctx) => roleRules.afterVote(s, outcome, ctx),
};
