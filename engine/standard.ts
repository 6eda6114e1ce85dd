import { chinaBoards } from './boards/ruleSet.js';
import { characters } from './characters/ruleSet.js';
import { defineRules } from './game.js';
import { modernCn } from './modern/ruleSet.js';
import { newMoon } from './newMoon/index.js';
import type { RuleBook, RuleSet } from './ruleBook.js';

/**
 * The rule sets Nightfall plays, in the order they are asked (docs/design.md, "Rule sets"): the
 * base game always comes first (game.ts); then New Moon, the Characters, the modern tables.
 * A new rule set is one line here.
 */
export const STANDARD_RULE_SETS: readonly RuleSet[] = [newMoon, characters, modernCn, chinaBoards];

export const NIGHTFALL: RuleBook = defineRules(STANDARD_RULE_SETS);
